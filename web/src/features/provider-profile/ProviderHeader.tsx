import { Avatar, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { COUNTRY_NAMES, formatFCFA, localize, providerLanguageName } from '@marketplace/domain';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import type { ProviderDetails } from './api';
import { formatDay } from '../../shared/i18n/dates';
import { contentLanguage, PROVIDER_PROFILE_NS } from './i18n';
import { PendingIcon, PlaceIcon, VerifiedIcon } from './icons';
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

/** Name, headline, standing, place, experience, languages, specialties and the two actions. */
export function ProviderHeader({ provider }: { provider: ProviderDetails }) {
  const { t, i18n } = useTranslation(PROVIDER_PROFILE_NS);
  const language = contentLanguage(i18n.language);
  const pending =
    !provider.verified &&
    (provider.verificationStatus === 'pending' || provider.verificationStatus === 'in_progress');
  const rating = formatRating(provider.rating, language);
  return (
    <Paper
      component="header"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      data-testid="provider-header"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 3 }}>
        <Avatar
          aria-hidden
          sx={{ width: 88, height: 88, fontSize: 32, bgcolor: 'primary.main', flexShrink: 0 }}
        >
          {initials(provider.displayName)}
        </Avatar>
        <Stack spacing={1.25} sx={{ minWidth: 0, flexGrow: 1 }}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
              {provider.displayName}
            </Typography>
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
          </Stack>
          <Typography variant="subtitle1" component="p">
            {localize(provider.headline, language)}
          </Typography>
          {provider.reviewCount > 0 && (
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <StarRating
                value={provider.rating}
                label={t('reviews.ratingLabel', { value: rating })}
              />
              <Typography variant="body2" component="span" color="textSecondary">
                {rating} · {t('reviews.count', { count: provider.reviewCount })}
              </Typography>
            </Stack>
          )}
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ flexWrap: 'wrap', color: 'text.secondary' }}
          >
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <PlaceIcon fontSize="small" />
              <Typography variant="body2">
                {t('header.location', {
                  city: provider.city,
                  country: COUNTRY_NAMES[provider.country][language],
                })}
              </Typography>
            </Stack>
            <Typography variant="body2">
              {provider.experienceYears > 0
                ? t('header.experience', { count: provider.experienceYears })
                : t('header.experienceNew')}
            </Typography>
            <Typography variant="body2">
              {t('header.languages', {
                languages: provider.languages
                  .map((code) => providerLanguageName(code, language))
                  .join(', '),
              })}
            </Typography>
          </Stack>
          {provider.specialties.length > 0 && (
            <Stack
              component="ul"
              direction="row"
              spacing={1}
              useFlexGap
              aria-label={t('header.specialties')}
              sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
            >
              {provider.specialties.map((specialty) => (
                <li key={specialty}>
                  <Chip size="small" variant="outlined" label={specialty} />
                </li>
              ))}
            </Stack>
          )}
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {provider.priceFromFCFA === null
              ? t('header.priceOnQuote')
              : t('header.priceFrom', { price: formatFCFA(provider.priceFromFCFA) })}
          </Typography>
          <ProviderActions providerId={provider.id} />
        </Stack>
      </Stack>
    </Paper>
  );
}
