import { Grid, Skeleton } from '@mui/material';
import { styled } from '@mui/material/styles';
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
import { plainCardLink } from '../../shared/ui/plainCardLink';
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

/**
 * The card is one styled element over plain markup, with the look of MUI's outlined Card,
 * CardActionArea, Typography and small outlined Chip: a results page draws a dozen or more, and
 * those components cost a phone about fifty component renders per card on its first visit
 * (issue 11).
 */
const CardRoot = styled('article')(({ theme }) => ({
  height: '100%',
  '& > a': {
    ...plainCardLink(theme),
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
    height: '100%',
    padding: theme.spacing(2),
    overflow: 'hidden',
  },
  '& p, & h3': { margin: 0 },
  '& p': theme.typography.body2,
  '& .secondary': { color: theme.palette.text.secondary },
  '& .title': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(1),
    justifyContent: 'space-between',
    alignItems: 'flex-start',
  },
  '& h3': { ...theme.typography.h6, lineHeight: 1.3 },
  '& .verified': {
    ...theme.typography.body2,
    fontSize: theme.typography.pxToRem(13),
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    height: 24,
    padding: theme.spacing(0, 1, 0, 0.5),
    borderRadius: 12,
    border: `1px solid ${theme.palette.success.main}`,
    color: theme.palette.success.main,
    whiteSpace: 'nowrap',
    '& svg': { width: 18, height: 18 },
  },
  '& .rating': { display: 'flex', alignItems: 'center', gap: theme.spacing(0.75) },
  '& p.price': { ...theme.typography.subtitle1, fontWeight: 700 },
}));

/** A provider at a glance, linking to their profile. */
export function ProviderCard({ provider, origin }: ProviderCardProps) {
  const { t, i18n } = useTranslation(PROVIDERS_NS);
  const language = contentLanguage(i18n.language);
  const distanceLabel = useDistanceLabel();
  const rating = formatRating(provider.rating, language);
  return (
    <CardRoot data-testid={`provider-card-${provider.id}`}>
      <LocalizedLink to={providerHref(provider.id)}>
        <div className="title">
          <h3>{provider.displayName}</h3>
          {provider.verified && (
            <span className="verified" data-testid="verified-badge">
              <VerifiedIcon />
              {provider.verifiedOn
                ? t('card.verifiedOn', { date: formatDay(provider.verifiedOn, language) })
                : t('card.verified')}
            </span>
          )}
        </div>
        <p>{localize(provider.headline, language)}</p>
        <p className="secondary">
          {t('card.location', {
            city: provider.city,
            country: COUNTRY_NAMES[provider.country][language],
          })}
        </p>
        {origin && (
          <p className="secondary" data-testid="provider-distance">
            {distanceLabel(distanceKm(origin.point, provider.geo), origin)}
          </p>
        )}
        {provider.reviewCount > 0 ? (
          <div className="rating">
            <StarRating value={provider.rating} label={t('card.ratingLabel', { value: rating })} />
            <p className="secondary">
              {t('card.ratingSummary', { rating, count: provider.reviewCount })}
            </p>
          </div>
        ) : (
          <p className="secondary">{t('card.noReviews')}</p>
        )}
        <p className="price">
          {provider.priceFromFCFA === null
            ? t('card.priceOnQuote')
            : t('card.priceFrom', { price: formatFCFA(provider.priceFromFCFA) })}
        </p>
      </LocalizedLink>
    </CardRoot>
  );
}

/** Material's "verified" badge, inlined: the icon package would be a large dependency. */
function VerifiedIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden focusable="false">
      <path d="m23 12-2.44-2.79.34-3.69-3.61-.82-1.89-3.2L12 2.96 8.6 1.5 6.71 4.69 3.1 5.5l.34 3.7L1 12l2.44 2.79-.34 3.7 3.61.82L8.6 22.5l3.4-1.47 3.4 1.46 1.89-3.19 3.61-.82-.34-3.69zm-12.91 4.72-3.8-3.81 1.48-1.48 2.32 2.33 5.85-5.87 1.48 1.48z" />
    </svg>
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
