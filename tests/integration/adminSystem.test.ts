// The admin system area under the emulators (issue 16 §4): every backend service measured live
// (Auth, Firestore, the api itself, the local file store), the versions the functions build
// wrote, the outbox and pending-job counts, and the api's recent server errors (the last 20,
// recorded by its error handler); admins only (functions loaded from functions/lib: run
// `npm run build -w functions` first).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ADMIN_API, type SystemView } from '@marketplace/domain';
import express from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorHandler } from '../../functions/src/lib/errors';
import { KEPT_ERRORS, SYSTEM_ERRORS_DOC } from '../../functions/src/lib/systemErrors';
import { adminDb, documentEventually, eventually } from './emulators';
import { call, cleanup, createPerson, run } from './quoteFixtures';

vi.setConfig({ testTimeout: 60_000 });

const admin = `it-sys-admin-${run}`;
const member = `it-sys-member-${run}`;
const paths: string[] = [];

beforeAll(async () => {
  await createPerson({ uid: admin, firstName: 'Ada', admin: true });
  await createPerson({ uid: member, firstName: 'Bob' });
}, 60_000);

afterAll(async () => {
  for (const path of paths) await adminDb.doc(path).delete();
  await cleanup([]);
}, 60_000);

const system = async (uid: string | null = admin) => {
  const answer = await call('GET', ADMIN_API.system, uid);
  return { status: answer.status, view: answer.body as unknown as SystemView, body: answer.body };
};

const root = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

describe('admin system', () => {
  it('answers admins only, checked on the server', async () => {
    expect((await system(null)).status).toBe(401);
    const refused = await system(member);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('forbidden');
  });

  it('measures each service live and shows the built versions', async () => {
    const { status, view } = await system();
    expect(status).toBe(200);
    expect(view.services.map((service) => service.name)).toEqual([
      'auth',
      'firestore',
      'functions',
      'storage',
    ]);
    for (const service of view.services) {
      expect(service.ok, `${service.name}: ${service.detail}`).toBe(true);
      expect(service.latencyMs).toBeGreaterThanOrEqual(0);
    }
    // The Functions emulator without a Storage emulator: the local disk store.
    expect(view.services.find((service) => service.name === 'storage')?.detail).toBe('local-disk');
    expect(view.versions).toEqual({
      app: (JSON.parse(root('package.json')) as { version: string }).version,
      rules: createHash('sha256').update(root('firestore.rules')).digest('hex').slice(0, 12),
    });
    expect(view.unavailable).toBeUndefined();
  });

  it('counts undelivered mail and SMS, and the jobs a timer owes', async () => {
    const before = (await system()).view;
    const mail = (id: string, delivery?: string) => {
      const path = `mail/it-sys-${run}-${id}`;
      paths.push(path);
      return adminDb.doc(path).set({
        to: 'x@example.com',
        message: { subject: 's', text: 't', html: 't' },
        uid: member,
        kind: 'account_updated',
        createdAt: Timestamp.now(),
        ...(delivery ? { delivery: { state: delivery } } : {}),
      });
    };
    await Promise.all([mail('a'), mail('b'), mail('c', 'SUCCESS'), mail('d', 'ERROR')]);
    const sms = `sms/it-sys-${run}`;
    paths.push(sms);
    await adminDb.doc(sms).set({
      to: '+237600000000',
      body: 'b',
      uid: member,
      kind: 'account_updated',
      createdAt: Timestamp.now(),
    });
    // A confirmed booking past its auto-complete time. Marked as needing attention so that no
    // timer is armed for it (autoCompleteDeadline), and the count stays put while we look.
    const booking = `bookings/it-sys-${run}`;
    paths.push(booking);
    await adminDb.doc(booking).set({
      status: 'confirmed',
      needsAttention: true,
      autoCompleteAt: Timestamp.fromMillis(Date.now() - 3_600_000),
    });
    const after = await eventually(
      async () => (await system()).view,
      (view) => view.outbox.mail === before.outbox.mail + 2,
    );
    expect(after.outbox).toEqual({ mail: before.outbox.mail + 2, sms: before.outbox.sms + 1 });
    expect(after.pendingJobs).toBe(before.pendingJobs + 1);
  });

  it("keeps the api's last 20 server errors, newest first", async () => {
    // The api's own error handler, in this process (as the Functions runtime runs it).
    const previous = process.env.FUNCTIONS_EMULATOR;
    process.env.FUNCTIONS_EMULATOR = 'true';
    try {
      const app = express();
      app.get('/boom/:n', (req) => {
        throw new Error(`it-sys-${run} crash ${req.params.n}`);
      });
      app.use(errorHandler);
      for (let n = 0; n < KEPT_ERRORS + 3; n += 1) {
        const answer = await request(app).get(`/boom/${n}`);
        expect(answer.status).toBe(500);
        expect(answer.body).toEqual({ error: { code: 'internal', message: 'An error occurred' } });
        // One at a time: the order of the list is the order of the errors.
        await documentEventually(SYSTEM_ERRORS_DOC, (snapshot) =>
          String(snapshot.get('items')?.[0]?.message).includes(`crash ${n}`),
        );
      }
    } finally {
      if (previous === undefined) delete process.env.FUNCTIONS_EMULATOR;
      else process.env.FUNCTIONS_EMULATOR = previous;
    }
    const { view } = await system();
    expect(view.recentErrors).toHaveLength(KEPT_ERRORS);
    expect(view.recentErrors[0]).toMatchObject({
      source: `GET /boom/${KEPT_ERRORS + 2}`,
      message: `Error: it-sys-${run} crash ${KEPT_ERRORS + 2}`,
    });
    expect(view.recentErrors.at(-1)?.message).toContain(`crash 3`);
  });
});
