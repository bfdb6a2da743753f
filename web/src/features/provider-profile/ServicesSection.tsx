import { Alert, Button, Skeleton, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
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

/**
 * The services are plain elements styled from their list, with the look of MUI's Stack,
 * Typography and Divider: a provider page draws them all on its first screen, where those
 * components cost about thirty renders per service (issue 11). Text over price and action on a
 * phone, side by side from `sm`.
 */
const ServiceList = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '& > li': {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    gap: theme.spacing(0.5),
    padding: theme.spacing(1.5, 0),
    [theme.breakpoints.up('sm')]: { flexDirection: 'row', gap: theme.spacing(2) },
  },
  '& > li + li': { borderTop: `1px solid ${theme.palette.divider}` },
  '& .service-text': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(0.5),
    minWidth: 0,
  },
  '& h3': { ...theme.typography.subtitle1, fontWeight: 600, margin: 0 },
  '& .service-text p': {
    ...theme.typography.body2,
    color: theme.palette.text.secondary,
    margin: 0,
  },
  '& .service-offer': {
    display: 'flex',
    gap: theme.spacing(1),
    flexShrink: 0,
    alignItems: 'center',
    justifyContent: 'space-between',
    [theme.breakpoints.up('sm')]: { flexDirection: 'column', alignItems: 'flex-end' },
  },
  '& .service-offer > p': {
    ...theme.typography.subtitle1,
    fontWeight: 700,
    whiteSpace: 'nowrap',
    margin: 0,
  },
}));

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
    <li data-testid={`service-${service.id}`}>
      <div className="service-text">
        <h3>{title}</h3>
        {description && <p>{description}</p>}
        <p>{t('services.duration', { duration: durationText(service.durationMinutes) })}</p>
      </div>
      <div className="service-offer">
        <p>{priceText(service)}</p>
        <ServiceAction providerId={providerId} service={service} title={title} />
      </div>
    </li>
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
        <ServiceList>
          {services.data.map((service) => (
            <ServiceItem key={service.id} providerId={providerId} service={service} />
          ))}
        </ServiceList>
      )}
    </ProfileSection>
  );
}
