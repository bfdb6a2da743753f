// Provider verification through the api under the emulators (issue 16): uploads of each kind
// and their bad inputs (nothing written), an admin's steps and who may take them, the
// provider's public fields, the audit log, the queue, download links, and the lapse timer with
// a moved clock (and, with the tasks emulator, for real). Functions built first:
// `npm run build -w functions`; emulators firestore, auth, functions (+ tasks).
import { rm, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  addCalendarMonths,
  addDays,
  isoDay,
  VERIFICATION_API,
  VERIFICATION_LIMITS,
  type VerificationAuditLine,
  type VerificationKind,
  type VerificationPage,
  type VerificationQueueItem,
  type VerificationView,
} from '@marketplace/domain';
import { Timestamp } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  runVerificationTimer,
  timerDeadlines,
  type VerificationTimerTask,
} from '../../functions/src/jobs/verificationLapse';
import { FIXTURES } from '../../functions/src/http/profile/testFixtures';
import { GPS_MARKER, testImages } from '../../functions/src/http/profile/testImages';
import { requestOf, type StoredRequest } from '../../functions/src/lib/verification/stored';
import {
  DEV_VERIFICATION_LINK_SECRET,
  signDownloadToken,
} from '../../functions/src/lib/verification/token';
import { adminDb, eventually, TIMER_TASK_WAIT_MS } from './emulators';
import { call, cleanup, createPerson, fetchAs, run, type ApiAnswer } from './quoteFixtures';

const provider = `it-v-provider-${run}`;
/** A provider whose bad uploads must leave nothing behind. */
const fresh = `it-v-fresh-${run}`;
const stranger = `it-v-stranger-${run}`;
const admin = `it-v-admin-${run}`;
const queued = Array.from(
  { length: 22 },
  (_, index) => `it-v-queue-${run}-${`${index}`.padStart(2, '0')}`,
);

const STORAGE = fileURLToPath(new URL('../../.emulator-storage/verification/', import.meta.url));
const DAY_MS = 24 * 60 * 60 * 1000;

let images: Awaited<ReturnType<typeof testImages>>;

async function createProvider(uid: string, displayName: string) {
  await createPerson({ uid, firstName: displayName });
  await adminDb.doc(`providers/${uid}`).set({
    displayName,
    headline: { fr: 'Plombier' },
    about: { fr: 'Plombier' },
    categories: [`it-verification-${run}`],
    specialties: [],
    city: 'Douala',
    country: 'CM',
    verified: false,
    verificationStatus: 'unverified',
    rating: 0,
    reviewCount: 0,
  });
}

beforeAll(async () => {
  images = await testImages();
  await createProvider(provider, 'Awa Plomberie');
  // Notices go out in the recipient's language.
  await adminDb.doc(`users/${provider}`).update({ language: 'en' });
  await createProvider(fresh, 'Jean Élec');
  await createPerson({ uid: stranger, firstName: 'Sam' });
  await createPerson({ uid: admin, firstName: 'Paul', admin: true });
}, 120_000);

afterAll(async () => {
  for (const uid of [provider, fresh, stranger, ...queued]) {
    await adminDb.doc(`verificationRequests/${uid}`).delete();
    const lines = await adminDb.collection('verificationAudit').where('uid', '==', uid).get();
    await Promise.all(lines.docs.map((line) => line.ref.delete()));
    await adminDb.recursiveDelete(adminDb.doc(`notifications/${uid}`));
    for (const outbox of ['mail', 'sms']) {
      const sent = await adminDb.collection(outbox).where('uid', '==', uid).get();
      await Promise.all(sent.docs.map((doc) => doc.ref.delete()));
    }
    await rm(`${STORAGE}${uid}`, { recursive: true, force: true });
  }
  await cleanup([]);
}, 120_000);

const code = (answer: ApiAnswer) => [answer.status, answer.body.error?.code];

/** A form of `files` (bytes and names) and text fields. */
function form(files: [Buffer, string][], fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [bytes, name] of files) body.append('files', new Blob([new Uint8Array(bytes)]), name);
  return body;
}

const upload = (uid: string | null, kind: VerificationKind, body: FormData) =>
  call('POST', VERIFICATION_API.upload(kind), uid, body);

const today = () => isoDay(new Date());
/** A recent criminal-record extract's issue day. */
const recentIssue = () => addDays(today(), -10);

