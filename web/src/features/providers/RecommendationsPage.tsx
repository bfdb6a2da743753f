import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  cityCentre,
  EMPTY_PROVIDER_SEARCH,
  NEARBY_RADIUS_KM,
  resolvePlace,
  type LatLng,
  type ProviderSearchState,
} from '@marketplace/domain';
import { signedInUser, useAuth } from '../../shared/auth/AuthState';
import { useActiveCategories } from '../../shared/catalog/categories';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { PlaceField } from '../../shared/ui/PlaceField';
import { useLocationPreferences, useProviderResults } from './api';
import { geolocationGranted, useGeolocation, type GeolocationStatus } from './geolocation';
import { contentLanguage, PROVIDERS_NS } from './i18n';
import { ProviderGrid, ProviderGridSkeleton, type DistanceOrigin } from './ProviderCard';
import { ProviderMap } from './ProviderMap';
import { CachedNote, CategoryChips, ViewToggle } from './ResultsControls';
import { servicesHref, type ResultsView } from './searchUrl';

/** Why the page shows a city rather than what is around the user. */
export type CityReason =
  'picked' | 'notAsked' | 'denied' | 'unavailable' | 'settingOff' | 'settingUnknown';

export type RecommendationMode =
  | { kind: 'waiting' }
  | { kind: 'nearby'; position: LatLng }
  | { kind: 'city'; city: string; reason: CityReason }
  | { kind: 'chooseCity'; reason: Exclude<CityReason, 'picked'> };

/**
 * Which providers to recommend. A city the visitor picked wins; otherwise the position when
 * the browser gave it (and, for a signed-in user, their `locationAccess` setting allows it);
 * otherwise the user's own city; otherwise the visitor is asked to pick one.
 */
export function recommendationMode({
  settingsKnown,
  settingsUnreadable = false,
  locationAllowed,
  geolocation,
  position,
  pickedCity,
  profileCity,
}: {
  settingsKnown: boolean;
  /** Signed in, but the account's settings could not be read (offline, not cached). */
  settingsUnreadable?: boolean;
  locationAllowed: boolean;
  geolocation: GeolocationStatus;
  position: LatLng | undefined;
  pickedCity: string;
  profileCity: string;
}): RecommendationMode {
  if (pickedCity) return { kind: 'city', city: pickedCity, reason: 'picked' };
  if (!settingsKnown) return { kind: 'waiting' };
  if (locationAllowed && position) return { kind: 'nearby', position };
  if (locationAllowed && geolocation === 'locating') return { kind: 'waiting' };
  const reason = !locationAllowed
    ? settingsUnreadable
      ? 'settingUnknown'
      : 'settingOff'
    : geolocation === 'denied' || geolocation === 'unavailable'
      ? geolocation
      : 'notAsked';
  return profileCity ? { kind: 'city', city: profileCity, reason } : { kind: 'chooseCity', reason };
}

/** The search a mode runs: nearest first around the position, or a city's best rated. */
export function recommendationSearch(
  mode: RecommendationMode,
  category: string,
): ProviderSearchState | null {
  if (mode.kind === 'nearby') {
    return { ...EMPTY_PROVIDER_SEARCH, category, near: mode.position, sort: 'distance' };
  }
  if (mode.kind === 'city') {
    return { ...EMPTY_PROVIDER_SEARCH, category, location: mode.city, sort: 'rating' };
  }
  return null;
}

/** `/recommendations?…`: the picked city, the category and the view live in the URL. */
function recommendationsHref(city: string, category: string, view: ResultsView) {
  const params = new URLSearchParams();
  if (city) params.set('city', city);
  if (category) params.set('category', category);
  if (view === 'list') params.set('view', 'list');
  const search = params.toString();
  return search ? `/recommendations?${search}` : '/recommendations';
}

/**
 * Route `/recommendations`: providers near the user (browser geolocation, when the user allows
 * it and, signed in, their location setting does; geohash range queries within
 * NEARBY_RADIUS_KM, nearest first), else the best rated of the user's city or of a city they
 * pick. Shown on the map or, without it, grouped by city with distances.
 */
