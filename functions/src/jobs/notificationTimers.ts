import {
  addDays,
  isoDay,
  NOTIFICATION_TIMING,
  providerTimeZone,
  REVIEW_RULES,
  timeOfMinutes,
  zonedInstant,
} from '@marketplace/domain';
import { Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminDb } from '../lib/admin';
import { clock } from '../lib/clock';
import { notify, type NotifyRequest } from '../lib/notify';
import {
  amount,
  bookingSlotParams,
  millis,
  notificationId,
  notifyRequest,
  text,
  titleOf,
  uidOf,
  type Data,
} from '../triggers/notifications/documents';
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
 * The timed notifications (issue 14): service_reminder 24 h before a confirmed booking,
 * review_request 2 h after a completion, payment_due at 08:00 of an active contract's start day
 * in the provider's zone. Like bookingAutoComplete.ts: the triggers on bookings and contracts
 * (marketplaceNotifications.ts) enqueue one task per deadline, whoever wrote the document; an
 * hourly sweep backs them up in production (taskTimer.ts says why both). Each run re-reads the
 * document and re-checks the rule at `now`, and `notify` writes a notification once per id, so
 * a task and the sweep delivering the same deadline send one.
 */

export const NOTIFICATION_TIMER_FUNCTION = 'notificationTimerOnTask';
export const TIMER_KINDS = ['service_reminder', 'review_request', 'payment_due'] as const;
export type TimerKind = (typeof TIMER_KINDS)[number];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const REMINDER_MS = NOTIFICATION_TIMING.reminderHoursBefore * HOUR_MS;
const REVIEW_DELAY_MS = NOTIFICATION_TIMING.reviewRequestHours * HOUR_MS;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** When a confirmed booking's reminder is due: 24 h before its start (null: none). */
export function reminderDeadline(booking: Data | undefined): number | null {
  const startAt = booking?.status === 'confirmed' ? millis(booking, 'startAt') : null;
  return startAt === null ? null : startAt - REMINDER_MS;
}

/** When a completed booking's review request is due: 2 h after completion, unless reviewed. */
export function reviewRequestDeadline(booking: Data | undefined): number | null {
  if (booking?.status !== 'completed' || booking.reviewed === true) return null;
  const completedAt = millis(booking, 'completedAt');
  return completedAt === null ? null : completedAt + REVIEW_DELAY_MS;
}

/** Whether the customer may still review this booking (REVIEW_RULES.windowDays). */
export function reviewWindowOpen(booking: Data | undefined, now: Date): boolean {
  const completedAt = millis(booking, 'completedAt');
  return completedAt !== null && now.getTime() < completedAt + REVIEW_RULES.windowDays * DAY_MS;
}

/** An active, unpaid contract's start day (`terms.startDate`), else null. */
export function paymentDueDay(contract: Data | undefined): string | null {
  if (contract?.status !== 'active' || contract.paymentStatus === 'paid') return null;
  const day = text(contract.terms as Data | undefined, 'startDate');
  return day !== null && ISO_DAY.test(day) ? day : null;
}

/** When its payment is due: 08:00 of the start day in the zone of the provider's `country`. */
export function paymentDueDeadline(contract: Data | undefined, country: unknown): number | null {
  const day = paymentDueDay(contract);
  if (day === null) return null;
  const time = timeOfMinutes(NOTIFICATION_TIMING.paymentDueHour * 60);
  return zonedInstant(day, time, providerTimeZone(country)).getTime();
}

/**
 * A timer's state at `now`: the notification to send (its deadline has passed and its
 * conditions hold), else the deadline still ahead (null: nothing left to do).
 */
export interface TimerCheck {
  request: NotifyRequest | null;
  ahead: number | null;
}

function atDeadline(
  deadline: number | null,
  now: Date,
  request: () => NotifyRequest | null,
): TimerCheck {
  if (deadline === null) return { request: null, ahead: null };
  if (deadline > now.getTime()) return { request: null, ahead: deadline };
  return { request: request(), ahead: null };
}

/** service_reminder, before the start only, unless the customer turned reminders off. */
export function reminderCheck(
  bookingId: string,
  booking: Data | undefined,
  customer: Data | undefined,
  now: Date,
): TimerCheck {
  return atDeadline(reminderDeadline(booking), now, () => {
    const startAt = millis(booking, 'startAt') ?? 0;
    const settings = customer?.settings as Data | undefined;
    if (now.getTime() >= startAt || settings?.reservationReminders === false) return null;
    const uid = uidOf(booking, 'customerId');
    const params = bookingSlotParams(bookingId, booking);
    if (!uid || !params) return null;
    const id = notificationId('service_reminder', bookingId, startAt);
    return notifyRequest('service_reminder', { uid, id, params, at: now });
  });
}

