import {
  addDays,
  isoDay,
  VERIFICATION_KINDS,
  VERIFICATION_LIMITS,
  type AccountVerificationChange,
  type VerificationKind,
} from '@marketplace/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminDb } from '../lib/admin';
import { clock } from '../lib/clock';
import { notify, type NotifyRequest } from '../lib/notify';
import { applyVerificationStep } from '../lib/verification/apply';
import type { VerificationRequest } from '../lib/verification/steps';
import { requestOf, requestPath, type StoredRequest } from '../lib/verification/stored';
import {
  emulated,
  enqueueTimerTask,
  SWEEP_OPTIONS,
  TASK_ID_PATTERN,
  timerTaskFunction,
  TIMER_REGION,
  waitingOutcome,
  type WaitingOutcome,
} from './taskTimer';

/**
 * Verification timers (issue 16): an approved document lapses on its `validUntil` (a checked
 * criminal record 12 months after the check, an identity document on its expiry date):
 * approved → expired by the timer, through the same transaction as every step (audited,
 * provider fields recomputed). The provider is reminded VERIFICATION_LIMITS.reminderDaysBefore
 * days before. Like bookingAutoComplete.ts: a trigger on `verificationRequests/{uid}` enqueues
 * one task per deadline, an hourly sweep backs them up (taskTimer.ts says why both). The same
 * trigger tells the provider of each decision and each lapse (`account_updated`, in their
 * language).
 */

export const VERIFICATION_TIMER_FUNCTION = 'verificationLapseOnTask';
/** The kinds that may carry a `validUntil` (the sweep queries each). */
export const EXPIRING_KINDS = ['identity', 'criminal_record'] as const satisfies VerificationKind[];
export const TIMER_EVENTS = ['reminder', 'lapse'] as const;
export type TimerEvent = (typeof TIMER_EVENTS)[number];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Deadlines fall at the start of their UTC day. */
const dayStartMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** One deadline of one approved document of one provider. */
export interface VerificationTimerTask {
  uid: string;
  kind: VerificationKind;
  event: TimerEvent;
  /** The `validUntil` the task was armed for: a new one arms new tasks. */
  validUntil: string;
  dueAtMs: number;
}

/** The reminder and lapse deadlines of a request's approved documents with a `validUntil`. */
export function timerDeadlines(
  uid: string,
  request: VerificationRequest | undefined,
): VerificationTimerTask[] {
  return VERIFICATION_KINDS.flatMap((kind) => {
    const document = request?.documents[kind];
    const validUntil = document?.validUntil;
    if (document?.status !== 'approved' || !validUntil || !ISO_DAY.test(validUntil)) return [];
    const reminderDay = addDays(validUntil, -VERIFICATION_LIMITS.reminderDaysBefore);
    return [
      { uid, kind, event: 'reminder', validUntil, dueAtMs: dayStartMs(reminderDay) },
      { uid, kind, event: 'lapse', validUntil, dueAtMs: dayStartMs(validUntil) },
    ];
  });
}

const taskKey = (task: VerificationTimerTask) => [task.kind, task.event, task.validUntil].join('/');

/** The deadlines a write creates (a new approval, a new `validUntil`). */
export function timersToArm(
  uid: string,
  before: VerificationRequest | undefined,
  after: VerificationRequest | undefined,
): VerificationTimerTask[] {
  const armed = new Set(timerDeadlines(uid, before).map(taskKey));
  return timerDeadlines(uid, after).filter((task) => !armed.has(taskKey(task)));
}

/** Whether the task's document is still the one it was armed for (approved, same validity). */
function stillArmed(request: VerificationRequest | undefined, task: VerificationTimerTask) {
  const document = request?.documents[task.kind];
  return document?.status === 'approved' && document.validUntil === task.validUntil;
}

/** The provider's notification of a verification change; its id is made from the event. */
export function verificationNotice(
  uid: string,
  change: Omit<AccountVerificationChange, 'providerId'>,
  eventKey: string,
  at: Date,
): NotifyRequest<'account_updated'> {
  return {
    uid,
    kind: 'account_updated',
    id: `account_updated-verification-${change.kind}-${change.event}-${eventKey}`,
    params: { changes: [], verification: { providerId: uid, ...change } },
    at,
  };
}

