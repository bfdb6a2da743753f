import { Button, Chip, Stack } from '@mui/material';
import { styled } from '@mui/material/styles';
import { plainOutlinedPaper } from '../../shared/ui/plainPaper';
import { useTranslation } from 'react-i18next';
import { COUNTRY_NAMES, formatFCFA, localize, providerLanguageName } from '@marketplace/domain';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import type { ProviderDetails } from './api';
import { formatDay } from '../../shared/i18n/dates';
import { contentLanguage, PROVIDER_PROFILE_NS } from './i18n';
import { PendingIcon, PlaceGlyph, VerifiedIcon } from './icons';
import { plainOutlinedChip } from '../../shared/ui/plainChip';
import { StarRating } from '../../shared/ui/StarRating';
import { formatRating } from '../../shared/i18n/numbers';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join('');

/** The request-quote and book-now links, which carry the provider to those pages. */
export function ProviderActions({ providerId }: { providerId: string }) {
  const { t } = useTranslation(PROVIDER_PROFILE_NS);
  const query = `?provider=${encodeURIComponent(providerId)}`;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      role="group"
      aria-label={t('header.actions')}
    >
      <Button
        variant="contained"
        size="large"
        component={LocalizedLink}
        to={`/smart-quotation${query}`}
        data-testid="request-quote"
      >
        {t('header.requestQuote')}
      </Button>
      <Button
        variant="outlined"
        size="large"
        component={LocalizedLink}
        to={`/service-scheduling${query}`}
        data-testid="book-now"
      >
        {t('header.bookNow')}
      </Button>
    </Stack>
  );
}

/**
 * The header is plain elements styled from here, with the look of MUI's outlined Paper, Stack,
 * Avatar, Typography and small outlined Chips (the specialties): it is a provider page's first
 * screen, where those components cost some sixty renders more (issue 11). The avatar over the
 * text on a phone, beside it from `sm`.
 */
const Header = styled('header')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
  padding: theme.spacing(2),
  ...plainOutlinedPaper(theme),
  [theme.breakpoints.up('sm')]: { flexDirection: 'row', gap: theme.spacing(3) },
  [theme.breakpoints.up('md')]: { padding: theme.spacing(3) },
  '& p, & h1, & ul': { margin: 0 },
  '& .avatar': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 88,
    height: 88,
    borderRadius: '50%',
    fontFamily: theme.typography.fontFamily,
    fontSize: 32,
    lineHeight: 1,
    userSelect: 'none',
    // Avatar's letters are in the page's background colour.
    color: theme.palette.background.default,
    backgroundColor: theme.palette.primary.main,
  },
  '& .details': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1.25),
    minWidth: 0,
    flexGrow: 1,
  },
  '& .title': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(1) },
  '& h1': { ...theme.typography.h4, wordBreak: 'break-word' },
  '& .headline': theme.typography.subtitle1,
  '& .standing': { display: 'flex', alignItems: 'center', gap: theme.spacing(0.75) },
  '& .standing > span:last-of-type, & .facts': {
    ...theme.typography.body2,
    color: theme.palette.text.secondary,
  },
  '& .facts': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(2) },
  '& .place': { display: 'flex', alignItems: 'center', gap: theme.spacing(0.5) },
  '& .place > svg': { fontSize: '1.25rem', flexShrink: 0 },
  '& .specialties': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(1),
    listStyle: 'none',
    padding: 0,
  },
  '& .specialties > li': plainOutlinedChip(theme, 'small'),
  '& .price': { ...theme.typography.h6, fontWeight: 700 },
}));

/** Name, headline, standing, place, experience, languages, specialties and the two actions. */
export function ProviderHeader({ provider }: { provider: ProviderDetails }) {
  const { t, i18n } = useTranslation(PROVIDER_PROFILE_NS);
  const language = contentLanguage(i18n.language);
  const pending =
    !provider.verified &&
    (provider.verificationStatus === 'pending' || provider.verificationStatus === 'in_progress');
  const rating = formatRating(provider.rating, language);
  return (
    <Header data-testid="provider-header">
      <div className="avatar" aria-hidden>
        {initials(provider.displayName)}
      </div>
      <div className="details">
        <div className="title">
          <h1>{provider.displayName}</h1>
          {provider.verified ? (
            <Chip
              color="success"
              icon={<VerifiedIcon />}
              label={
                provider.verifiedOn
                  ? t('header.verifiedOn', { date: formatDay(provider.verifiedOn, language) })
                  : t('header.verified')
              }
              data-testid="verified-badge"
            />
          ) : pending ? (
            <Chip
              variant="outlined"
              icon={<PendingIcon />}
              label={t('header.verificationPending')}
              data-testid="verification-pending"
            />
          ) : null}
          {/* The check's date only: the extract itself never leaves the verification team. */}
          {provider.criminalRecordCheckedOn && (
            <Chip
              variant="outlined"
              color="success"
              icon={<VerifiedIcon />}
              label={t('header.criminalRecordChecked', {
                date: formatDay(provider.criminalRecordCheckedOn, language),
              })}
              data-testid="criminal-record-badge"
            />
          )}
        </div>
        <p className="headline">{localize(provider.headline, language)}</p>
        {provider.reviewCount > 0 && (
          <div className="standing">
            <StarRating
              value={provider.rating}
              label={t('reviews.ratingLabel', { value: rating })}
            />
            <span>
              {rating} · {t('reviews.count', { count: provider.reviewCount })}
            </span>
          </div>
        )}
        <div className="facts">
          <p className="place">
            <PlaceGlyph />
            {t('header.location', {
              city: provider.city,
              country: COUNTRY_NAMES[provider.country][language],
            })}
          </p>
          <p>
            {provider.experienceYears > 0
              ? t('header.experience', { count: provider.experienceYears })
              : t('header.experienceNew')}
          </p>
          <p>
            {t('header.languages', {
              languages: provider.languages
                .map((code) => providerLanguageName(code, language))
                .join(', '),
            })}
          </p>
        </div>
        {provider.specialties.length > 0 && (
          <ul className="specialties" aria-label={t('header.specialties')}>
            {provider.specialties.map((specialty) => (
              <li key={specialty}>{specialty}</li>
            ))}
          </ul>
        )}
        <p className="price">
          {provider.priceFromFCFA === null
            ? t('header.priceOnQuote')
            : t('header.priceFrom', { price: formatFCFA(provider.priceFromFCFA) })}
        </p>
        <ProviderActions providerId={provider.id} />
      </div>
    </Header>
  );
}
