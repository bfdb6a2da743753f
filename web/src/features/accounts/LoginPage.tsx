import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Divider,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { signInSchema } from '@marketplace/domain';
import type { UserCredential } from 'firebase/auth';
import { loadAuth, loadedAuth, type AuthModule } from '../../shared/firebase/auth';
import { firebaseSetup } from '../../shared/firebase/config';
import { LocalizedLink, usePageLanguage } from '../../shared/ui/LocalizedLink';
import { ensureAccountDocuments, namesFromGoogle } from './accountDocuments';
import { AuthPageLayout } from './AuthPageLayout';
import { EmulatorGoogleDialog, type EmulatorGoogleAccount } from './EmulatorGoogleDialog';
import { authErrorMessageKey, type AuthAction, logAuthFailure } from './authErrors';
import { commonKey, fieldErrors } from './formErrors';
import { ACCOUNTS_NS } from './i18n';
import { GoogleIcon } from './icons';
import { withNext } from './nextPath';
import { PasswordField } from './PasswordField';
import { RedirectNotice } from './RedirectNotice';
import { startSession } from './session';
import { SubmitButton } from './SubmitButton';
import { useSignedInRedirect } from './useSignedInRedirect';

type SignInField = 'email' | 'password';
type Mode = 'signIn' | 'reset';

const RESET_ERRORS_SHOWN = new Set(['accounts:errors.network', 'accounts:errors.tooManyRequests']);

/** The SDK, loaded if needed (the page starts loading it on arrival). */
const authHandle = async () => loadedAuth() ?? (await loadAuth());

/**
 * /auth: sign in with email and password or Google, or ask for a password reset link. A
 * signed-in user goes on to `?next=` (a path of this site) or the home page.
 */
