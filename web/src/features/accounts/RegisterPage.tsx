import {
  Alert,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { registrationSchema } from '@marketplace/domain';
import { cooldownLeft, sendVerificationEmail } from '../../shared/auth/emailVerification';
import { loadAuth, loadedAuth } from '../../shared/firebase/auth';
import { loadFirestore } from '../../shared/firebase/firestore';
import { LocalizedLink, usePageLanguage } from '../../shared/ui/LocalizedLink';
import { displayNameOf, ensureAccountDocuments } from './accountDocuments';
import { AuthPageLayout } from './AuthPageLayout';
import { EMAIL_IN_USE_KEY, authErrorMessageKey, logAuthFailure } from './authErrors';
import { createOrResumeAccount } from './createAccount';
import { commonKey } from './formErrors';
import { ACCOUNTS_NS } from './i18n';
import { withNext } from './nextPath';
import { PasswordField } from './PasswordField';
import { RedirectNotice } from './RedirectNotice';
import { REGISTRATION_FIELDS, registrationErrors, type RegistrationForm } from './registrationForm';
import { startSession } from './session';
import { SubmitButton } from './SubmitButton';
import { useSignedInRedirect } from './useSignedInRedirect';

const EMPTY: RegistrationForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  location: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

type TextFieldName = Exclude<keyof RegistrationForm, 'acceptTerms'>;

/**
 * /register (spec §3, §5): the account, its verification email, its `users/{uid}` and
 * `profiles/{uid}` documents, then the session. Every step can run again after a network failure.
 */
export default function RegisterPage() {
  const { t } = useTranslation(ACCOUNTS_NS);
  const language = usePageLanguage();
  const { signedIn, next } = useSignedInRedirect();
  const ids = useId();
  const [form, setForm] = useState<RegistrationForm>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Both SDKs download while the form is filled in, not after the tap.
  useEffect(() => {
    loadFirestore().catch((failure: unknown) => console.warn('SDKs not loaded yet', failure));
  }, []);

  if (signedIn) return <RedirectNotice />;

  const fieldId = (field: keyof RegistrationForm) => `${ids}-${field}`;
  const errors = submitted ? registrationErrors(form) : {};
  const set = <Field extends keyof RegistrationForm>(
    field: Field,
    value: RegistrationForm[Field],
  ) => setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problems = registrationErrors(form);
    const invalid = REGISTRATION_FIELDS.find((field) => problems[field] !== undefined);
    const parsed = registrationSchema.safeParse(form);
    if (invalid || !parsed.success) {
      document.getElementById(fieldId(invalid ?? 'firstName'))?.focus();
      return;
    }
    const data = parsed.data;
    setBusy(true);
    setError(null);
    try {
      const { sdk, auth } = loadedAuth() ?? (await loadAuth());
      auth.languageCode = language;
      const user = await createOrResumeAccount(sdk, auth, data.email, data.password);
      // Needed to become a provider; not awaited: the profile page offers to send it again.
      if (!user.emailVerified && cooldownLeft(user.uid) === 0) {
        sendVerificationEmail(user, language, '/profile').catch((failure: unknown) =>
          console.warn('Verification email not sent', failure),
        );
      }
      if (!user.displayName) await sdk.updateProfile(user, { displayName: displayNameOf(data) });
      await ensureAccountDocuments(user, {
        firstName: data.firstName,
        lastName: data.lastName,
        phone: data.phone,
        city: data.location,
      });
      await startSession(user);
      // Signed in: the redirect takes over, the button stays busy until then.
    } catch (failure) {
      logAuthFailure('Registration failed', failure);
      setError(authErrorMessageKey(failure, 'register'));
      setBusy(false);
    }
  };

  const textField = (
    field: TextFieldName,
    props: { autoComplete: string; type?: string; inputMode?: 'email' | 'tel' | 'text' },
  ) => {
    const message = errors[field];
    return (
      <TextField
        id={fieldId(field)}
        label={t(`register.${field}`)}
        type={props.type ?? 'text'}
        value={form[field]}
        onChange={(event) => set(field, event.target.value)}
        error={message !== undefined}
        helperText={message ? t(commonKey(message)) : helperOf(field)}
        required
        fullWidth
        autoComplete={props.autoComplete}
        slotProps={{ htmlInput: { inputMode: props.inputMode ?? 'text' } }}
      />
    );
  };
  const helperOf = (field: TextFieldName) =>
    field === 'phone' || field === 'location' || field === 'password'
      ? t(`register.${field}Help`)
      : undefined;
  const passwordField = (field: 'password' | 'confirmPassword') => {
    const message = errors[field];
    return (
      <PasswordField
        id={fieldId(field)}
        label={t(`register.${field}`)}
        value={form[field]}
        onChange={(event) => set(field, event.target.value)}
        error={message !== undefined}
        helperText={message ? t(commonKey(message)) : helperOf(field)}
        required
        fullWidth
        autoComplete="new-password"
      />
    );
  };
  const termsLink = (path: string) => (
    // A new tab, so the form filled in so far is not lost.
    <Link component={LocalizedLink} to={path} target="_blank" rel="noopener" />
  );
  const termsError = errors.acceptTerms;

  return (
    <AuthPageLayout title={t('register.title')} intro={t('register.intro')}>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error === EMAIL_IN_USE_KEY ? (
            <Trans
              t={t}
              i18nKey={error}
              components={{
                login: <Link component={LocalizedLink} to={withNext('/auth', next)} />,
              }}
            />
          ) : (
            t(error)
          )}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit} aria-label={t('register.formLabel')}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {textField('firstName', { autoComplete: 'given-name' })}
            {textField('lastName', { autoComplete: 'family-name' })}
          </Stack>
          {textField('email', { autoComplete: 'email', type: 'email', inputMode: 'email' })}
          {textField('phone', { autoComplete: 'tel', type: 'tel', inputMode: 'tel' })}
          {textField('location', { autoComplete: 'address-level2' })}
          {passwordField('password')}
          {passwordField('confirmPassword')}
          <FormControl error={termsError !== undefined} required>
            <FormControlLabel
              control={
                <Checkbox
                  checked={form.acceptTerms}
                  onChange={(event) => set('acceptTerms', event.target.checked)}
                  slotProps={{
                    input: {
                      id: fieldId('acceptTerms'),
                      'aria-invalid': termsError !== undefined,
                      'aria-describedby': termsError
                        ? `${fieldId('acceptTerms')}-error`
                        : undefined,
                    },
                  }}
                />
              }
              label={
                <Trans
                  t={t}
                  i18nKey="register.acceptTerms"
                  components={{ terms: termsLink('/terms'), privacy: termsLink('/privacy') }}
                />
              }
            />
            {termsError && (
              <FormHelperText id={`${fieldId('acceptTerms')}-error`}>
                {t(commonKey(termsError))}
              </FormHelperText>
            )}
          </FormControl>
          <SubmitButton busy={busy} disabled={busy}>
            {t(busy ? 'register.submitting' : 'register.submit')}
          </SubmitButton>
        </Stack>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('register.haveAccount')}{' '}
        <Link component={LocalizedLink} to={withNext('/auth', next)}>
          {t('register.login')}
        </Link>
      </Typography>
    </AuthPageLayout>
  );
}
