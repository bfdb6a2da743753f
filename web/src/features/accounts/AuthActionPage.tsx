import { Alert, Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { firebaseSetup } from '../../shared/firebase/config';
import { localizedPath } from '../../shared/i18n/language';
import { LocalizedLink, usePageLanguage } from '../../shared/ui/LocalizedLink';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { AuthPageLayout } from './AuthPageLayout';
import { continuePathOf, firebaseActionUrl, verifyEmail, type VerifyOutcome } from './authAction';
import { ACCOUNTS_NS } from './i18n';

const setup = firebaseSetup(import.meta.env);

const SEVERITY: Record<VerifyOutcome, 'success' | 'info' | 'error'> = {
  verified: 'success',
  alreadyVerified: 'info',
  invalid: 'error',
  network: 'error',
  failed: 'error',
};

/**
 * /auth/action?mode=verifyEmail&oobCode=… (French, and under /en): applies the verification
 * link and says what happened. Other modes (password reset, email recovery) go on to
 * Firebase's own page. A link in English (`lang=en`) opens the English page.
 */
export default function AuthActionPage() {
  const { t } = useTranslation(ACCOUNTS_NS);
  const language = usePageLanguage();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const oobCode = params.get('oobCode');
  const wantsEnglish = params.get('lang') === 'en' && language !== 'en';
  const [outcome, setOutcome] = useState<VerifyOutcome | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (wantsEnglish) {
      navigate(`${localizedPath(pathname, 'en')}${search}`, { replace: true });
      return;
    }
    if (mode !== 'verifyEmail') {
      if (mode && oobCode) {
        window.location.replace(
          firebaseActionUrl(search, setup.options.authDomain, setup.useEmulators),
        );
      }
      return;
    }
    if (!oobCode) return;
    let active = true;
    void verifyEmail(oobCode).then((result) => active && setOutcome(result));
    return () => {
      active = false;
    };
  }, [wantsEnglish, mode, oobCode, pathname, search, navigate, attempt]);

  const invalidLink = !oobCode || !mode;
  if (wantsEnglish || (!invalidLink && (mode !== 'verifyEmail' || outcome === null))) {
    return <PageSpinner />;
  }
  const shown: VerifyOutcome = invalidLink ? 'invalid' : (outcome ?? 'failed');
  const next = continuePathOf(params.get('continueUrl'), language);

  return (
    <AuthPageLayout title={t('action.title')} intro={t('action.intro')}>
      <Alert severity={SEVERITY[shown]} sx={{ mb: 3 }} data-testid="auth-action-outcome">
        {t(`action.${shown}`)}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {shown === 'network' && (
          <Button variant="contained" onClick={() => setAttempt((value) => value + 1)}>
            {t('action.retry')}
          </Button>
        )}
        {shown === 'invalid' ? (
          <Button variant="contained" component={LocalizedLink} to="/profile">
            {t('action.toProfile')}
          </Button>
        ) : (
          <Button variant="contained" component={RouterLink} to={next}>
            {t('action.continue')}
          </Button>
        )}
      </Stack>
    </AuthPageLayout>
  );
}
