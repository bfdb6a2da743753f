import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COUNTRY_NAMES,
  formatFCFA,
  formatLatLng,
  localize,
  providerLanguageName,
  WEEKDAYS,
} from '@marketplace/domain';
import { knownCity, type StepId } from './draft';
import type { StepProps } from './formKit';
import { ONBOARDING_NS } from './namespace';

export interface ReviewStepProps extends StepProps {
  steps: readonly StepId[];
  onEdit: (step: StepId) => void;
  /** Messages of fields that no step shows (rare: a saved value no longer valid). */
  otherErrors: string[];
}

/** Last step: everything entered, section by section, each with a way back to change it. */
export function ReviewStep({
  draft,
  language,
  categories,
  steps,
  onEdit,
  otherErrors,
}: ReviewStepProps) {
  const { t } = useTranslation(ONBOARDING_NS);
  const notGiven = <Typography color="textSecondary">{t('review.notGiven')}</Typography>;
  const categoryName = (slug: string) => {
    const category = categories?.find((item) => item.slug === slug);
    return category ? localize(category.name, language) : slug;
  };
  const labelled = (label: string, value: string) => t('review.labelled', { label, value });
  const city = knownCity(draft.city)?.name ?? draft.city.trim();
  const years = Number(draft.experienceYears.trim());

  const sections: Partial<Record<StepId, ReactNode>> = {
    trade: (
      <Stack spacing={1}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {draft.categories.map((slug) => (
            <Chip key={slug} label={categoryName(slug)} color="primary" size="small" />
          ))}
        </Box>
        {draft.specialties.length > 0 && (
          <Typography>{labelled(t('review.specialties'), draft.specialties.join(', '))}</Typography>
        )}
        <Typography>{t('review.experience', { count: years })}</Typography>
      </Stack>
    ),
    presentation: (
      <Stack spacing={1}>
        <Typography sx={{ fontWeight: 600 }}>{draft.displayName}</Typography>
        <Typography lang="fr">{draft.headlineFr}</Typography>
        {draft.headlineEn.trim() && <Typography lang="en">{draft.headlineEn}</Typography>}
        <Typography lang="fr" sx={{ whiteSpace: 'pre-line' }} color="textSecondary">
          {draft.aboutFr}
        </Typography>
        {draft.aboutEn.trim() && (
          <Typography lang="en" sx={{ whiteSpace: 'pre-line' }} color="textSecondary">
            {draft.aboutEn}
          </Typography>
        )}
      </Stack>
    ),
    location: (
      <Stack spacing={0.5}>
        <Typography>
          {draft.country
            ? t('review.place', {
                city,
                country: COUNTRY_NAMES[draft.country][language],
              })
            : city}
        </Typography>
        <Typography color="textSecondary">
          {draft.positionMode === 'device' && draft.position
            ? t('review.positionDevice', { position: formatLatLng(draft.position) })
            : draft.positionMode === 'map' && draft.mapPosition
              ? t('review.positionMap', { position: formatLatLng(draft.mapPosition) })
              : t('review.positionCity')}
        </Typography>
      </Stack>
    ),
    services: (
      <Stack spacing={1} component="ul" sx={{ m: 0, pl: 2 }}>
        {draft.services.map((service) => {
          const minutes = service.duration.trim();
          const price = Number(service.price.replace(/\s/g, '') || 0);
          return (
            <li key={service.id}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {localize({ fr: service.titleFr, en: service.titleEn || undefined }, language)}
              </Typography>{' '}
              <Typography component="span" color="textSecondary">
                ({categoryName(service.category)}) —{' '}
                {service.unit === 'quote'
                  ? t('review.serviceQuote', { minutes })
                  : t('review.servicePrice', {
                      price: formatFCFA(price),
                      unit: t(`services.units.${service.unit}`),
                      minutes,
                    })}
              </Typography>
            </li>
          );
        })}
      </Stack>
    ),
    availability: (
      <Stack spacing={0.5}>
        {WEEKDAYS.map((day) => (
          <Typography key={day}>
            {labelled(
              t(`availability.days.${day}`),
              draft.availability[day].length === 0
                ? t('review.closed')
                : draft.availability[day].map((slot) => `${slot.start}–${slot.end}`).join(', '),
            )}
          </Typography>
        ))}
      </Stack>
    ),
    languages: (
      <Typography>
        {draft.languages.map((code) => providerLanguageName(code, language)).join(', ')}
      </Typography>
    ),
    contact: (
      <Stack spacing={0.5}>
        {draft.phone.trim() && <Typography>{labelled(t('contact.phone'), draft.phone)}</Typography>}
        {draft.whatsapp.trim() && (
          <Typography>{labelled(t('contact.whatsapp'), draft.whatsapp)}</Typography>
        )}
        {draft.email.trim() && <Typography>{labelled(t('contact.email'), draft.email)}</Typography>}
        {!draft.phone.trim() && !draft.whatsapp.trim() && !draft.email.trim() && notGiven}
      </Stack>
    ),
  };

  return (
    <Stack spacing={2} data-testid="onboarding-review">
      <Typography color="textSecondary">{t('review.intro')}</Typography>
      {otherErrors.map((error) => (
        <Alert key={error} severity="error">
          {error}
        </Alert>
      ))}
      {steps
        .filter((step) => step !== 'review')
        .map((step) => (
          <Paper key={step} variant="outlined" component="section" sx={{ p: 2 }}>
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
            >
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t(`steps.${step}.title`)}
              </Typography>
              <Button
                size="small"
                onClick={() => onEdit(step)}
                aria-label={t('review.editSection', { section: t(`steps.${step}.title`) })}
              >
                {t('review.edit')}
              </Button>
            </Stack>
            {sections[step]}
          </Paper>
        ))}
    </Stack>
  );
}
