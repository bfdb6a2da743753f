import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Grid,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import {
  useId,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_LIMITS, type Category } from '@marketplace/domain';
import { COMMON_NS } from '../../shared/i18n';
import {
  createCategory,
  isSlugTaken,
  saveCategory,
  writeFailureOf,
  type WriteFailure,
} from './api';
import { CATEGORY_ICONS, isKnownIcon } from './categoryIcons';
import {
  addKeywords,
  EMPTY_FORM,
  formValuesOf,
  slugFromName,
  type AdminCategory,
  type CategoryFieldPath,
  type CategoryFormValues,
  type FieldErrors,
  type KeywordRejection,
} from './categoryForm';
import { CATEGORY_ADMIN_NS } from './i18n';

type TextFieldPath = Exclude<CategoryFieldPath, 'keywords'>;
type TextValueKey = 'slug' | 'nameFr' | 'nameEn' | 'descriptionFr' | 'descriptionEn' | 'icon';

const VALUE_KEYS: Record<TextFieldPath, TextValueKey> = {
  slug: 'slug',
  'name.fr': 'nameFr',
  'name.en': 'nameEn',
  'description.fr': 'descriptionFr',
  'description.en': 'descriptionEn',
  icon: 'icon',
};

/** Form order, to focus the first field to correct. */
const FIELD_ORDER: CategoryFieldPath[] = [
  'name.fr',
  'name.en',
  'slug',
  'description.fr',
  'description.en',
  'icon',
  'keywords',
];

const inputId = (path: CategoryFieldPath) => `category-${path.replace('.', '-')}`;
const focusField = (path: CategoryFieldPath) => document.getElementById(inputId(path))?.focus();

type Status = 'idle' | 'saving' | 'invalid' | WriteFailure;

export interface CategoryFormDialogProps {
  /** The category to edit; null creates one. */
  target: AdminCategory | null;
  /** The `order` the document gets (a new category goes last). */
  order: number;
  onClose: () => void;
  onSaved: (outcome: 'created' | 'saved', category: Category) => void;
}

