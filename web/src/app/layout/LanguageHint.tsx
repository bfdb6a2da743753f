import { Alert, Button, Snackbar } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@marketplace/domain';
import { isAdmin, useAuth } from '../../shared/auth/AuthState';
import { browserLanguage, saveLanguage, savedLanguage } from '../../shared/i18n/detection';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { useOtherLanguageHref } from './LanguageSwitch';

/** Spec §9: the hint hides after 5 s. */
export const LANGUAGE_HINT_MS = 5000;

/** Spec §4: whether an admin should be offered the browser's language. */
export function shouldShowLanguageHint(input: {
  isAdmin: boolean;
  pageLanguage: Language;
  browser: Language | null;
  saved: Language | null;
}): boolean {
  return (
    input.isAdmin &&
    input.saved === null &&
    input.browser !== null &&
    input.browser !== input.pageLanguage
  );
}

export default function LanguageHint() {
  const { t } = useTranslation();
  const { state } = useAuth();
  const pageLanguage = usePageLanguage();
  const { other, href } = useOtherLanguageHref();
  const show = shouldShowLanguageHint({
    isAdmin: isAdmin(state),
    pageLanguage,
    browser: browserLanguage(),
    saved: savedLanguage(),
  });
  const [dismissed, setDismissed] = useState(false);

  const switchLanguage = () => {
    saveLanguage(other);
    document.documentElement.lang = other;
    window.location.assign(href);
  };

  return (
    <Snackbar
      open={show && !dismissed}
      autoHideDuration={LANGUAGE_HINT_MS}
      onClose={() => setDismissed(true)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      <Alert
        severity="info"
        lang={other}
        action={
          <Button color="inherit" size="small" onClick={switchLanguage}>
            {t('languageHint.action', { lng: other })}
          </Button>
        }
      >
        {t('languageHint.message', { lng: other })}
      </Alert>
    </Snackbar>
  );
}
