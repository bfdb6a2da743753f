import { Button, Card, CardActions, CardContent, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  actionsFrom,
  BOOKING_TRANSITIONS,
  formatFCFA,
  localize,
  REVIEW_RULES,
} from '@marketplace/domain';
import { PaymentStatusChip } from '../../shared/checkout/PaymentStatusChip';
import { ContactButton } from '../../shared/conversations/ContactButton';
import { LocalizedLink, usePageLanguage } from '../../shared/ui/LocalizedLink';
import type { Booking } from './converters';
import { BOOKINGS_NS } from './namespace';
import { canWriteReview } from './reviewWindow';
import { BookingStatusChips } from './StatusChip';
import { formatWeekday } from '../../shared/i18n/dates';
import { endTimeOf } from './time';
import { useDurationText } from './useDurationText';
import { ZoneNote } from './ZoneNote';

/** Whether the customer can still pay: not cancelled, not paid (a failed attempt is retried). */
export const canPay = (booking: Pick<Booking, 'status' | 'paymentStatus'>) =>
  booking.status !== 'cancelled' && booking.paymentStatus !== 'success';

/** What the customer can do from a card, each opening its dialog. */
export type CardAction = 'reschedule' | 'cancel' | 'report' | 'review';

/**
 * The customer's actions on a booking: the state machine's (`reschedule`, `cancel`, `report`),
 * none while a reported problem waits for an admin (the api refuses them then), and a review of
 * a completed booking while one can be written or read.
 */
export function customerActions(booking: Booking, now: number): CardAction[] {
  const allowed = booking.needsAttention
    ? []
    : actionsFrom(BOOKING_TRANSITIONS, booking.status, 'customer');
  const actions = (['reschedule', 'cancel', 'report'] as const).filter(
    (action) => allowed.includes(action) && !(action === 'report' && booking.problem),
  );
  const reviewable =
    booking.status === 'completed' &&
    (booking.reviewed || canWriteReview(booking.completedAt, now));
  return reviewable ? [...actions, 'review'] : actions;
}

export interface BookingCardProps {
  booking: Booking;
  now: number;
  onAction: (action: CardAction) => void;
}

/** One booking: what, with whom, when (provider's clock), how long, how much, its state. */
export function BookingCard({ booking, now, onAction }: BookingCardProps) {
  const { t } = useTranslation(BOOKINGS_NS);
  const language = usePageLanguage();
  const durationText = useDurationText();
  const actions = customerActions(booking, now);
  const actionLabel = (action: CardAction) =>
    action === 'review' && booking.reviewed ? t('actions.myReview') : t(`actions.${action}`);
  return (
    <Card variant="outlined" component="li" data-testid="booking-card" data-booking-id={booking.id}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}
        >
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
            {localize(booking.serviceTitle, language)}
          </Typography>
          <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
            <BookingStatusChips status={booking.status} problem={booking.problem !== null} />
            {(booking.status !== 'cancelled' || booking.paymentStatus === 'success') && (
              <PaymentStatusChip status={booking.paymentStatus} />
            )}
          </Stack>
        </Stack>
        <Typography variant="body2">
          {t('card.with')}{' '}
          <Link component={LocalizedLink} to={`/providers/${booking.providerId}`}>
            {booking.providerName}
          </Link>
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 500 }}>
          {t('card.when', {
            day: formatWeekday(booking.day, language),
            start: booking.time,
            end: endTimeOf(booking.time, booking.durationMinutes),
          })}
        </Typography>
        {booking.startAt && <ZoneNote timeZone={booking.timeZone} at={booking.startAt} />}
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
          {t('card.durationPrice', {
            duration: durationText(booking.durationMinutes),
            total: formatFCFA(booking.totalFCFA),
          })}
        </Typography>
        {booking.status === 'cancelled' && booking.cancelReason && (
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {t(`card.cancelledBy.${booking.cancelledBy ?? 'customer'}`, {
              reason: booking.cancelReason,
            })}
          </Typography>
        )}
        {booking.problem && (
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {t('card.problem', { reason: booking.problem.reason })}
          </Typography>
        )}
        {booking.needsAttention && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            {t('card.awaitingAdmin')}
          </Typography>
        )}
        {booking.status === 'completed' && !actions.includes('review') && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            {t('card.reviewClosed', { days: REVIEW_RULES.windowDays })}
          </Typography>
        )}
      </CardContent>
      <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        {canPay(booking) && (
          <Button
            size="small"
            variant="contained"
            component={LocalizedLink}
            to={`/checkout/${booking.id}`}
            data-testid="booking-pay"
          >
            {t('actions.pay')}
          </Button>
        )}
        {actions.map((action) => (
          <Button
            key={action}
            size="small"
            variant={action === 'review' ? 'contained' : 'outlined'}
            color={action === 'cancel' ? 'error' : 'primary'}
            onClick={() => onAction(action)}
          >
            {actionLabel(action)}
          </Button>
        ))}
        <ContactButton
          subject={{ kind: 'booking', id: booking.id }}
          label={t('actions.contact')}
          size="small"
          variant="text"
        />
      </CardActions>
    </Card>
  );
}
