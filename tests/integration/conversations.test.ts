// Conversations through the api under the emulators (issue 14 §1): starting one about each
// kind of subject (created once, found after), who may start it, bad bodies; attachments
// (images re-encoded to WebP, PDF kept, other types and sizes refused) and who may read them.
// Functions built first: `npm run build -w functions`.
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  CONVERSATION_API,
  MESSAGE_LIMITS,
  conversationIdFor,
  type ConversationSubjectKind,
} from '@marketplace/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from './emulators';
import { call, cleanup, createPerson, fetchAs, newRequestId, read, run } from './quoteFixtures';

const customer = `it-c-customer-${run}`;
const provider = `it-c-provider-${run}`;
const stranger = `it-c-stranger-${run}`;
const unverified = `it-c-unverified-${run}`;
const admin = `it-c-admin-${run}`;

const bookingId = newRequestId();
const quoteId = newRequestId();
const conversations: string[] = [];

const title = { fr: 'Réparation de fuite', en: 'Leak repair' };
const errorCode = (answer: { body: { error?: { code: string } } }) => answer.body.error?.code;

beforeAll(async () => {
  await createPerson({ uid: customer, firstName: 'Awa' });
  await createPerson({ uid: provider, firstName: 'Jean' });
  await createPerson({ uid: stranger, firstName: 'Sam' });
  await createPerson({ uid: unverified, firstName: 'Chris', verified: false });
  await createPerson({ uid: admin, firstName: 'Paul', admin: true });
  await adminDb.doc(`providers/${provider}`).set({
    displayName: 'Douala Plomberie',
    city: 'Douala',
    country: 'CM',
    categories: [`it-conversations-${run}`],
  });
  const parties = { customerId: customer, providerId: provider };
  await adminDb.doc(`bookings/${bookingId}`).set({
    ...parties,
    customerName: 'Awa',
    providerName: 'Douala Plomberie',
    serviceTitle: title,
    status: 'pending',
  });
  await adminDb.doc(`quotes/${quoteId}/responses/${provider}`).set({
    ...parties,
    quoteId,
    providerName: 'Douala Plomberie',
    request: { customerName: 'Awa T.', serviceTitle: null, category: 'plumbing' },
    status: 'requested',
  });
  await adminDb.doc(`contracts/${quoteId}`).set({
    ...parties,
    quoteId,
    customerName: 'Awa T.',
    providerName: 'Douala Plomberie',
    serviceTitle: title,
    status: 'draft',
  });
}, 120_000);

afterAll(async () => {
  for (const id of conversations) {
    await adminDb.recursiveDelete(adminDb.doc(`conversations/${id}`));
    const folder = `../../.emulator-storage/conversation-attachments/${id}`;
    await rm(fileURLToPath(new URL(folder, import.meta.url)), { recursive: true, force: true });
  }
  await adminDb.doc(`bookings/${bookingId}`).delete();
  for (const uid of [customer, provider, stranger, unverified, admin]) {
    await adminDb.recursiveDelete(adminDb.doc(`notifications/${uid}`));
    await adminDb.doc(`unreadCounts/${uid}`).delete();
  }
  await cleanup([quoteId]);
}, 120_000);

const start = (uid: string | null, body: unknown) =>
  call('POST', CONVERSATION_API.start, uid, body);

