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
import { VerifiedGlyph } from '../../shared/ui/icons';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { plainCardLink } from '../../shared/ui/plainCardLink';
import { plainSkeleton } from '../../shared/ui/plainSkeleton';
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
              <VerifiedGlyph />
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

/**
 * The cards' list (and its placeholders) as one CSS grid, with the columns of MUI's Grid: one on
 * a phone, two from `sm`, three from `md`. Grid items cost two component renders per card.
 */
const CardList = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '& > li.skeleton': { height: 190, ...plainSkeleton(theme) },
}));

export function ProviderGrid({
  providers,
  origin,
}: {
  providers: ProviderWithId[];
  origin?: DistanceOrigin | undefined;
}) {
  return (
    <CardList>
      {providers.map((provider) => (
        <li key={provider.id}>
          <ProviderCard provider={provider} origin={origin} />
        </li>
      ))}
    </CardList>
  );
}

export function ProviderGridSkeleton({ count }: { count: number }) {
  return (
    <CardList data-testid="provider-grid-skeleton" aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="skeleton" />
      ))}
    </CardList>
  );
}
