import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PROVIDER_LANGUAGES, providerLanguageName } from '@marketplace/domain';
import { fieldId, type StepProps } from './formKit';
import { ONBOARDING_NS } from './namespace';

/** Step 6 (complete form): the languages the provider serves customers in. */
export function LanguagesStep({ draft, change, message, language }: StepProps) {
  const { t } = useTranslation(ONBOARDING_NS);
  const labelId = useId();
  const error = message('languages');
  return (
    <Stack spacing={2}>
      <Typography color="textSecondary">{t('languages.intro')}</Typography>
      <FormControl
        component="fieldset"
        error={error !== undefined}
        id={fieldId('languages')}
        tabIndex={-1}
      >
        <FormLabel component="legend" id={labelId} required>
          {t('languages.label')}
        </FormLabel>
        <FormGroup aria-labelledby={labelId} sx={{ flexDirection: 'row' }}>
          {PROVIDER_LANGUAGES.map((code) => (
            <FormControlLabel
              key={code}
              sx={{ minWidth: 180 }}
              control={
                <Checkbox
                  checked={draft.languages.includes(code)}
                  onChange={(event) => {
                    const { checked } = event.target;
                    change(
                      (current) => ({
                        ...current,
                        languages: checked
                          ? PROVIDER_LANGUAGES.filter(
                              (item) => item === code || current.languages.includes(item),
                            )
                          : current.languages.filter((item) => item !== code),
                      }),
                      'languages',
                    );
                  }}
                />
              }
              label={providerLanguageName(code, language)}
            />
          ))}
        </FormGroup>
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
    </Stack>
  );
}
