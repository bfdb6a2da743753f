import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  FormControl,
  FormHelperText,
  FormLabel,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localize, PROVIDER_LIMITS } from '@marketplace/domain';
import { fieldId, textFieldProps, type StepProps } from './formKit';
import { ONBOARDING_NS } from './namespace';

/** Step 1: categories (chips of the active categories), specialties, years of experience. */
export function TradeStep(props: StepProps) {
  const { draft, change, message, language, categories, categoriesFailed } = props;
  const { t } = useTranslation(ONBOARDING_NS);
  const [specialty, setSpecialty] = useState('');
  const categoriesLabel = useId();
  const specialtiesLabel = useId();
  const categoriesError = message('categories');
  const specialtiesError =
    message('specialties') ??
    draft.specialties.map((_, index) => message(`specialties.${index}`)).find(Boolean);

  const toggleCategory = (slug: string) =>
    change(
      (current) => ({
        ...current,
        categories: current.categories.includes(slug)
          ? current.categories.filter((item) => item !== slug)
          : [...current.categories, slug],
      }),
      'categories',
    );

  // A saved category that is no longer offered still shows, so it can be removed.
  const offered = categories ?? [];
  const inactive = draft.categories.filter((slug) => !offered.some((item) => item.slug === slug));
  const full = draft.categories.length >= PROVIDER_LIMITS.categories;

  const specialtiesFull = draft.specialties.length >= PROVIDER_LIMITS.specialties;
  const addSpecialty = () => {
    const value = specialty.trim();
    if (!value || specialtiesFull) return;
    const known = draft.specialties.some(
      (item) => item.toLocaleLowerCase(language) === value.toLocaleLowerCase(language),
    );
    if (!known) {
      change(
        (current) => ({ ...current, specialties: [...current.specialties, value] }),
        'specialties',
      );
    }
    setSpecialty('');
  };
  const onSpecialtyKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addSpecialty();
    }
  };

  return (
    <Stack spacing={3}>
      <FormControl
        component="fieldset"
        error={categoriesError !== undefined}
        aria-labelledby={categoriesLabel}
        id={fieldId('categories')}
        tabIndex={-1}
      >
        <FormLabel id={categoriesLabel} component="legend" required sx={{ mb: 1 }}>
          {t('trade.categories')}
        </FormLabel>
        {categoriesFailed ? (
          <Alert severity="error">{t('trade.categoriesError')}</Alert>
        ) : categories === undefined ? (
          <CircularProgress size={24} aria-label={t('trade.categories')} />
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {offered.map((category) => {
              const selected = draft.categories.includes(category.slug);
              return (
                <Chip
                  key={category.slug}
                  label={localize(category.name, language)}
                  color={selected ? 'primary' : 'default'}
                  variant={selected ? 'filled' : 'outlined'}
                  aria-pressed={selected}
                  disabled={!selected && full}
                  onClick={() => toggleCategory(category.slug)}
                  data-testid={`category-chip-${category.slug}`}
                />
              );
            })}
            {inactive.map((slug) => (
              <Chip
                key={slug}
                label={slug}
                color="primary"
                aria-pressed
                onClick={() => toggleCategory(slug)}
              />
            ))}
          </Box>
        )}
        <FormHelperText>
          {categoriesError ?? t('trade.categoriesHelp', { max: PROVIDER_LIMITS.categories })}
        </FormHelperText>
      </FormControl>

      <FormControl
        component="fieldset"
        error={specialtiesError !== undefined}
        aria-labelledby={specialtiesLabel}
      >
        <FormLabel id={specialtiesLabel} component="legend" sx={{ mb: 1 }}>
          {t('trade.specialties')}
        </FormLabel>
        {draft.specialties.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
            {draft.specialties.map((item, index) => (
              <Chip
                key={item}
                label={item}
                color={message(`specialties.${index}`) ? 'error' : 'default'}
                onDelete={() =>
                  change(
                    (current) => ({
                      ...current,
                      specialties: current.specialties.filter((_, at) => at !== index),
                    }),
                    'specialties',
                    `specialties.${index}`,
                  )
                }
              />
            ))}
          </Box>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            id={fieldId('specialties')}
            label={t('trade.specialtyInput')}
            value={specialty}
            onChange={(event) => setSpecialty(event.target.value)}
            onKeyDown={onSpecialtyKey}
            disabled={specialtiesFull}
            slotProps={{ htmlInput: { maxLength: PROVIDER_LIMITS.specialty } }}
            size="small"
            sx={{ flexGrow: 1 }}
          />
          <Button
            variant="outlined"
            onClick={addSpecialty}
            disabled={specialtiesFull || !specialty.trim()}
          >
            {t('trade.specialtyAdd')}
          </Button>
        </Stack>
        <FormHelperText>
          {specialtiesError ?? t('trade.specialtiesHelp', { max: PROVIDER_LIMITS.specialties })}
        </FormHelperText>
      </FormControl>

      <TextField
        {...textFieldProps(props, 'experienceYears', 'experienceYears', t('trade.experienceYears'))}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ maxWidth: 260 }}
      />
    </Stack>
  );
}
