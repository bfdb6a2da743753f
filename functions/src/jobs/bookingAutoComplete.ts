import {
  BOOKING_LIMITS,
  nextState,
  BOOKING_TRANSITIONS,
  type BookingStatus,
} from '@marketplace/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminDb } from '../lib/admin';
import { clock } from '../lib/clock';
import type { WriteHandler } from '../triggers/documentWrites';
import {
  emulated,
  enqueueTimerTask,
  SWEEP_OPTIONS,
  TASK_ID_PATTERN,
  timerTaskFunction,
  waitingOutcome,
  type WaitingOutcome,
} from './taskTimer';

/**
 * Auto-completion (issue 13 §4, DESIGN §3): a confirmed booking completes by itself
 * `autoCompleteHours` after its end, unless either side reported a problem. The api sets
 * `autoCompleteAt` on confirmation (and clears it on a report, a reschedule or an ending); a
 * trigger on the booking enqueues a task due then, whoever wrote it (the api, an admin, the
 * demo seed); an hourly sweep backs it up (taskTimer.ts). The api reads the same
 * rule (`bookingStatusAt`), so a late timer never lets a due booking be cancelled or reported.
 */

type Data = Record<string, unknown>;

export const AUTO_COMPLETE_FUNCTION = 'bookingAutoCompleteOnTask';

/** The instant (ms) the timer will complete this booking at, or null when it will not. */
export function autoCompleteDeadline(booking: Data | undefined): number | null {
  const status = booking?.status as BookingStatus | undefined;
  if (!status || !nextState(BOOKING_TRANSITIONS, status, 'complete', 'timer')) return null;
  if (booking?.problem || booking?.needsAttention === true) return null;
  const at = booking?.autoCompleteAt;
  return at instanceof Timestamp ? at.toMillis() : null;
}

/** Whether the timer may complete this booking now. */
export function autoCompleteIsDue(booking: Data | undefined, now: Date): boolean {
  const deadline = autoCompleteDeadline(booking);
  return deadline !== null && deadline <= now.getTime();
}

/** A booking's status as of `now`: a confirmed booking past its `autoCompleteAt` is completed. */
export function bookingStatusAt(booking: Data, now: Date): BookingStatus {
  return autoCompleteIsDue(booking, now) ? 'completed' : (booking.status as BookingStatus);
}

/** `autoCompleteAt` of a booking ending at `endAt`. */
export const autoCompleteAtOf = (endAt: Date) =>
  new Date(endAt.getTime() + BOOKING_LIMITS.autoCompleteHours * 60 * 60 * 1000);

/** The fields the timer writes (its slot locks stay: the time was used). */
export function timerCompletion(now: Date) {
  const at = Timestamp.fromDate(now);
  return {
    status: 'completed' as const,
    completedAt: at,
    completedBy: 'timer' as const,
    autoCompleteAt: null,
    updatedAt: at,
  };
}

/**
 * Completes booking `bookingId` if it is due, in one transaction. Answers whether it did, and
 * otherwise the deadline still ahead (null: the timer has nothing left to do).
 */
export async function completeBooking(
  db: Firestore,
  bookingId: string,
  now: Date,
): Promise<{ completed: boolean; deadline: number | null }> {
  const ref = db.doc(`bookings/${bookingId}`);
  return db.runTransaction(async (transaction) => {
    const booking = (await transaction.get(ref)).data();
    if (!autoCompleteIsDue(booking, now)) {
      return { completed: false, deadline: autoCompleteDeadline(booking) };
    }
    transaction.update(ref, timerCompletion(now));
    return { completed: true, deadline: null };
  });
}

/**
 * Every due booking as of `now`, in bounded batches (the sweep). A reported booking has no
 * `autoCompleteAt`, so the query never returns it; each booking is re-checked in its own
 * transaction, so a second run, or a task at the same time, changes nothing more. Answers how
 * many it completed.
 */
export async function completeDueBookings(
  db: Firestore,
  now: Date,
  { batchSize = 100, maxBatches = 10 } = {},
): Promise<number> {
  const at = Timestamp.fromDate(now);
  let completed = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const due = await db
      .collection('bookings')
      .where('status', '==', 'confirmed')
      .where('autoCompleteAt', '<=', at)
      .limit(batchSize)
      .get();
    let done = 0;
    for (const doc of due.docs) {
      if ((await completeBooking(db, doc.id, now)).completed) done += 1;
    }
    completed += done;
    // A batch in which nothing completed would be read again as is: stop there.
    if (due.size < batchSize || done === 0) break;
  }
  return completed;
}

/** What an auto-complete task carries. */
export interface AutoCompleteTask {
  bookingId: string;
  dueAtMs: number;
}

/** One run of an auto-complete task at `now` (see taskTimer.ts `waitingOutcome`). */
export async function runAutoComplete(
  db: Firestore,
  task: AutoCompleteTask,
  now: Date,
  options: { emulated: boolean },
): Promise<'completed' | WaitingOutcome> {
  const { completed, deadline } = await completeBooking(db, task.bookingId, now);
  if (completed) return 'completed';
  return waitingOutcome(deadline, task.dueAtMs, now, options);
}

/** Enqueues the task completing `bookingId` at `autoCompleteAt` (logged on failure). */
export const scheduleAutoComplete = (bookingId: string, autoCompleteAt: Date, now = clock.now()) =>
  enqueueTimerTask(
    AUTO_COMPLETE_FUNCTION,
    { bookingId, dueAtMs: autoCompleteAt.getTime() } satisfies AutoCompleteTask,
    `complete-${bookingId}`,
    now,
  );

function parseTask(data: unknown): AutoCompleteTask | null {
  const task = data as Partial<AutoCompleteTask> | null;
  if (typeof task?.bookingId !== 'string' || !TASK_ID_PATTERN.test(task.bookingId)) return null;
  if (typeof task.dueAtMs !== 'number' || !Number.isFinite(task.dueAtMs)) return null;
  return { bookingId: task.bookingId, dueAtMs: task.dueAtMs };
}

export const bookingAutoCompleteOnTask = timerTaskFunction(
  'booking auto-complete',
  parseTask,
  (task, now) => runAutoComplete(adminDb(), task, now, { emulated: emulated() }),
  (task, now) => scheduleAutoComplete(task.bookingId, new Date(task.dueAtMs), now),
);

/**
 * Arms the timer whenever a booking's deadline appears or moves. Safe to run again: enqueueing
 * the same deadline twice is one task.
 */
export const bookingAutoCompleteOnWritten: WriteHandler<{ bookingId: string }> = async (event) => {
  const deadline = autoCompleteDeadline(event.data?.after.data());
  if (deadline === null || deadline === autoCompleteDeadline(event.data?.before.data())) return;
  await scheduleAutoComplete(event.params.bookingId, new Date(deadline));
};

/** The production backstop (never run by the emulator, see taskTimer.ts). */
export const bookingAutoCompleteSweep = onSchedule(SWEEP_OPTIONS, async () => {
  const completed = await completeDueBookings(adminDb(), clock.now());
  if (completed) logger.info('Auto-completed bookings', { completed });
});
