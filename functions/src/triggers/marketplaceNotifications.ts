import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminDb } from '../lib/admin';
import { clock } from '../lib/clock';
import { notify } from '../lib/notify';
import {
  armPaymentDue,
  bookingTimersToArm,
  scheduleNotificationTimer,
} from '../jobs/notificationTimers';
import { RETRIED_TRIGGER, settleAll, type WriteHandler } from './documentWrites';
import { bookingEventRequests } from './notifications/bookingEvents';
import { quoteResponseRequests } from './notifications/quoteEvents';

/**
 * The notifications of quotes, bookings and contracts: each write sends the event
 * notifications it implies (notifications/bookingEvents.ts, quoteEvents.ts) and arms the timed
 * ones (jobs/notificationTimers.ts), whoever wrote it (the api, an admin, the seed). Every id
 * is made from the event and `notify` writes an id once, enqueueing the same deadline twice is
 * one task: a redelivered event changes nothing, so a failed run is retried (`retry: true`).
 */

export const notificationsOnBookingWritten: WriteHandler<{ bookingId: string }> = async (event) => {
  const { bookingId } = event.params;
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  const now = clock.now();
  await settleAll([
    ...bookingEventRequests(bookingId, before, after, new Date(event.time)).map((request) =>
      notify(adminDb(), request),
    ),
    ...bookingTimersToArm(bookingId, before, after, now).map((task) =>
      scheduleNotificationTimer(task, now),
    ),
  ]);
};

export const notificationsOnQuoteResponseWritten: WriteHandler<{
  quoteId: string;
  providerId: string;
}> = async (event) => {
  const { quoteId, providerId } = event.params;
  const requests = quoteResponseRequests(
    quoteId,
    providerId,
    event.data?.before.data(),
    event.data?.after.data(),
    new Date(event.time),
  );
  await settleAll(requests.map((request) => notify(adminDb(), request)));
};

export const notificationsOnContractWritten = onDocumentWritten(
  { ...RETRIED_TRIGGER, timeoutSeconds: 60, document: 'contracts/{contractId}' },
  (event) =>
    armPaymentDue(
      adminDb(),
      event.params.contractId,
      event.data?.before.data(),
      event.data?.after.data(),
    ),
);
