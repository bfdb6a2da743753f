import { Alert, Button, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFCFA, localize } from '@marketplace/domain';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
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

/**
 * Book a priced service at a free time; a service priced on quote cannot be booked, so it leads
 * to a quote request to this provider instead.
 */
function ServiceAction({
  providerId,
  service,
  title,
}: {
  providerId: string;
  service: ProviderServiceItem;
  title: string;
}) {
  const { t } = useTranslation(PROVIDER_PROFILE_NS);
  const provider = `provider=${encodeURIComponent(providerId)}`;
  const onQuote = service.unit === 'quote';
  return (
    <Button
      size="small"
      variant={onQuote ? 'text' : 'outlined'}
      component={LocalizedLink}
      to={
        onQuote
          ? `/smart-quotation?${provider}`
          : `/service-scheduling?${provider}&service=${encodeURIComponent(service.id)}`
      }
      aria-label={t(onQuote ? 'services.quoteLabel' : 'services.bookLabel', { service: title })}
      data-testid={`${onQuote ? 'quote' : 'book'}-service-${service.id}`}
    >
      {t(onQuote ? 'services.quote' : 'services.book')}
    </Button>
  );
}

function ServiceItem({
  providerId,
  service,
}: {
  providerId: string;
  service: ProviderServiceItem;
}) {
  const { t, i18n } = useTranslation(PROVIDER_PROFILE_NS);
  const language = contentLanguage(i18n.language);
  const priceText = usePriceText();
  const durationText = useDurationText();
  const title = localize(service.title, language);
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
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="textSecondary">
            {description}
          </Typography>
        )}
        <Typography variant="body2" color="textSecondary">
          {t('services.duration', { duration: durationText(service.durationMinutes) })}
        </Typography>
      </Stack>
      <Stack
        direction={{ xs: 'row', sm: 'column' }}
        spacing={1}
        sx={{
          flexShrink: 0,
          alignItems: { xs: 'center', sm: 'flex-end' },
          justifyContent: 'space-between',
        }}
      >
        <Typography
          variant="subtitle1"
          component="p"
          sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
        >
          {priceText(service)}
        </Typography>
        <ServiceAction providerId={providerId} service={service} title={title} />
      </Stack>
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
        <Typography color="textSecondary">
          {t(services.fromCache ? 'services.offline' : 'services.empty')}
        </Typography>
      ) : (
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {services.data.map((service, index) => (
            <Fragment key={service.id}>
              {index > 0 && <Divider component="li" aria-hidden />}
              <ServiceItem providerId={providerId} service={service} />
            </Fragment>
          ))}
        </Stack>
      )}
    </ProfileSection>
  );
}
