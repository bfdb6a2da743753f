import { Box, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from './i18n';

// The search form's suggestion lists (MUI Autocomplete, the place list) are the heaviest part
// of the home page: they arrive right after the first paint, in a placeholder of their size.
const HeroSearch = lazy(() => import('./HeroSearch').then((m) => ({ default: m.HeroSearch })));

function HeroSearchPlaceholder() {
  return (
    <Skeleton
      variant="rounded"
      data-testid="hero-search-placeholder"
      sx={{ mt: { xs: 3, md: 4 }, maxWidth: 900, height: { xs: 228, md: 96 } }}
    />
  );
}

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
        color="text.secondary"
        sx={{ fontSize: { xs: '1rem', md: '1.25rem' } }}
      >
        {t('hero.subtitle')}
      </Typography>
      <Suspense fallback={<HeroSearchPlaceholder />}>
        <HeroSearch />
      </Suspense>
    </Box>
  );
}
