import type { BookingCompleter, NotificationParams } from '@marketplace/domain';
import type { NotifyRequest } from '../../lib/notify';
import {
  bookingSlotParams,
  millis,
  notificationId,
  notifyRequest,
  text,
  titleOf,
  uidOf,
  type Data,
} from './documents';

/**
 * The notifications a write to `bookings/{id}` produces (issue 14, "Events → kinds"):
 * - status becomes `confirmed` (a provider's confirmation, or a booking written confirmed, as
 *   the demo seed does) → booking_confirmation to the customer, one per confirmation (a
 *   rescheduled booking confirmed again is told again: its `confirmedAt` is new);
 * - status moves to `completed` → service_completed to the customer, and to the provider unless
 *   they completed it themselves. A booking *written* completed (the seed's history) is no
 *   event anyone needs telling about, so it sends nothing.
 * Other writes (reports, timers' fields, reviews) send nothing.
 */
export function bookingEventRequests(
  bookingId: string,
  before: Data | undefined,
  after: Data | undefined,
  eventTime: Date,
): NotifyRequest[] {
  const requests: (NotifyRequest | null)[] = [];
  const status = after?.status;
  if (status === 'confirmed' && before?.status !== 'confirmed') {
    requests.push(confirmationRequest(bookingId, after, eventTime));
  }
  if (status === 'completed' && before && before.status !== 'completed') {
    requests.push(...completionRequests(bookingId, after, eventTime));
  }
  return requests.filter((request) => request !== null);
}

function confirmationRequest(
  bookingId: string,
  booking: Data | undefined,
  eventTime: Date,
): NotifyRequest | null {
  const uid = uidOf(booking, 'customerId');
  const params = bookingSlotParams(bookingId, booking);
  if (!uid || !params) return null;
  // The confirmation's instant names it; a booking without one (hand-written) uses the event's.
  const atMs = millis(booking, 'confirmedAt') ?? eventTime.getTime();
  return notifyRequest('booking_confirmation', {
    uid,
    id: notificationId('booking_confirmation', bookingId, atMs),
    params,
    at: new Date(atMs),
  });
}

const COMPLETERS: readonly BookingCompleter[] = ['provider', 'timer', 'admin'];

function completionRequests(
  bookingId: string,
  booking: Data | undefined,
  eventTime: Date,
): (NotifyRequest | null)[] {
  const serviceTitle = titleOf(booking?.serviceTitle);
  const completedBy = booking?.completedBy as BookingCompleter;
  if (!serviceTitle || !COMPLETERS.includes(completedBy)) return [];
  const at = new Date(millis(booking, 'completedAt') ?? eventTime.getTime());
  const parties: NotificationParams['service_completed']['recipient'][] =
    completedBy === 'provider' ? ['customer'] : ['customer', 'provider'];
  return parties.map((recipient) => {
    const uid = uidOf(booking, recipient === 'customer' ? 'customerId' : 'providerId');
    const counterpartName = text(
      booking,
      recipient === 'customer' ? 'providerName' : 'customerName',
    );
    if (!uid || counterpartName === null) return null;
    return notifyRequest('service_completed', {
      uid,
      id: notificationId('service_completed', bookingId, recipient),
      params: { bookingId, serviceTitle, counterpartName, completedBy, recipient },
      at,
    });
  });
}
