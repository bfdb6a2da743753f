import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  COUNTRY_NAMES,
  localize,
  resolvePlace,
  type Language,
  type ResolvedPlace,
} from '@marketplace/domain';
import { useActiveCategories } from '../../shared/catalog/categories';
import { matchCategory } from '../../shared/catalog/categoryMatch';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { PROVIDER_SEARCH_LIMIT, useProviderSearch, type ProviderSearchFilters } from './api';
import { contentLanguage, PROVIDERS_NS } from './i18n';
import { PlaceField } from '../../shared/ui/PlaceField';
import { ProviderGrid, ProviderGridSkeleton } from './ProviderCard';

/** `/services?category=…&location=…` (French path; LocalizedLink adds `/en`). */
export function servicesHref({ category, location }: { category?: string; location?: string }) {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (location) params.set('location', location);
  const search = params.toString();
  return search ? `/services?${search}` : '/services';
}

/** A typed place as search filters: a country code, else a (canonical) city. */
export function placeFilters(place: ResolvedPlace | null): ProviderSearchFilters {
  if (!place) return {};
  return place.kind === 'country' ? { country: place.code } : { city: place.name };
}

function placeLabel(place: ResolvedPlace, language: Language): string {
  return place.kind === 'country' ? COUNTRY_NAMES[place.code][language] : place.name;
}

/**
 * Routes `/services` and `/services/:categorySlug`. Filters live in the URL (`category`,
 * `location`, and `q`, a typed service resolved to a category here) so a search can be
 * shared, bookmarked and reopened offline; the path's category wins over `?category=`.
 */
export default function ServicesPage() {
  const { t, i18n } = useTranslation(PROVIDERS_NS);
  const language = contentLanguage(i18n.language);
  const { categorySlug } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const explicitCategory =
    categorySlug?.trim() || searchParams.get('category')?.trim() || undefined;
  const query = searchParams.get('q')?.trim() ?? '';
  const location = searchParams.get('location')?.trim() ?? '';
  const place = resolvePlace(location);

  const categories = useActiveCategories();
  // A typed service ("plombier") names a category once the categories are known.
  const resolvingQuery = !explicitCategory && query !== '';
  const category =
    explicitCategory ??
    (resolvingQuery && categories.status === 'success'
      ? matchCategory(query, categories.data)?.slug
      : undefined);
  const queryUnmatched = resolvingQuery && categories.status !== 'loading' && !category;
  const results = useProviderSearch(
    resolvingQuery && categories.status === 'loading' ? null : { category, ...placeFilters(place) },
  );

  const currentCategory = categories.data?.find((item) => item.slug === category);
  const title = currentCategory
    ? t('services.titleWithCategory', { category: localize(currentCategory.name, language) })
    : t('services.title');

  /** "12 providers found · Douala"; a full page says "the 20 top-rated" instead. */
  const countLine = (count: number) => {
    const found =
      count >= PROVIDER_SEARCH_LIMIT
        ? t('services.resultsTop', { count })
        : t('services.resultsCount', { count });
    return place
      ? t('services.resultsIn', { results: found, place: placeLabel(place, language) })
      : found;
  };

  const commitLocation = (value: string) => {
    const next = new URLSearchParams(searchParams);
    const trimmed = value.trim();
    if (trimmed) next.set('location', trimmed);
    else next.delete('location');
    if (next.toString() !== searchParams.toString()) setSearchParams(next);
  };

  return (
    <Box sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {title}
      </Typography>

      <Stack component="section" aria-label={t('services.filtersLabel')} spacing={2} sx={{ mb: 3 }}>
        {/* Remounted when the URL changes (back button, reset link) so the field follows it. */}
        <LocationFilter key={location} initial={location} onCommit={commitLocation} />
        <Box>
          <Typography
            id="services-category-label"
            variant="subtitle2"
            component="p"
            color="text.secondary"
            sx={{ mb: 1 }}
          >
            {t('services.categoryLabel')}
          </Typography>
          <Stack
            direction="row"
            role="group"
            aria-labelledby="services-category-label"
            useFlexGap
            sx={{ flexWrap: 'wrap', gap: 1 }}
          >
            <CategoryChip
              label={t('services.allCategories')}
              to={servicesHref({ location })}
              selected={!category}
            />
            {categories.data?.map((item) => (
              <CategoryChip
                key={item.slug}
                label={localize(item.name, language)}
                to={servicesHref({ category: item.slug, location })}
                selected={item.slug === category}
              />
            ))}
          </Stack>
          {categories.status === 'error' && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('services.categoriesError')}
            </Typography>
          )}
        </Box>
      </Stack>

      {queryUnmatched && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('services.queryUnmatched', { query })}
        </Alert>
      )}
      <Box aria-busy={results.status === 'loading'} data-testid="services-results" sx={{ pb: 6 }}>
        {results.status === 'loading' && <ProviderGridSkeleton count={6} />}
        {results.status === 'error' && <Alert severity="error">{t('services.error')}</Alert>}
        {results.status === 'success' && results.data.length === 0 && (
          <Stack spacing={1} sx={{ alignItems: 'flex-start', py: 4 }}>
            <Typography variant="h6" component="h2">
              {t('services.empty')}
            </Typography>
            <Typography color="text.secondary">{t('services.emptyHint')}</Typography>
            {(category || location) && (
              <Button component={LocalizedLink} to="/services" variant="outlined">
                {t('services.reset')}
              </Button>
            )}
          </Stack>
        )}
        {results.status === 'success' && results.data.length > 0 && (
          <>
            <Typography
              component="h2"
              variant="subtitle1"
              color="text.secondary"
              aria-live="polite"
              sx={{ mb: 2 }}
            >
              {countLine(results.data.length)}
            </Typography>
            <ProviderGrid providers={results.data} />
          </>
        )}
      </Box>
    </Box>
  );
}

function CategoryChip({ label, to, selected }: { label: string; to: string; selected: boolean }) {
  return (
    <Chip
      component={LocalizedLink}
      to={to}
      clickable
      label={label}
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      aria-current={selected ? 'page' : undefined}
    />
  );
}

function LocationFilter({
  initial,
  onCommit,
}: {
  initial: string;
  onCommit: (location: string) => void;
}) {
  const { t, i18n } = useTranslation(PROVIDERS_NS);
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCommit(text);
  };
  return (
    <Stack
      component="form"
      role="search"
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' }, maxWidth: 640 }}
    >
      <PlaceField
        id="services-location"
        label={t('services.locationLabel')}
        placeholder={t('services.locationPlaceholder')}
        citiesLabel={t('services.cities')}
        countriesLabel={t('services.countries')}
        noOptionsText={t('services.noSuggestion')}
        language={contentLanguage(i18n.language)}
        value={text}
        onValueChange={setText}
        onPick={onCommit}
      />
      <Button type="submit" variant="contained" size="large" sx={{ flexShrink: 0 }}>
        {t('services.apply')}
      </Button>
    </Stack>
  );
}
