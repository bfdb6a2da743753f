import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { VALIDATION } from '@marketplace/domain';
import { ACCOUNTS_NS } from './i18n';

export interface EmulatorGoogleAccount {
  email: string;
  firstName: string;
  lastName: string;
}

const accountSchema = z.object({
  email: z.string().trim().min(1, VALIDATION.required).pipe(z.email(VALIDATION.invalidEmail)),
  firstName: z.string().trim().min(1, VALIDATION.required).max(50, VALIDATION.tooLong),
  lastName: z.string().trim().min(1, VALIDATION.required).max(50, VALIDATION.tooLong),
});

/**
 * Under the emulators, the Google account to sign in with. The SDK's popup needs Google's
 * servers even against the Auth emulator (it loads apis.google.com first); the emulator itself
 * accepts an unsigned Google ID token, which is what its own account chooser sends.
 */
export function EmulatorGoogleDialog({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  onChoose: (account: EmulatorGoogleAccount) => void;
}) {
  const { t } = useTranslation(ACCOUNTS_NS);
  const [values, setValues] = useState({ email: '', firstName: '', lastName: '' });
  const [submitted, setSubmitted] = useState(false);
  const parsed = accountSchema.safeParse(values);
  const errorOf = (field: keyof typeof values) => {
    if (!submitted || parsed.success) return undefined;
    const issue = parsed.error.issues.find((candidate) => candidate.path[0] === field);
    return issue ? t(issue.message, { ns: 'common' }) : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (parsed.success) onChoose(parsed.data);
  };
  const field = (name: keyof typeof values, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={errorOf(name) !== undefined}
      helperText={errorOf(name)}
      required
      fullWidth
    />
  );
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="emulator-google-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="emulator-google-title">{t('googleEmulator.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('googleEmulator.intro')}</DialogContentText>
          <Stack spacing={2}>
            {field('email', t('register.email'), 'email')}
            {field('firstName', t('register.firstName'))}
            {field('lastName', t('register.lastName'))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('googleEmulator.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('googleEmulator.continue')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