/** The create / edit form of a category, validated with `categorySchema` on submit. */
export function CategoryFormDialog({ target, order, onClose, onSaved }: CategoryFormDialogProps) {
  const { t } = useTranslation(CATEGORY_ADMIN_NS);
  const titleId = useId();
  const editing = target !== null;
  // Taken once: live updates of the list never overwrite what is being typed.
  const [values, setValues] = useState<CategoryFormValues>(() =>
    target ? formValuesOf(target) : EMPTY_FORM,
  );
  // A new slug follows the French name until the admin types one.
  const [slugTyped, setSlugTyped] = useState(editing);
  const [keywordDraft, setKeywordDraft] = useState('');
  const [keywordRejection, setKeywordRejection] = useState<KeywordRejection | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const saving = status === 'saving';

  const clearError = (path: CategoryFieldPath) =>
    setErrors((current) => {
      if (!current[path]) return current;
      const { [path]: _corrected, ...rest } = current;
      return rest;
    });

  const setText = (path: TextFieldPath, value: string) => {
    setValues((current) => {
      const next = { ...current, [VALUE_KEYS[path]]: value };
      return path === 'name.fr' && !slugTyped ? { ...next, slug: slugFromName(value) } : next;
    });
    clearError(path);
    if (path === 'name.fr' && !slugTyped) clearError('slug');
    if (path === 'slug') setSlugTyped(true);
  };

  const messageOf = (path: CategoryFieldPath) => {
    const error = errors[path];
    return error ? t(error.key, { ns: error.ns ?? COMMON_NS, ...error.values }) : undefined;
  };

  /** The common props of a text field: label, value, change, and its message when invalid. */
  const field = (path: TextFieldPath, label: string, help?: ReactNode) => {
    const message = messageOf(path);
    return {
      id: inputId(path),
      name: path,
      label,
      value: values[VALUE_KEYS[path]],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setText(path, event.target.value),
      error: message !== undefined,
      helperText: message ?? help,
      fullWidth: true,
    };
  };

  /** Adds the typed keywords; returns the list, or null when they were refused. */
  const commitKeywords = (typed: string): string[] | null => {
    const result = addKeywords(values.keywords, typed);
    setKeywordRejection(result.rejected);
    if (result.rejected) return null;
    setValues((current) => ({ ...current, keywords: result.keywords }));
    setKeywordDraft('');
    clearError('keywords');
    return result.keywords;
  };

  const onKeywordChange = (typed: string) => {
    setKeywordRejection(null);
    // A comma ends a keyword; what follows the last one is still being typed.
    const comma = typed.lastIndexOf(',');
    if (comma < 0) {
      setKeywordDraft(typed);
      return;
    }
    if (commitKeywords(typed.slice(0, comma)) !== null) setKeywordDraft(typed.slice(comma + 1));
    else setKeywordDraft(typed);
  };

  const onKeywordKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    // Enter adds the keyword instead of submitting the form.
    event.preventDefault();
    commitKeywords(keywordDraft);
  };

  const removeKeyword = (keyword: string) => {
    setValues((current) => ({
      ...current,
      keywords: current.keywords.filter((item) => item !== keyword),
    }));
    setKeywordRejection(null);
    clearError('keywords');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    let current = values;
    // A keyword still in its field counts too.
    if (keywordDraft.trim()) {
      const keywords = commitKeywords(keywordDraft);
      if (keywords === null) {
        setStatus('invalid');
        focusField('keywords');
        return;
      }
      current = { ...values, keywords };
    }
    setStatus('saving');
    try {
      const { validateCategory } = await import('./converters');
      const result = validateCategory(current, { order, newSlug: !editing });
      if (!result.ok) {
        setErrors(result.errors);
        setStatus('invalid');
        const first = FIELD_ORDER.find((path) => result.errors[path]);
        if (first) focusField(first);
        return;
      }
      setErrors({});
      if (target) await saveCategory(target.slug, result.category);
      else await createCategory(result.slug, result.category);
      onSaved(target ? 'saved' : 'created', result.category);
    } catch (error) {
      // Nothing typed is lost: the form stays open as it is.
      if (isSlugTaken(error)) {
        setErrors({ slug: { key: 'form.slugTaken', ns: CATEGORY_ADMIN_NS } });
        setStatus('invalid');
        focusField('slug');
        return;
      }
      setStatus(writeFailureOf(error));
    }
  };

  const keywordMessage =
    messageOf('keywords') ??
    (keywordRejection === 'tooLong'
      ? t('validation.tooLong', { ns: COMMON_NS, max: CATEGORY_LIMITS.keyword })
      : keywordRejection === 'tooMany'
        ? t('form.keywordsFull', { max: CATEGORY_LIMITS.keywords })
        : undefined);
  const icons: string[] = isKnownIcon(values.icon)
    ? [...CATEGORY_ICONS]
    : [values.icon, ...CATEGORY_ICONS];
  const title = target
    ? t('form.editTitle', { name: formValuesOf(target).nameFr || target.slug })
    : t('form.createTitle');

  return (
    <Dialog
      open
      fullWidth
      maxWidth="md"
      scroll="body"
      aria-labelledby={titleId}
      // A stray click outside must not lose what was typed; Escape and Cancel close.
      onClose={(_event, reason) => {
        if (!saving && reason !== 'backdropClick') onClose();
      }}
    >
      <Box
        component="form"
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event: FormEvent) => void submit(event)}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('name.fr', t('form.nameFr'))} required autoFocus />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('name.en', t('form.nameEn'), t('form.englishHelp'))} />
            </Grid>
            <Grid size={12}>
              <TextField
                {...field(
                  'slug',
                  t('form.slug'),
                  editing ? t('form.slugReadOnly') : t('form.slugHelp'),
                )}
                required={!editing}
                slotProps={{
                  htmlInput: { readOnly: editing, spellCheck: false, autoCapitalize: 'none' },
                }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...field('description.fr', t('form.descriptionFr'))}
                required
                multiline
                minRows={2}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...field('description.en', t('form.descriptionEn'), t('form.englishHelp'))}
                multiline
                minRows={2}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...field('icon', t('form.icon'))}
                select
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                {icons.map((icon) => (
                  <option key={icon} value={icon}>
                    {isKnownIcon(icon) ? `${t(`icons.${icon}`)} (${icon})` : icon}
                  </option>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
              <FormControlLabel
                control={
                  <Switch
                    checked={values.active}
                    onChange={(event) =>
                      setValues((current) => ({ ...current, active: event.target.checked }))
                    }
                  />
                }
                label={t('form.active')}
              />
            </Grid>
            <Grid size={12}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  id={inputId('keywords')}
                  name="keywords"
                  label={t('form.keywords')}
                  value={keywordDraft}
                  onChange={(event) => onKeywordChange(event.target.value)}
                  onKeyDown={onKeywordKey}
                  error={keywordMessage !== undefined}
                  helperText={
                    keywordMessage ??
                    t('form.keywordsHelp', {
                      count: values.keywords.length,
                      max: CATEGORY_LIMITS.keywords,
                    })
                  }
                  fullWidth
                />
                <Button
                  variant="outlined"
                  onClick={() => commitKeywords(keywordDraft)}
                  disabled={!keywordDraft.trim()}
                  sx={{ mt: 1, flexShrink: 0 }}
                >
                  {t('form.addKeyword')}
                </Button>
              </Stack>
              {values.keywords.length > 0 && (
                <Box
                  component="ul"
                  aria-label={t('form.keywordList')}
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 1,
                    listStyle: 'none',
                    p: 0,
                    mt: 1.5,
                    mb: 0,
                  }}
                >
                  {values.keywords.map((keyword) => (
                    <li key={keyword}>
                      <Chip label={keyword} onDelete={() => removeKeyword(keyword)} />
                    </li>
                  ))}
                </Box>
              )}
            </Grid>
          </Grid>
          {status === 'invalid' && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('form.invalid')}
            </Alert>
          )}
          {(status === 'permission' || status === 'offline' || status === 'generic') && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t(`errors.${status}`)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={saving}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? t('form.saving') : editing ? t('form.save') : t('form.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