const documentOf = (view: VerificationView, kind: VerificationKind) =>
  view.documents.find((document) => document.kind === kind);

async function viewOf(uid: string): Promise<VerificationView> {
  const answer = await call('GET', VERIFICATION_API.request(uid), admin);
  expect(answer.status).toBe(200);
  return answer.body as unknown as VerificationView;
}

const providerFields = async (uid: string) => {
  const data = (await adminDb.doc(`providers/${uid}`).get()).data() ?? {};
  return {
    verified: data.verified,
    verificationStatus: data.verificationStatus,
    verifiedOn: data.verifiedOn,
    criminalRecordCheckedOn: data.criminalRecordCheckedOn,
  };
};

const decide = (kind: VerificationKind, body: unknown, uid: string | null = admin, of = provider) =>
  call('POST', VERIFICATION_API.decide(of, kind), uid, body);

/** The provider's notification items whose id starts with `prefix`. */
async function noticesOf(uid: string, prefix: string) {
  const items = await adminDb.collection(`notifications/${uid}/items`).get();
  return items.docs.filter((item) => item.id.startsWith(prefix)).map((item) => item.data());
}

async function exists(path: string) {
  return stat(path).then(
    () => true,
    () => false,
  );
}

// Triggers and re-encoding run beside whatever else the emulators are doing (a seed, a
// suite): minutes on a loaded machine, not seconds.
describe('uploads', { timeout: 120_000 }, () => {
  it('takes an identity document (two photos), a licence (PDF), a diploma and a criminal record', async () => {
    const identity = await upload(
      provider,
      'identity',
      form(
        [
          [images.phonePhoto, 'recto.jpg'],
          [images.png, 'verso.png'],
        ],
        { validUntil: addDays(today(), 3650) },
      ),
    );
    expect(identity.status, JSON.stringify(identity.body)).toBe(201);
    const licence = await upload(provider, 'licence', form([[FIXTURES.pdf, 'licence.pdf']]));
    expect(licence.status).toBe(201);
    const diploma = await upload(provider, 'diploma', form([[images.webp, 'diplome.webp']]));
    expect(diploma.status).toBe(201);
    const record = await upload(
      provider,
      'criminal_record',
      form([[FIXTURES.pdf, 'casier.pdf']], { issuedOn: recentIssue() }),
    );
    expect(record.status).toBe(201);

    const view = record.body as unknown as VerificationView;
    expect(view).toMatchObject({
      uid: provider,
      displayName: 'Awa Plomberie',
      level: 'in_progress',
      missing: [],
      verifiedAt: null,
    });
    expect(view.documents.map((document) => [document.kind, document.status])).toEqual([
      ['identity', 'pending'],
      ['licence', 'pending'],
      ['diploma', 'pending'],
      ['criminal_record', 'pending'],
    ]);
    const photos = documentOf(view, 'identity')?.files ?? [];
    expect(photos.map((file) => [file.name, file.contentType])).toEqual([
      ['recto.jpg', 'image/webp'],
      ['verso.png', 'image/webp'],
    ]);
    expect(documentOf(view, 'licence')?.files[0]).toMatchObject({
      contentType: 'application/pdf',
      size: FIXTURES.pdf.length,
    });
    expect(documentOf(view, 'criminal_record')?.issuedOn).toBe(recentIssue());
    // The owner's own view says the same; no storage path or reviewer leaks out.
    const mine = await call('GET', VERIFICATION_API.mine, provider);
    expect(mine.body).toEqual(view);
    expect(JSON.stringify(mine.body)).not.toContain('verification/');
    expect(await providerFields(provider)).toMatchObject({
      verified: false,
      verificationStatus: 'in_progress',
    });
  });

  it('refuses a 30 MB file, an executable named .pdf, a fourth file and an old record, writing nothing', async () => {
    const huge = Buffer.alloc(30 * 1024 * 1024);
    FIXTURES.pdf.copy(huge);
    expect(code(await upload(fresh, 'licence', form([[huge, 'huge.pdf']])))).toEqual([
      413,
      'file_too_large',
    ]);
    const executable = Buffer.concat([Buffer.from('MZ\x90\x00\x03', 'latin1'), Buffer.alloc(512)]);
    expect(code(await upload(fresh, 'licence', form([[executable, 'licence.pdf']])))).toEqual([
      400,
      'invalid_file_type',
    ]);
    // One bad file among good ones refuses them all.
    const mixed = form([
      [FIXTURES.pdf, 'ok.pdf'],
      [Buffer.from('#!/bin/sh\nrm -rf /\n'), 'scan.pdf'],
    ]);
    expect(code(await upload(fresh, 'diploma', mixed))).toEqual([400, 'invalid_file_type']);
    const four = form(Array.from({ length: 4 }, (_, index) => [FIXTURES.pdf, `${index}.pdf`]));
    expect(code(await upload(fresh, 'identity', four))).toEqual([400, 'too_many_files']);
    const old = addCalendarMonths(today(), -4);
    const record = form([[FIXTURES.pdf, 'casier.pdf']], { issuedOn: old });
    expect(code(await upload(fresh, 'criminal_record', record))).toEqual([400, 'record_too_old']);
    const future = form([[FIXTURES.pdf, 'casier.pdf']], { issuedOn: addDays(today(), 2) });
    expect(code(await upload(fresh, 'criminal_record', future))).toEqual([400, 'record_too_old']);
    expect(code(await upload(fresh, 'criminal_record', form([[FIXTURES.pdf, 'c.pdf']])))).toEqual([
      400,
      'invalid_request',
    ]);
    // A signed-out visitor and someone who is not a provider cannot upload.
    expect((await upload(null, 'licence', form([[FIXTURES.pdf, 'l.pdf']]))).status).toBe(401);
    expect(code(await upload(stranger, 'licence', form([[FIXTURES.pdf, 'l.pdf']])))).toEqual([
      403,
      'forbidden',
    ]);

    expect((await adminDb.doc(`verificationRequests/${fresh}`).get()).exists).toBe(false);
    expect(
      (await adminDb.collection('verificationAudit').where('uid', '==', fresh).get()).size,
    ).toBe(0);
    expect(await exists(`${STORAGE}${fresh}`)).toBe(false);
    expect(await exists(`${STORAGE}${stranger}`)).toBe(false);
  }, 60_000);
});

