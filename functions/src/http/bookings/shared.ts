import {
  BOOKING_ERRORS,
  BOOKING_TRANSITIONS,
  bookingLockIds,
  clientIdSchema,
  type Actor,
  type BookingDocument,
  type BookingParty,
} from '@marketplace/domain';
import type { Request } from 'express';
import {
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpError } from '../../lib/errors';

/** `bookings/{id}` as stored (instants as Timestamps). */
export type StoredBooking = BookingDocument<Timestamp>;

export const bookingRef = (db: Firestore, bookingId: string) => db.doc(`bookings/${bookingId}`);
export const lockRef = (db: Firestore, lockId: string) => db.doc(`bookingLocks/${lockId}`);

export const notFound = (what = 'booking') => new HttpError(404, 'not_found', `No such ${what}`);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
export const invalidTransition = (message: string) =>
  new HttpError(409, 'invalid_transition', message);
export const slotTaken = () =>
  new HttpError(409, BOOKING_ERRORS.slotTaken, 'Another booking holds this time');

/**
 * The id in a path: a booking's id is a client-made 20-character id. Anything else cannot
 * exist, so it is the same 404 as an unknown id.
 */
export function pathId(value: unknown): string {
  if (!clientIdSchema.safeParse(value).success) throw notFound();
  return value as string;
}

/** Which side of the booking `uid` is on, or null for anyone else. */
export function partyOf(booking: Pick<StoredBooking, 'customerId' | 'providerId'>, uid: string) {
  if (booking.customerId === uid) return 'customer' as const;
  if (booking.providerId === uid) return 'provider' as const;
  return null;
}

/** The uid of one side of the booking. */
export const uidOf = (booking: StoredBooking, party: BookingParty) =>
  party === 'customer' ? booking.customerId : booking.providerId;

/**
 * 403 when the machine never lets `actor` take `action` (a customer confirming, a provider
 * rescheduling): that is not theirs to do, whatever the state. The state itself is checked by
 * `nextState` afterwards (409 `invalid_transition`).
 */
export function requireActorMay(action: string, actor: Actor): void {
  const may = BOOKING_TRANSITIONS.some((step) => step.action === action && step.actor === actor);
  if (!may) throw forbidden(`A ${actor} cannot ${action} a booking`);
}

/** Firestore's time for an instant of our clock. */
export const stamp = (at: Date) => Timestamp.fromDate(at);

/** The lock of one unit of a provider's time (`bookingLockIds`). */
export function lockDocument(providerId: string, bookingId: string, lockId: string) {
  return { providerId, bookingId, unit: Number(lockId.slice(providerId.length + 1)) };
}

/** The ids of the locks a stored booking holds. */
export const locksOf = (booking: StoredBooking) =>
  bookingLockIds(booking.providerId, booking.startAt.toDate(), booking.durationMinutes);

/** Reads locks in a transaction (before any write). */
export async function readLocks(
  transaction: Transaction,
  db: Firestore,
  lockIds: readonly string[],
): Promise<DocumentSnapshot[]> {
  if (lockIds.length === 0) return [];
  return transaction.getAll(...lockIds.map((id) => lockRef(db, id)));
}

/** Whether any of these locks belongs to a booking other than `bookingId`. */
export const heldByOthers = (locks: readonly DocumentSnapshot[], bookingId: string) =>
  locks.some((lock) => lock.exists && lock.get('bookingId') !== bookingId);

/** Deletes the locks (already read) that `bookingId` holds. */
export function releaseLocks(
  transaction: Transaction,
  locks: readonly DocumentSnapshot[],
  bookingId: string,
): void {
  for (const lock of locks) {
    if (lock.exists && lock.get('bookingId') === bookingId) transaction.delete(lock.ref);
  }
}

/** A JSON body, or `{}` when the request has none (express 5 leaves `req.body` undefined). */
export const bodyOf = (req: Request): unknown => req.body ?? {};
