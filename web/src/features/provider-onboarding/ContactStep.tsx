import { Alert, Grid, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { fieldId, textFieldProps, type StepProps } from './formKit';
import { ONBOARDING_NS } from './namespace';

/** Contact preferences: phone, email, WhatsApp; at least one. */
export function ContactStep(props: StepProps) {
  const { t } = useTranslation(ONBOARDING_NS);
  const atLeastOne = props.message('contact');
  return (
    <Stack spacing={2}>
      <Typography color="textSecondary">{t('contact.intro')}</Typography>
      {atLeastOne && (
        <Alert severity="error" id={fieldId('contact')} tabIndex={-1}>
          {atLeastOne}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...textFieldProps(
              props,
              'phone',
              'contact.phone',
              t('contact.phone'),
              t('contact.phoneHelp'),
            )}
            type="tel"
            autoComplete="tel"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...textFieldProps(
              props,
              'whatsapp',
              'contact.whatsapp',
              t('contact.whatsapp'),
              t('contact.whatsappHelp'),
            )}
            type="tel"
          />
        </Grid>
        <Grid size={12}>
          <TextField
            {...textFieldProps(props, 'email', 'contact.email', t('contact.email'))}
            type="email"
            autoComplete="email"
          />
        </Grid>
      </Grid>
    </Stack>
  );
}