/** review_request, while the review window is open. */
export function reviewRequestCheck(
  bookingId: string,
  booking: Data | undefined,
  now: Date,
): TimerCheck {
  return atDeadline(reviewRequestDeadline(booking), now, () => {
    const uid = uidOf(booking, 'customerId');
    const serviceTitle = titleOf(booking?.serviceTitle);
    const providerName = text(booking, 'providerName');
    if (!reviewWindowOpen(booking, now) || !uid || !serviceTitle || providerName === null) {
      return null;
    }
    const id = notificationId('review_request', bookingId);
    return notifyRequest('review_request', {
      uid,
      id,
      params: { bookingId, serviceTitle, providerName },
      at: now,
    });
  });
}

/** payment_due, to the customer of an active contract not paid yet. */
export function paymentDueCheck(
  contractId: string,
  contract: Data | undefined,
  provider: Data | undefined,
  now: Date,
): TimerCheck {
  return atDeadline(paymentDueDeadline(contract, provider?.country), now, () => {
    const uid = uidOf(contract, 'customerId');
    const dueDay = paymentDueDay(contract) ?? '';
    const providerName = text(contract, 'providerName') ?? text(provider, 'displayName');
    const totalFCFA = amount(contract, 'totalFCFA');
    if (!uid || providerName === null || totalFCFA === null) return null;
    return notifyRequest('payment_due', {
      uid,
      id: notificationId('payment_due', contractId, dueDay),
      params: {
        contractId,
        serviceTitle: titleOf(contract?.serviceTitle),
        providerName,
        totalFCFA,
        dueDay,
      },
      at: now,
    });
  });
}

const COLLECTION: Record<TimerKind, 'bookings' | 'contracts'> = {
  service_reminder: 'bookings',
  review_request: 'bookings',
  payment_due: 'contracts',
};

const read = async (db: Firestore, path: string) => (await db.doc(path).get()).data();

/** The check of `kind` for document `id` (its data when the caller has it), with what it needs. */
async function checkTimer(
  db: Firestore,
  kind: TimerKind,
  id: string,
  now: Date,
  known?: Data,
): Promise<TimerCheck> {
  const data = known ?? (await read(db, `${COLLECTION[kind]}/${id}`));
  if (kind === 'review_request') return reviewRequestCheck(id, data, now);
  if (kind === 'payment_due') {
    const providerId = uidOf(data, 'providerId');
    // Only an active contract needs its provider's zone.
    const provider =
      paymentDueDay(data) !== null && providerId
        ? await read(db, `providers/${providerId}`)
        : undefined;
    return paymentDueCheck(id, data, provider, now);
  }
  // The customer's settings are read only once the reminder is due.
  const deadline = reminderDeadline(data);
  const customerId = uidOf(data, 'customerId');
  const customer =
    deadline !== null && deadline <= now.getTime() && customerId
      ? await read(db, `users/${customerId}`)
      : undefined;
  return reminderCheck(id, data, customer, now);
}

/**
 * Sends `kind`'s notification for document `id` if it is due at `now`. Answers whether a
 * notification was written (false when it existed already), and otherwise the deadline still
 * ahead.
 */
export async function deliverTimer(
  db: Firestore,
  kind: TimerKind,
  id: string,
  now: Date,
  known?: Data,
): Promise<{ written: boolean; deadline: number | null }> {
  const { request, ahead } = await checkTimer(db, kind, id, now, known);
  if (!request) return { written: false, deadline: ahead };
  return { written: await notify(db, request), deadline: null };
}

/** What a notification timer task carries: the kind, its document, its deadline. */
export interface NotificationTimerTask {
  kind: TimerKind;
  docId: string;
  dueAtMs: number;
}

/** One run of a task at `now` (see taskTimer.ts `waitingOutcome`). */
export async function runNotificationTimer(
  db: Firestore,
  task: NotificationTimerTask,
  now: Date,
  options: { emulated: boolean },
): Promise<'sent' | WaitingOutcome> {
  const { written, deadline } = await deliverTimer(db, task.kind, task.docId, now);
  if (written) return 'sent';
  return waitingOutcome(deadline, task.dueAtMs, now, options);
}

/** Enqueues a task (logged on failure; the same deadline twice is one task). */
export const scheduleNotificationTimer = (task: NotificationTimerTask, now = clock.now()) =>
  enqueueTimerTask(NOTIFICATION_TIMER_FUNCTION, task, `${task.kind}-${task.docId}`, now);

/**
 * The tasks a booking write arms: a reminder when a booking is confirmed or its confirmed start
 * moves, while it is still ahead; a review request when it completes, while the review window
 * is open. Other writes arm nothing (their deadline is unchanged).
 */
export function bookingTimersToArm(
  bookingId: string,
  before: Data | undefined,
  after: Data | undefined,
  now: Date,
): NotificationTimerTask[] {
  const tasks: NotificationTimerTask[] = [];
  const reminder = reminderDeadline(after);
  if (
    reminder !== null &&
    reminder !== reminderDeadline(before) &&
    reminder + REMINDER_MS > now.getTime()
  ) {
    tasks.push({ kind: 'service_reminder', docId: bookingId, dueAtMs: reminder });
  }
  const review = reviewRequestDeadline(after);
  if (review !== null && review !== reviewRequestDeadline(before) && reviewWindowOpen(after, now)) {
    tasks.push({ kind: 'review_request', docId: bookingId, dueAtMs: review });
  }
  return tasks;
}

