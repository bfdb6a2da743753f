import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { useProviderInfo, useServiceOptions } from './api';
import { BookingForm } from './BookingForm';
import { BOOKINGS_NS } from './i18n';
import { useLoaded } from './useLoaded';

/** An id as the api accepts it; anything else is ignored. */
const idOf = (value: string | null) =>
  value && /^[A-Za-z0-9_-]{1,128}$/.test(value) ? value : null;

/** Where to go without a provider: the search, to choose one (never a dead end). */
function ChooseProvider({ message }: { message: string }) {
  const { t } = useTranslation(BOOKINGS_NS);
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" component={LocalizedLink} to="/services">
          {t('scheduling.findProvider')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** The provider of `?provider=`, their services and the checks, then the form. */
function Scheduling({ providerId, serviceId }: { providerId: string; serviceId: string | null }) {
  const { t } = useTranslation(BOOKINGS_NS);
  const provider = useProviderInfo(providerId);
  const services = useServiceOptions(providerId);
  // The schemas, price and default duration (with zod), loaded while the provider is read.
  const [kit] = useLoaded('bookings:validation', () => import('./validation'));

  if (provider.status === 'error' || services.status === 'error' || kit.status === 'error') {
    return <Alert severity="error">{t('scheduling.loadError')}</Alert>;
  }
  if (provider.status === 'loading' || services.status === 'loading' || kit.status === 'loading') {
    return <PageSpinner />;
  }
  const info = provider.data[0];
  if (!info) return <ChooseProvider message={t('scheduling.providerNotFound')} />;
  return (
    <BookingForm
      providerId={providerId}
      provider={info}
      services={services.data}
      serviceParam={serviceId}
      kit={kit.data}
    />
  );
}

/**
 * /service-scheduling?provider=ID[&service=ID] ("Réserver maintenant"): a service, its
 * duration, a free start among the provider's slots, notes, then the price and a confirmation.
 * Anyone may choose; confirming needs a session (the choice waits in a private draft).
 */
export default function SchedulingPage() {
  const { t } = useTranslation(BOOKINGS_NS);
  const [params] = useSearchParams();
  const providerId = idOf(params.get('provider'));
  return (
    <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('scheduling.title')}
      </Typography>
      {providerId ? (
        <Scheduling
          key={providerId}
          providerId={providerId}
          serviceId={idOf(params.get('service'))}
        />
      ) : (
        <ChooseProvider message={t('scheduling.noProvider')} />
      )}
    </Box>
  );
}
