import { Alert, Box, Typography, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { localize, type Language } from '@marketplace/domain';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { plainCardLink } from '../../shared/ui/plainCardLink';
import { plainSkeleton } from '../../shared/ui/plainSkeleton';
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

/**
 * The cards and their placeholders are plain elements styled from their list, with the look of
 * MUI's outlined Card, CardActionArea, SvgIcon and Skeleton: eight cards of those cost the home
 * page's first visit about 350 component renders (issue 11). Two columns on a phone, three on a
 * tablet, four from `md`.
 */
const gridSx: SxProps<Theme> = (theme) => ({
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
  },
  gap: 2,
  '& .category-card': {
    display: 'block',
    height: CATEGORY_CARD_HEIGHT,
    p: 2,
    overflow: 'hidden',
    ...plainCardLink(theme),
  },
  '& .category-card svg': { display: 'inline-block', fontSize: 32, mb: 1, color: 'primary.main' },
  '& .category-skeleton': { height: CATEGORY_CARD_HEIGHT, ...plainSkeleton(theme) },
  '& h3': {
    ...theme.typography.subtitle1,
    fontWeight: 600,
    m: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& p': {
    ...theme.typography.body2,
    m: 0,
    color: 'text.secondary',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
});

export function CategoryCards({
  categories,
  language,
}: {
  categories: ActiveCategory[];
  language: Language;
}) {
  return (
    <Box component="ul" sx={gridSx}>
      {categories.map((category) => {
        const Icon = categoryIcon(category.icon);
        return (
          <li key={category.slug} data-testid={`category-${category.slug}`}>
            <LocalizedLink className="category-card" to={`/services/${category.slug}`}>
              <Icon data-icon={category.icon} />
              <h3>{localize(category.name, language)}</h3>
              <p>{localize(category.description, language)}</p>
            </LocalizedLink>
          </li>
        );
      })}
    </Box>
  );
}

function CategoryGridSkeleton() {
  return (
    <Box component="ul" sx={gridSx} data-testid="categories-skeleton">
      {Array.from({ length: 8 }, (_, index) => (
        <li key={index} className="category-skeleton" />
      ))}
    </Box>
  );
}
