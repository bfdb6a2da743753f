import { Grid, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PROVIDER_LIMITS } from '@marketplace/domain';
import { textFieldProps, type StepProps } from './formKit';
import { ONBOARDING_NS } from './namespace';

/** Step 2: display name, headline and about, in French (required) and English (optional). */
export function PresentationStep(props: StepProps) {
  const { draft } = props;
  const { t } = useTranslation(ONBOARDING_NS);
  const counter = (text: string, max: number) =>
    t('presentation.counter', { count: text.length, max });
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <TextField
          {...textFieldProps(
            props,
            'displayName',
            'displayName',
            t('presentation.displayName'),
            t('presentation.displayNameHelp'),
          )}
          required
          autoComplete="name"
          slotProps={{ htmlInput: { maxLength: PROVIDER_LIMITS.displayName } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          {...textFieldProps(
            props,
            'headlineFr',
            'headline.fr',
            t('presentation.headlineFr'),
            t('presentation.headlineHelp'),
          )}
          required
          lang="fr"
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          {...textFieldProps(
            props,
            'headlineEn',
            'headline.en',
            t('presentation.headlineEn'),
            counter(draft.headlineEn, PROVIDER_LIMITS.headline),
          )}
          lang="en"
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          {...textFieldProps(
            props,
            'aboutFr',
            'about.fr',
            t('presentation.aboutFr'),
            `${t('presentation.aboutHelp')} ${counter(draft.aboutFr, PROVIDER_LIMITS.about)}`,
          )}
          required
          multiline
          minRows={4}
          lang="fr"
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          {...textFieldProps(
            props,
            'aboutEn',
            'about.en',
            t('presentation.aboutEn'),
            counter(draft.aboutEn, PROVIDER_LIMITS.about),
          )}
          multiline
          minRows={4}
          lang="en"
        />
      </Grid>
    </Grid>
  );
}
