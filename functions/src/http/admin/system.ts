import {
  OPEN_PAYMENT_STATUSES,
  OUTBOX_COLLECTIONS,
  type ServiceHealth,
  type SystemView,
} from '@marketplace/domain';
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import { adminAuth, adminDb } from '../../lib/admin';
import { clock } from '../../lib/clock';
import { fileStoreKind, getFileStore, type FileStore } from '../../lib/storage';
import { SYSTEM_ERRORS_DOC, recentErrorsOf } from '../../lib/systemErrors';
import { RECONCILE_GRACE_MS } from '../../jobs/paymentReconcile';
import { requireAdmin } from './adminActions';

/**
 * `GET /api/admin/system` (admins): the SystemView, measured now.
 * - services: Auth (`listUsers(1)`), Firestore (the get of `systemErrors/recent`, which the view
 *   needs anyway), Storage (the FileStore writes, reads back and deletes a probe file), and
 *   Functions: this very request, whose latency is the time the api took to measure the rest.
 *   Each probe gives up after PROBE_TIMEOUT_MS, so one stuck service cannot hang the page.
 * - versions: written by the functions build (functions/tsup.config.ts): the root package.json
 *   version and the first 12 hex digits of the SHA-256 of the firestore.rules it was built
 *   with (compare with `sha256sum firestore.rules`); `dev` / `unknown` when run unbundled.
 * - outbox: mail and SMS documents not yet delivered: all of them minus those the sender has
 *   finished with (`delivery.state` SUCCESS or ERROR, as the Trigger Email extension marks
 *   them), two count() aggregations each.
 * - pendingJobs: work a timer owes: open payments past their window (plus the reconciliation's
 *   grace) and confirmed bookings past `autoCompleteAt`, the very queries of their sweeps.
 * - recentErrors: the api's last 20 server errors (lib/systemErrors.ts).
 */
export const adminSystemRouter = Router();

export const PROBE_TIMEOUT_MS = 5_000;

type Probe = Omit<ServiceHealth, 'name' | 'latencyMs'>;

/** Runs `check`, timed; a failure or a timeout is a sick service with the reason. */
export async function measure(
  name: ServiceHealth['name'],
  check: () => Promise<string | null>,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<ServiceHealth> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  let probe: Probe;
  try {
    probe = { ok: true, detail: await Promise.race([check(), timeout]) };
  } catch (error) {
    probe = { ok: false, detail: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
  return { name, ...probe, latencyMs: Math.round(performance.now() - started) };
}

/** Writes a small file, reads it back byte for byte, deletes it. */
export async function storageProbe(store: FileStore): Promise<string> {
  const path = `system-probes/${randomUUID()}`;
  const bytes = Buffer.from(`probe ${path}`);
  await store.write(path, bytes, 'text/plain');
  try {
    const read = await store.read(path);
    if (!read || !read.bytes.equals(bytes)) throw new Error('the probe file read back differs');
  } finally {
    await store.delete(path);
  }
  return fileStoreKind();
}

const countOf = async (query: Query) => (await query.count().get()).data().count;

/** Delivered or given up by the sender: what the outbox no longer owes. */
const FINISHED = ['SUCCESS', 'ERROR'];

async function pendingIn(db: Firestore, collection: string): Promise<number> {
  const all = db.collection(collection);
  const [total, finished] = await Promise.all([
    countOf(all),
    countOf(all.where('delivery.state', 'in', FINISHED)),
  ]);
  return Math.max(0, total - finished);
}

async function pendingJobs(db: Firestore, now: Date): Promise<number> {
  const [payments, bookings] = await Promise.all([
    countOf(
      db
        .collection('payments')
        .where('status', 'in', [...OPEN_PAYMENT_STATUSES])
        .where('expiresAt', '<=', Timestamp.fromMillis(now.getTime() - RECONCILE_GRACE_MS)),
    ),
    countOf(
      db
        .collection('bookings')
        .where('status', '==', 'confirmed')
        .where('autoCompleteAt', '<=', Timestamp.fromDate(now)),
    ),
  ]);
  return payments + bookings;
}

/** The build's versions (see the file's comment); the literal names are replaced at build. */
export const builtVersions = (): SystemView['versions'] => ({
  app: process.env.APP_VERSION ?? 'dev',
  rules: process.env.RULES_VERSION ?? 'unknown',
});

export async function systemView(db: Firestore, store: FileStore, now: Date): Promise<SystemView> {
  const started = performance.now();
  let stored: unknown;
  const [auth, firestore, storage, counts] = await Promise.all([
    measure('auth', async () => {
      await adminAuth().listUsers(1);
      return null;
    }),
    measure('firestore', async () => {
      stored = (await db.doc(SYSTEM_ERRORS_DOC).get()).get('items');
      return null;
    }),
    measure('storage', () => storageProbe(store)),
    // A failed count leaves its figure at 0 and says so in `unavailable`.
    Promise.allSettled([
      pendingIn(db, OUTBOX_COLLECTIONS.mail),
      pendingIn(db, OUTBOX_COLLECTIONS.sms),
      pendingJobs(db, now),
    ]),
  ]);
  const [mail, sms, jobs] = counts.map((result) =>
    result.status === 'fulfilled' ? result.value : null,
  );
  const missing = {
    outbox: mail === null || sms === null,
    pendingJobs: jobs === null,
    recentErrors: !firestore.ok,
  } as const;
  const unavailable = (Object.keys(missing) as (keyof typeof missing)[]).filter(
    (figure) => missing[figure],
  );
  const functions: ServiceHealth = {
    name: 'functions',
    ok: true,
    latencyMs: Math.round(performance.now() - started),
    detail:
      process.env.K_REVISION ?? (process.env.FUNCTIONS_EMULATOR === 'true' ? 'emulator' : null),
  };
  return {
    services: [auth, firestore, functions, storage],
    versions: builtVersions(),
    outbox: { mail: mail ?? 0, sms: sms ?? 0 },
    pendingJobs: jobs ?? 0,
    recentErrors: recentErrorsOf(stored),
    ...(unavailable.length > 0 ? { unavailable } : {}),
  };
}

adminSystemRouter.get('/', async (req, res) => {
  await requireAdmin(req, res);
  res.json(await systemView(adminDb(), getFileStore(), clock.now()));
});
