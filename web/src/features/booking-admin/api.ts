import type { QueryConstraint, QueryDocumentSnapshot } from 'firebase/firestore';
import { BOOKING_API, BOOKING_ERRORS, BOOKING_LIMITS } from '@marketplace/domain';
import { apiFailureOf } from '../../shared/api/apiErrorCode';
import { apiMutate } from '../../shared/api/http';
import type { FirestoreHandle } from '../../shared/firebase/firestore';
import { useLiveQuery } from '../../shared/firebase/useLiveQuery';
import type { ReviewFilter } from './model';

/**
 * The admin's bookings and reviews: read with the Firestore SDK (admins read every booking and
 * review under the rules), 20 a page with cursors; every change goes through the api.
 */

export const ADMIN_PAGE = BOOKING_LIMITS.pageSize;

/** The reported bookings waiting for an admin, the latest change first. */
export async function reportedBookingsQuery(
  { fs, db }: FirestoreHandle,
  after: QueryDocumentSnapshot | null,
) {
  const { adminBookingConverter } = await import('./converters');
  return fs.query(
    fs.collection(db, 'bookings').withConverter(adminBookingConverter),
    fs.where('needsAttention', '==', true),
    fs.orderBy('updatedAt', 'desc'),
    ...(after ? [fs.startAfter(after)] : []),
    fs.limit(ADMIN_PAGE),
  );
}

/** Live: a booking settled (here or in another tab) leaves the list at once. */
export function useReportedBookings(after: QueryDocumentSnapshot | null) {
  return useLiveQuery(`admin-bookings:reported:${after?.id ?? 'first'}`, (handle) =>
    reportedBookingsQuery(handle, after),
  );
}

/** The reviews, newest first: all of them, or the hidden ones. */
export async function adminReviewsQuery(
  { fs, db }: FirestoreHandle,
  filter: ReviewFilter,
  after: QueryDocumentSnapshot | null,
) {
  const { adminReviewConverter } = await import('./converters');
  const constraints: QueryConstraint[] = [];
  if (filter === 'hidden') constraints.push(fs.where('hidden', '==', true));
  constraints.push(fs.orderBy('createdAt', 'desc'));
  if (after) constraints.push(fs.startAfter(after));
  constraints.push(fs.limit(ADMIN_PAGE));
  return fs.query(fs.collection(db, 'reviews').withConverter(adminReviewConverter), ...constraints);
}

export function useAdminReviews(filter: ReviewFilter, after: QueryDocumentSnapshot | null) {
  return useLiveQuery(`admin-reviews:${filter}:${after?.id ?? 'first'}`, (handle) =>
    adminReviewsQuery(handle, filter, after),
  );
}

/** Settles a reported booking: completed or cancelled, with the note the parties read. */
export const resolveBooking = (id: string, outcome: 'complete' | 'cancel', note: string) =>
  apiMutate(BOOKING_API.adminResolve(id), { json: { outcome, note } });

export const hideReview = (id: string, reason: string) =>
  apiMutate(BOOKING_API.adminHideReview(id), { json: { reason } });

export const unhideReview = (id: string) => apiMutate(BOOKING_API.adminUnhideReview(id));

/** Why an admin action failed, as the pages explain it (`errors.*`). */
export const ADMIN_FAILURES = [
  'invalid_transition',
  'forbidden',
  'not_found',
  'invalid_request',
  'unauthenticated',
  BOOKING_ERRORS.noReview,
  'network',
  'generic',
] as const;
export type AdminFailure = (typeof ADMIN_FAILURES)[number];

const BY_CODE = Object.fromEntries(ADMIN_FAILURES.map((failure) => [failure, failure]));

export const adminFailureOf = (error: unknown): AdminFailure =>
  apiFailureOf(error, {
    byCode: BY_CODE,
    signedOut: 'unauthenticated',
    network: 'network',
    generic: 'generic',
  });
