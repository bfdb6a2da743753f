import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { adminDb } from '../lib/admin';
import { clock } from '../lib/clock';
import {
  SANDBOX_COLLECTION,
  webhookBodyOf,
  type SandboxTransaction,
} from '../lib/payments/sandbox';
import { SANDBOX_SIGNATURE_HEADER, signWebhookBody } from '../lib/payments/signature';
import { attemptWhenDue, enqueueTimerTask, timerTaskOptions } from './taskTimer';

/**
 * The sandbox operator's webhook delivery (issue 15). Like the real gateways it delivers each
 * event at least once: every answer is POSTed twice (the second copy SECOND_COPY_DELAY_MS
 * later: "sometimes twice, sometimes late"), and a copy is retried on any non-2xx answer
 * (timerTaskOptions' retry policy). Each copy is a Cloud Task due at its instant; under the
 * emulators, which dispatch at once and ignore `scheduleTime` (taskTimer.ts), a copy answers
 * 503 until then and comes back with the retries' backoff, so webhooks really arrive late there
 * too. The body is built from the ledger at delivery and signed then (the task carries no secret).
 */

export const SANDBOX_WEBHOOK_FUNCTION = 'sandboxWebhookOnTask';
/** How much later than the first the second copy of a webhook is due. */
export const SECOND_COPY_DELAY_MS = 5_000;
const POST_TIMEOUT_MS = 10_000;

export interface SandboxWebhookTask {
  reference: string;
  copy: 1 | 2;
  dueAtMs: number;
}

/** Enqueues both copies of the webhook of `reference`'s answer, due at `at`. */
export async function scheduleSandboxWebhooks(
  reference: string,
  at: Date,
  now = clock.now(),
): Promise<void> {
  for (const copy of [1, 2] as const) {
    const dueAtMs = at.getTime() + (copy === 2 ? SECOND_COPY_DELAY_MS : 0);
    await enqueueTimerTask(
      SANDBOX_WEBHOOK_FUNCTION,
      { reference, copy, dueAtMs } satisfies SandboxWebhookTask,
      `sandbox-webhook-${reference}-${copy}`,
      now,
    );
  }
}

/** POSTs a signed body; answers the HTTP status. */
export type PostWebhook = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<number>;

const postWebhook: PostWebhook = async (url, body, headers) =>
  (
    await fetch(url, {
      method: 'POST',
      body,
      headers,
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    })
  ).status;

/**
 * One delivery attempt at `now`: `early` before the copy is due (or before the ledger's answer),
 * `dropped` when there is nothing to report, `delivered` on a 2xx. Throws on any other answer,
 * so that the task is retried.
 */
export async function deliverSandboxWebhook(
  db: Firestore,
  task: SandboxWebhookTask,
  now: Date,
  post: PostWebhook = postWebhook,
): Promise<'early' | 'dropped' | 'delivered'> {
  if (now.getTime() < task.dueAtMs) return 'early';
  const ledger = (await db.collection(SANDBOX_COLLECTION).doc(task.reference).get()).data() as
    SandboxTransaction | undefined;
  const body = ledger && webhookBodyOf(ledger);
  if (!ledger || !body) return 'dropped';
  if (ledger.answer && ledger.answer.at.toMillis() > now.getTime()) return 'early';
  const raw = JSON.stringify(body);
  const status = await post(ledger.webhookUrl, raw, {
    'Content-Type': 'application/json',
    [SANDBOX_SIGNATURE_HEADER]: signWebhookBody(raw),
  });
  if (status < 200 || status >= 300) {
    throw new Error(`The webhook of ${task.reference} (copy ${task.copy}) was answered ${status}`);
  }
  return 'delivered';
}

export function parseSandboxWebhookTask(data: unknown): SandboxWebhookTask | null {
  const task = data as Partial<SandboxWebhookTask> | null;
  if (typeof task?.reference !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(task.reference)) {
    return null;
  }
  if (task.copy !== 1 && task.copy !== 2) return null;
  if (typeof task.dueAtMs !== 'number' || !Number.isFinite(task.dueAtMs)) return null;
  return { reference: task.reference, copy: task.copy, dueAtMs: task.dueAtMs };
}

export const sandboxWebhookOnTask = onTaskDispatched<SandboxWebhookTask>(
  timerTaskOptions(),
  async (request) => {
    const task = parseSandboxWebhookTask(request.data);
    if (!task) {
      logger.warn('Ignoring a malformed sandbox webhook task', { data: request.data });
      return;
    }
    const { outcome } = await attemptWhenDue(task.dueAtMs, (now) =>
      deliverSandboxWebhook(adminDb(), task, now),
    );
    if (outcome === 'early') throw new HttpsError('unavailable', 'Not due yet');
  },
);
