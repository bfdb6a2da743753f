/**
 * Payments load test (issue 15 "Measured"), on the emulators and loopback only. Run it inside
 * `emulators:exec` with the functions built (the sandbox's webhooks are Cloud Tasks that the
 * Functions emulator runs, posting to its own `api`):
 *
 *   npm run build -w functions
 *   npm run emulators:exec -- --offset 40 --only firestore,auth,functions,tasks -- \
 *     'npm run bench:payments'
 *
 * `--requests 200 --duplicates 0.2 --settle-seconds 300` are the defaults. Every initiation is
 * sent at once to the api's express app on a loopback port (in-process, against the emulators,
 * as bench-api does: the Functions emulator starts a Node worker per concurrent request, which
 * would measure the emulator rather than the api). 20 % of them reuse the key of another
 * request, concurrently. Each is an MTN MoMo demo payment whose number approves after 3 s: the
 * sandbox then delivers its signed webhook twice, through the Cloud Tasks and Functions
 * emulators, to the deployed-like `api`. Then, once every attempt has settled:
 * - zero 5xx; every request answered 201 or 200 (a replay of its key);
 * - exactly one payment per key, and requests sharing a key got the same payment;
 * - every payment `success`, settled by exactly one webhook (`status` event), the second copy
 *   recorded as a duplicate;
 * - initiation latency p50 / p95 / p99 / max.
 * Exits 1 when any of these fails.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { calculateTransaction, type InitiatePaymentResponse } from '@marketplace/domain';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '200' },
    duplicates: { type: 'string', default: '0.2' },
    'settle-seconds': { type: 'string', default: '300' },
  },
});
const REQUESTS = Number(values.requests);
const DUPLICATE_SHARE = Number(values.duplicates);
const SETTLE_MS = Number(values['settle-seconds']) * 1000;
const PRICE_FCFA = 5_000;
const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-marketplace';

/** Loopback only: this script writes hundreds of documents and must never reach a server. */
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
if (!firestoreHost || !/^(127\.0\.0\.1|localhost|\[::1\]):\d+$/.test(firestoreHost)) {
  throw new Error(
    'FIRESTORE_EMULATOR_HOST must name a loopback emulator (run inside emulators:exec)',
  );
}
if (!process.env.CLOUD_TASKS_EMULATOR_HOST) {
  throw new Error('Start the Cloud Tasks emulator too (--only firestore,auth,functions,tasks)');
}
// The in-process api then behaves as under the Functions emulator: local origins, the
// emulator's webhook address.
process.env.FUNCTIONS_EMULATOR = 'true';

const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT }));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

interface Answer {
  key: string;
  status: number;
  ms: number;
  paymentId: string | null;
}

async function initiate(base: string, key: string, expected: number): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${base}/api/payments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({
      target: { kind: 'demo', priceFCFA: PRICE_FCFA },
      method: 'mtn_momo',
      country: 'CI',
      phone: '0500000001',
      expectedAmountFCFA: expected,
      idempotencyKey: key,
      lang: 'fr',
      payer: { name: 'Banc d’essai' },
    }),
  });
  const ms = performance.now() - started;
  const body = (await response.json().catch(() => null)) as InitiatePaymentResponse | null;
  return { key, status: response.status, ms, paymentId: body?.payment?.id ?? null };
}

