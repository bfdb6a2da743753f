import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PAGE_LOADING_ATTRIBUTE } from './pageLoading';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'center', py: 8 }}
      {...{ [PAGE_LOADING_ATTRIBUTE]: '' }}
    >
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}
