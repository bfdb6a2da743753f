import type { NotificationKind } from '@marketplace/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminDb } from '../lib/admin';
import { notify, type NotifyRequest } from '../lib/notify';
import { isUid } from './contacts';
import { RETRIED_TRIGGER, type WriteHandler } from './documentWrites';

/**
 * Payment notifications (issue 14) from `payments/{paymentId}` and `paymentCodes/{paymentId}`,
 * which issue 15 writes (functions only). Fields read: `payerId` (uid, the recipient),
 * `status` ('pending' | 'awaiting_customer' | 'success' | …), `amountFCFA` (number), `method`
 * (string code), `bookingId` (string | null) and `oneTimeCode` (`{code: string, expiresAt:
 * Timestamp}` | null). A payment without a payer account (a visitor paying a link) notifies
 * nobody.
 */
type Data = Record<string, unknown> | undefined;

/** A notification before its instant: `at` is the event's. */
type Pending<K extends NotificationKind> = Omit<NotifyRequest<K>, 'at'>;
export type PaymentNotification = Pending<'payment_confirmation'> | Pending<'verification_code'>;

function millis(value: unknown): number | null {
  if (value instanceof Timestamp) return value.toMillis();
  if (value instanceof Date) return value.getTime();
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The one-time code a payment waits for, or null. */
function waitingCode(payment: Data): { code: string; expiresAtMs: number } | null {
  if (payment?.status !== 'awaiting_customer') return null;
  const oneTimeCode = payment.oneTimeCode as Data;
  const code = oneTimeCode?.code;
  const expiresAtMs = millis(oneTimeCode?.expiresAt);
  if (typeof code !== 'string' || !code || expiresAtMs === null) return null;
  return { code, expiresAtMs };
}

/**
 * What a write of `payments/{paymentId}` notifies: `payment_confirmation` when the status
 * becomes `success`; `verification_code` when a one-time code appears or changes (a new code
 * has a new expiry) while the payment awaits the customer. Nothing for malformed data.
 */
export function paymentNotifications(
  paymentId: string,
  before: Data,
  after: Data,
): PaymentNotification[] {
  const payerId = after?.payerId;
  if (!isUid(payerId)) return [];
  const notifications: PaymentNotification[] = [];

  if (after?.status === 'success' && before?.status !== 'success') {
    const { amountFCFA, method, bookingId } = after;
    if (
      typeof amountFCFA === 'number' &&
      Number.isFinite(amountFCFA) &&
      typeof method === 'string'
    ) {
      notifications.push({
        uid: payerId,
        kind: 'payment_confirmation',
        id: `payment_confirmation-${paymentId}`,
        params: {
          paymentId,
          bookingId: typeof bookingId === 'string' ? bookingId : null,
          amountFCFA,
          method,
        },
      });
    }
  }

  const code = waitingCode(after);
  const previous = waitingCode(before);
  if (code && (code.code !== previous?.code || code.expiresAtMs !== previous.expiresAtMs)) {
    notifications.push({
      uid: payerId,
      kind: 'verification_code',
      id: `verification_code-${paymentId}-${code.expiresAtMs}`,
      params: { paymentId, ...code },
    });
  }
  return notifications;
}

/**
 * The payment's notifications come from two documents: the payment itself (its confirmation)
 * and `paymentCodes/{paymentId}` (PaymentCodeDocument: the Orange one-time code, kept apart
 * from the payment so that no reader of the payment sees it), whose `payerId`, `status` and
 * `oneTimeCode` are exactly the fields `paymentNotifications` reads for the code. Both ids are
 * the payment's, so one payment's notifications keep one id space. Safe to run again: notify
 * writes an item once per id.
 */
export const paymentNotificationsOnPaymentWritten: WriteHandler<{ paymentId: string }> = async (
  event,
) => {
  const at = new Date(event.time);
  const notifications = paymentNotifications(
    event.params.paymentId,
    event.data?.before.data(),
    event.data?.after.data(),
  );
  for (const notification of notifications) {
    await notify(adminDb(), { ...notification, at });
  }
};

export const paymentNotificationsOnPaymentCodeWritten = onDocumentWritten(
  { ...RETRIED_TRIGGER, timeoutSeconds: 30, document: 'paymentCodes/{paymentId}' },
  paymentNotificationsOnPaymentWritten,
);