export default function LoginPage() {
  const { t } = useTranslation(ACCOUNTS_NS);
  const language = usePageLanguage();
  const { signedIn, next } = useSignedInRedirect();
  const ids = useId();
  const [mode, setMode] = useState<Mode>('signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState<AuthAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [resetSent, setResetSent] = useState(false);
  const [chooserOpen, setChooserOpen] = useState(false);

  // The SDK downloads while the user types, not after the tap.
  useEffect(() => {
    loadAuth().catch((failure: unknown) => console.warn('Auth SDK not loaded yet', failure));
  }, []);

  if (signedIn) return <RedirectNotice />;

  const fieldId = (field: SignInField) => `${ids}-${field}`;
  const parsed = signInSchema.safeParse({ email, password });
  const errors = submitted && !parsed.success ? fieldErrors<SignInField>(parsed.error.issues) : {};
  const emailOnly = signInSchema.shape.email.safeParse(email);
  const emailError =
    mode === 'reset'
      ? submitted && !emailOnly.success
        ? emailOnly.error.issues[0]?.message
        : undefined
      : errors.email;

  /** Runs a sign-in; on success the page stays busy until the signed-in redirect. */
  const run = async (action: AuthAction, task: () => Promise<void>) => {
    setBusy(action);
    setError(null);
    try {
      await task();
    } catch (failure) {
      logAuthFailure(`Sign-in (${action}) failed`, failure);
      setError(authErrorMessageKey(failure, action));
      setBusy(null);
    }
  };

  const signInWithEmail = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success) {
      const first = (['email', 'password'] as const).find((field) =>
        parsed.error.issues.some((issue) => issue.path[0] === field),
      );
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    const credentials = parsed.data;
    void run('signIn', async () => {
      const { sdk, auth } = await authHandle();
      const { user } = await sdk.signInWithEmailAndPassword(
        auth,
        credentials.email,
        credentials.password,
      );
      await startSession(user);
    });
  };

  /** After any Google sign-in: a first visit gets the documents a registration writes. */
  const finishGoogleSignIn = async (sdk: AuthModule, credential: UserCredential) => {
    const info = sdk.getAdditionalUserInfo(credential);
    if (info?.isNewUser) {
      // Best effort: the profile page completes what is missing.
      const names = namesFromGoogle(info.profile, credential.user.displayName);
      if (names) {
        await ensureAccountDocuments(credential.user, { ...names, phone: '', city: '' }).catch(
          (failure: unknown) => console.error('Account documents not written', failure),
        );
      }
    }
    await startSession(credential.user);
  };

  const signInWithGoogle = () => {
    if (firebaseSetup(import.meta.env).useEmulators) {
      setChooserOpen(true);
      return;
    }
    void run('google', async () => {
      // No await before the popup when the SDK is ready: browsers only let a click open one.
      const { sdk, auth } = loadedAuth() ?? (await loadAuth());
      auth.languageCode = language;
      const provider = new sdk.GoogleAuthProvider();
      provider.setCustomParameters({ prompt: 'select_account' });
      await finishGoogleSignIn(sdk, await sdk.signInWithPopup(auth, provider));
    });
  };

  const signInWithEmulatorGoogle = (account: EmulatorGoogleAccount) => {
    setChooserOpen(false);
    void run('google', async () => {
      const { sdk, auth } = await authHandle();
      // The Auth emulator accepts an unsigned ID token: the claims Google would sign.
      const idToken = JSON.stringify({
        sub: `google-${account.email.toLowerCase()}`,
        email: account.email,
        email_verified: true,
        name: `${account.firstName} ${account.lastName}`,
        given_name: account.firstName,
        family_name: account.lastName,
      });
      const credential = sdk.GoogleAuthProvider.credential(idToken);
      await finishGoogleSignIn(sdk, await sdk.signInWithCredential(auth, credential));
    });
  };

  const requestReset = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!emailOnly.success) {
      document.getElementById(fieldId('email'))?.focus();
      return;
    }
    setBusy('reset');
    setError(null);
    try {
      const { sdk, auth } = await authHandle();
      auth.languageCode = language;
      await sdk.sendPasswordResetEmail(auth, emailOnly.data);
      setResetSent(true);
    } catch (failure) {
      // The same answer whether or not an account exists; only say the request did not leave.
      const key = authErrorMessageKey(failure, 'reset');
      if (RESET_ERRORS_SHOWN.has(key)) setError(key);
      else setResetSent(true);
    } finally {
      setBusy(null);
    }
  };

  const switchMode = (target: Mode) => {
    setMode(target);
    setSubmitted(false);
    setError(null);
    setResetSent(false);
  };

  const emailField = (
    <TextField
      id={fieldId('email')}
      label={t('login.email')}
      type="email"
      value={email}
      onChange={(event) => setEmail(event.target.value)}
      error={emailError !== undefined}
      helperText={emailError ? t(commonKey(emailError)) : undefined}
      required
      fullWidth
      autoComplete="email"
      slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
    />
  );
  const errorAlert = error && (
    <Alert severity="error" sx={{ mb: 2 }}>
      {t(error)}
    </Alert>
  );

  if (mode === 'reset') {
    return (
      <AuthPageLayout title={t('reset.title')} intro={t('reset.intro')}>
        {errorAlert}
        {resetSent ? (
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {t('reset.sent')}
          </Alert>
        ) : (
          <Box
            component="form"
            noValidate
            onSubmit={requestReset}
            aria-label={t('reset.formLabel')}
          >
            <Stack spacing={2}>
              {emailField}
              <SubmitButton busy={busy === 'reset'} disabled={busy !== null}>
                {t(busy === 'reset' ? 'reset.submitting' : 'reset.submit')}
              </SubmitButton>
            </Stack>
          </Box>
        )}
        <Button onClick={() => switchMode('signIn')} sx={{ mt: 2 }} fullWidth>
          {t('reset.back')}
        </Button>
      </AuthPageLayout>
    );
  }

  return (
    <AuthPageLayout title={t('login.title')} intro={t('login.intro')}>
      {errorAlert}
      <Box component="form" noValidate onSubmit={signInWithEmail} aria-label={t('login.formLabel')}>
        <Stack spacing={2}>
          {emailField}
          <PasswordField
            id={fieldId('password')}
            label={t('login.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password !== undefined}
            helperText={errors.password ? t(commonKey(errors.password)) : undefined}
            required
            fullWidth
            autoComplete="current-password"
          />
          <Box sx={{ textAlign: 'right' }}>
            <Link component="button" type="button" onClick={() => switchMode('reset')}>
              {t('login.forgotPassword')}
            </Link>
          </Box>
          <SubmitButton busy={busy === 'signIn'} disabled={busy !== null}>
            {t(busy === 'signIn' ? 'login.submitting' : 'login.submit')}
          </SubmitButton>
        </Stack>
      </Box>
      <Divider sx={{ my: 3 }}>{t('login.or')}</Divider>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        onClick={signInWithGoogle}
        disabled={busy !== null}
        startIcon={
          busy === 'google' ? <CircularProgress size={18} color="inherit" /> : <GoogleIcon />
        }
      >
        {t('login.google')}
      </Button>
      <EmulatorGoogleDialog
        open={chooserOpen}
        onClose={() => setChooserOpen(false)}
        onChoose={signInWithEmulatorGoogle}
      />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('login.noAccount')}{' '}
        <Link component={LocalizedLink} to={withNext('/register', next)}>
          {t('login.register')}
        </Link>
      </Typography>
    </AuthPageLayout>
  );
}
