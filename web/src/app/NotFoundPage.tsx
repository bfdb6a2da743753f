import { Button, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LocalizedLink, usePageLanguage } from '../shared/ui/LocalizedLink';

/** Spec §2: "Page not found", the route and the language; unknown routes log a warning. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const language = usePageLanguage();
  useEffect(() => {
    console.warn(`Unknown route: ${pathname} (${language})`);
  }, [pathname, language]);
  return (
    <Stack spacing={2} sx={{ py: 8, alignItems: 'flex-start' }} data-testid="not-found-page">
      <Typography variant="overline" color="textSecondary">
        404
      </Typography>
      <Typography variant="h4" component="h1">
        {t('notFound.title')}
      </Typography>
      <Typography color="textSecondary">
        {t('notFound.route')} <code>{pathname}</code> · {t('notFound.language')}{' '}
        <code>{language}</code>
      </Typography>
      <Button component={LocalizedLink} to="/" variant="contained">
        {t('notFound.backHome')}
      </Button>
    </Stack>
  );
}