export default function RecommendationsPage() {
  const { t, i18n } = useTranslation(PROVIDERS_NS);
  const language = contentLanguage(i18n.language);
  const auth = useAuth();
  const user = signedInUser(auth.state);
  const preferences = useLocationPreferences(user?.id ?? null);
  const [params, setParams] = useSearchParams();
  const pickedCity = params.get('city')?.trim() ?? '';
  const category = params.get('category')?.trim() ?? '';
  const view: ResultsView = params.get('view') === 'list' ? 'list' : 'map';
  const categories = useActiveCategories();
  const geolocation = useGeolocation();
  const { locate } = geolocation;

  const signedOut = auth.state.status === 'signedOut';
  const settingsKnown = signedOut || (user !== null && preferences.status !== 'loading');
  // Signed in, the account's setting decides; unreadable counts as not given.
  const locationAllowed = signedOut || preferences.data?.locationAccess === true;

  // A browser that already grants the position answers without a prompt: use it at once.
  const canAutoLocate = settingsKnown && locationAllowed && geolocation.status === 'idle';
  useEffect(() => {
    if (!canAutoLocate) return;
    let active = true;
    void geolocationGranted().then((granted) => {
      if (active && granted) void locate();
    });
    return () => {
      active = false;
    };
  }, [canAutoLocate, locate]);

  const mode = recommendationMode({
    settingsKnown,
    settingsUnreadable: preferences.status === 'error',
    locationAllowed,
    geolocation: geolocation.status,
    position: geolocation.position,
    pickedCity,
    profileCity: preferences.data?.city ?? '',
  });
  const search = recommendationSearch(mode, category);
  const results = useProviderResults(search);

  const cityName = (city: string) => {
    const place = resolvePlace(city);
    return place?.kind === 'city' ? place.name : city;
  };
  const origin: DistanceOrigin | undefined =
    mode.kind === 'nearby'
      ? { point: mode.position }
      : mode.kind === 'city'
        ? withCentre(cityName(mode.city))
        : undefined;

  const setUrl = (city: string, nextCategory: string, nextView: ResultsView) => {
    const next = new URLSearchParams();
    if (city) next.set('city', city);
    if (nextCategory) next.set('category', nextCategory);
    if (nextView === 'list') next.set('view', 'list');
    setParams(next);
  };
  const locateMe = () => {
    // Leaving a picked city: the position (or the profile's city) decides again.
    if (pickedCity) setUrl('', category, view);
    void locate();
  };

  const explanation = (() => {
    switch (mode.kind) {
      case 'waiting':
        return t('recommendations.waiting');
      case 'nearby':
        return t('recommendations.nearby', { radius: NEARBY_RADIUS_KM });
      case 'city':
        return t(`recommendations.city.${mode.reason}`, { city: cityName(mode.city) });
      case 'chooseCity':
        return t(`recommendations.choose.${mode.reason}`);
    }
  })();

  const offerPosition = locationAllowed && mode.kind !== 'nearby' && mode.kind !== 'waiting';

  return (
    <Box sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('recommendations.title')}
      </Typography>
      <Stack spacing={2} sx={{ mb: 3 }}>
        <Alert severity="info" data-testid="recommendations-mode">
          {explanation}
          {mode.kind !== 'nearby' && !locationAllowed && !signedOut && (
            <>
              {' '}
              <Link component={LocalizedLink} to="/settings">
                {t('recommendations.openSettings')}
              </Link>
            </>
          )}
        </Alert>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { md: 'center' } }}
        >
          {offerPosition && (
            <Button variant="contained" onClick={locateMe} sx={{ flexShrink: 0 }}>
              {t('recommendations.usePosition')}
            </Button>
          )}
          <CityForm
            key={mode.kind === 'city' ? mode.city : ''}
            initial={mode.kind === 'city' ? mode.city : ''}
            language={language}
            onPick={(city) => setUrl(city, category, view)}
          />
        </Stack>
        <Box>
          <CategoryChips
            id="recommendations-category-label"
            categories={categories}
            selected={category}
            hrefFor={(slug) => recommendationsHref(pickedCity, slug, view)}
          />
        </Box>
      </Stack>

      {search && (
        <>
          <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 2 }}>
            <ViewToggle view={view} onChange={(next) => setUrl(pickedCity, category, next)} />
            {mode.kind === 'city' && (
              <Button
                component={LocalizedLink}
                to={servicesHref({ ...search, location: cityName(mode.city) })}
              >
                {t('recommendations.seeAll')}
              </Button>
            )}
          </Stack>
          <Box
            aria-busy={results.status === 'loading'}
            data-testid="recommendations-results"
            sx={{ pb: 6 }}
          >
            {results.status === 'loading' && <ProviderGridSkeleton count={6} />}
            {results.status === 'error' && <Alert severity="error">{t('services.error')}</Alert>}
            {results.status === 'success' && (
              <>
                <CachedNote fromCache={results.fromCache} />
                {results.data.providers.length === 0 ? (
                  <Stack spacing={1} sx={{ alignItems: 'flex-start', py: 4 }}>
                    <Typography variant="h6" component="h2">
                      {mode.kind === 'nearby'
                        ? t('recommendations.emptyNearby', { radius: NEARBY_RADIUS_KM })
                        : t('recommendations.emptyCity', {
                            city: mode.kind === 'city' ? cityName(mode.city) : '',
                          })}
                    </Typography>
                    <Button component={LocalizedLink} to="/services" variant="outlined">
                      {t('services.reset')}
                    </Button>
                  </Stack>
                ) : (
                  <>
                    <Typography
                      component="h2"
                      variant="subtitle1"
                      color="textSecondary"
                      aria-live="polite"
                      sx={{ mb: 2 }}
                    >
                      {mode.kind === 'nearby'
                        ? t('services.resultsNearMe', {
                            count: results.data.providers.length,
                            radius: NEARBY_RADIUS_KM,
                          })
                        : t('recommendations.cityCount', {
                            count: results.data.providers.length,
                            city: mode.kind === 'city' ? cityName(mode.city) : '',
                          })}
                    </Typography>
                    {view === 'map' ? (
                      <ProviderMap providers={results.data.providers} origin={origin} />
                    ) : (
                      <ProviderGrid providers={results.data.providers} origin={origin} />
                    )}
                  </>
                )}
              </>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}

function withCentre(city: string): DistanceOrigin | undefined {
  const point = cityCentre(city);
  return point && { point, city };
}

function CityForm({
  initial,
  language,
  onPick,
}: {
  initial: string;
  language: ReturnType<typeof contentLanguage>;
  onPick: (city: string) => void;
}) {
  const { t } = useTranslation(PROVIDERS_NS);
  const [city, setCity] = useState(initial);
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!city.trim()) {
      setEmpty(true);
      return;
    }
    onPick(city.trim());
  };
  return (
    <Stack
      component="form"
      onSubmit={submit}
      noValidate
      data-testid="recommendations-city-form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' }, flexGrow: 1, maxWidth: 560 }}
    >
      <Box sx={{ flexGrow: 1 }}>
        <PlaceField
          id="recommendations-city"
          label={t('recommendations.cityLabel')}
          placeholder={t('services.locationPlaceholder')}
          citiesLabel={t('services.cities')}
          countriesLabel={t('services.countries')}
          noOptionsText={t('services.noSuggestion')}
          language={language}
          value={city}
          onValueChange={(value) => {
            setCity(value);
            setEmpty(false);
          }}
          onPick={(value) => value.trim() && onPick(value.trim())}
        />
        {empty && (
          <Typography variant="caption" color="error" role="alert">
            {t('recommendations.cityRequired')}
          </Typography>
        )}
      </Box>
      <Button type="submit" variant="outlined" size="large" sx={{ flexShrink: 0, minHeight: 56 }}>
        {t('recommendations.showCity')}
      </Button>
    </Stack>
  );
}
