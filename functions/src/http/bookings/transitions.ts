import {
  BOOKING_TRANSITIONS,
  nextState,
  type BookingCanceller,
  type BookingParty,
  type BookingStatus,
} from '@marketplace/domain';
import type { Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import { autoCompleteAtOf, bookingStatusAt } from '../../jobs/bookingAutoComplete';
import {
  bookingRef,
  forbidden,
  invalidTransition,
  locksOf,
  notFound,
  partyOf,
  readLocks,
  releaseLocks,
  requireActorMay,
  stamp,
  type StoredBooking,
} from './shared';

/** Who moves a booking: one of its parties (decided from the booking), or an admin. */
export type Mover = { uid: string } | { admin: true };
type MoverActor = BookingParty | 'admin';

/** One step of the booking machine (DESIGN §3), as a route takes it. */
export interface Step {
  action: 'confirm' | 'decline' | 'complete' | 'cancel' | 'report' | 'reschedule';
  /** The same step already taken by this actor: a repeat answers 200 and writes nothing. */
  repeated: (booking: StoredBooking, actor: MoverActor) => boolean;
  /** The step's own fields (besides `status` and `updatedAt`). */
  fields: (booking: StoredBooking, actor: MoverActor, at: Timestamp) => Record<string, unknown>;
  /** Ending a booking frees the provider's time. */
  releasesLocks?: boolean;
  /** A refusal of the step's own, checked after the repeat and before the machine. */
  precondition?: (booking: StoredBooking) => void;
}

export interface Moved {
  status: BookingStatus;
  /** False for a repeat. */
  changed: boolean;
  booking: StoredBooking;
}

/**
 * The booking, read in `transaction`, with the actor `mover` is on it: 404 unknown, 403 for
 * someone who is neither of its parties, nor an admin.
 */
export async function bookingForMover(
  transaction: Transaction,
  db: Firestore,
  bookingId: string,
  mover: Mover,
): Promise<{ booking: StoredBooking; actor: MoverActor }> {
  const snapshot = await transaction.get(bookingRef(db, bookingId));
  const booking = snapshot.data() as StoredBooking | undefined;
  if (!booking) throw notFound();
  if ('admin' in mover) return { booking, actor: 'admin' };
  const party = partyOf(booking, mover.uid);
  if (!party) throw forbidden('This booking is not yours');
  return { booking, actor: party };
}

/**
 * The status `step` leads to, or the refusal: 403 when the actor never takes this step, 409
 * while a reported problem waits for an admin (only the admin settles it), 409 when the
 * status (as of `now`: a due booking is completed, timer or not) does not allow it.
 */
export function nextStatus(
  booking: StoredBooking,
  action: Step['action'],
  actor: MoverActor,
  now: Date,
): BookingStatus {
  requireActorMay(action, actor);
  if (booking.needsAttention && actor !== 'admin') {
    throw invalidTransition('A reported problem is being settled by an administrator');
  }
  const from = bookingStatusAt(booking as unknown as Record<string, unknown>, now);
  const to = nextState(BOOKING_TRANSITIONS, from, action, actor);
  if (!to) throw invalidTransition(`Cannot ${action} a ${from} booking`);
  return to;
}

/** Takes `step` on booking `bookingId` as `mover`, in one transaction. */
export async function moveBooking(
  db: Firestore,
  bookingId: string,
  mover: Mover,
  step: Step,
  now: Date,
): Promise<Moved> {
  const ref = bookingRef(db, bookingId);
  return db.runTransaction(async (transaction) => {
    const { booking, actor } = await bookingForMover(transaction, db, bookingId, mover);
    if (step.repeated(booking, actor)) return { status: booking.status, changed: false, booking };
    step.precondition?.(booking);
    const to = nextStatus(booking, step.action, actor, now);
    const locks = step.releasesLocks ? await readLocks(transaction, db, locksOf(booking)) : [];
    const at = stamp(now);
    const changes = { ...step.fields(booking, actor, at), status: to, updatedAt: at };
    transaction.update(ref, changes);
    releaseLocks(transaction, locks, bookingId);
    return { status: to, changed: true, booking: { ...booking, ...changes } as StoredBooking };
  });
}

/** `POST .../confirm` (provider, pending): the auto-completion is armed for end + 48 h. */
export const confirmStep: Step = {
  action: 'confirm',
  repeated: (booking) => booking.status === 'confirmed',
  fields: (booking, _actor, at) => ({
    confirmedAt: at,
    autoCompleteAt: stamp(autoCompleteAtOf(booking.endAt.toDate())),
  }),
};

/** The fields of an ending by cancellation (a decline is a provider's cancel of a request). */
const cancelFields =
  (reason: string) => (_booking: StoredBooking, actor: MoverActor, at: Timestamp) => ({
    cancelReason: reason,
    cancelledBy: actor satisfies BookingCanceller,
    cancelledAt: at,
    autoCompleteAt: null,
  });

const cancelledBy = (booking: StoredBooking, actor: MoverActor) =>
  booking.status === 'cancelled' && booking.cancelledBy === actor;

/** `POST .../decline` `{reason}` (provider, pending). */
export const declineStep = (reason: string): Step => ({
  action: 'decline',
  repeated: cancelledBy,
  fields: cancelFields(reason),
  releasesLocks: true,
});

/** `POST .../cancel` `{reason}` (either party, pending or confirmed). */
export const cancelStep = (reason: string): Step => ({
  action: 'cancel',
  repeated: cancelledBy,
  fields: cancelFields(reason),
  releasesLocks: true,
});

/** `POST .../complete` (provider, confirmed): the locks stay, the time was used. */
export const completeStep: Step = {
  action: 'complete',
  repeated: (booking, actor) => booking.status === 'completed' && booking.completedBy === actor,
  fields: (_booking, actor, at) => ({
    completedAt: at,
    completedBy: actor,
    autoCompleteAt: null,
  }),
};

/**
 * `POST /api/admin/bookings/:id/resolve`: an admin settles a reported booking, completing or
 * cancelling it with a note. Only a booking that needs attention; a repeat answers 200.
 */
export function resolveStep(outcome: 'complete' | 'cancel', note: string): Step {
  const base = outcome === 'complete' ? completeStep : cancelStep(note);
  return {
    ...base,
    repeated: (booking, actor) => !booking.needsAttention && base.repeated(booking, actor),
    precondition: (booking) => {
      if (!booking.needsAttention) throw invalidTransition('No problem was reported');
    },
    fields: (booking, actor, at) => ({
      ...base.fields(booking, actor, at),
      adminNote: note,
      needsAttention: false,
    }),
  };
}