/**
 * Whether a contract write may arm its payment notice: it became active (or its start day
 * moved) unpaid. The deadline itself needs the provider's zone (`armPaymentDue`).
 */
export function paymentDueMayArm(before: Data | undefined, after: Data | undefined): boolean {
  const day = paymentDueDay(after);
  return day !== null && day !== paymentDueDay(before);
}

/** Arms a contract's payment notice, reading its provider's country for the zone. */
export async function armPaymentDue(
  db: Firestore,
  contractId: string,
  before: Data | undefined,
  after: Data | undefined,
  now = clock.now(),
): Promise<void> {
  const providerId = uidOf(after, 'providerId');
  if (!paymentDueMayArm(before, after) || !providerId) return;
  const provider = await read(db, `providers/${providerId}`);
  const dueAtMs = paymentDueDeadline(after, provider?.country);
  if (dueAtMs !== null) {
    await scheduleNotificationTimer({ kind: 'payment_due', docId: contractId, dueAtMs }, now);
  }
}

/** The due documents of each kind at `now` (DESIGN indexes; each is re-checked anyway). */
function dueQueries(db: Firestore, now: Date): Record<TimerKind, Query> {
  const today = isoDay(now);
  return {
    service_reminder: db
      .collection('bookings')
      .where('status', '==', 'confirmed')
      .where('startAt', '>', Timestamp.fromDate(now))
      .where('startAt', '<=', Timestamp.fromMillis(now.getTime() + REMINDER_MS))
      .orderBy('startAt'),
    // Completed between 2 h and 2 days + 2 h ago: a sweep that missed a day still catches up.
    review_request: db
      .collection('bookings')
      .where('status', '==', 'completed')
      .where('reviewed', '==', false)
      .where(
        'completedAt',
        '>=',
        Timestamp.fromMillis(now.getTime() - REVIEW_DELAY_MS - 2 * DAY_MS),
      )
      .where('completedAt', '<=', Timestamp.fromMillis(now.getTime() - REVIEW_DELAY_MS))
      .orderBy('completedAt'),
    // ISO days, UTC: 08:00 in every platform zone (UTC to UTC+3) falls on the same UTC day.
    payment_due: db
      .collection('contracts')
      .where('status', '==', 'active')
      .where('terms.startDate', '>=', addDays(today, -2))
      .where('terms.startDate', '<=', today)
      .orderBy('terms.startDate'),
  };
}

/**
 * The sweep: every due document of each kind, in bounded batches (a cursor pages on, since
 * delivering changes nothing the queries see). Answers how many notifications it wrote.
 */
export async function sweepNotificationTimers(
  db: Firestore,
  now: Date,
  { batchSize = 100, maxBatches = 10 } = {},
): Promise<Record<TimerKind, number>> {
  const queries = dueQueries(db, now);
  const written: Record<TimerKind, number> = {
    service_reminder: 0,
    review_request: 0,
    payment_due: 0,
  };
  for (const kind of TIMER_KINDS) {
    let query = queries[kind].limit(batchSize);
    for (let batch = 0; batch < maxBatches; batch += 1) {
      const due = await query.get();
      for (const doc of due.docs) {
        if ((await deliverTimer(db, kind, doc.id, now, doc.data())).written) written[kind] += 1;
      }
      const last = due.docs.at(-1);
      if (due.size < batchSize || !last) break;
      query = queries[kind].startAfter(last).limit(batchSize);
    }
  }
  return written;
}

function parseTask(data: unknown): NotificationTimerTask | null {
  const task = data as Partial<NotificationTimerTask> | null;
  if (!TIMER_KINDS.includes(task?.kind as TimerKind)) return null;
  if (typeof task?.docId !== 'string' || !TASK_ID_PATTERN.test(task.docId)) return null;
  if (typeof task.dueAtMs !== 'number' || !Number.isFinite(task.dueAtMs)) return null;
  return { kind: task.kind as TimerKind, docId: task.docId, dueAtMs: task.dueAtMs };
}

export const notificationTimerOnTask = timerTaskFunction(
  'notification timer',
  parseTask,
  (task, now) => runNotificationTimer(adminDb(), task, now, { emulated: emulated() }),
  scheduleNotificationTimer,
);

/** The production backstop (never run by the emulator, see taskTimer.ts). */
export const notificationTimerSweep = onSchedule(SWEEP_OPTIONS, async () => {
  const written = await sweepNotificationTimers(adminDb(), clock.now());
  if (Object.values(written).some(Boolean)) logger.info('Timed notifications sent', written);
});
