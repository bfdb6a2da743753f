import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ACCOUNTS_NS } from './i18n';

/** Shown for the moment between being signed in and the redirect. */
export function RedirectNotice() {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 8, justifyContent: 'center' }}
    >
      <CircularProgress size={24} />
      <Typography component="h1" variant="body1">
        {t('redirecting')}
      </Typography>
    </Box>
  );
}
