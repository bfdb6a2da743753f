import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { ADMIN_LIMITS, type HelpArticleView } from '@marketplace/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../shared/forms/useFieldErrors';
import { contentFailureOf, saveHelpArticle } from './api';
import type { HelpForm } from './model';
import { ADMIN_CONTENT_NS } from './namespace';

const EMPTY: HelpForm = {
  id: '',
  questionFr: '',
  questionEn: '',
  answerFr: '',
  answerEn: '',
  keywords: '',
  link: '',
  published: true,
};

const formOf = (article: HelpArticleView): HelpForm => ({
  id: article.id,
  questionFr: article.question.fr,
  questionEn: article.question.en,
  answerFr: article.answer.fr,
  answerEn: article.answer.en,
  keywords: article.keywords.join(', '),
  link: article.link ?? '',
  published: article.published,
});

type TextName = Exclude<keyof HelpForm, 'published'>;

/** The text fields, with their limits; answers are several lines. */
const FIELDS: { name: TextName; max: number; multiline?: boolean; help?: string }[] = [
  { name: 'id', max: ADMIN_LIMITS.helpId, help: 'form.idHelp' },
  { name: 'questionFr', max: ADMIN_LIMITS.helpQuestion },
  { name: 'answerFr', max: ADMIN_LIMITS.helpAnswer, multiline: true },
  { name: 'questionEn', max: ADMIN_LIMITS.helpQuestion },
  { name: 'answerEn', max: ADMIN_LIMITS.helpAnswer, multiline: true },
  { name: 'keywords', max: 1000, help: 'form.keywordsHelp' },
  { name: 'link', max: ADMIN_LIMITS.helpLink, help: 'form.linkHelp' },
];

/**
 * A help article written or edited: question and answer in French and English, keywords, the
 * page the assistant links to and the published flag, checked with the domain's schema (messages per field) before the api
 * saves it. An article's id is chosen once; editing keeps it.
 */
export function HelpArticleDialog({
  article,
  onClose,
  onSaved,
}: {
  article: HelpArticleView | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(ADMIN_CONTENT_NS);
  const formId = useId();
  const fieldId = (path: string) => `${formId}-${path}`;
  const [form, setForm] = useState<HelpForm>(article ? formOf(article) : EMPTY);
  const fields = useFieldErrors(fieldId);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (name: keyof HelpForm, value: string | boolean) => {
    setForm((current) => ({ ...current, [name]: value }));
    fields.clear([name]);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setBusy(true);
    try {
      const checked = (await import('./validation')).validateHelpArticle(form);
      if (!checked.ok) {
        fields.show(checked.errors);
        setBusy(false);
        return;
      }
      await saveHelpArticle(checked.id, checked.article);
      onSaved();
    } catch (caught) {
      setFailure(t(`errors.${contentFailureOf(caught)}`));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      // A stray click outside must not lose what was typed.
      onClose={(_event, why) => {
        if (!busy && why !== 'backdropClick') onClose();
      }}
      aria-labelledby={`${formId}-title`}
      fullWidth
      maxWidth="md"
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={`${formId}-title`}>
          {t(article ? 'form.editTitle' : 'form.newTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {FIELDS.map(({ name, max, multiline, help }) => {
              const message = fields.message(name);
              return (
                <TextField
                  key={name}
                  id={fieldId(name)}
                  label={t(`form.${name}`)}
                  required={name !== 'keywords' && name !== 'link'}
                  value={form[name]}
                  onChange={(event) => change(name, event.target.value)}
                  disabled={name === 'id' && article !== null}
                  multiline={multiline}
                  minRows={multiline ? 3 : undefined}
                  error={Boolean(message)}
                  helperText={message ?? (help ? t(help) : undefined)}
                  slotProps={{ htmlInput: { maxLength: max } }}
                  fullWidth
                />
              );
            })}
            <FormControlLabel
              control={
                <Switch
                  checked={form.published}
                  onChange={(_event, checked) => change('published', checked)}
                />
              }
              label={t('form.published')}
            />
          </Stack>
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('form.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
