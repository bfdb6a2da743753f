import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  COUNTRY_NAMES,
  localize,
  MIN_RATING_OPTIONS,
  parseProviderSearch,
  PROVIDER_SORTS,
  providerQueryPlan,
  searchOrigin,
  type Language,
  type MinRating,
  type ProviderQueryPlan,
  type ProviderSearchState,
  type ProviderSort,
  type ResolvedPlace,
  formatDecimal,
} from '@marketplace/domain';
import { useActiveCategories } from '../../shared/catalog/categories';
import { localizedPath } from '../../shared/i18n/language';
import { LocalizedLink, usePageLanguage } from '../../shared/ui/LocalizedLink';
import { useProviderResults, type ProviderResults } from './api';
import { useGeolocation } from './geolocation';
import { contentLanguage, PROVIDERS_NS } from './i18n';
import { ProviderGrid, ProviderGridSkeleton, type DistanceOrigin } from './ProviderCard';
import { ProviderMap } from './ProviderMap';
import { FiltersSheet } from './FiltersSheet';
import { CachedNote, CategoryChips, ViewToggle } from './ResultsControls';
import { SearchForm, type TypedSearch } from './SearchForm';
import { activeFilterCount, parseView, servicesHref, type ResultsView } from './searchUrl';

export function placeLabel(place: ResolvedPlace, language: Language): string {
  return place.kind === 'country' ? COUNTRY_NAMES[place.code][language] : place.name;
}

/** Distances are shown from the user's position, else from the searched city's centre. */
export function distanceOrigin(
  state: ProviderSearchState,
  place: ResolvedPlace | null,
): DistanceOrigin | undefined {
  const point = searchOrigin(state);
  if (!point) return undefined;
  return state.near ? { point } : { point, city: place?.kind === 'city' ? place.name : undefined };
}

/** "3", "4", "4,5" (French) / "4.5" (English). */
export function formatRatingFloor(rating: number, language: Language): string {
  return formatDecimal(rating, language, { max: 1 });
}

const hasFilters = (state: ProviderSearchState) =>
  servicesHref({ ...state, after: undefined }) !== '/services';

/**
 * Routes `/services` and `/services/:categorySlug`. The whole search lives in the URL (domain
 * `parseProviderSearch`: q, location, category, sort, verified, price range, minimum rating,
 * near, after; plus `view=map`), so results can be shared, reloaded and reopened offline.
 */
export default function ServicesPage() {
  const { t, i18n } = useTranslation(PROVIDERS_NS);
  const language = contentLanguage(i18n.language);
  const pageLanguage = usePageLanguage();
  const navigate = useNavigate();
  const { categorySlug } = useParams();
  const [searchParams] = useSearchParams();
  const state = parseProviderSearch(searchParams, categorySlug?.trim());
  const view = parseView(searchParams);
  const slugPath = Boolean(categorySlug);
  const plan = providerQueryPlan(state);
  const origin = distanceOrigin(state, plan.place);
  const results = useProviderResults(state);
  const categories = useActiveCategories();
  const geolocation = useGeolocation();
  const theme = useTheme();
  // Spec §9's mobile layout: the filters wait in a sheet, the first screen shows results.
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));

  const href = (next: ProviderSearchState, nextView: ResultsView = view) =>
    servicesHref(next, { view: nextView, slugPath });
  /** Any change of the search starts again from its first page. */
  const update = (patch: Partial<ProviderSearchState>) =>
    navigate(localizedPath(href({ ...state, ...patch, after: undefined }), pageLanguage));

  const currentCategory = categories.data?.find((item) => item.slug === state.category);
  const title = currentCategory
    ? t('services.titleWithCategory', { category: localize(currentCategory.name, language) })
    : state.q
      ? t('services.titleWithQuery', { query: state.q })
      : t('services.title');

  const nearMe = async () => {
    const position = await geolocation.locate();
    if (position) update({ near: position, sort: 'distance' });
  };

  const typed: TypedSearch = {
    q: state.q,
    location: state.location,
    minPrice: state.minPrice,
    maxPrice: state.maxPrice,
  };

  const filters = (
    <Stack
      component="section"
      aria-label={t('services.filtersLabel')}
      spacing={2}
      sx={{ mb: isPhone ? 0 : 3 }}
    >
      {/* Remounted when the URL changes (back button, reset link) so the fields follow it. */}
      <SearchForm
        key={JSON.stringify(typed)}
        initial={typed}
        onSubmit={(search) => update(search)}
      />
      <Box>
        <CategoryChips
          id="services-category-label"
          categories={categories}
          selected={state.category}
          hrefFor={(category) => href({ ...state, category, after: undefined })}
        />
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <Stack direction="row" spacing={2}>
          <TextField
            select
            id="services-sort"
            label={t('services.sortLabel')}
            value={state.sort}
            onChange={(event) => update({ sort: event.target.value as ProviderSort })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ flex: 1, minWidth: { sm: 200 } }}
          >
            {PROVIDER_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`services.sort.${sort}`)}
              </option>
            ))}
          </TextField>
          <TextField
            select
            id="services-min-rating"
            label={t('services.minRatingLabel')}
            value={state.minRating === undefined ? '' : String(state.minRating)}
            onChange={(event) =>
              update({
                minRating: MIN_RATING_OPTIONS.find(
                  (option) => String(option) === event.target.value,
                ) as MinRating | undefined,
              })
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ flex: 1, minWidth: { sm: 200 } }}
          >
            <option value="">{t('services.anyRating')}</option>
            {MIN_RATING_OPTIONS.map((option) => (
              <option key={option} value={String(option)}>
                {t('services.minRatingOption', { rating: formatRatingFloor(option, language) })}
              </option>
            ))}
          </TextField>
        </Stack>
        <FormControlLabel
          control={
            <Switch
              checked={state.verified}
              onChange={(event) => update({ verified: event.target.checked })}
            />
          }
          label={t('services.verifiedOnly')}
        />
        <Button
          variant="outlined"
          onClick={() => void nearMe()}
          disabled={geolocation.status === 'locating'}
        >
          {geolocation.status === 'locating' ? t('services.locating') : t('services.nearMe')}
        </Button>
        {state.near && (
          <Chip label={t('services.nearChip')} onDelete={() => update({ near: undefined })} />
        )}
        {hasFilters(state) && (
          <Button
            component={LocalizedLink}
            to={view === 'map' ? '/services?view=map' : '/services'}
          >
            {t('services.resetFilters')}
          </Button>
        )}
      </Stack>
      {(geolocation.status === 'denied' || geolocation.status === 'unavailable') && (
        <Alert severity="warning">{t(`services.geolocation.${geolocation.status}`)}</Alert>
      )}
      {state.sort === 'distance' && plan.sort !== 'distance' && (
        <Alert severity="info">{t('services.distanceNeedsOrigin')}</Alert>
      )}
    </Stack>
  );
  const viewToggle = (
    <ViewToggle
      view={view}
      onChange={(next) => navigate(localizedPath(href(state, next), pageLanguage))}
    />
  );

  return (
    <Box sx={{ py: { xs: 1, md: 5 } }}>
      <Typography
        variant="h4"
        component="h1"
        gutterBottom
        sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', md: '2.125rem' } }}
      >
        {title}
      </Typography>

      {isPhone ? (
        <Stack
          direction="row"
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}
        >
          <FiltersSheet
            activeCount={activeFilterCount(state)}
            resultCount={results.status === 'success' ? results.data.providers.length : undefined}
          >
            {filters}
          </FiltersSheet>
          {viewToggle}
        </Stack>
      ) : (
        <>
          {filters}
          <Stack
            direction="row"
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}
          >
            {viewToggle}
          </Stack>
        </>
      )}

      <Box aria-busy={results.status === 'loading'} data-testid="services-results" sx={{ pb: 6 }}>
        {results.status === 'loading' && <ProviderGridSkeleton count={6} />}
        {results.status === 'error' && <Alert severity="error">{t('services.error')}</Alert>}
        {results.status === 'success' && (
          <Results
            data={results.data}
            fromCache={results.fromCache}
            state={state}
            plan={plan}
            view={view}
            origin={origin}
            href={href}
          />
        )}
      </Box>
    </Box>
  );
}