describe('decisions', { timeout: 120_000 }, () => {
  it('are for admins only: a non-admin, even with a forged flag, gets 403', async () => {
    await adminDb.doc(`users/${stranger}`).update({ admin: true, role: 'admin' });
    for (const uid of [provider, stranger]) {
      expect(code(await decide('identity', { decision: 'approve' }, uid))).toEqual([
        403,
        'forbidden',
      ]);
      expect((await call('GET', VERIFICATION_API.queue, uid)).status).toBe(403);
      expect((await call('GET', VERIFICATION_API.request(provider), uid)).status).toBe(403);
      const open = await call('POST', VERIFICATION_API.open(provider, 'identity'), uid, {});
      expect(open.status).toBe(403);
    }
    expect((await decide('identity', { decision: 'approve' }, null)).status).toBe(401);
    expect(documentOf(await viewOf(provider), 'identity')?.status).toBe('pending');
  });

  it('refuses a decision on a document never uploaded (404) and a bad body (400)', async () => {
    expect(code(await decide('licence', { decision: 'approve' }, admin, fresh))).toEqual([
      404,
      'document_not_found',
    ]);
    expect(code(await decide('licence', { decision: 'reject' }))).toEqual([400, 'invalid_request']);
    expect(code(await decide('licence', { decision: 'reject', reason: 'other' }))).toEqual([
      400,
      'invalid_request',
    ]);
  });

  it('opens, rejects with a reason, takes a replacement and approves, until the provider is verified', async () => {
    const opened = await call('POST', VERIFICATION_API.open(provider, 'identity'), admin, {});
    expect(opened.status).toBe(200);
    expect(documentOf(opened.body as unknown as VerificationView, 'identity')?.status).toBe(
      'in_progress',
    );

    const rejected = await decide('licence', { decision: 'reject', reason: 'unreadable' });
    expect(rejected.status).toBe(200);
    expect(documentOf(rejected.body as unknown as VerificationView, 'licence')).toMatchObject({
      status: 'rejected',
      reason: 'unreadable',
    });
    const [notice] = await eventually(
      () => noticesOf(provider, 'account_updated-verification-licence-rejected-'),
      (items) => items.length === 1,
    );
    expect(notice).toMatchObject({
      lang: 'en',
      title: 'Document rejected',
      body: 'Your professional licence was rejected: the document cannot be read. You can send a new document.',
      link: '/provider-verification',
    });

    const replaced = await upload(provider, 'licence', form([[FIXTURES.pdf, 'licence-v2.pdf']]));
    expect(replaced.status).toBe(201);
    expect(documentOf(replaced.body as unknown as VerificationView, 'licence')).toMatchObject({
      status: 'pending',
      reason: null,
      files: [expect.objectContaining({ name: 'licence-v2.pdf' })],
    });

    expect((await decide('identity', { decision: 'approve' })).status).toBe(200);
    expect((await providerFields(provider)).verified).toBe(false);
    const approved = await decide('licence', { decision: 'approve' });
    expect(approved.status).toBe(200);
    const view = approved.body as unknown as VerificationView;
    expect(view.level).toBe('verified');
    expect(view.verifiedAt).not.toBeNull();
    expect(await providerFields(provider)).toEqual({
      verified: true,
      verificationStatus: 'verified',
      verifiedOn: today(),
      criminalRecordCheckedOn: null,
    });

    // Approving an approved document is a step its state does not allow.
    expect(code(await decide('licence', { decision: 'approve' }))).toEqual([
      409,
      'invalid_transition',
    ]);
    expect(code(await call('POST', VERIFICATION_API.open(provider, 'licence'), admin, {}))).toEqual(
      [409, 'invalid_transition'],
    );
  });

  it('dates the criminal-record check on the provider when approved', async () => {
    const answer = await decide('criminal_record', { decision: 'approve' });
    expect(answer.status).toBe(200);
    expect(documentOf(answer.body as unknown as VerificationView, 'criminal_record')).toMatchObject(
      {
        status: 'approved',
        validUntil: addCalendarMonths(today(), VERIFICATION_LIMITS.criminalRecordValidMonths),
      },
    );
    expect((await providerFields(provider)).criminalRecordCheckedOn).toBe(today());
    const [notice] = await eventually(
      () => noticesOf(provider, 'account_updated-verification-criminal_record-approved-'),
      (items) => items.length === 1,
    );
    expect(notice?.link).toBe(`/providers/${provider}/criminal-record`);
  });

  it('keeps an audit line for each step, in order, for the provider and admins', async () => {
    const expected = [
      ['identity', 'upload', 'provider', 'missing', 'pending', null],
      ['licence', 'upload', 'provider', 'missing', 'pending', null],
      ['diploma', 'upload', 'provider', 'missing', 'pending', null],
      ['criminal_record', 'upload', 'provider', 'missing', 'pending', null],
      ['identity', 'open', 'admin', 'pending', 'in_progress', null],
      ['licence', 'reject', 'admin', 'pending', 'rejected', 'unreadable'],
      ['licence', 'upload', 'provider', 'rejected', 'pending', null],
      ['identity', 'approve', 'admin', 'in_progress', 'approved', null],
      ['licence', 'approve', 'admin', 'pending', 'approved', null],
      ['criminal_record', 'approve', 'admin', 'pending', 'approved', null],
    ];
    for (const uid of [provider, admin]) {
      const answer = await call('GET', VERIFICATION_API.audit(provider), uid);
      expect(answer.status).toBe(200);
      const page = answer.body as unknown as VerificationPage<VerificationAuditLine>;
      expect(page.next).toBeNull();
      const lines = [...page.items].reverse();
      expect(
        lines.map((line) => [line.kind, line.action, line.actor, line.from, line.to, line.reason]),
      ).toEqual(expected);
      expect(lines.map((line) => line.actorId)).toEqual(
        expected.map(([, , actor]) => (actor === 'admin' ? admin : provider)),
      );
    }
    expect((await call('GET', VERIFICATION_API.audit(provider), stranger)).status).toBe(403);
  });
});