async function main() {
  const charge = calculateTransaction({
    amountFCFA: PRICE_FCFA,
    methodId: 'mtn_momo',
    feePayer: 'customer',
  });
  if (!charge.ok) throw new Error(charge.error);
  const expected = charge.value.totalPaidByCustomerFCFA;

  const { createApiApp } = await import('../functions/src/http/app');
  const server = createApiApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // 20 % of the requests repeat the key of one of the others.
  const uniqueCount = Math.round(REQUESTS * (1 - DUPLICATE_SHARE));
  const keys = Array.from({ length: uniqueCount }, () => `bench-${randomUUID()}`);
  const sent = [...keys, ...keys.slice(0, REQUESTS - uniqueCount)];
  console.log(
    `${REQUESTS} initiations at once (${uniqueCount} keys, ${REQUESTS - uniqueCount} repeated)…`,
  );
  const answers = await Promise.all(sent.map((key) => initiate(base, key, expected)));
  server.close();

  const problems: string[] = [];
  const serverErrors = answers.filter((answer) => answer.status >= 500).length;
  if (serverErrors) problems.push(`${serverErrors} answers were 5xx`);
  const unexpected = answers.filter((answer) => answer.status !== 201 && answer.status !== 200);
  if (unexpected.length) {
    problems.push(
      `${unexpected.length} answers were neither 201 nor 200: ${[...new Set(unexpected.map((a) => a.status))].join(', ')}`,
    );
  }
  const byKey = new Map<string, Set<string | null>>();
  for (const answer of answers) {
    byKey.set(answer.key, (byKey.get(answer.key) ?? new Set()).add(answer.paymentId));
  }
  const split = [...byKey.values()].filter((ids) => ids.size !== 1).length;
  if (split) problems.push(`${split} keys were answered with different payments`);

  // One payment per key in the database, whatever the answers said.
  const stored = await db.collection('payments').where('target', '==', 'demo').get();
  const ours = stored.docs.filter((doc) => keys.includes(doc.get('idempotencyKey') as string));
  const perKey = new Map<string, number>();
  for (const doc of ours) {
    const key = doc.get('idempotencyKey') as string;
    perKey.set(key, (perKey.get(key) ?? 0) + 1);
  }
  const missing = keys.filter((key) => !perKey.has(key)).length;
  const doubled = [...perKey.values()].filter((count) => count > 1).length;
  if (missing) problems.push(`${missing} keys have no payment`);
  if (doubled) problems.push(`${doubled} keys have more than one payment`);

  // Every attempt settles by its webhook; the second copy of each is a recorded duplicate.
  console.log('Waiting for the webhooks (each delivered twice)…');
  const deadline = Date.now() + SETTLE_MS;
  let settled = 0;
  let duplicates = 0;
  let settledByWebhook = 0;
  while (Date.now() < deadline) {
    const states = await Promise.all(
      ours.map(async (doc) => {
        const [payment, events] = await Promise.all([
          doc.ref.get(),
          doc.ref.collection('events').get(),
        ]);
        const types = events.docs.map((event) => event.get('type') as string);
        return {
          success: payment.get('status') === 'success',
          // The settlement: the one `status` event whose status is success (the others record
          // the attempt's earlier states).
          settlements: events.docs.filter(
            (event) => event.get('type') === 'status' && event.get('status') === 'success',
          ).length,
          duplicates: types.filter((type) => type === 'webhook_duplicate').length,
        };
      }),
    );
    settled = states.filter((state) => state.success).length;
    settledByWebhook = states.filter((state) => state.settlements === 1).length;
    duplicates = states.filter((state) => state.duplicates >= 1).length;
    if (settled === ours.length && duplicates === ours.length) break;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  if (settled !== ours.length)
    problems.push(`${ours.length - settled} payments did not settle as success`);
  if (settledByWebhook !== ours.length)
    problems.push(
      `${ours.length - settledByWebhook} payments were not settled by exactly one webhook`,
    );
  if (duplicates !== ours.length)
    problems.push(`${ours.length - duplicates} payments did not record their duplicate webhook`);

  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(`\nInitiation latency (${REQUESTS} concurrent, in-process api on the emulators):`);
  console.log(
    `  p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? NaN)}`,
  );
  console.log(
    `  answers: ${answers.filter((a) => a.status === 201).length} × 201, ${answers.filter((a) => a.status === 200).length} × 200 (replays), ${serverErrors} × 5xx`,
  );
  console.log(
    `  payments: ${ours.length} for ${keys.length} keys; ${settled} success, ${settledByWebhook} settled by one webhook, ${duplicates} with a duplicate webhook recorded`,
  );
  if (problems.length) {
    console.error(`\nFAILED:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nOK: one payment per key, zero 5xx, every webhook twice and settled once.');
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