function Results({
  data,
  fromCache,
  state,
  plan,
  view,
  origin,
  href,
}: {
  data: ProviderResults;
  fromCache: boolean;
  state: ProviderSearchState;
  plan: ProviderQueryPlan;
  view: ResultsView;
  origin: DistanceOrigin | undefined;
  href: (state: ProviderSearchState) => string;
}) {
  const { t, i18n } = useTranslation(PROVIDERS_NS);
  const language = contentLanguage(i18n.language);
  const count = data.providers.length;
  const offline = <CachedNote fromCache={fromCache} />;

  if (count === 0) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start', py: 4 }}>
        {offline}
        <Typography variant="h6" component="h2">
          {t('services.empty')}
        </Typography>
        <Typography color="textSecondary">{t('services.emptyHint')}</Typography>
        {state.after && (
          <Button component={LocalizedLink} to={href({ ...state, after: undefined })}>
            {t('services.firstPage')}
          </Button>
        )}
        {hasFilters(state) && (
          <Button component={LocalizedLink} to="/services" variant="outlined">
            {t('services.reset')}
          </Button>
        )}
      </Stack>
    );
  }

  let countLine: string;
  if (plan.nearby) {
    countLine = origin?.city
      ? t('services.resultsNearCity', { count, radius: plan.nearby.radiusKm, city: origin.city })
      : t('services.resultsNearMe', { count, radius: plan.nearby.radiusKm });
  } else {
    const found = data.nextAfter
      ? t('services.resultsPage', { count })
      : t('services.resultsCount', { count });
    countLine = plan.place
      ? t('services.resultsIn', { results: found, place: placeLabel(plan.place, language) })
      : found;
  }

  return (
    <>
      <Typography
        component="h2"
        variant="subtitle1"
        color="textSecondary"
        aria-live="polite"
        sx={{ mb: 1 }}
      >
        {countLine}
      </Typography>
      {offline}
      {view === 'map' ? (
        <ProviderMap providers={data.providers} origin={origin} />
      ) : (
        <ProviderGrid providers={data.providers} origin={origin} />
      )}
      {(state.after || data.nextAfter) && (
        <Stack
          component="nav"
          aria-label={t('services.pagination')}
          direction="row"
          spacing={2}
          sx={{ mt: 3, justifyContent: 'space-between' }}
        >
          {state.after ? (
            <Button component={LocalizedLink} to={href({ ...state, after: undefined })}>
              {t('services.firstPage')}
            </Button>
          ) : (
            <span />
          )}
          {data.nextAfter && (
            <Button
              component={LocalizedLink}
              to={href({ ...state, after: data.nextAfter })}
              variant="contained"
            >
              {t('services.nextPage')}
            </Button>
          )}
        </Stack>
      )}
    </>
  );
}