/**
 * The notices a write of `verificationRequests/{uid}` sends: an admin's approval or rejection
 * (one per decision: its instant is in the id) and a lapse (one per validity).
 */
export function decisionNotices(
  uid: string,
  before: VerificationRequest | undefined,
  after: VerificationRequest | undefined,
  at: Date,
): NotifyRequest<'account_updated'>[] {
  return VERIFICATION_KINDS.flatMap((kind) => {
    const previous = before?.documents[kind];
    const document = after?.documents[kind];
    if (!document || document.status === previous?.status) return [];
    const base = {
      kind,
      reason: null,
      reasonText: null,
      validUntil: document.validUntil,
    };
    const decidedAt = document.decidedAt?.getTime();
    switch (document.status) {
      case 'approved':
        return [verificationNotice(uid, { ...base, event: 'approved' }, `${decidedAt}`, at)];
      case 'rejected':
        return [
          verificationNotice(
            uid,
            {
              ...base,
              event: 'rejected',
              reason: document.reason,
              reasonText: document.reasonText,
              validUntil: null,
            },
            `${decidedAt}`,
            at,
          ),
        ];
      case 'expired':
        return [
          verificationNotice(uid, { ...base, event: 'expired' }, `${document.validUntil}`, at),
        ];
      default:
        return [];
    }
  });
}

const readRequest = async (db: Firestore, uid: string) =>
  requestOf((await db.doc(requestPath(uid)).get()).data() as StoredRequest | undefined);

/**
 * One run of a task at `now`: `reminded` / `lapsed` when it acted, else what the task does
 * next (taskTimer.ts `waitingOutcome`). The lapse goes through the step transaction, which
 * re-checks the document, so a task and the sweep lapsing it together lapse it once; a
 * reminder is written once per id (`notify`).
 */
export async function runVerificationTimer(
  db: Firestore,
  task: VerificationTimerTask,
  now: Date,
  options: { emulated: boolean },
): Promise<'reminded' | 'lapsed' | WaitingOutcome> {
  const request = await readRequest(db, task.uid);
  if (!stillArmed(request, task)) return 'done';
  if (task.dueAtMs > now.getTime()) {
    return waitingOutcome(task.dueAtMs, task.dueAtMs, now, options);
  }
  if (task.event === 'reminder') {
    // Past the lapse the reminder has nothing left to say.
    if (isoDay(now) >= task.validUntil) return 'done';
    const notice = verificationNotice(
      task.uid,
      {
        kind: task.kind,
        event: 'reminder',
        reason: null,
        reasonText: null,
        validUntil: task.validUntil,
      },
      task.validUntil,
      now,
    );
    return (await notify(db, notice)) ? 'reminded' : 'done';
  }
  const lapsed = await applyVerificationStep(
    db,
    task.uid,
    { kind: task.kind, action: 'lapse', actor: 'timer', actorId: null },
    now,
    (current) => stillArmed(current, task) && dayStartMs(task.validUntil) <= now.getTime(),
  );
  return lapsed ? 'lapsed' : 'done';
}

/**
 * Whether to enqueue `task` here. Under the emulators a task polls until its deadline
 * (taskTimer.ts), and verification deadlines are months or years ahead: the seed alone would
 * keep about a hundred tasks polling, each dispatch starting a worker, until the emulator
 * starves (seen in CI: workers that never started, every other timer late). There only the
 * deadlines of the next day are armed, which covers the lapses and reminders due in a session.
 */
export const EMULATED_ARMING_HORIZON_MS = 24 * 60 * 60 * 1000;
export const worthArming = (
  task: VerificationTimerTask,
  now: Date,
  options: { emulated: boolean },
): boolean => !options.emulated || task.dueAtMs - now.getTime() <= EMULATED_ARMING_HORIZON_MS;

/** Enqueues a task (logged on failure; the same deadline twice is one task). */
export const scheduleVerificationTimer = (task: VerificationTimerTask, now = clock.now()) =>
  enqueueTimerTask(
    VERIFICATION_TIMER_FUNCTION,
    task,
    `verification-${task.event}-${task.uid}-${task.kind}-${task.validUntil}`,
    now,
  );

