import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminDb } from '../lib/admin';
import { clock } from '../lib/clock';
import { expireDueQuotes, expireRequest, expireResponse } from './quoteExpiry';
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
 * The timers of issue 12 §6, as Cloud Tasks: one task per deadline, enqueued by the api when
 * the deadline is set (a request's `expiresAt`, a quote's `validUntil`) and due at that
 * instant, plus the hourly `quoteExpirySweep`. Why tasks, and how they behave under the
 * emulators: taskTimer.ts. Every path goes through the same idempotent transactions
 * (quoteExpiry.ts), so a deadline handled twice changes nothing the second time.
 */

export const DEADLINE_FUNCTION = 'quoteDeadlineOnTask';

/** What a deadline task carries: the request, or one recipient's quote, and the instant. */
export interface DeadlineTask {
  quoteId: string;
  /** Set for a quote's `validUntil`; absent for the request's `expiresAt`. */
  providerId?: string;
  dueAtMs: number;
}

export type DeadlineOutcome = 'expired' | WaitingOutcome;

/**
 * One run of a deadline task at `now`: `expired` (it was due), or what waiting means
 * (taskTimer.ts `waitingOutcome`).
 */
export async function runDeadline(
  db: Firestore,
  task: DeadlineTask,
  now: Date,
  options: { emulated: boolean },
): Promise<DeadlineOutcome> {
  const { quoteId, providerId } = task;
  // One read decides: a second one could see a deadline changed in between and drop the task.
  const { expired, deadline } = providerId
    ? await expireResponse(db, quoteId, providerId, now)
    : await expireRequest(db, quoteId, now);
  if (expired) return 'expired';
  return waitingOutcome(deadline, task.dueAtMs, now, options);
}

/** Enqueues the task of a deadline (see taskTimer.ts `enqueueTimerTask`). */
export const scheduleDeadline = (task: DeadlineTask, now = clock.now()) =>
  enqueueTimerTask(
    DEADLINE_FUNCTION,
    task,
    ['deadline', task.quoteId, task.providerId ?? 'request'].join('-'),
    now,
  );

export const scheduleRequestExpiry = (quoteId: string, expiresAt: Date) =>
  scheduleDeadline({ quoteId, dueAtMs: expiresAt.getTime() });

export const scheduleQuoteExpiry = (quoteId: string, providerId: string, validUntil: Date) =>
  scheduleDeadline({ quoteId, providerId, dueAtMs: validUntil.getTime() });

function parseTask(data: unknown): DeadlineTask | null {
  const task = data as Partial<DeadlineTask> | null;
  if (typeof task?.quoteId !== 'string' || !TASK_ID_PATTERN.test(task.quoteId)) return null;
  if (task.providerId !== undefined && !TASK_ID_PATTERN.test(String(task.providerId))) return null;
  if (typeof task.dueAtMs !== 'number' || !Number.isFinite(task.dueAtMs)) return null;
  return { quoteId: task.quoteId, providerId: task.providerId, dueAtMs: task.dueAtMs };
}

export const quoteDeadlineOnTask = timerTaskFunction(
  'quote deadline',
  parseTask,
  (task, now) => runDeadline(adminDb(), task, now, { emulated: emulated() }),
  scheduleDeadline,
);

/** The production backstop (never run by the emulator, see taskTimer.ts). */
export const quoteExpirySweep = onSchedule(SWEEP_OPTIONS, async () => {
  const expired = await expireDueQuotes(adminDb(), clock.now());
  if (expired.requests || expired.responses) logger.info('Expired quotes', expired);
});
