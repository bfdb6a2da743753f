import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { HeroSearch } from './HeroSearch';
import { HOME_NS } from './i18n';

/** The home page's title and its "what + where" search. */
export function HomeHero() {
  const { t } = useTranslation(HOME_NS);
  return (
    <Box component="section" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography
        variant="h3"
        component="h1"
        gutterBottom
        sx={{ fontWeight: 700, fontSize: { xs: '2rem', sm: '2.5rem', md: '3rem' } }}
      >
        {t('hero.title')}
      </Typography>
      <Typography
        variant="h6"
        component="p"
        color="textSecondary"
        sx={{ fontSize: { xs: '1rem', md: '1.25rem' } }}
      >
        {t('hero.subtitle')}
      </Typography>
      <HeroSearch />
    </Box>
  );
}
