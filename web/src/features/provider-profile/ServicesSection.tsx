import { Alert, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFCFA, localize } from '@marketplace/domain';
import { useProviderServices, type ProviderServiceItem } from './api';
import { durationParts } from './format';
import { contentLanguage, PROVIDER_PROFILE_NS } from './i18n';
import { ProfileSection } from './ProfileSection';

/** "25 000 FCFA / heure", "Sur devis"… */
export function usePriceText() {
  const { t } = useTranslation(PROVIDER_PROFILE_NS);
  return (service: Pick<ProviderServiceItem, 'priceFCFA' | 'unit'>) =>
    t(`services.price.${service.unit}`, { price: formatFCFA(service.priceFCFA) });
}

/** "1 h 30 min", "2 jours"… */
export function useDurationText() {
  const { t } = useTranslation(PROVIDER_PROFILE_NS);
  return (minutes: number) => {
    const parts = durationParts(minutes);
    switch (parts.kind) {
      case 'days':
        return t('services.durationDays', { count: parts.days });
      case 'minutes':
        return t('services.durationMinutes', { minutes: parts.minutes });
      case 'hours':
        return parts.minutes
          ? t('services.durationHoursMinutes', parts)
          : t('services.durationHours', { hours: parts.hours });
    }
  };
}

function ServiceItem({ service }: { service: ProviderServiceItem }) {
  const { t, i18n } = useTranslation(PROVIDER_PROFILE_NS);
  const language = contentLanguage(i18n.language);
  const priceText = usePriceText();
  const durationText = useDurationText();
  const description = localize(service.description, language);
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0.5, sm: 2 }}
      sx={{ justifyContent: 'space-between', py: 1.5 }}
      data-testid={`service-${service.id}`}
    >
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {localize(service.title, language)}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('services.duration', { duration: durationText(service.durationMinutes) })}
        </Typography>
      </Stack>
      <Typography
        variant="subtitle1"
        component="p"
        sx={{ fontWeight: 700, whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {priceText(service)}
      </Typography>
    </Stack>
  );
}

/** The provider's services with FCFA prices, cheapest first. */
export function ServicesSection({ providerId }: { providerId: string }) {
  const { t } = useTranslation(PROVIDER_PROFILE_NS);
  const services = useProviderServices(providerId);
  return (
    <ProfileSection title={t('services.title')} testId="provider-services">
      {services.status === 'loading' ? (
        <Stack spacing={1} data-testid="services-skeleton">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={64} />
          ))}
        </Stack>
      ) : services.status === 'error' ? (
        <Alert severity="warning">{t('services.error')}</Alert>
      ) : services.data.length === 0 ? (
        <Typography color="text.secondary">
          {t(services.fromCache ? 'services.offline' : 'services.empty')}
        </Typography>
      ) : (
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {services.data.map((service, index) => (
            <Fragment key={service.id}>
              {index > 0 && <Divider component="li" aria-hidden />}
              <ServiceItem service={service} />
            </Fragment>
          ))}
        </Stack>
      )}
    </ProfileSection>
  );
}