describe('the admin queue', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    // 22 requests older than anything else, so that they come first.
    const writer = adminDb.bulkWriter();
    queued.forEach((uid, index) => {
      void writer.set(adminDb.doc(`verificationRequests/${uid}`), {
        uid,
        displayName: `Queue ${index}`,
        level: 'in_progress',
        documents: {},
        waitingSince: Timestamp.fromMillis(Date.UTC(2000, 0, 1) + index * 60_000),
        waitingKinds: index % 2 ? ['criminal_record'] : ['identity', 'licence'],
        verifiedAt: null,
        updatedAt: Timestamp.now(),
      });
    });
    await writer.close();
  });

  const page = async (query: string) => {
    const answer = await call('GET', `${VERIFICATION_API.queue}${query}`, admin);
    expect(answer.status).toBe(200);
    return answer.body as unknown as VerificationPage<VerificationQueueItem>;
  };

  it('lists the oldest first, 20 at a time, and pages on with the cursor', async () => {
    const first = await page('');
    expect(first.items).toHaveLength(VERIFICATION_LIMITS.queuePageSize);
    expect(first.items.map((item) => item.uid)).toEqual(queued.slice(0, 20));
    expect(first.items[1]).toEqual({
      uid: queued[1],
      displayName: 'Queue 1',
      waitingKinds: ['criminal_record'],
      waitingSince: '2000-01-01T00:01:00.000Z',
    });
    expect(first.next).not.toBeNull();
    const second = await page(`?after=${encodeURIComponent(first.next ?? '')}`);
    expect(second.items.slice(0, 2).map((item) => item.uid)).toEqual(queued.slice(20));
    expect(second.items.length).toBeLessThanOrEqual(VERIFICATION_LIMITS.queuePageSize);
  });

  it('filters by kind (the criminal-records queue)', async () => {
    const records = await page('?kind=criminal_record');
    expect(records.items.slice(0, 11).map((item) => item.uid)).toEqual(
      queued.filter((_, index) => index % 2),
    );
    expect(records.items.every((item) => item.waitingKinds.includes('criminal_record'))).toBe(true);
    expect(records.items.some((item) => item.uid === provider)).toBe(false);
  });

  it('refuses a bad kind or cursor with a 400', async () => {
    for (const query of ['?kind=passport', '?after=nonsense']) {
      expect(code(await call('GET', `${VERIFICATION_API.queue}${query}`, admin))).toEqual([
        400,
        'invalid_request',
      ]);
    }
  });
});

