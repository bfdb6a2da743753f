import { Box, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { HeroSearch } from './HeroSearch';
import { HOME_NS } from './i18n';

/**
 * Plain title and subtitle with the look of MUI's Typography (h3 and h6 variants): the home
 * page's first screen, drawn on every first visit (issue 11).
 */
const heroSx: SxProps<Theme> = (theme) => ({
  py: { xs: 4, md: 8 },
  '& h1': {
    ...theme.typography.h3,
    fontWeight: 700,
    fontSize: { xs: '2rem', sm: '2.5rem', md: '3rem' },
    m: 0,
    mb: '0.35em',
  },
  '& .hero-subtitle': {
    ...theme.typography.h6,
    fontSize: { xs: '1rem', md: '1.25rem' },
    color: 'text.secondary',
    m: 0,
  },
});

/** The home page's title and its "what + where" search. */
export function HomeHero() {
  const { t } = useTranslation(HOME_NS);
  return (
    <Box component="section" sx={heroSx}>
      <h1>{t('hero.title')}</h1>
      <p className="hero-subtitle">{t('hero.subtitle')}</p>
      <HeroSearch />
    </Box>
  );
}
