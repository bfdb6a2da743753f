import { Button, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { localizedPath } from '../shared/i18n/language';
import type { Language } from '@marketplace/domain';

export default function NotFoundPage() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const language = i18n.language as Language;
  useEffect(() => {
    console.warn(`Unknown route: ${pathname} (${language})`);
  }, [pathname, language]);
  return (
    <Stack spacing={2} sx={{ py: 8, alignItems: 'flex-start' }}>
      <Typography variant="h4" component="h1">
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary">
        <code>{pathname}</code> · {language}
      </Typography>
      <Button component={RouterLink} to={localizedPath('/', language)} variant="contained">
        {t('notFound.backHome')}
      </Button>
    </Stack>
  );
}