describe('download links', { timeout: 120_000 }, () => {
  const link = async (uid: string | null, kind: VerificationKind, fileId: string) =>
    call('POST', VERIFICATION_API.fileLink(provider, kind, fileId), uid, {});

  it('work for the owner and admins, not for anyone else', async () => {
    const view = await viewOf(provider);
    const pdf = documentOf(view, 'licence')?.files[0];
    const photo = documentOf(view, 'identity')?.files[0];
    if (!pdf || !photo) throw new Error('uploads missing');

    for (const uid of [provider, admin]) {
      const answer = await link(uid, 'licence', pdf.id);
      expect(answer.status).toBe(200);
      const { url, expiresAt } = answer.body as { url: string; expiresAt: string };
      expect(url).toMatch(/^\/api\/verification\/download\?token=/);
      expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(
        VERIFICATION_LIMITS.downloadLinkSeconds * 1000,
      );
      // No session needed: the token is the permission.
      const response = await fetchAs(url, null);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('content-security-policy')).toBe('sandbox');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(FIXTURES.pdf);
    }

    const image = await link(admin, 'identity', photo.id);
    const bytes = Buffer.from(
      await (await fetchAs((image.body as { url: string }).url, null)).arrayBuffer(),
    );
    expect(bytes.includes(GPS_MARKER)).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe('webp');

    expect(code(await link(stranger, 'licence', pdf.id))).toEqual([403, 'forbidden']);
    expect((await link(null, 'licence', pdf.id)).status).toBe(401);
    expect(code(await link(provider, 'licence', 'AAAAAAAAAAAAAAAAAAAA'))).toEqual([
      404,
      'not_found',
    ]);
  });

  it('refuse an altered or expired token', async () => {
    const pdf = documentOf(await viewOf(provider), 'licence')?.files[0];
    if (!pdf) throw new Error('upload missing');
    const { url } = (await link(provider, 'licence', pdf.id)).body as { url: string };
    const token = new URL(url, 'http://x').searchParams.get('token') ?? '';
    const [payload, signature] = token.split('.') as [string, string];
    const other = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace(provider, stranger),
    ).toString('base64url');
    for (const bad of [`${other}.${signature}`, `${payload}.${signature.slice(1)}`, 'x.y']) {
      const response = await fetchAs(
        `${VERIFICATION_API.download}?token=${encodeURIComponent(bad)}`,
        null,
      );
      expect(response.status).toBe(403);
      expect(((await response.json()) as ApiAnswer['body']).error?.code).toBe('link_expired');
    }
    const stale = signDownloadToken(
      { uid: provider, kind: 'licence', fileId: pdf.id },
      new Date(Date.now() - 1000),
      DEV_VERIFICATION_LINK_SECRET,
    );
    const expired = await fetchAs(
      `${VERIFICATION_API.download}?token=${encodeURIComponent(stale)}`,
      null,
    );
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as ApiAnswer['body']).error?.code).toBe('link_expired');
  });
});

