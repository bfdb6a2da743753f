import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import type { User } from 'firebase/auth';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '../ui/LocalizedLink';
import { PageSpinner } from '../ui/PageSpinner';
import { signedInUser, useAuth } from './AuthState';
import { cooldownLeft, CooldownError, sendVerificationEmail } from './emailVerification';
import { useEmailVerification } from './useEmailVerification';
import { VERIFICATION_NS } from './verificationI18n';

type Purpose = 'provider' | 'account';
type Message = 'sent' | 'stillUnverified' | 'tooManyRequests' | 'network' | 'failed';

function messageOf(error: unknown): Message {
  if (error instanceof CooldownError) return 'tooManyRequests';
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'auth/too-many-requests') return 'tooManyRequests';
  if (code === 'auth/network-request-failed') return 'network';
  return 'failed';
}

/** Seconds left before another email may be sent, ticking down. */
function useCooldown(uid: string): [number, () => void] {
  const [seconds, setSeconds] = useState(() => Math.ceil(cooldownLeft(uid) / 1000));
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds(Math.ceil(cooldownLeft(uid) / 1000)), 1000);
    return () => clearTimeout(timer);
  }, [seconds, uid]);
  return [seconds, () => setSeconds(Math.ceil(cooldownLeft(uid) / 1000))];
}

/** "Verify your email" with resend (cooldown) and check-again buttons. */
function UnverifiedNotice(props: {
  user: User;
  purpose: Purpose;
  continuePath: string;
  recheck: () => Promise<boolean>;
}) {
  const { user, purpose, continuePath, recheck } = props;
  const { t } = useTranslation(VERIFICATION_NS);
  const language = usePageLanguage();
  const [cooldown, restartCooldown] = useCooldown(user.uid);
  const [busy, setBusy] = useState<'send' | 'check' | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const email = user.email ?? '';

  const resend = async () => {
    setBusy('send');
    setMessage(null);
    try {
      await sendVerificationEmail(user, language, continuePath);
      setMessage('sent');
    } catch (error) {
      console.warn('Verification email not sent', error);
      setMessage(messageOf(error));
    }
    restartCooldown();
    setBusy(null);
  };
  const check = async () => {
    setBusy('check');
    setMessage(null);
    if (!(await recheck())) setMessage('stillUnverified');
    setBusy(null);
  };

  const isError = message !== null && message !== 'sent';
  return (
    <Alert severity="warning" data-testid="email-verification">
      <AlertTitle>{t(`unverifiedTitle.${purpose}`)}</AlertTitle>
      <Typography sx={{ mb: 2 }}>{t('unverifiedText', { email })}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: message ? 2 : 0 }}>
        <Button
          variant="contained"
          color="warning"
          onClick={() => void resend()}
          disabled={busy !== null || cooldown > 0}
        >
          {busy === 'send'
            ? t('sending')
            : cooldown > 0
              ? t('resendIn', { seconds: cooldown })
              : t('resend')}
        </Button>
        <Button color="inherit" onClick={() => void check()} disabled={busy !== null}>
          {busy === 'check' ? t('checking') : t('recheck')}
        </Button>
      </Stack>
      <Typography role="status" color={isError ? 'error' : undefined}>
        {message === null
          ? null
          : message === 'sent' || message === 'stillUnverified'
            ? t(message, { email })
            : t(`errors.${message}`)}
      </Typography>
    </Alert>
  );
}

/** The account's verification state, e.g. on the profile page. */
export function EmailVerificationStatus({ continuePath }: { continuePath: string }) {
  const { t } = useTranslation(VERIFICATION_NS);
  const uid = signedInUser(useAuth().state)?.id ?? null;
  const { state, recheck } = useEmailVerification(uid);
  if (state.status === 'loading' || state.status === 'unknown') return null;
  if (state.status === 'verified') {
    return (
      <Alert severity="success" variant="outlined" data-testid="email-verified">
        {t('verified')}
      </Alert>
    );
  }
  return (
    <UnverifiedNotice
      user={state.user}
      purpose="account"
      continuePath={continuePath}
      recheck={recheck}
    />
  );
}

/**
 * Shows `children` (e.g. the provider onboarding) once the email is verified, with a fresh ID
 * token so that the rules see it; until then, how to verify. Existing providers pass: the rule
 * concerns creating the profile. Without a Firebase user the rules decide.
 */
export function VerifiedEmailGate({
  continuePath,
  children,
}: {
  continuePath: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(VERIFICATION_NS);
  const session = signedInUser(useAuth().state);
  const { state, recheck } = useEmailVerification(
    session?.isProvider ? null : (session?.id ?? null),
  );
  if (session === null) return <PageSpinner />;
  if (session.isProvider || state.status === 'verified' || state.status === 'unknown') {
    return children;
  }
  if (state.status === 'loading') return <PageSpinner />;
  return (
    <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('gateTitle')}
      </Typography>
      <UnverifiedNotice
        user={state.user}
        purpose="provider"
        continuePath={continuePath}
        recheck={recheck}
      />
    </Box>
  );
}
