import { getApps, initializeApp } from 'firebase-admin/app';
import { getFunctions } from 'firebase-admin/functions';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { adminDb } from '../lib/admin';
import { clock } from '../lib/clock';
import { expireDueQuotes, expireRequest, expireResponse } from './quoteExpiry';

/**
 * The timers of issue 12 §6, as Cloud Tasks: one task per deadline, enqueued by the api when
 * the deadline is set (a request's `expiresAt`, a quote's `validUntil`) and due at that
 * instant. Why tasks and not only a schedule:
 *
 * - The Functions emulator never runs `onSchedule` functions (firebase-tools#2034, still the
 *   case in 15.x: a schedule only registers a Pub/Sub topic nobody publishes to), so a
 *   schedule alone would never fire under the emulators. The Cloud Tasks emulator does
 *   dispatch tasks, but at once: it ignores `scheduleTime` (firebase-tools#8254).
 * - So a task that arrives before its deadline answers 503 and Cloud Tasks retries it with
 *   backoff (at most RETRY_BACKOFF_MAX_SECONDS apart). In production that only absorbs clock
 *   skew, since Cloud Tasks never dispatches before `scheduleTime`; under the emulators it is
 *   what makes the timer fire: the task keeps coming back until the deadline has passed.
 * - Cloud Tasks schedules at most 30 days ahead and a quote may be valid 90: a production task
 *   that arrives more than a minute early re-enqueues itself for the deadline (or 29 days on).
 * - A scheduled sweep (`quoteExpirySweep`, hourly) catches in production whatever a task
 *   missed (an enqueue that failed, a task that gave up).
 *
 * Every path goes through the same idempotent transactions (quoteExpiry.ts), so a deadline
 * handled twice changes nothing the second time.
 */

const REGION = 'us-central1';
export const DEADLINE_FUNCTION = 'quoteDeadlineOnTask';
const RETRY_BACKOFF_MAX_SECONDS = 10;
/** Cloud Tasks' limit is 30 days ahead; one day of margin. */
const MAX_SCHEDULE_AHEAD_MS = 29 * 24 * 60 * 60 * 1000;
/** A task this close to its deadline retries rather than re-enqueues (clock skew). */
const SKEW_MS = 60 * 1000;
/** Under the emulators a task polls until its deadline, however far (see above). */
const emulated = () => process.env.FUNCTIONS_EMULATOR === 'true';

/** What a deadline task carries: the request, or one recipient's quote, and the instant. */
export interface DeadlineTask {
  quoteId: string;
  /** Set for a quote's `validUntil`; absent for the request's `expiresAt`. */
  providerId?: string;
  dueAtMs: number;
}

export type DeadlineOutcome = 'expired' | 'done' | 'early' | 'rearm';

/**
 * One run of a deadline task at `now`: `expired` (it was due), `done` (nothing to expire: the
 * document moved on, or its deadline changed and another task holds the new one), `early`
 * (retry soon: emulator, or clock skew), `rearm` (enqueue again nearer the deadline).
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
  if (deadline !== task.dueAtMs) return 'done';
  if (options.emulated || task.dueAtMs - now.getTime() <= SKEW_MS) return 'early';
  return 'rearm';
}

const taskId = (task: DeadlineTask, scheduleAt: Date) =>
  ['deadline', task.quoteId, task.providerId ?? 'request', task.dueAtMs, scheduleAt.getTime()].join(
    '-',
  );

/**
 * Enqueues the task of a deadline, due at `dueAt` (at most 29 days ahead, see above). Its id
 * is made of the deadline, so enqueueing the same one twice is one task. A failure is logged,
 * not thrown: the request or quote is already saved, and the hourly sweep expires it anyway.
 */
export async function scheduleDeadline(task: DeadlineTask, now = clock.now()): Promise<void> {
  const scheduleAt = new Date(Math.min(task.dueAtMs, now.getTime() + MAX_SCHEDULE_AHEAD_MS));
  try {
    const queue = getFunctions(getApps()[0] ?? initializeApp()).taskQueue(
      `locations/${REGION}/functions/${DEADLINE_FUNCTION}`,
    );
    await queue.enqueue(task, { scheduleTime: scheduleAt, id: taskId(task, scheduleAt) });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'functions/task-already-exists') return;
    logger.error('Could not schedule a quote deadline; the hourly sweep will expire it', {
      task,
      error: String(error),
    });
  }
}

export const scheduleRequestExpiry = (quoteId: string, expiresAt: Date) =>
  scheduleDeadline({ quoteId, dueAtMs: expiresAt.getTime() });

export const scheduleQuoteExpiry = (quoteId: string, providerId: string, validUntil: Date) =>
  scheduleDeadline({ quoteId, providerId, dueAtMs: validUntil.getTime() });

function parseTask(data: unknown): DeadlineTask | null {
  const task = data as Partial<DeadlineTask> | null;
  const id = /^[A-Za-z0-9_-]{1,128}$/;
  if (typeof task?.quoteId !== 'string' || !id.test(task.quoteId)) return null;
  if (task.providerId !== undefined && !id.test(String(task.providerId))) return null;
  if (typeof task.dueAtMs !== 'number' || !Number.isFinite(task.dueAtMs)) return null;
  return { quoteId: task.quoteId, providerId: task.providerId, dueAtMs: task.dueAtMs };
}

export const quoteDeadlineOnTask = onTaskDispatched<DeadlineTask>(
  {
    region: REGION,
    memory: '256MiB',
    timeoutSeconds: 60,
    retryConfig: {
      // Production: a few retries (a failing task is left to the sweep). Emulators: retries
      // are the only delay there is, so they last as long as the longest deadline.
      maxAttempts: 20,
      ...(emulated() ? { maxRetrySeconds: 100 * 24 * 60 * 60 } : {}),
      minBackoffSeconds: 1,
      maxBackoffSeconds: RETRY_BACKOFF_MAX_SECONDS,
      maxDoublings: 4,
    },
    // The emulator keeps a waiting task in its dispatch slot: with few slots, tasks polling
    // for far deadlines would starve new ones, so it keeps its default (1000) there.
    ...(emulated() ? {} : { rateLimits: { maxConcurrentDispatches: 20 } }),
  },
  async (request) => {
    const task = parseTask(request.data);
    if (!task) {
      logger.warn('Ignoring a malformed quote deadline task', { data: request.data });
      return;
    }
    const now = clock.now();
    const outcome = await runDeadline(adminDb(), task, now, { emulated: emulated() });
    if (outcome === 'early') throw new HttpsError('unavailable', 'Deadline not reached yet');
    if (outcome === 'rearm') await scheduleDeadline(task, now);
  },
);

/** The production backstop (never run by the emulator, see above). */
export const quoteExpirySweep = onSchedule(
  { schedule: 'every 60 minutes', region: REGION, memory: '256MiB', timeoutSeconds: 300 },
  async () => {
    const expired = await expireDueQuotes(adminDb(), clock.now());
    if (expired.requests || expired.responses) logger.info('Expired quotes', expired);
  },
);
