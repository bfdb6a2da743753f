import { bookingLockIds, bookingRescheduleSchema } from '@marketplace/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { slotInstants } from './documents';
import { loadProvider } from './provider';
import {
  bookingRef,
  heldByOthers,
  lockDocument,
  locksOf,
  notFound,
  readLocks,
  releaseLocks,
  slotTaken,
  stamp,
  type StoredBooking,
} from './shared';
import { requireOpenSlot } from './slots';
import { bookingForMover, nextStatus, type Moved } from './transitions';
import { runContendedTransaction } from '../../lib/transactions';

/**
 * `POST .../reschedule` `{day, time}` (customer, pending or confirmed): the same duration at a
 * new start, checked as a new booking is (hours, lead time, locks), back to `pending` for the
 * provider to confirm again. In one transaction the new locks are read (409 `slot_taken` if
 * another booking holds one), the old ones deleted and the new ones written; asking again
 * for the booking's current time while it is pending answers 200 and writes nothing.
 */
export async function rescheduleBooking(
  db: Firestore,
  bookingId: string,
  uid: string,
  body: unknown,
  now: Date,
): Promise<Moved> {
  const slot = bookingRescheduleSchema.parse(body);
  const ref = bookingRef(db, bookingId);
  // Only to learn the provider (a booking's never changes), whose hours are read outside the
  // transaction; the transaction reads the booking again and decides on that.
  const first = (await ref.get()).data() as StoredBooking | undefined;
  if (!first) throw notFound();
  const provider = await loadProvider(db, first.providerId);

  return runContendedTransaction(db, async (transaction) => {
    const { booking, actor } = await bookingForMover(transaction, db, bookingId, { uid });
    if (booking.status === 'pending' && booking.day === slot.day && booking.time === slot.time) {
      return { status: booking.status, changed: false, booking };
    }
    const to = nextStatus(booking, 'reschedule', actor, now);
    const { durationMinutes } = booking;
    requireOpenSlot(provider, { ...slot, durationMinutes }, now);
    const { startAt, endAt } = slotInstants(
      slot.day,
      slot.time,
      provider.timeZone,
      durationMinutes,
    );
    const newIds = bookingLockIds(provider.id, startAt, durationMinutes);
    const oldIds = locksOf(booking).filter((id) => !newIds.includes(id));
    const [locks, oldLocks] = await Promise.all([
      readLocks(transaction, db, newIds),
      readLocks(transaction, db, oldIds),
    ]);
    if (heldByOthers(locks, bookingId)) throw slotTaken();
    const at = stamp(now);
    const changes = {
      day: slot.day,
      time: slot.time,
      timeZone: provider.timeZone,
      startAt: stamp(startAt),
      endAt: stamp(endAt),
      status: to,
      confirmedAt: null,
      autoCompleteAt: null,
      updatedAt: at,
    };
    transaction.update(ref, changes);
    releaseLocks(transaction, oldLocks, bookingId);
    for (const lock of locks) {
      if (!lock.exists) transaction.set(lock.ref, lockDocument(provider.id, bookingId, lock.id));
    }
    return { status: to, changed: true, booking: { ...booking, ...changes } };
  });
}
