import {
  Alert,
  Card,
  CardActionArea,
  CardContent,
  Grid,
  Skeleton,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { localize, type Language } from '@marketplace/domain';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { useActiveCategories, type ActiveCategory } from '../../shared/catalog/categories';
import { categoryIcon } from './categoryIcons';

/** Every card (and its loading placeholder) has this height, so nothing moves when data arrives. */
export const CATEGORY_CARD_HEIGHT = 156;

export interface CategoryGridProps {
  /** Translated by the page that shows the grid. */
  errorText: string;
  emptyText: string;
}

export function CategoryGrid({ errorText, emptyText }: CategoryGridProps) {
  const { i18n } = useTranslation();
  const { status, data } = useActiveCategories();
  if (status === 'error') return <Alert severity="warning">{errorText}</Alert>;
  if (status === 'loading') return <CategoryGridSkeleton />;
  if (data.length === 0) return <Typography>{emptyText}</Typography>;
  return <CategoryCards categories={data} language={i18n.language as Language} />;
}

export function CategoryCards({
  categories,
  language,
}: {
  categories: ActiveCategory[];
  language: Language;
}) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {categories.map((category) => {
        const Icon = categoryIcon(category.icon);
        return (
          <Grid key={category.slug} size={{ xs: 6, sm: 4, md: 3 }} component="li">
            <Card
              variant="outlined"
              sx={{ height: CATEGORY_CARD_HEIGHT }}
              data-testid={`category-${category.slug}`}
            >
              <CardActionArea
                component={LocalizedLink}
                to={`/services/${category.slug}`}
                sx={{
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  justifyContent: 'flex-start',
                }}
              >
                <CardContent sx={{ overflow: 'hidden' }}>
                  <Icon color="primary" sx={{ fontSize: 32, mb: 1 }} data-icon={category.icon} />
                  <Typography variant="subtitle1" component="h3" noWrap sx={{ fontWeight: 600 }}>
                    {localize(category.name, language)}
                  </Typography>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }}
                  >
                    {localize(category.description, language)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}

function CategoryGridSkeleton() {
  return (
    <Grid container spacing={2} data-testid="categories-skeleton">
      {Array.from({ length: 8 }, (_, index) => (
        <Grid key={index} size={{ xs: 6, sm: 4, md: 3 }}>
          <Skeleton variant="rounded" height={CATEGORY_CARD_HEIGHT} />
        </Grid>
      ))}
    </Grid>
  );
}
