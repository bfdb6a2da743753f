import { getApp, getApps, initializeApp, type App, type AppOptions } from 'firebase-admin/app';
import { getFunctions } from 'firebase-admin/functions';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { onTaskDispatched, type TaskQueueOptions } from 'firebase-functions/v2/tasks';
import { clock } from '../lib/clock';

/**
 * What every deadline timer shares (quote expiry, booking auto-completion): one Cloud Task per
 * deadline, due at that instant, plus an hourly sweep. Why tasks and not only a schedule:
 *
 * - The Functions emulator never runs `onSchedule` functions (firebase-tools#2034, still the
 *   case in 15.x: a schedule only registers a Pub/Sub topic nobody publishes to), so a
 *   schedule alone would never fire under the emulators. The Cloud Tasks emulator does
 *   dispatch tasks, but at once: it ignores `scheduleTime` (firebase-tools#8254).
 * - So a task that arrives before its deadline answers 503 and Cloud Tasks retries it with
 *   backoff. In production that only absorbs clock skew, since Cloud Tasks never dispatches
 *   before `scheduleTime`; under the emulators it is what makes the timer fire: the task keeps
 *   coming back until the deadline has passed. There, a task due within EMULATED_WAIT_MS waits
 *   for its instant in the run instead (a webhook due in 3 s arrives then, not at the next
 *   retry), and the retries of a far one back off to a minute apart: every retry is a function
 *   run, and a test run leaves hundreds of deadlines days ahead, each of which polled every 10 s.
 * - Cloud Tasks schedules at most 30 days ahead and a quote may be valid 90: a production task
 *   that arrives more than a minute early re-enqueues itself for the deadline (or 29 days on).
 * - A scheduled sweep (hourly) catches in production whatever a task missed (an enqueue that
 *   failed, a task that gave up).
 *
 * Every path goes through the same idempotent transaction, so a deadline handled twice
 * changes nothing the second time.
 */

export const TIMER_REGION = 'us-central1';
const RETRY_BACKOFF_MAX_SECONDS = 10;
/** Under the emulators: a deadline passes at most this late (see above). */
export const EMULATED_BACKOFF_MAX_SECONDS = 60;
/** Under the emulators a task due this soon waits in its run (the run may last 60 s). */
export const EMULATED_WAIT_MS = 20_000;
/** Cloud Tasks' limit is 30 days ahead; one day of margin. */
const MAX_SCHEDULE_AHEAD_MS = 29 * 24 * 60 * 60 * 1000;
/** A task this close to its deadline retries rather than re-enqueues (clock skew). */
const SKEW_MS = 60 * 1000;

/** Under the emulators a task polls until its deadline, however far (see above). */
export const emulated = () => process.env.FUNCTIONS_EMULATOR === 'true';

/**
 * What a task does when its run did not act: `done` (nothing left to do: the document moved
 * on, or its deadline changed and another task holds the new one), `early` (retry soon:
 * emulator, or clock skew), `rearm` (enqueue again nearer the deadline).
 */
export type WaitingOutcome = 'done' | 'early' | 'rearm';

/** `deadline`: the one the run found still ahead (null: none); `dueAtMs`: the task's own. */
export function waitingOutcome(
  deadline: number | null,
  dueAtMs: number,
  now: Date,
  options: { emulated: boolean },
): WaitingOutcome {
  if (deadline !== dueAtMs) return 'done';
  if (options.emulated || dueAtMs - now.getTime() <= SKEW_MS) return 'early';
  return 'rearm';
}

/**
 * `EMULATED_TIMERS=off`: emulators that are not there for the timers (the first-visit
 * benchmark) let a task that is not due yet end instead of polling. Each poll is a function
 * run: the seed's four waiting tasks took the Functions emulator about a second of CPU per
 * measured page.
 */
export const emulatedTimersOff = () => emulated() && process.env.EMULATED_TIMERS === 'off';

/** The account the Cloud Tasks emulator's tasks carry (firebase-admin's own default there). */
export const EMULATED_TASK_ACCOUNT = 'emulated-service-acct@email.com';
const EMULATED_TASKS_APP = 'emulated-timer-tasks';

/**
 * The app that enqueues. Under the emulators, one that names its service account: without one,
 * firebase-admin asks the cloud metadata server (169.254.169.254, outside this machine) for it
 * before every enqueue, and only then falls back to the emulator's account.
 */
export function taskQueueApp(): App {
  if (!emulated()) return getApps()[0] ?? initializeApp();
  if (getApps().some((app) => app.name === EMULATED_TASKS_APP)) return getApp(EMULATED_TASKS_APP);
  // The emulator gives the project's settings as JSON, as the default app reads them.
  const options = JSON.parse(process.env.FIREBASE_CONFIG ?? '{}') as AppOptions;
  return initializeApp({ ...options, serviceAccountId: EMULATED_TASK_ACCOUNT }, EMULATED_TASKS_APP);
}

