import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFCFA, localize } from '@marketplace/domain';
import { PaymentStatusChip } from '../../shared/checkout/PaymentStatusChip';
import { ContactButton } from '../../shared/conversations/ContactButton';
import { DescriptionList } from '../../shared/ui/DescriptionList';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { providerActionsOf, type BookingAction } from './actions';
import { cashAttemptOf, CashReceiptButton } from './CashReceiptButton';
import { formatWeekday } from '../../shared/i18n/dates';
import { durationParts, endTimeOf, formatDateTime, zoneNoteOf } from './format';
import { PROVIDER_BOOKINGS_NS } from './i18n';
import type { ProviderBooking } from './model';
import { ReviewSection } from './ReviewSection';
import { StatusChip } from './StatusChip';

/** "lundi 16 mars 2026, 09:00–11:00, heure de Douala (UTC+1)": the slot on the provider's clock. */
export function useSlotText() {
  const { t } = useTranslation(PROVIDER_BOOKINGS_NS);
  const language = usePageLanguage();
  return (booking: ProviderBooking) => {
    const slot = t('card.slot', {
      day: formatWeekday(booking.day, language),
      start: booking.time,
      end: endTimeOf(booking),
    });
    const zone = zoneNoteOf(booking);
    return zone ? t('card.slotInZone', { slot, ...zone }) : slot;
  };
}

function Outcome({ booking }: { booking: ProviderBooking }) {
  const { t } = useTranslation(PROVIDER_BOOKINGS_NS);
  const language = usePageLanguage();
  return (
    <>
      {booking.problem && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t(`card.problemBy.${booking.problem.by}`, {
              date: formatDateTime(booking.problem.at, language),
            })}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {booking.problem.reason}
          </Typography>
          {booking.needsAttention && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t('card.awaitingAdmin')}
            </Typography>
          )}
        </Alert>
      )}
      {booking.status === 'cancelled' && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
          {t(`card.cancelledBy.${booking.cancelledBy ?? 'unknown'}`)}
          {booking.cancelReason && ` ${t('card.reason', { reason: booking.cancelReason })}`}
        </Typography>
      )}
      {booking.status === 'completed' && booking.completedBy && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
          {t(`card.completedBy.${booking.completedBy}`)}
        </Typography>
      )}
      {booking.adminNote && (
        <Typography variant="body2" color="textSecondary">
          {t('card.adminNote', { note: booking.adminNote })}
        </Typography>
      )}
    </>
  );
}

/** One booking: who, what, when (provider's clock), for how long and how much; its actions. */
export function BookingCard({
  booking,
  onAction,
}: {
  booking: ProviderBooking;
  onAction: (action: BookingAction) => void;
}) {
  const { t } = useTranslation(PROVIDER_BOOKINGS_NS);
  const language = usePageLanguage();
  const slotText = useSlotText();
  const titleId = useId();
  const actions = providerActionsOf(booking);
  const cashAttempt = cashAttemptOf(booking);
  const duration = durationParts(booking.durationMinutes);
  const rows: [string, string][] = [
    [t('card.customer'), booking.customerName],
    [t('card.when'), slotText(booking)],
    [t('card.duration'), t(`duration.${duration.key}`, duration)],
    [t('card.price'), formatFCFA(booking.priceFCFA)],
    ...(booking.notes ? [[t('card.notes'), booking.notes] as [string, string]] : []),
  ];

  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-testid="booking"
      data-booking-id={booking.id}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}
        >
          <Typography id={titleId} variant="h6" component="h3" sx={{ fontWeight: 600 }}>
            {localize(booking.serviceTitle, language)}
          </Typography>
          <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
            <StatusChip status={booking.status} />
            {(booking.status !== 'cancelled' || booking.paymentStatus === 'success') && (
              <PaymentStatusChip status={booking.paymentStatus} />
            )}
          </Stack>
        </Stack>
        <DescriptionList rows={rows} />
        <Outcome booking={booking} />
        {booking.status === 'completed' && booking.reviewed && (
          <ReviewSection bookingId={booking.id} />
        )}
      </CardContent>
      <Box
        component="section"
        aria-label={t('actions.label')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}
      >
        {cashAttempt && (
          <CashReceiptButton
            paymentId={cashAttempt}
            priceFCFA={booking.priceFCFA}
            summary={t('dialogs.summary', { name: booking.customerName, slot: slotText(booking) })}
          />
        )}
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'confirm' || action === 'complete' ? 'contained' : 'outlined'}
            color={action === 'decline' || action === 'cancel' ? 'error' : 'primary'}
            onClick={() => onAction(action)}
            aria-describedby={titleId}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
        <ContactButton
          subject={{ kind: 'booking', id: booking.id }}
          label={t('actions.contact')}
          variant="text"
        />
      </Box>
    </Card>
  );
}
