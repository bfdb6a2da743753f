import { actionsFrom, BOOKING_TRANSITIONS } from '@marketplace/domain';
import type { ProviderBooking } from './model';

/** What the provider can do to a booking (the provider's actions of `BOOKING_TRANSITIONS`). */
export const BOOKING_ACTIONS = ['confirm', 'decline', 'complete', 'cancel', 'report'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

const isBookingAction = (action: string): action is BookingAction =>
  BOOKING_ACTIONS.includes(action as BookingAction);

/**
 * The buttons of a booking: the state machine's provider actions from its status, but none
 * while a reported problem waits for an admin (the api refuses the parties' steps then: only
 * the admin settles it), and a request is declined rather than cancelled (the same outcome:
 * one button for it).
 */
export function providerActionsOf(booking: Pick<ProviderBooking, 'status' | 'needsAttention'>) {
  if (booking.needsAttention) return [];
  const offered = actionsFrom(BOOKING_TRANSITIONS, booking.status, 'provider').filter(
    isBookingAction,
  );
  return offered.filter((action) => !(action === 'cancel' && offered.includes('decline')));
}
