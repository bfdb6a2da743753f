import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CategoryGrid } from '../features/categories/CategoryGrid';
import { HomeHero } from '../features/home/HomeHero';

/** Composes the home sections that belong to different features. */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <HomeHero />
      <Box component="section" aria-labelledby="categories-title" sx={{ pb: 6 }}>
        <Typography id="categories-title" variant="h5" component="h2" gutterBottom>
          {t('home.categoriesTitle')}
        </Typography>
        <CategoryGrid />
      </Box>
    </>
  );
}
