import { isOpenPaymentStatus, OPEN_PAYMENT_STATUSES } from '@marketplace/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { outcomeOfStatus } from '../http/payments/webhook';
import { adminDb } from '../lib/admin';
import { clock } from '../lib/clock';
import { HttpError } from '../lib/errors';
import type { GatewayStatus, PaymentGateway } from '../lib/payments/gateway';
import { paymentGateway } from '../lib/payments';
import { settlePayment } from '../lib/payments/settle';
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
 * Reconciliation (issue 15, DESIGN §3): webhooks may never come, so an open attempt is checked
 * with the gateway's `verify` once its window has ended (`expiresAt` + RECONCILE_GRACE_MS, the
 * grace leaving a last webhook its chance): SUCCESSFUL settles it paid, FAILED failed, still
 * PENDING `expired` (reason `timeout`). One Cloud Task per attempt, armed by a trigger whenever
 * an open attempt's `expiresAt` appears or moves, plus the hourly sweep (taskTimer.ts). Cash and
 * transfer attempts have no `expiresAt`: a person settles them.
 */

export const RECONCILE_FUNCTION = 'paymentReconcileOnTask';
export const RECONCILE_GRACE_MS = 30_000;

/** The instant (ms) the timer reconciles this payment at, or null when it will not. */
export function reconcileDeadline(
  payment: { status?: unknown; expiresAt?: unknown } | undefined,
): number | null {
  if (!payment || !isOpenPaymentStatus(payment.status)) return null;
  const at = payment.expiresAt;
  return at instanceof Timestamp ? at.toMillis() + RECONCILE_GRACE_MS : null;
}

/** The gateway's status; a reference it does not know is a transaction that never answered. */
async function verifiedStatus(
  gateway: PaymentGateway,
  reference: string,
  now: Date,
): Promise<GatewayStatus> {
  try {
    return await gateway.verify(reference, now);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return { status: 'PENDING' };
    throw error;
  }
}

/**
 * Reconciles payment `paymentId` if its deadline has passed. Answers whether it settled it, and
 * otherwise the deadline still ahead (null: nothing left to do).
 */
export async function reconcilePayment(
  db: Firestore,
  gateway: PaymentGateway,
  paymentId: string,
  now: Date,
): Promise<{ settled: boolean; deadline: number | null }> {
  const payment = (await db.doc(`payments/${paymentId}`).get()).data();
  const deadline = reconcileDeadline(payment);
  if (!payment || deadline === null) return { settled: false, deadline: null };
  if (deadline > now.getTime()) return { settled: false, deadline };
  const status = await verifiedStatus(gateway, payment.reference as string, now);
  const outcome = outcomeOfStatus(status, payment.amountFCFA as number) ?? {
    status: 'expired' as const,
    reason: 'timeout' as const,
  };
  const settled = await settlePayment(
    db,
    paymentId,
    outcome,
    { type: 'reconciled', detail: `verify: ${status.status}` },
    now,
  );
  return { settled, deadline: null };
}

/**
 * Every open payment whose deadline has passed as of `now`, in bounded batches (the sweep);
 * each is settled in its own transaction, so a task at the same time changes nothing more.
 */
export async function reconcileDuePayments(
  db: Firestore,
  gateway: PaymentGateway,
  now: Date,
  { batchSize = 100, maxBatches = 10 } = {},
): Promise<number> {
  const cutoff = Timestamp.fromMillis(now.getTime() - RECONCILE_GRACE_MS);
  let settled = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const due = await db
      .collection('payments')
      .where('status', 'in', [...OPEN_PAYMENT_STATUSES])
      .where('expiresAt', '<=', cutoff)
      .limit(batchSize)
      .get();
    let done = 0;
    for (const doc of due.docs) {
      if ((await reconcilePayment(db, gateway, doc.id, now)).settled) done += 1;
    }
    settled += done;
    // A batch in which nothing settled would be read again as is: stop there.
    if (due.size < batchSize || done === 0) break;
  }
  return settled;
}

export interface ReconcileTask {
  paymentId: string;
  dueAtMs: number;
}

/** One run of a reconciliation task at `now` (see taskTimer.ts `waitingOutcome`). */
export async function runReconcile(
  db: Firestore,
  gateway: PaymentGateway,
  task: ReconcileTask,
  now: Date,
  options: { emulated: boolean },
): Promise<'reconciled' | WaitingOutcome> {
  const { settled, deadline } = await reconcilePayment(db, gateway, task.paymentId, now);
  if (settled) return 'reconciled';
  return waitingOutcome(deadline, task.dueAtMs, now, options);
}

/** Enqueues the task reconciling `paymentId` at `dueAtMs` (logged on failure). */
export const scheduleReconcile = (paymentId: string, dueAtMs: number, now = clock.now()) =>
  enqueueTimerTask(
    RECONCILE_FUNCTION,
    { paymentId, dueAtMs } satisfies ReconcileTask,
    `reconcile-${paymentId}`,
    now,
  );

function parseTask(data: unknown): ReconcileTask | null {
  const task = data as Partial<ReconcileTask> | null;
  if (typeof task?.paymentId !== 'string' || !TASK_ID_PATTERN.test(task.paymentId)) return null;
  if (typeof task.dueAtMs !== 'number' || !Number.isFinite(task.dueAtMs)) return null;
  return { paymentId: task.paymentId, dueAtMs: task.dueAtMs };
}

export const paymentReconcileOnTask = timerTaskFunction(
  'payment reconciliation',
  parseTask,
  (task, now) => runReconcile(adminDb(), paymentGateway(), task, now, { emulated: emulated() }),
  (task, now) => scheduleReconcile(task.paymentId, task.dueAtMs, now),
);

/**
 * Arms the timer whenever an open payment's deadline appears or moves. Safe to run again:
 * enqueueing the same deadline twice is one task.
 */
export const paymentReconcileOnWritten: WriteHandler<{ paymentId: string }> = async (event) => {
  const deadline = reconcileDeadline(event.data?.after.data());
  if (deadline === null || deadline === reconcileDeadline(event.data?.before.data())) return;
  await scheduleReconcile(event.params.paymentId, deadline);
};

/** The production backstop (never run by the emulator, see taskTimer.ts). */
export const paymentReconcileSweep = onSchedule(SWEEP_OPTIONS, async () => {
  const settled = await reconcileDuePayments(adminDb(), paymentGateway(), clock.now());
  if (settled) logger.info('Reconciled payments', { settled });
});