/**
 * Enqueues a deadline's task on the queue of `functionName`, due at `dueAtMs` (at most 29 days
 * ahead, see above). Its id is `idPrefix` and the instants, so enqueueing the same deadline
 * twice is one task. A failure is logged, not thrown: the document is already saved, and the
 * hourly sweep handles it anyway.
 */
export async function enqueueTimerTask<Task extends { dueAtMs: number }>(
  functionName: string,
  task: Task,
  idPrefix: string,
  now: Date,
): Promise<void> {
  const scheduleAt = new Date(Math.min(task.dueAtMs, now.getTime() + MAX_SCHEDULE_AHEAD_MS));
  try {
    const queue = getFunctions(taskQueueApp()).taskQueue(
      `locations/${TIMER_REGION}/functions/${functionName}`,
    );
    const id = [idPrefix, task.dueAtMs, scheduleAt.getTime()].join('-');
    await queue.enqueue(task, { scheduleTime: scheduleAt, id });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'functions/task-already-exists') return;
    logger.error(`Could not enqueue a ${functionName} task; the hourly sweep will handle it`, {
      task,
      error: String(error),
    });
  }
}

/** The queue settings of every deadline task function. */
export function timerTaskOptions(): TaskQueueOptions {
  return {
    region: TIMER_REGION,
    memory: '256MiB',
    timeoutSeconds: 60,
    retryConfig: {
      // Production: a few retries (a failing task is left to the sweep). Emulators: retries
      // are the only delay there is, so they last as long as the longest deadline.
      maxAttempts: 20,
      minBackoffSeconds: 1,
      ...(emulated()
        ? {
            maxRetrySeconds: 100 * 24 * 60 * 60,
            // 1, 2, 4 … 32 s, then a minute apart.
            maxDoublings: 6,
            maxBackoffSeconds: EMULATED_BACKOFF_MAX_SECONDS,
          }
        : { maxDoublings: 4, maxBackoffSeconds: RETRY_BACKOFF_MAX_SECONDS }),
    },
    // The emulator keeps a waiting task in its dispatch slot: with few slots, tasks polling
    // for far deadlines would starve new ones, so it keeps its default (1000) there.
    ...(emulated() ? {} : { rateLimits: { maxConcurrentDispatches: 20 } }),
  };
}

/** The hourly backstop's settings (never run by the emulator, see above). */
export const SWEEP_OPTIONS = {
  schedule: 'every 60 minutes',
  region: TIMER_REGION,
  memory: '256MiB',
  timeoutSeconds: 300,
} as const;

/** A document id a task may name (ours are 20 letters and digits, uids up to 128). */
export const TASK_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Under the emulators, waits until `dueAtMs` when it is at most EMULATED_WAIT_MS ahead; answers
 * whether it waited (the caller runs the task again), false elsewhere and for far deadlines.
 */
export async function waitIfDueSoon(dueAtMs: number): Promise<boolean> {
  const waitMs = dueAtMs - clock.now().getTime();
  if (!emulated() || emulatedTimersOff() || waitMs <= 0 || waitMs > EMULATED_WAIT_MS) return false;
  // Timers never fire early; the margin covers a clock read a millisecond behind.
  await new Promise((resolve) => setTimeout(resolve, waitMs + 5));
  return true;
}

/**
 * Runs `attempt` at the clock's now; when it answers `early` and the deadline is near enough
 * to wait for in the run (waitIfDueSoon), runs it again once that instant has come. Answers the
 * last outcome with the instant it ran at.
 */
export async function attemptWhenDue<Outcome>(
  dueAtMs: number,
  attempt: (now: Date) => Promise<Outcome>,
): Promise<{ outcome: Outcome; now: Date }> {
  const now = clock.now();
  const outcome = await attempt(now);
  if (outcome !== 'early' || !(await waitIfDueSoon(dueAtMs))) return { outcome, now };
  const later = clock.now();
  return { outcome: await attempt(later), now: later };
}

/**
 * The task function of a timer: `parse` checks the task (a malformed one is logged and
 * dropped), `run` acts at the clock's now and answers its outcome; an `early` task is retried
 * (see above), a `rearm` one is enqueued again by `rearm`.
 */
export function timerTaskFunction<Task extends { dueAtMs: number }>(
  label: string,
  parse: (data: unknown) => Task | null,
  run: (task: Task, now: Date) => Promise<string>,
  rearm: (task: Task, now: Date) => Promise<void>,
) {
  return onTaskDispatched<Task>(timerTaskOptions(), async (request) => {
    const task = parse(request.data);
    if (!task) {
      logger.warn(`Ignoring a malformed ${label} task`, { data: request.data });
      return;
    }
    const { outcome, now } = await attemptWhenDue(task.dueAtMs, (at) => run(task, at));
    if (outcome === 'early' && !emulatedTimersOff()) {
      throw new HttpsError('unavailable', 'Not due yet');
    }
    if (outcome === 'rearm') await rearm(task, now);
  });
}
