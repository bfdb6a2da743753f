import {
  isOpenPaymentStatus,
  type PaymentEventDocument,
  type PaymentFailureReason,
} from '@marketplace/domain';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';

/**
 * The one place a payment attempt ends (issue 15, DESIGN §3): the webhook, the reconciliation
 * timer, the code and challenge answers and the receipt confirmations all call `settlePayment`,
 * so whichever comes first settles and every later call changes nothing.
 */

/** How an attempt ends. */
export type SettleOutcome =
  | { status: 'success' }
  | { status: 'failed' | 'expired'; reason: PaymentFailureReason };

/** What a settlement writes to the history (its status is the outcome's). */
export interface PaymentEventInput {
  type: PaymentEventDocument['type'];
  eventId?: string | null;
  detail?: string | null;
}

/** A history line written outside a settlement (initiated, a step, a duplicate webhook). */
export type PaymentEventRecord = PaymentEventInput & { status: PaymentEventDocument['status'] };

function eventDocument(event: PaymentEventRecord, at: Date): PaymentEventDocument<Timestamp> {
  return {
    type: event.type,
    status: event.status,
    eventId: event.eventId ?? null,
    detail: event.detail ?? null,
    at: Timestamp.fromDate(at),
  };
}

/**
 * Appends `payments/{paymentId}/events/{auto}`: at once with a `Firestore`, or inside a
 * transaction given as `{db, tx}` (a transaction does not expose its database).
 */
export async function recordPaymentEvent(
  writer: Firestore | { db: Firestore; tx: Transaction },
  paymentId: string,
  event: PaymentEventRecord,
  at: Date,
): Promise<void> {
  if ('tx' in writer) {
    writer.tx.create(writer.db.collection(`payments/${paymentId}/events`).doc(), eventDocument(event, at));
  } else {
    await writer.collection(`payments/${paymentId}/events`).doc().create(eventDocument(event, at));
  }
}

/**
 * Settles payment `paymentId` with `outcome` at `at`, in one transaction: only an open attempt
 * moves (a settled or missing one: false, nothing written). It writes the status, the reason,
 * `settledAt`; the history line `event`; the booking's `paymentStatus` (and `paidAt`) when the
 * booking still points at this attempt and is not paid by another; a paid link's `status`,
 * `paymentId`, `paidAt`; and deletes the Orange code, now useless.
 */
export async function settlePayment(
  db: Firestore,
  paymentId: string,
  outcome: SettleOutcome,
  event: PaymentEventInput,
  at: Date,
): Promise<boolean> {
  const paymentRef = db.doc(`payments/${paymentId}`);
  const when = Timestamp.fromDate(at);
  const success = outcome.status === 'success';
  return db.runTransaction(async (tx) => {
    const payment = (await tx.get(paymentRef)).data();
    if (!payment || !isOpenPaymentStatus(payment.status)) return false;
    // Reads first (a transaction reads before it writes).
    const bookingRef =
      payment.target === 'booking' && typeof payment.bookingId === 'string'
        ? db.doc(`bookings/${payment.bookingId}`)
        : null;
    const booking = bookingRef ? (await tx.get(bookingRef)).data() : undefined;
    const linkRef =
      payment.target === 'link' && typeof payment.linkId === 'string'
        ? db.doc(`paymentLinks/${payment.linkId}`)
        : null;
    const link = linkRef && success ? (await tx.get(linkRef)).data() : undefined;

    tx.update(paymentRef, {
      status: outcome.status,
      failureReason: success ? null : outcome.reason,
      settledAt: when,
      updatedAt: when,
    });
    tx.create(
      db.collection(`payments/${paymentId}/events`).doc(),
      eventDocument({ ...event, status: outcome.status }, at),
    );
    // A booking points at its latest attempt; an older attempt never overwrites a newer one's
    // state, and nothing undoes a booking already paid.
    if (
      bookingRef &&
      booking &&
      (booking.paymentId ?? paymentId) === paymentId &&
      booking.paymentStatus !== 'success'
    ) {
      tx.update(bookingRef, {
        // A payer who drops cash to pay otherwise has not failed to pay: still to be paid.
        paymentStatus: success
          ? 'success'
          : outcome.reason === 'cancelled'
            ? 'pending'
            : 'failed',
        ...(success ? { paidAt: when } : {}),
        updatedAt: when,
      });
    }
    if (linkRef && link && link.status !== 'paid') {
      tx.update(linkRef, { status: 'paid', paymentId, paidAt: when });
    }
    tx.delete(db.doc(`paymentCodes/${paymentId}`));
    return true;
  });
}
