import type { QueryConstraint, QueryDocumentSnapshot } from 'firebase/firestore';
import { apiFailureOf } from '../../shared/api/apiErrorCode';
import { confirmReceipt } from '../../shared/checkout/api';
import { loadFirestore, type FirestoreHandle } from '../../shared/firebase/firestore';
import { useLiveQuery } from '../../shared/firebase/useLiveQuery';
import { createdRange, statusesOf } from './filters';
import type { AdminPayment, PaymentFilters } from './model';

/**
 * The admin payments list, read with the Firestore SDK (admins read every payment and its
 * history under the rules): 50 a page, newest first, "more" continues after the last row. The
 * list is read once per filter (not live: pages are appended, and the CSV exports what is
 * shown); a payment's history is live while its row is open, so a late webhook shows at once.
 */

/** At most 50: the rules refuse larger lists. */
export const PAYMENTS_PAGE = 50;
/** A history longer than this is an anomaly; the rules bound lists to 50. */
export const EVENTS_LIMIT = 50;

export async function paymentsQuery(
  { fs, db }: FirestoreHandle,
  filters: PaymentFilters,
  after: QueryDocumentSnapshot | null,
) {
  const { adminPaymentConverter } = await import('./converters');
  const constraints: QueryConstraint[] = [];
  const statuses = statusesOf(filters.status);
  if (statuses?.length === 1) constraints.push(fs.where('status', '==', statuses[0]));
  else if (statuses) constraints.push(fs.where('status', 'in', statuses));
  if (filters.method !== 'all') constraints.push(fs.where('method', '==', filters.method));
  const { start, end } = createdRange(filters.from, filters.to);
  if (start) constraints.push(fs.where('createdAt', '>=', start));
  if (end) constraints.push(fs.where('createdAt', '<', end));
  constraints.push(fs.orderBy('createdAt', 'desc'));
  if (after) constraints.push(fs.startAfter(after));
  constraints.push(fs.limit(PAYMENTS_PAGE));
  return fs.query(
    fs.collection(db, 'payments').withConverter(adminPaymentConverter),
    ...constraints,
  );
}

/**
 * One page of payments. A malformed document is left out (with a warning) rather than failing
 * the page; the next page still starts after the last document read.
 */
export async function fetchPaymentsPage(
  filters: PaymentFilters,
  after: QueryDocumentSnapshot | null,
): Promise<{ rows: AdminPayment[]; next: QueryDocumentSnapshot | null }> {
  const handle = await loadFirestore();
  const snapshot = await handle.fs.getDocs(await paymentsQuery(handle, filters, after));
  const rows: AdminPayment[] = [];
  for (const doc of snapshot.docs) {
    try {
      rows.push(doc.data());
    } catch (error) {
      console.warn(`Skipped the malformed payment ${doc.id}:`, error);
    }
  }
  const full = snapshot.docs.length === PAYMENTS_PAGE;
  return { rows, next: full ? (snapshot.docs.at(-1) ?? null) : null };
}

export async function paymentEventsQuery({ fs, db }: FirestoreHandle, paymentId: string) {
  const { adminPaymentEventConverter } = await import('./converters');
  return fs.query(
    fs.collection(db, 'payments', paymentId, 'events').withConverter(adminPaymentEventConverter),
    fs.orderBy('at', 'asc'),
    fs.limit(EVENTS_LIMIT),
  );
}

/** A payment's history, oldest first, live. */
export const usePaymentEvents = (paymentId: string) =>
  useLiveQuery(`payment-events:${paymentId}`, (handle) => paymentEventsQuery(handle, paymentId));

/** The transfer arrived (its label is the payment's reference): the api settles it. */
export const confirmTransfer = (paymentId: string) => confirmReceipt(paymentId);

/** Why a confirmation failed, as the page explains it (`errors.*`). */
export const CONFIRM_FAILURES = [
  'not_awaiting',
  'forbidden',
  'not_found',
  'unauthenticated',
  'network',
  'generic',
] as const;
export type ConfirmFailure = (typeof CONFIRM_FAILURES)[number];

const BY_CODE = Object.fromEntries(CONFIRM_FAILURES.map((failure) => [failure, failure]));

export const confirmFailureOf = (error: unknown): ConfirmFailure =>
  apiFailureOf(error, {
    byCode: BY_CODE,
    byStatus: { 403: 'forbidden', 404: 'not_found', 409: 'not_awaiting' },
    signedOut: 'unauthenticated',
    network: 'network',
    generic: 'generic',
  });
