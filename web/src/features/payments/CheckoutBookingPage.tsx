import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formatFCFA, localize } from '@marketplace/domain';
import { signedInUser, useAuth } from '../../shared/auth/AuthState';
import { Checkout } from '../../shared/checkout/Checkout';
import { PaymentStatusChip } from '../../shared/checkout/PaymentStatusChip';
import { ReceiptLink } from '../../shared/checkout/ResultPanel';
import { DescriptionList } from '../../shared/ui/DescriptionList';
import { LocalizedLink, usePageLanguage } from '../../shared/ui/LocalizedLink';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import {
  countryOfTimeZone,
  useCheckoutBooking,
  useProfileCountry,
  type CheckoutBooking,
} from './api';
import { formatWeekday } from '../../shared/i18n/dates';
import { formatDateTime } from './format';
import { PAYMENT_PAGES_NS } from './i18n';

/** The checkout's country when neither the payer's profile nor the booking's zone names one. */
const DEFAULT_COUNTRY = 'CI';

function BackToBookings() {
  const { t } = useTranslation(PAYMENT_PAGES_NS);
  return (
    <Button component={LocalizedLink} to="/my-bookings" variant="text">
      {t('booking.back')}
    </Button>
  );
}

/** Paid before this visit: when, and the receipt. */
function PaidBooking({ booking }: { booking: CheckoutBooking }) {
  const { t } = useTranslation(PAYMENT_PAGES_NS);
  const language = usePageLanguage();
  return (
    <Stack spacing={2} data-testid="booking-paid">
      <Alert severity="success">
        {booking.paidAt
          ? t('booking.paidOn', { date: formatDateTime(booking.paidAt, language) })
          : t('booking.paid')}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {booking.paymentId && <ReceiptLink paymentId={booking.paymentId} />}
        <BackToBookings />
      </Stack>
    </Stack>
  );
}

/**
 * /checkout/:bookingId (signed in): the customer pays their booking — what, with whom, when,
 * for how much — with the checkout; an attempt left open is followed, a paid booking shows its
 * receipt, a cancelled one has nothing to pay.
 */
export default function CheckoutBookingPage() {
  const { t } = useTranslation(PAYMENT_PAGES_NS);
  const language = usePageLanguage();
  const { bookingId = '' } = useParams();
  const session = signedInUser(useAuth().state);
  const booking = useCheckoutBooking(session ? bookingId : null);
  const profileCountry = useProfileCountry(session?.id ?? null);
  // Once an attempt runs here, its own result stays on screen when the booking turns paid.
  const [attempting, setAttempting] = useState(false);

  const found = booking.data && booking.data.customerId === session?.id ? booking.data : null;
  let body;
  if (booking.status === 'loading' || (found && profileCountry.status === 'loading')) {
    body = <PageSpinner />;
  } else if (!found) {
    body = (
      <Stack spacing={2}>
        <Alert severity="error" data-testid="checkout-not-found">
          {t('booking.notFound')}
        </Alert>
        <BackToBookings />
      </Stack>
    );
  } else {
    const title = localize(found.serviceTitle, language);
    const rows: [string, string][] = [
      [t('booking.service'), title],
      [t('booking.provider'), found.providerName],
      [
        t('booking.when'),
        t('booking.dateTime', { day: formatWeekday(found.day, language), time: found.time }),
      ],
      [t('booking.price'), formatFCFA(found.priceFCFA)],
    ];
    let action;
    if (found.paymentStatus === 'success' && !attempting) {
      action = <PaidBooking booking={found} />;
    } else if (found.status === 'cancelled') {
      action = (
        <Alert severity="info" data-testid="checkout-cancelled">
          {t('booking.cancelled')}
        </Alert>
      );
    } else {
      action = (
        <Checkout
          target={{ kind: 'booking', bookingId: found.id }}
          description={title}
          priceFCFA={found.priceFCFA}
          defaultCountry={
            profileCountry.data ?? countryOfTimeZone(found.timeZone) ?? DEFAULT_COUNTRY
          }
          signedIn
          resumePaymentId={found.paymentStatus === 'pending' ? found.paymentId : null}
          onUpdate={() => setAttempting(true)}
        />
      );
    }
    body = (
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 2 }} data-testid="checkout-booking">
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1.5 }}
          >
            <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            <PaymentStatusChip status={found.paymentStatus} />
          </Stack>
          <DescriptionList rows={rows} />
        </Paper>
        {action}
      </Stack>
    );
  }

  return (
    <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('booking.title')}
      </Typography>
      {body}
    </Box>
  );
}
