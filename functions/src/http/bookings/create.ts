import { BOOKING_ERRORS, bookingInputSchema, bookingLockIds } from '@marketplace/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { adminAuth } from '../../lib/admin';
import { HttpError } from '../../lib/errors';
import { bookingDocument } from './documents';
import { loadProviderService } from './provider';
import { bookingRef, heldByOthers, lockDocument, readLocks, slotTaken, stamp } from './shared';
import { requireOpenSlot } from './slots';
import { runContendedTransaction } from '../../lib/transactions';

const idTaken = () =>
  new HttpError(409, 'already_exists', 'This booking id belongs to another booking');

/**
 * `POST /api/bookings` (issue 13 §1–2). The booking's id is the client's `requestId`, so a
 * retry finds its booking and answers 200 with the same id, writing nothing. The booking and
 * one lock per `lockMinutes` of the provider's time are created in ONE transaction that first
 * reads those locks: of two customers racing for overlapping times, the second transaction
 * sees the first one's locks and answers 409 `slot_taken`, with nothing written.
 */
export async function createBooking(
  db: Firestore,
  body: unknown,
  uid: string,
  now: Date,
): Promise<{ status: 200 | 201; id: string }> {
  const input = bookingInputSchema.parse(body);
  const ref = bookingRef(db, input.requestId);
  const existing = await ref.get();
  if (existing.exists) {
    if (existing.get('customerId') !== uid) throw idTaken();
    return { status: 200, id: ref.id };
  }
  const user = await adminAuth().getUser(uid);
  if (!user.emailVerified) {
    throw new HttpError(403, 'email_not_verified', 'Verify your email address first');
  }
  if (input.providerId === uid) {
    throw new HttpError(400, BOOKING_ERRORS.ownBooking, 'You cannot book your own service');
  }
  const [{ provider, service }, account] = await Promise.all([
    loadProviderService(db, input.providerId, input.serviceId),
    db.doc(`users/${uid}`).get(),
  ]);
  requireOpenSlot(provider, input, now);
  const firstName = account.get('firstName') as unknown;
  const booking = bookingDocument({
    input,
    customerId: uid,
    customerName: typeof firstName === 'string' ? firstName : '',
    provider,
    service,
    now,
    time: stamp,
  });
  const lockIds = bookingLockIds(provider.id, booking.startAt.toDate(), input.durationMinutes);

  const created = await runContendedTransaction(db, async (transaction) => {
    const again = await transaction.get(ref);
    if (again.exists) {
      if (again.get('customerId') !== uid) throw idTaken();
      return false;
    }
    const locks = await readLocks(transaction, db, lockIds);
    if (heldByOthers(locks, ref.id)) throw slotTaken();
    transaction.create(ref, booking);
    for (const lock of locks) {
      transaction.set(lock.ref, lockDocument(provider.id, ref.id, lock.id));
    }
    return true;
  });
  return { status: created ? 201 : 200, id: ref.id };
}