describe('the lapse timer', { timeout: 120_000 }, () => {
  const tasksOf = async (kind: VerificationKind) => {
    const snapshot = await adminDb.doc(`verificationRequests/${provider}`).get();
    const request = requestOf(snapshot.data() as StoredRequest);
    return timerDeadlines(provider, request).filter((task) => task.kind === kind);
  };
  const runAt = (task: VerificationTimerTask, ms: number) =>
    runVerificationTimer(adminDb, task, new Date(ms), { emulated: false });

  it('reminds 30 days before, then expires the criminal record and its date on the provider', async () => {
    const [reminder, lapse] = await tasksOf('criminal_record');
    if (!reminder || !lapse) throw new Error('no deadlines');
    const validUntil = addCalendarMonths(today(), VERIFICATION_LIMITS.criminalRecordValidMonths);
    expect(reminder.dueAtMs).toBe(Date.parse(`${addDays(validUntil, -30)}T00:00:00Z`));
    expect(lapse.dueAtMs).toBe(Date.parse(`${validUntil}T00:00:00Z`));

    // The clock moved to just before, then to the reminder's day.
    expect(await runAt(reminder, reminder.dueAtMs - DAY_MS)).toBe('rearm');
    expect(
      await noticesOf(provider, 'account_updated-verification-criminal_record-reminder-'),
    ).toEqual([]);
    expect(await runAt(reminder, reminder.dueAtMs)).toBe('reminded');
    expect(await runAt(reminder, reminder.dueAtMs + 1000)).toBe('done');
    const [reminded] = await noticesOf(
      provider,
      'account_updated-verification-criminal_record-reminder-',
    );
    expect(reminded).toMatchObject({ lang: 'en', title: 'Document expiring soon' });
    expect(reminded?.body).toMatch(/^Your criminal record extract expires on /);
    expect((await providerFields(provider)).criminalRecordCheckedOn).toBe(today());

    // Not a moment before its day (a second early is clock skew: the task retries).
    expect(await runAt(lapse, lapse.dueAtMs - 1000)).toBe('early');
    expect(await runAt(lapse, lapse.dueAtMs)).toBe('lapsed');
    expect(await runAt(lapse, lapse.dueAtMs)).toBe('done');
    expect(documentOf(await viewOf(provider), 'criminal_record')?.status).toBe('expired');
    expect(await providerFields(provider)).toMatchObject({
      criminalRecordCheckedOn: null,
      // Identity and licence still make the badge.
      verified: true,
    });
    const audit = await call('GET', VERIFICATION_API.audit(provider), provider);
    const [newest] = (audit.body as unknown as VerificationPage<VerificationAuditLine>).items;
    expect(newest).toMatchObject({
      kind: 'criminal_record',
      action: 'lapse',
      actor: 'timer',
      actorId: null,
      from: 'approved',
      to: 'expired',
    });
    const [expired] = await eventually(
      () => noticesOf(provider, 'account_updated-verification-criminal_record-expired-'),
      (items) => items.length === 1,
    );
    expect(expired?.title).toBe('Document expired');
  });

  // Needs the tasks emulator: the trigger arms a task, which polls until its deadline.
  it.runIf(Boolean(process.env.CLOUD_TASKS_EMULATOR_HOST))(
    'really runs under the emulators: an identity document at its expiry lapses by its task',
    async () => {
      // Moving the expiry to today is moving the clock past it (the functions' clock is real).
      await adminDb
        .doc(`verificationRequests/${provider}`)
        .update({ 'documents.identity.validUntil': today() });
      await eventually(
        () => adminDb.doc(`verificationRequests/${provider}`).get(),
        (snapshot) => snapshot.get('documents.identity.status') === 'expired',
        TIMER_TASK_WAIT_MS,
      );
      // The diploma still waits: in progress, without the badge.
      expect(await providerFields(provider)).toMatchObject({
        verified: false,
        verificationStatus: 'in_progress',
        verifiedOn: null,
      });
    },
    150_000,
  );
});
