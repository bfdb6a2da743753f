import {
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Grid,
  Skeleton,
  Stack,
  SvgIcon,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  COUNTRY_NAMES,
  distanceKm,
  formatDistance,
  formatFCFA,
  localize,
  type LatLng,
} from '@marketplace/domain';
import { formatDay } from '../../shared/i18n/dates';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import type { ProviderWithId } from './api';
import { contentLanguage, PROVIDERS_NS } from './i18n';
import { StarRating } from '../../shared/ui/StarRating';
import { formatRating } from '../../shared/i18n/numbers';

/** Where distances are measured from: the user's position, or a searched city's centre. */
export interface DistanceOrigin {
  point: LatLng;
  /** The city whose centre it is; undefined for the user's own position. */
  city?: string | undefined;
}

export interface ProviderCardProps {
  provider: ProviderWithId;
  origin?: DistanceOrigin | undefined;
}

/** The provider's profile page (French path; LocalizedLink adds `/en`). */
export const providerHref = (id: string) => `/providers/${encodeURIComponent(id)}`;

/** "À 2,1 km" from the user, "À 2,1 km du centre de Douala" from a city. */
export function useDistanceLabel() {
  const { t, i18n } = useTranslation(PROVIDERS_NS);
  const language = contentLanguage(i18n.language);
  return (km: number, origin: DistanceOrigin) => {
    const distance = formatDistance(km, language);
    return origin.city
      ? t('card.distanceFromCity', { distance, city: origin.city })
      : t('card.distance', { distance });
  };
}

/** A provider at a glance, linking to their profile. */
export function ProviderCard({ provider, origin }: ProviderCardProps) {
  const { t, i18n } = useTranslation(PROVIDERS_NS);
  const language = contentLanguage(i18n.language);
  const distanceLabel = useDistanceLabel();
  const rating = formatRating(provider.rating, language);
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{ height: '100%' }}
      data-testid={`provider-card-${provider.id}`}
    >
      <CardActionArea
        component={LocalizedLink}
        to={providerHref(provider.id)}
        sx={{ height: '100%', alignItems: 'flex-start' }}
      >
        <CardContent component={Stack} spacing={1}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}
          >
            <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
              {provider.displayName}
            </Typography>
            {provider.verified && (
              <Chip
                size="small"
                color="success"
                variant="outlined"
                icon={<VerifiedIcon />}
                label={
                  provider.verifiedOn
                    ? t('card.verifiedOn', { date: formatDay(provider.verifiedOn, language) })
                    : t('card.verified')
                }
                data-testid="verified-badge"
              />
            )}
          </Stack>
          <Typography variant="body2">{localize(provider.headline, language)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('card.location', {
              city: provider.city,
              country: COUNTRY_NAMES[provider.country][language],
            })}
          </Typography>
          {origin && (
            <Typography variant="body2" color="text.secondary" data-testid="provider-distance">
              {distanceLabel(distanceKm(origin.point, provider.geo), origin)}
            </Typography>
          )}
          {provider.reviewCount > 0 ? (
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <StarRating
                value={provider.rating}
                label={t('card.ratingLabel', { value: rating })}
              />
              <Typography variant="body2" component="span" color="text.secondary">
                {t('card.ratingSummary', { rating, count: provider.reviewCount })}
              </Typography>
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('card.noReviews')}
            </Typography>
          )}
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
            {provider.priceFromFCFA === null
              ? t('card.priceOnQuote')
              : t('card.priceFrom', { price: formatFCFA(provider.priceFromFCFA) })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** Material's "verified" badge, inlined: the icon package would be a large dependency. */
function VerifiedIcon() {
  return (
    <SvgIcon>
      <path d="m23 12-2.44-2.79.34-3.69-3.61-.82-1.89-3.2L12 2.96 8.6 1.5 6.71 4.69 3.1 5.5l.34 3.7L1 12l2.44 2.79-.34 3.7 3.61.82L8.6 22.5l3.4-1.47 3.4 1.46 1.89-3.19 3.61-.82-.34-3.69zm-12.91 4.72-3.8-3.81 1.48-1.48 2.32 2.33 5.85-5.87 1.48 1.48z" />
    </SvgIcon>
  );
}

const CARD_GRID_SIZE = { xs: 12, sm: 6, md: 4 } as const;

export function ProviderGrid({
  providers,
  origin,
}: {
  providers: ProviderWithId[];
  origin?: DistanceOrigin | undefined;
}) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {providers.map((provider) => (
        <Grid key={provider.id} size={CARD_GRID_SIZE} component="li">
          <ProviderCard provider={provider} origin={origin} />
        </Grid>
      ))}
    </Grid>
  );
}

export function ProviderGridSkeleton({ count }: { count: number }) {
  return (
    <Grid container spacing={2} data-testid="provider-grid-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <Grid key={index} size={CARD_GRID_SIZE}>
          <Skeleton variant="rounded" height={190} />
        </Grid>
      ))}
    </Grid>
  );
}