/** Starts a conversation about `kind` as `uid`, expecting `status`; answers its id. */
async function started(uid: string, body: unknown, status: 200 | 201) {
  const answer = await start(uid, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const id = String(answer.body.id);
  if (!conversations.includes(id)) conversations.push(id);
  return id;
}

describe('POST /api/conversations', () => {
  const subjects: {
    kind: ConversationSubjectKind;
    id: string;
    /** Who starts it, then who finds it. */
    first: string;
    second: string;
    customerName: string;
    subjectTitle: typeof title | null;
  }[] = [
    {
      kind: 'provider',
      id: provider,
      first: customer,
      second: customer,
      customerName: 'Awa T.',
      subjectTitle: null,
    },
    {
      kind: 'booking',
      id: bookingId,
      first: provider,
      second: customer,
      customerName: 'Awa',
      subjectTitle: title,
    },
    {
      kind: 'quote',
      id: quoteId,
      first: customer,
      second: provider,
      customerName: 'Awa T.',
      subjectTitle: null,
    },
    {
      kind: 'contract',
      id: quoteId,
      first: customer,
      second: provider,
      customerName: 'Awa T.',
      subjectTitle: title,
    },
  ];

  for (const subject of subjects) {
    it(`starts one conversation about a ${subject.kind} (201), then finds it (200)`, async () => {
      const body = {
        subject: { kind: subject.kind, id: subject.id },
        ...(subject.kind === 'quote' ? { providerId: provider } : {}),
      };
      const id = await started(subject.first, body, 201);
      expect(id).toBe(conversationIdFor(body.subject, customer, provider));
      const stored = await read(`conversations/${id}`);
      expect(stored).toMatchObject({
        participants: [customer, provider],
        customerId: customer,
        providerId: provider,
        names: { [customer]: subject.customerName, [provider]: 'Douala Plomberie' },
        subject: { kind: subject.kind, id: subject.id, title: subject.subjectTitle },
        lastMessage: null,
        unread: { [customer]: 0, [provider]: 0 },
        readAt: { [customer]: null, [provider]: null },
        deliveredAt: { [customer]: null, [provider]: null },
        writers: [],
      });
      expect(stored?.createdAt).toEqual(stored?.updatedAt);
      const before = await adminDb.doc(`conversations/${id}`).get();
      expect(await started(subject.second, body, 200)).toBe(id);
      const after = await adminDb.doc(`conversations/${id}`).get();
      // Nothing rewritten: the same document version.
      expect(after.updateTime).toEqual(before.updateTime);
    });
  }

  it('refuses anyone who is not a party of the subject (403 not_a_participant)', async () => {
    const bodies = [
      { subject: { kind: 'booking', id: bookingId } },
      { subject: { kind: 'quote', id: quoteId }, providerId: provider },
      { subject: { kind: 'contract', id: quoteId } },
    ];
    for (const body of bodies) {
      const answer = await start(stranger, body);
      expect([answer.status, errorCode(answer)], body.subject.kind).toEqual([
        403,
        'not_a_participant',
      ]);
    }
    // An admin is no party either.
    expect((await start(admin, bodies[0])).status).toBe(403);
  });

  it('refuses a conversation with oneself (400 own_conversation)', async () => {
    const answer = await start(provider, { subject: { kind: 'provider', id: provider } });
    expect([answer.status, errorCode(answer)]).toEqual([400, 'own_conversation']);
  });

  it('answers 404 for an unknown provider, booking, quote response or contract', async () => {
    const unknown = newRequestId();
    const bodies = [
      { subject: { kind: 'provider', id: `nobody-${run}` } },
      { subject: { kind: 'booking', id: unknown } },
      { subject: { kind: 'quote', id: quoteId }, providerId: stranger },
      { subject: { kind: 'quote', id: unknown }, providerId: provider },
      { subject: { kind: 'contract', id: unknown } },
    ];
    for (const body of bodies) {
      const answer = await start(customer, body);
      expect([answer.status, errorCode(answer)], JSON.stringify(body)).toEqual([404, 'not_found']);
    }
  });

  it('refuses a bad body (400 invalid_request)', async () => {
    const bodies: unknown[] = [
      {},
      { subject: { kind: 'shop', id: provider } },
      { subject: { kind: 'provider', id: '../users/x' } },
      { subject: { kind: 'quote', id: quoteId } },
      { subject: 'provider' },
    ];
    for (const body of bodies) {
      const answer = await start(customer, body);
      expect([answer.status, errorCode(answer)], JSON.stringify(body)).toEqual([
        400,
        'invalid_request',
      ]);
    }
  });

  it('asks for a verified email (403), a session (401) and the same origin (403)', async () => {
    const body = { subject: { kind: 'provider' as const, id: provider } };
    const answer = await start(unverified, body);
    expect([answer.status, errorCode(answer)]).toEqual([403, 'email_not_verified']);
    const id = conversationIdFor(body.subject, unverified, provider);
    expect(await read(`conversations/${id}`)).toBeUndefined();
    expect((await start(null, body)).status).toBe(401);
    const foreign = await call('POST', CONVERSATION_API.start, customer, body, {
      Origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
  });
});

describe('attachments', () => {
  let conversationId = '';
  beforeAll(async () => {
    const body = { subject: { kind: 'provider', id: provider } };
    const answer = await start(customer, body);
    expect([200, 201]).toContain(answer.status);
    conversationId = String(answer.body.id);
    if (!conversations.includes(conversationId)) conversations.push(conversationId);
  });

  const upload = (bytes: Buffer, name: string, uid: string | null = customer, type = '') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return call('POST', CONVERSATION_API.attachments(conversationId), uid, form);
  };

  it('re-encodes a PNG to WebP and serves it inline to the participants and admins', async () => {
    const png = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: '#cc6633' },
    })
      .png()
      .toBuffer();
    const answer = await upload(png, 'Fuite évier.png', customer, 'image/png');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const attachment = answer.body as {
      id: string;
      name: string;
      contentType: string;
      size: number;
    };
    expect(attachment).toMatchObject({ name: 'Fuite évier.png', contentType: 'image/webp' });
    expect(attachment.id).toMatch(/^[A-Za-z0-9]{20}$/);
    const path = CONVERSATION_API.attachment(conversationId, attachment.id);
    const response = await fetchAs(path, provider);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('content-disposition')).toBe('inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, max-age=86400');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBe(attachment.size);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 800]);
    for (const uid of [customer, admin]) expect((await fetchAs(path, uid)).status, uid).toBe(200);
  });

  it('keeps a PDF as sent and serves it as a download', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
    const answer = await upload(pdf, 'C:\\Users\\awa\\devis.pdf', provider, 'application/pdf');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const attachment = answer.body as { id: string };
    expect(answer.body).toMatchObject({
      name: 'devis.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    });
    const response = await fetchAs(
      CONVERSATION_API.attachment(conversationId, attachment.id),
      customer,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${attachment.id}.pdf"`,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('refuses another type (415) and more than 5 MB (413)', async () => {
    const text = await upload(Buffer.from('bonjour\n'), 'note.pdf', customer, 'application/pdf');
    expect([text.status, errorCode(text)]).toEqual([415, 'invalid_file_type']);
    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ]);
    const unreadable = await upload(broken, 'x.png', customer, 'image/png');
    expect([unreadable.status, errorCode(unreadable)]).toEqual([415, 'invalid_file_type']);
    const large = Buffer.alloc(MESSAGE_LIMITS.attachmentBytes + 1, 0);
    Buffer.from('%PDF-').copy(large);
    const tooLarge = await upload(large, 'gros.pdf');
    expect([tooLarge.status, errorCode(tooLarge)]).toEqual([413, 'file_too_large']);
    // Exactly 5 MB passes.
    const limit = large.subarray(0, MESSAGE_LIMITS.attachmentBytes);
    expect((await upload(limit, 'juste.pdf')).status).toBe(201);
  });

  it('lets only participants upload, and shows a stranger nothing (404)', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');
    const refused = await upload(pdf, 'a.pdf', stranger);
    expect([refused.status, errorCode(refused)]).toEqual([403, 'not_a_participant']);
    expect((await upload(pdf, 'a.pdf', admin)).status).toBe(403);
    expect((await upload(pdf, 'a.pdf', null)).status).toBe(401);
    const unknown = await call(
      'POST',
      CONVERSATION_API.attachments(`p_${stranger}_${provider}`),
      customer,
      new FormData(),
    );
    expect(unknown.status).toBe(404);
    const mine = await upload(pdf, 'a.pdf', customer);
    const path = CONVERSATION_API.attachment(conversationId, String(mine.body.id));
    expect((await fetchAs(path, stranger)).status).toBe(404);
    expect((await fetchAs(path, null)).status).toBe(401);
    const missing = CONVERSATION_API.attachment(conversationId, newRequestId());
    expect((await fetchAs(missing, customer)).status).toBe(404);
    expect(
      (await fetchAs(CONVERSATION_API.attachment(conversationId, '..'), customer)).status,
    ).toBe(404);
  });
});