/**
 * The sweep: for each expiring kind, the approved documents lapsing within the reminder
 * window (`documents.{kind}.status == approved`, `validUntil <= today + 30`, indexes in
 * firestore.indexes.json), in bounded batches; each deadline due is run as its task would.
 */
export async function sweepVerificationTimers(
  db: Firestore,
  now: Date,
  { batchSize = 100, maxBatches = 10 } = {},
): Promise<{ reminded: number; lapsed: number }> {
  const counts = { reminded: 0, lapsed: 0 };
  const horizon = addDays(isoDay(now), VERIFICATION_LIMITS.reminderDaysBefore);
  for (const kind of EXPIRING_KINDS) {
    const base = db
      .collection('verificationRequests')
      .where(`documents.${kind}.status`, '==', 'approved')
      .where(`documents.${kind}.validUntil`, '<=', horizon)
      .orderBy(`documents.${kind}.validUntil`);
    let query = base.limit(batchSize);
    for (let batch = 0; batch < maxBatches; batch += 1) {
      const page = await query.get();
      for (const doc of page.docs) {
        const request = requestOf(doc.data() as StoredRequest);
        const due = timerDeadlines(doc.id, request).filter(
          (task) => task.kind === kind && task.dueAtMs <= now.getTime(),
        );
        for (const task of due) {
          const outcome = await runVerificationTimer(db, task, now, { emulated: false });
          if (outcome === 'reminded' || outcome === 'lapsed') counts[outcome] += 1;
        }
      }
      const last = page.docs.at(-1);
      if (page.size < batchSize || !last) break;
      query = base.startAfter(last).limit(batchSize);
    }
  }
  return counts;
}

function parseTask(data: unknown): VerificationTimerTask | null {
  const task = data as Partial<VerificationTimerTask> | null;
  if (typeof task?.uid !== 'string' || !TASK_ID_PATTERN.test(task.uid)) return null;
  if (!VERIFICATION_KINDS.includes(task.kind as VerificationKind)) return null;
  if (!TIMER_EVENTS.includes(task.event as TimerEvent)) return null;
  if (typeof task.validUntil !== 'string' || !ISO_DAY.test(task.validUntil)) return null;
  if (typeof task.dueAtMs !== 'number' || !Number.isFinite(task.dueAtMs)) return null;
  return {
    uid: task.uid,
    kind: task.kind as VerificationKind,
    event: task.event as TimerEvent,
    validUntil: task.validUntil,
    dueAtMs: task.dueAtMs,
  };
}

export const verificationLapseOnTask = timerTaskFunction(
  'verification lapse',
  parseTask,
  (task, now) => runVerificationTimer(adminDb(), task, now, { emulated: emulated() }),
  scheduleVerificationTimer,
);

/**
 * Tells the provider of each decision and lapse, and arms the timers of each new deadline,
 * whoever wrote the request (the api, the timer, the demo seed). Retried on failure: a notice
 * is written once per id and the same deadline enqueued twice is one task.
 */
export const verificationOnRequestWritten = onDocumentWritten(
  {
    region: TIMER_REGION,
    retry: true,
    timeoutSeconds: 30,
    memory: '256MiB',
    document: 'verificationRequests/{uid}',
  },
  async (event) => {
    const { uid } = event.params;
    const before = requestOf(event.data?.before.data() as StoredRequest | undefined);
    const after = requestOf(event.data?.after.data() as StoredRequest | undefined);
    const at = new Date(event.time);
    for (const notice of decisionNotices(uid, before, after, at)) await notify(adminDb(), notice);
    const now = clock.now();
    for (const task of timersToArm(uid, before, after)) {
      if (worthArming(task, now, { emulated: emulated() }))
        await scheduleVerificationTimer(task, now);
    }
  },
);

/** The production backstop (never run by the emulator, see taskTimer.ts). */
export const verificationLapseSweep = onSchedule(SWEEP_OPTIONS, async () => {
  const counts = await sweepVerificationTimers(adminDb(), clock.now());
  if (counts.reminded || counts.lapsed) logger.info('Verification timers', counts);
});
