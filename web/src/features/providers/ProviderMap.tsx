import { Box, Link, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatFCFA } from '@marketplace/domain';
import { localizedPath } from '../../shared/i18n/language';
import { CityGroupsList } from '../../shared/maps/CityGroupsList';
import type { MapPlace, PlaceEntry } from '../../shared/maps/mapPlaces';
import { ResultsMap } from '../../shared/maps/ResultsMap';
import { LocalizedLink, usePageLanguage } from '../../shared/ui/LocalizedLink';
import type { ProviderWithId } from './api';
import { contentLanguage, PROVIDERS_NS } from './i18n';
import { providerHref, useDistanceLabel, type DistanceOrigin } from './ProviderCard';
import { formatRating } from '../../shared/i18n/numbers';

type ProviderPlace = MapPlace & { provider: ProviderWithId };

/**
 * Results on the map, one marker per provider (a click opens their page); without a Maps key,
 * offline or when the script fails, the same providers grouped by city with their distances.
 */
export function ProviderMap({
  providers,
  origin,
}: {
  providers: ProviderWithId[];
  origin?: DistanceOrigin | undefined;
}) {
  const { t, i18n } = useTranslation(PROVIDERS_NS);
  const language = contentLanguage(i18n.language);
  const pageLanguage = usePageLanguage();
  const navigate = useNavigate();
  const places = useMemo(
    () =>
      providers.map((provider): ProviderPlace => ({
        id: provider.id,
        title: provider.displayName,
        city: provider.city,
        lat: provider.geo.lat,
        lng: provider.geo.lng,
        provider,
      })),
    [providers],
  );
  return (
    <ResultsMap
      places={places}
      origin={origin?.point}
      language={language}
      label={t('map.label')}
      onSelect={(place) => navigate(localizedPath(providerHref(place.id), pageLanguage))}
      renderStandIn={(groups) => (
        <Box>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            {t('map.standInNote')}
          </Typography>
          <CityGroupsList
            groups={groups}
            label={t('map.standInLabel')}
            caption={(group) => t('map.cityCount', { count: group.entries.length })}
            renderEntry={(entry) => <StandInEntry entry={entry} origin={origin} />}
          />
        </Box>
      )}
    />
  );
}

function StandInEntry({
  entry: { place, distanceKm },
  origin,
}: {
  entry: PlaceEntry<ProviderPlace>;
  origin: DistanceOrigin | undefined;
}) {
  const { t, i18n } = useTranslation(PROVIDERS_NS);
  const language = contentLanguage(i18n.language);
  const distanceLabel = useDistanceLabel();
  const { provider } = place;
  const details = [
    distanceKm !== undefined && origin ? distanceLabel(distanceKm, origin) : undefined,
    provider.reviewCount > 0
      ? t('card.ratingSummary', {
          rating: formatRating(provider.rating, language),
          count: provider.reviewCount,
        })
      : t('card.noReviews'),
    provider.priceFromFCFA === null
      ? t('card.priceOnQuote')
      : t('card.priceFrom', { price: formatFCFA(provider.priceFromFCFA) }),
  ].filter(Boolean);
  return (
    <Stack spacing={0.25} sx={{ py: 0.5 }} data-testid={`stand-in-provider-${provider.id}`}>
      <Link component={LocalizedLink} to={providerHref(provider.id)} sx={{ fontWeight: 600 }}>
        {provider.displayName}
      </Link>
      <Typography variant="body2" color="textSecondary">
        {details.join(' · ')}
      </Typography>
    </Stack>
  );
}
