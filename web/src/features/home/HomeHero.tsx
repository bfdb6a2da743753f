import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function HomeHero() {
  const { t } = useTranslation();
  return (
    <Box component="section" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h3" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('home.heroTitle')}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary">
        {t('home.heroSubtitle')}
      </Typography>
    </Box>
  );
}
