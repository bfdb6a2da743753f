import type {
  PaymentCodeDocument,
  PaymentDocument,
  PaymentEventDocument,
} from '@marketplace/domain';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { HttpError } from '../../lib/errors';

/**
 * `payments/{id}` as stored: the contract's document plus the hash of the payer's access key
 * (`GET /api/payments/:id?key=`); the key itself is only on the `paymentKeys` record.
 */
export type StoredPayment = PaymentDocument<Timestamp> & { accessKeyHash: string };
export type StoredPaymentEvent = PaymentEventDocument<Timestamp>;
export type StoredPaymentCode = PaymentCodeDocument<Timestamp>;

/** `paymentKeys/{keyRecordId}`: what one idempotency key started. */
export interface PaymentKeyRecord {
  paymentId: string;
  fingerprint: string;
  accessKey: string;
  createdAt: Timestamp;
}

export const paymentRef = (db: Firestore, id: string) => db.doc(`payments/${id}`);
export const paymentCodeRef = (db: Firestore, id: string) => db.doc(`paymentCodes/${id}`);

export const paymentNotFound = () => new HttpError(404, 'not_found', 'No such payment');

/** Firestore auto ids: 20 letters and digits. Anything else cannot exist (same 404). */
export function paymentPathId(value: unknown): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9]{20}$/.test(value)) throw paymentNotFound();
  return value;
}
