import type { QueryConstraint, QueryDocumentSnapshot } from 'firebase/firestore';
import { QUOTE_API, QUOTE_ERRORS, QUOTE_LIMITS } from '@marketplace/domain';
import { apiFailureOf } from '../../shared/api/apiErrorCode';
import { apiMutate } from '../../shared/api/http';
import type { FirestoreHandle } from '../../shared/firebase/firestore';
import { useLiveQuery } from '../../shared/firebase/useLiveQuery';
import type { AdminQuoteFilters } from './model';

/**
 * The quote admin's data: `quotes` read with the Firestore SDK (admins may read every
 * request under the rules), 20 per page, newest first; cancelling goes through the api.
 */

export const ADMIN_QUOTES_PAGE = QUOTE_LIMITS.pageSize;

/**
 * One page of requests: the chosen equality filters, then `createdAt desc` (an index exists
 * for each combination), after the last row of the previous page.
 */
export async function adminQuotesQuery(
  { fs, db }: FirestoreHandle,
  filters: AdminQuoteFilters,
  after: QueryDocumentSnapshot | null,
) {
  const { adminQuoteConverter } = await import('./converters');
  const constraints: QueryConstraint[] = [];
  if (filters.status) constraints.push(fs.where('status', '==', filters.status));
  if (filters.category) constraints.push(fs.where('category', '==', filters.category));
  if (filters.city) constraints.push(fs.where('location.city', '==', filters.city));
  constraints.push(fs.orderBy('createdAt', 'desc'));
  if (after) constraints.push(fs.startAfter(after));
  constraints.push(fs.limit(ADMIN_QUOTES_PAGE));
  return fs.query(fs.collection(db, 'quotes').withConverter(adminQuoteConverter), ...constraints);
}

export const adminQuotesKey = (filters: AdminQuoteFilters, after: QueryDocumentSnapshot | null) =>
  `admin-quotes:${JSON.stringify([filters.status, filters.category, filters.city, after?.id ?? null])}`;

/** Live, so a request cancelled or answered meanwhile shows its new state. */
export function useAdminQuotes(filters: AdminQuoteFilters, after: QueryDocumentSnapshot | null) {
  return useLiveQuery(adminQuotesKey(filters, after), (handle) =>
    adminQuotesQuery(handle, filters, after),
  );
}

/** The recipients' answers to one request (at most 5 recipients, so one small page). */
export async function quoteResponsesQuery({ fs, db }: FirestoreHandle, quoteId: string) {
  const { adminResponseConverter } = await import('./converters');
  return fs.query(
    fs.collection(db, 'quotes', quoteId, 'responses').withConverter(adminResponseConverter),
    fs.limit(ADMIN_QUOTES_PAGE),
  );
}

export function useQuoteResponses(quoteId: string) {
  return useLiveQuery(`admin-quote-responses:${quoteId}`, (handle) =>
    quoteResponsesQuery(handle, quoteId),
  );
}

/** An admin cancels an abusive request (`pending|responded`), with a reason. */
export const cancelQuoteAsAdmin = (quoteId: string, reason: string) =>
  apiMutate(QUOTE_API.adminCancel(quoteId), { json: { reason } });

export type CancelFailure =
  | 'invalidTransition'
  | 'forbidden'
  | 'notFound'
  | 'invalidRequest'
  | 'signedOut'
  | 'network'
  | 'generic';

const BY_CODE: Record<string, CancelFailure> = {
  [QUOTE_ERRORS.invalidTransition]: 'invalidTransition',
  [QUOTE_ERRORS.forbidden]: 'forbidden',
  [QUOTE_ERRORS.notFound]: 'notFound',
  invalid_request: 'invalidRequest',
  unauthenticated: 'signedOut',
};

/** Why a cancellation failed, as the page explains it (`errors.*`). */
export const cancelFailureOf = (error: unknown): CancelFailure =>
  apiFailureOf(error, {
    byCode: BY_CODE,
    signedOut: 'signedOut',
    network: 'network',
    generic: 'generic',
  });
