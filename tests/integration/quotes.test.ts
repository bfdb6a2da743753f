// Quote requests and quotes through the api under the emulators (issue 12 §1–6): every
// endpoint, every transition allowed and refused (wrong state, wrong actor), idempotent
// repeats, bad bodies that write nothing, and expiry by a moved clock and by the real timer.
import { QUOTE_API, QUOTE_LIMITS } from '@marketplace/domain';
import { Timestamp } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireDueQuotes } from '../../functions/src/jobs/quoteExpiry';
import { adminDb, documentEventually, TIMER_TASK_WAIT_MS } from './emulators';
import {
  CATEGORY,
  call,
  cleanup,
  createPerson,
  createProvider,
  fetchAs,
  inDays,
  newRequestId,
  quoteBody,
  read,
  requestBody,
  run,
} from './quoteFixtures';

const customer = `it-q-customer-${run}`;
const other = `it-q-other-${run}`;
const unverified = `it-q-unverified-${run}`;
const admin = `it-q-admin-${run}`;
/** Verified and rated best, verified, unverified (all Douala), and one in Abidjan. */
const best = `it-q-best-${run}`;
const second = `it-q-second-${run}`;
const third = `it-q-third-${run}`;
const far = `it-q-far-${run}`;
const quoteIds: string[] = [];

beforeAll(async () => {
  await createPerson({ uid: customer, firstName: 'Awa' });
  await createPerson({ uid: other, firstName: 'Binta' });
  await createPerson({ uid: unverified, firstName: 'Chris', verified: false });
  await createPerson({ uid: admin, firstName: 'Paul', admin: true });
  await createProvider({
    uid: best,
    name: 'Jean Plomberie',
    city: 'Douala',
    verified: true,
    rating: 4.8,
    reviewCount: 20,
  });
  await createProvider({
    uid: second,
    name: 'Eau Vive',
    city: 'Douala',
    verified: true,
    rating: 4.1,
    offsetKm: 5,
  });
  await createProvider({
    uid: third,
    name: 'Tuyaux & Co',
    city: 'Douala',
    verified: false,
    rating: 5,
    offsetKm: 2,
  });
  await createProvider({
    uid: far,
    name: 'Abidjan Plomb',
    city: 'Abidjan',
    verified: true,
    rating: 5,
  });
  await adminDb.doc(`providers/${best}/services/fuite`).set({
    title: { fr: 'Réparation de fuite', en: 'Leak repair' },
    category: CATEGORY,
    priceFCFA: 10_000,
    unit: 'fixed',
    durationMinutes: 60,
    description: { fr: '' },
  });
}, 120_000);

afterAll(() => cleanup(quoteIds), 120_000);

/** Creates a request as `uid` and remembers it for the cleanup. */
async function createRequest(uid = customer, changes: Record<string, unknown> = {}) {
  const body = requestBody(changes);
  const answer = await call('POST', QUOTE_API.create, uid, body);
  if (answer.status === 201) quoteIds.push(body.requestId);
  return { ...answer, id: body.requestId, body: answer.body, sent: body };
}

async function openRequest() {
  const answer = await createRequest();
  expect(answer.status).toBe(201);
  return answer.id;
}

const errorCode = (answer: { body: { error?: { code: string } } }) => answer.body.error?.code;

async function expectNothingAt(id: string) {
  expect((await adminDb.doc(`quotes/${id}`).get()).exists).toBe(false);
  expect((await adminDb.collection(`quotes/${id}/responses`).get()).size).toBe(0);
}

describe('POST /api/quotes', () => {
  it('sends an open request to the best matching providers nearby, never broadcast', async () => {
    const answer = await createRequest();
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: answer.id });
    const quote = await read(`quotes/${answer.id}`);
    // Verified first, then rating: the unverified 5-star provider comes last; Abidjan never.
    expect(quote?.recipientIds).toEqual([best, second, third]);
    expect(quote).toMatchObject({
      customerId: customer,
      customerName: 'Awa',
      providerId: null,
      status: 'pending',
      quoteCount: 0,
      category: CATEGORY,
      acceptedProviderId: null,
      contractId: null,
    });
    const days = (quote?.expiresAt.toMillis() - quote?.createdAt.toMillis()) / 86_400_000;
    expect(days).toBe(QUOTE_LIMITS.requestLifetimeDays);
    const responses = await adminDb.collection(`quotes/${answer.id}/responses`).get();
    expect(responses.docs.map((doc) => doc.id).sort()).toEqual([best, second, third].sort());
    expect(responses.docs.find((doc) => doc.id === best)?.data()).toMatchObject({
      quoteId: answer.id,
      customerId: customer,
      providerId: best,
      providerName: 'Jean Plomberie',
      providerRating: 4.8,
      providerReviewCount: 20,
      providerVerified: true,
      status: 'requested',
      totalFCFA: null,
      validUntil: null,
      request: { category: CATEGORY, city: 'Douala', customerName: 'Awa', urgency: 'high' },
    });
  });

  it('sends a request aimed at a provider to that provider alone, with the service title', async () => {
    const answer = await createRequest(customer, { providerId: far, serviceId: null });
    expect(answer.status).toBe(201);
    expect((await read(`quotes/${answer.id}`))?.recipientIds).toEqual([far]);
    const aimed = await createRequest(customer, { providerId: best, serviceId: 'fuite' });
    expect(aimed.status).toBe(201);
    expect(await read(`quotes/${aimed.id}`)).toMatchObject({
      providerId: best,
      serviceId: 'fuite',
      serviceTitle: { fr: 'Réparation de fuite', en: 'Leak repair' },
      recipientIds: [best],
    });
  });

  it('answers a repeat with the same id 200 and writes nothing; another user gets 409', async () => {
    const first = await createRequest();
    const before = await read(`quotes/${first.id}`);
    const again = await call('POST', QUOTE_API.create, customer, first.sent);
    expect(again).toEqual({ status: 200, body: { id: first.id } });
    expect(await read(`quotes/${first.id}`)).toEqual(before);
    const stolen = await call('POST', QUOTE_API.create, other, first.sent);
    expect(stolen.status).toBe(409);
    expect(await read(`quotes/${first.id}`)).toEqual(before);
  });

  it('requires a session, the site as origin and a verified email', async () => {
    const body = requestBody();
    expect((await call('POST', QUOTE_API.create, null, body)).status).toBe(401);
    const crossSite = await call('POST', QUOTE_API.create, customer, body, {
      Origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    const notVerified = await call('POST', QUOTE_API.create, unverified, body);
    expect(notVerified.status).toBe(403);
    expect(errorCode(notVerified)).toBe('email_not_verified');
    await expectNothingAt(body.requestId);
  });

  it.each([
    ['a short description', { description: 'Fuite' }],
    ['a zero budget', { budgetFCFA: 0 }],
    ['a negative budget', { budgetFCFA: -5000 }],
    ['a budget with centimes', { budgetFCFA: 1500.5 }],
    ['a budget as text', { budgetFCFA: '25000' }],
    ['a date in the past', { preferredDate: inDays(-1) }],
    ['an impossible date', { preferredDate: '2031-02-30' }],
    ['an unknown urgency', { urgency: 'yesterday' }],
    ['no address', { location: { city: 'Douala', address: ' ' } }],
    ['a malformed request id', { requestId: 'short' }],
    ['a malformed photo id', { photoIds: ['../../etc/passwd'] }],
  ])('refuses %s with 400 invalid_request, writing nothing', async (_label, changes) => {
    const body = requestBody(changes);
    const answer = await call('POST', QUOTE_API.create, customer, body);
    expect(answer.status).toBe(400);
    expect(errorCode(answer)).toBe('invalid_request');
    if (typeof body.requestId === 'string' && body.requestId.length === 20) {
      await expectNothingAt(body.requestId);
    }
  });

  it('refuses a 6th photo (too_many_files) and a photo that is not the customer’s', async () => {
    const ids = Array.from({ length: 6 }, () => newRequestId());
    const six = requestBody({ photoIds: ids });
    const tooMany = await call('POST', QUOTE_API.create, customer, six);
    expect(tooMany.status).toBe(400);
    expect(errorCode(tooMany)).toBe('too_many_files');
    const unknown = requestBody({ photoIds: [newRequestId()] });
    const notMine = await call('POST', QUOTE_API.create, customer, unknown);
    expect(notMine.status).toBe(400);
    expect(errorCode(notMine)).toBe('invalid_request');
    await expectNothingAt(six.requestId);
    await expectNothingAt(unknown.requestId);
  });

  it('refuses a request to oneself (400), to an unknown provider or service (404)', async () => {
    const own = requestBody({ providerId: best });
    const answer = await call('POST', QUOTE_API.create, best, own);
    expect(answer.status).toBe(400);
    expect(errorCode(answer)).toBe('own_request');
    const unknown = await call(
      'POST',
      QUOTE_API.create,
      customer,
      requestBody({ providerId: `nobody-${run}` }),
    );
    expect(unknown.status).toBe(404);
    const noService = await call(
      'POST',
      QUOTE_API.create,
      customer,
      requestBody({ providerId: best, serviceId: 'nothing' }),
    );
    expect(noService.status).toBe(404);
    await expectNothingAt(own.requestId);
  });

  it('refuses an open request nobody can answer (no_matching_providers)', async () => {
    for (const changes of [
      { category: `none-${run}` },
      { location: { city: 'Lomé', address: 'Rue 2' } },
    ]) {
      const body = requestBody(changes);
      const answer = await call('POST', QUOTE_API.create, customer, body);
      expect(answer.status).toBe(400);
      expect(errorCode(answer)).toBe('no_matching_providers');
      await expectNothingAt(body.requestId);
    }
  });

  it('never sends an open request to its own customer', async () => {
    const answer = await createRequest(second);
    expect(answer.status).toBe(201);
    expect((await read(`quotes/${answer.id}`))?.recipientIds).toEqual([best, third]);
  });
});

describe('photos', () => {
  const upload = (bytes: Buffer, uid: string | null = customer, type = 'image/jpeg') => {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(bytes)], { type }), 'IMG_0001.jpg');
    return call('POST', QUOTE_API.photos, uid, form);
  };
  let photoId = '';
  let quoteId = '';

  beforeAll(async () => {
    const png = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    const answer = await upload(png);
    expect(answer.status).toBe(201);
    photoId = String(answer.body.photoId);
    const request = await createRequest(customer, { photoIds: [photoId] });
    expect(request.status).toBe(201);
    quoteId = request.id;
  });

  it('stores a re-encoded WebP of at most 1600 px under the customer’s folder', async () => {
    expect(photoId).toMatch(/^[A-Za-z0-9]{20}$/);
    const response = await fetchAs(QUOTE_API.photo(quoteId, photoId), customer);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 800]);
  });

  it('shows the photo to the customer, the recipients and admins; 404 to anyone else', async () => {
    const path = QUOTE_API.photo(quoteId, photoId);
    for (const uid of [customer, best, third, admin]) {
      expect((await fetchAs(path, uid)).status, uid).toBe(200);
    }
    for (const uid of [other, far]) expect((await fetchAs(path, uid)).status, uid).toBe(404);
    expect((await fetchAs(QUOTE_API.photo(quoteId, newRequestId()), customer)).status).toBe(404);
  });

  it('lets no one list another customer’s photo', async () => {
    const body = requestBody({ photoIds: [photoId] });
    const answer = await call('POST', QUOTE_API.create, other, body);
    expect(answer.status).toBe(400);
    await expectNothingAt(body.requestId);
  });

  it('refuses what is not a JPEG, PNG or WebP (415) and a file over 5 MB (413)', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    const refused = await upload(gif, customer, 'image/png');
    expect(refused.status).toBe(415);
    expect(errorCode(refused)).toBe('invalid_file_type');
    const large = Buffer.alloc(QUOTE_LIMITS.photoBytes + 1024 * 1024, 0);
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(large);
    const tooLarge = await upload(large);
    expect(tooLarge.status).toBe(413);
    expect(errorCode(tooLarge)).toBe('file_too_large');
    expect((await upload(Buffer.from([0xff, 0xd8, 0xff]), null)).status).toBe(401);
  });
});

describe('a provider answering', () => {
  let id = '';
  beforeAll(async () => {
    id = await openRequest();
  });

  it('lets only a recipient answer (403 not_a_recipient)', async () => {
    for (const uid of [far, customer, other]) {
      const answer = await call('PUT', QUOTE_API.respond(id), uid, quoteBody());
      expect(answer.status, uid).toBe(403);
      expect(errorCode(answer)).toBe('not_a_recipient');
    }
    expect((await read(`quotes/${id}`))?.status).toBe('pending');
  });

  it.each([
    ['no line items', { lineItems: [] }],
    ['a zero price', { lineItems: [{ label: 'Joint', quantity: 1, unitPriceFCFA: 0 }] }],
    ['a price with centimes', { lineItems: [{ label: 'Joint', quantity: 1, unitPriceFCFA: 9.5 }] }],
    ['a start in the past', { earliestStart: inDays(-1) }],
    ['a validity of 0 days', { validityDays: 0 }],
    ['a validity over 90 days', { validityDays: 91 }],
    ['no duration', { durationMinutes: 0 }],
  ])('refuses %s with 400 and writes nothing', async (_label, changes) => {
    const answer = await call('PUT', QUOTE_API.respond(id), best, quoteBody(changes));
    expect(answer.status).toBe(400);
    expect(errorCode(answer)).toBe('invalid_request');
    expect((await read(`quotes/${id}/responses/${best}`))?.status).toBe('requested');
  });

  it('sends a quote: the request is answered, counted, and the quote valid for its days', async () => {
    const answer = await call('PUT', QUOTE_API.respond(id), best, quoteBody());
    expect(answer).toEqual({ status: 200, body: { status: 'sent' } });
    const response = await read(`quotes/${id}/responses/${best}`);
    expect(response).toMatchObject({
      status: 'sent',
      totalFCFA: 17_000,
      revision: 0,
      durationMinutes: 150,
    });
    const days = (response?.validUntil.toMillis() - response?.respondedAt.toMillis()) / 86_400_000;
    expect(days).toBe(7);
    expect(await read(`quotes/${id}`)).toMatchObject({ status: 'responded', quoteCount: 1 });
  });

  it('treats the same quote sent again as a repeat, and a change as a revision', async () => {
    const again = await call('PUT', QUOTE_API.respond(id), best, quoteBody());
    expect(again.status).toBe(200);
    expect((await read(`quotes/${id}/responses/${best}`))?.revision).toBe(0);
    const revised = await call(
      'PUT',
      QUOTE_API.respond(id),
      best,
      quoteBody({ lineItems: [{ label: 'Forfait', quantity: 1, unitPriceFCFA: 15_000 }] }),
    );
    expect(revised).toEqual({ status: 200, body: { status: 'revised' } });
    expect(await read(`quotes/${id}/responses/${best}`)).toMatchObject({
      status: 'revised',
      revision: 1,
      totalFCFA: 15_000,
    });
    expect(await read(`quotes/${id}`)).toMatchObject({ status: 'responded', quoteCount: 1 });
  });

  it('links the customer and the provider as contacts once a quote is sent, not before', async () => {
    await documentEventually(`profiles/${customer}/contacts/${best}`, (doc) => doc.exists);
    await documentEventually(`profiles/${best}/contacts/${customer}`, (doc) => doc.exists);
    expect((await adminDb.doc(`profiles/${customer}/contacts/${third}`).get()).exists).toBe(false);
  });

  it('declines with a reason (required), once; a declined request cannot be answered', async () => {
    const noReason = await call('POST', QUOTE_API.decline(id), second, {});
    expect(noReason.status).toBe(400);
    const declined = await call('POST', QUOTE_API.decline(id), second, { reason: 'Trop loin' });
    expect(declined).toEqual({ status: 200, body: { status: 'declined' } });
    expect(await read(`quotes/${id}/responses/${second}`)).toMatchObject({
      status: 'declined',
      declineReason: 'Trop loin',
    });
    expect(
      (await call('POST', QUOTE_API.decline(id), second, { reason: 'Trop loin' })).status,
    ).toBe(200);
    const late = await call('PUT', QUOTE_API.respond(id), second, quoteBody());
    expect(late.status).toBe(409);
    expect(errorCode(late)).toBe('invalid_transition');
    expect((await call('POST', QUOTE_API.withdraw(id), second)).status).toBe(409);
  });

  it('refuses to decline after quoting (withdraw instead), and to withdraw before quoting', async () => {
    const decline = await call('POST', QUOTE_API.decline(id), best, { reason: 'Finalement non' });
    expect(decline.status).toBe(409);
    const withdraw = await call('POST', QUOTE_API.withdraw(id), third);
    expect(withdraw.status).toBe(409);
    expect(errorCode(withdraw)).toBe('invalid_transition');
    expect(await call('POST', QUOTE_API.decline(id), far, { reason: 'x' })).toMatchObject({
      status: 403,
    });
  });

  it('withdraws an open quote, once; a withdrawn quote cannot be revised', async () => {
    const withdrawnId = await openRequest();
    expect((await call('PUT', QUOTE_API.respond(withdrawnId), best, quoteBody())).status).toBe(200);
    expect(await call('POST', QUOTE_API.withdraw(withdrawnId), best)).toEqual({
      status: 200,
      body: { status: 'withdrawn' },
    });
    expect((await call('POST', QUOTE_API.withdraw(withdrawnId), best)).status).toBe(200);
    expect((await read(`quotes/${withdrawnId}/responses/${best}`))?.status).toBe('withdrawn');
    expect((await call('PUT', QUOTE_API.respond(withdrawnId), best, quoteBody())).status).toBe(409);
  });
});

describe('the customer’s side', () => {
  let id = '';
  beforeAll(async () => {
    id = await openRequest();
    expect((await call('PUT', QUOTE_API.respond(id), best, quoteBody())).status).toBe(200);
    const cheaper = quoteBody({
      lineItems: [{ label: 'Forfait', quantity: 1, unitPriceFCFA: 12_000 }],
    });
    expect((await call('PUT', QUOTE_API.respond(id), second, cheaper)).status).toBe(200);
  });

  it('marks priced quotes seen, once; only the customer may', async () => {
    expect((await call('POST', QUOTE_API.seen(id), best)).status).toBe(403);
    expect((await call('POST', QUOTE_API.seen(id), other)).status).toBe(403);
    expect(await call('POST', QUOTE_API.seen(id), customer)).toEqual({
      status: 200,
      body: { seen: 2 },
    });
    const seenAt = (await read(`quotes/${id}/responses/${best}`))?.seenAt;
    expect(seenAt).toBeInstanceOf(Timestamp);
    expect((await read(`quotes/${id}/responses/${third}`))?.seenAt).toBeNull();
    expect(await call('POST', QUOTE_API.seen(id), customer)).toEqual({
      status: 200,
      body: { seen: 0 },
    });
    expect((await read(`quotes/${id}/responses/${best}`))?.seenAt).toEqual(seenAt);
  });

  it('clears seenAt when the provider revises', async () => {
    const revised = quoteBody({ message: 'Nouveau prix' });
    expect((await call('PUT', QUOTE_API.respond(id), best, revised)).status).toBe(200);
    expect((await read(`quotes/${id}/responses/${best}`))?.seenAt).toBeNull();
  });

  it('refuses an acceptance by anyone but the customer, or of no quote', async () => {
    for (const uid of [other, second, admin]) {
      const answer = await call('POST', QUOTE_API.accept(id), uid, { providerId: second });
      expect(answer.status, uid).toBe(403);
    }
    expect((await call('POST', QUOTE_API.accept(id), customer, {})).status).toBe(400);
    expect((await call('POST', QUOTE_API.accept(id), customer, { providerId: far })).status).toBe(
      404,
    );
    const unanswered = await call('POST', QUOTE_API.accept(id), customer, { providerId: third });
    expect(unanswered.status).toBe(409);
    expect((await read(`quotes/${id}`))?.status).toBe('responded');
  });

  it('accepts one quote in one go: the others declined or closed, a contract created', async () => {
    const answer = await call('POST', QUOTE_API.accept(id), customer, { providerId: second });
    expect(answer).toEqual({ status: 200, body: { contractId: id } });
    expect(await read(`quotes/${id}`)).toMatchObject({
      status: 'accepted',
      acceptedProviderId: second,
      contractId: id,
    });
    expect((await read(`quotes/${id}/responses/${second}`))?.status).toBe('accepted');
    expect((await read(`quotes/${id}/responses/${best}`))?.status).toBe('declined');
    expect((await read(`quotes/${id}/responses/${third}`))?.status).toBe('closed');
    expect(await read(`contracts/${id}`)).toMatchObject({
      quoteId: id,
      customerId: customer,
      providerId: second,
      totalFCFA: 12_000,
      status: 'pending',
      termsDrafted: false,
      termsVersion: 1,
      signatures: { customer: null, provider: null },
    });
  });

  it('answers a repeat of the same acceptance with the same contract, and refuses another', async () => {
    const contract = await read(`contracts/${id}`);
    const again = await call('POST', QUOTE_API.accept(id), customer, { providerId: second });
    expect(again).toEqual({ status: 200, body: { contractId: id } });
    const secondAcceptance = await call('POST', QUOTE_API.accept(id), customer, {
      providerId: best,
    });
    expect(secondAcceptance.status).toBe(409);
    expect(errorCode(secondAcceptance)).toBe('invalid_transition');
    expect(await read(`contracts/${id}`)).toEqual(contract);
    expect((await read(`quotes/${id}/responses/${best}`))?.status).toBe('declined');
  });

  it('closes the request to every other move once accepted', async () => {
    expect((await call('POST', QUOTE_API.cancel(id), customer, {})).status).toBe(409);
    expect((await call('PUT', QUOTE_API.respond(id), best, quoteBody())).status).toBe(409);
    expect((await call('PUT', QUOTE_API.respond(id), second, quoteBody())).status).toBe(409);
    expect((await call('POST', QUOTE_API.withdraw(id), second)).status).toBe(409);
    expect((await call('POST', QUOTE_API.adminCancel(id), admin, { reason: 'Abus' })).status).toBe(
      409,
    );
  });

  it('cancels a request: open quotes declined, unanswered ones closed; once', async () => {
    const cancelId = await openRequest();
    expect((await call('PUT', QUOTE_API.respond(cancelId), best, quoteBody())).status).toBe(200);
    expect((await call('POST', QUOTE_API.cancel(cancelId), other, {})).status).toBe(403);
    expect((await call('POST', QUOTE_API.cancel(cancelId), best, {})).status).toBe(403);
    const tooLong = await call('POST', QUOTE_API.cancel(cancelId), customer, {
      reason: 'x'.repeat(501),
    });
    expect(tooLong.status).toBe(400);
    const answer = await call('POST', QUOTE_API.cancel(cancelId), customer, { reason: 'Réparé' });
    expect(answer.status).toBe(200);
    expect(await read(`quotes/${cancelId}`)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'customer',
      cancelReason: 'Réparé',
    });
    expect((await read(`quotes/${cancelId}/responses/${best}`))?.status).toBe('declined');
    expect((await read(`quotes/${cancelId}/responses/${second}`))?.status).toBe('closed');
    expect((await call('POST', QUOTE_API.cancel(cancelId), customer, {})).status).toBe(200);
    expect((await call('PUT', QUOTE_API.respond(cancelId), second, quoteBody())).status).toBe(409);
    expect(
      (await call('POST', QUOTE_API.accept(cancelId), customer, { providerId: best })).status,
    ).toBe(409);
  });

  it('answers 404 for an unknown or malformed request id', async () => {
    expect((await call('POST', QUOTE_API.cancel(newRequestId()), customer, {})).status).toBe(404);
    expect((await call('POST', QUOTE_API.cancel('not-an-id'), customer, {})).status).toBe(404);
    expect((await call('PUT', QUOTE_API.respond(newRequestId()), best, quoteBody())).status).toBe(
      404,
    );
  });
});

describe('an admin cancelling an abusive request', () => {
  it('requires the admin claim and a reason, then closes every open response', async () => {
    const id = await openRequest();
    expect((await call('PUT', QUOTE_API.respond(id), best, quoteBody())).status).toBe(200);
    for (const uid of [customer, best]) {
      expect((await call('POST', QUOTE_API.adminCancel(id), uid, { reason: 'Abus' })).status).toBe(
        403,
      );
    }
    expect((await call('POST', QUOTE_API.adminCancel(id), admin, {})).status).toBe(400);
    const answer = await call('POST', QUOTE_API.adminCancel(id), admin, { reason: 'Abus' });
    expect(answer.status).toBe(200);
    expect(await read(`quotes/${id}`)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'admin',
      cancelReason: 'Abus',
    });
    for (const uid of [best, second, third]) {
      expect((await read(`quotes/${id}/responses/${uid}`))?.status, uid).toBe('closed');
    }
    expect((await call('POST', QUOTE_API.adminCancel(id), admin, { reason: 'Abus' })).status).toBe(
      200,
    );
    expect((await call('POST', QUOTE_API.cancel(id), customer, {})).status).toBe(409);
  });
});

describe('expiry', () => {
  const DAY = 86_400_000;
  const backdate = (path: string, field: string) =>
    adminDb.doc(path).update({ [field]: new Date(Date.now() - 1000) });

  it('expires a quote at its validity and a request at its deadline, with a moved clock', async () => {
    const id = await openRequest();
    const short = quoteBody({ validityDays: 1 });
    expect((await call('PUT', QUOTE_API.respond(id), best, short)).status).toBe(200);
    const long = quoteBody({ validityDays: 10 });
    expect((await call('PUT', QUOTE_API.respond(id), second, long)).status).toBe(200);
    // The clock moves one day on (not 14: the sweep covers the whole database, and other
    // suites' requests must not expire under them). The request is made 13 days old.
    const tomorrow = new Date(Date.now() + DAY + 60_000);
    await expireDueQuotes(adminDb, tomorrow);
    expect((await read(`quotes/${id}/responses/${best}`))?.status).toBe('expired');
    expect((await read(`quotes/${id}/responses/${second}`))?.status).toBe('sent');
    expect((await read(`quotes/${id}`))?.status).toBe('responded');

    await adminDb.doc(`quotes/${id}`).update({ expiresAt: new Date(Date.now() + DAY) });
    const expired = await expireDueQuotes(adminDb, tomorrow);
    expect(expired.requests).toBeGreaterThanOrEqual(1);
    expect((await read(`quotes/${id}`))?.status).toBe('expired');
    expect((await read(`quotes/${id}/responses/${second}`))?.status).toBe('expired');
    // The unanswered recipient expires with the request.
    expect((await read(`quotes/${id}/responses/${third}`))?.status).toBe('expired');

    const before = await read(`quotes/${id}`);
    await expireDueQuotes(adminDb, tomorrow);
    expect(await read(`quotes/${id}`)).toEqual(before);
    expect((await call('PUT', QUOTE_API.respond(id), third, quoteBody())).status).toBe(409);
    expect(
      (await call('POST', QUOTE_API.accept(id), customer, { providerId: second })).status,
    ).toBe(409);
    expect((await call('POST', QUOTE_API.cancel(id), customer, {})).status).toBe(409);
  });

  it('refuses a passed deadline at once, before any timer has run', async () => {
    const id = await openRequest();
    expect((await call('PUT', QUOTE_API.respond(id), best, quoteBody())).status).toBe(200);
    await backdate(`quotes/${id}/responses/${best}`, 'validUntil');
    const accept = await call('POST', QUOTE_API.accept(id), customer, { providerId: best });
    expect(accept.status).toBe(409);
    expect((await call('PUT', QUOTE_API.respond(id), best, quoteBody())).status).toBe(409);
    const late = await openRequest();
    await backdate(`quotes/${late}`, 'expiresAt');
    expect((await call('PUT', QUOTE_API.respond(late), best, quoteBody())).status).toBe(409);
  });

  // The emulator retries an early task with growing backoff (TIMER_TASK_WAIT_MS).
  it('really runs under the emulators: deadlines that pass are expired by the task timer', async () => {
    const id = await openRequest();
    expect((await call('PUT', QUOTE_API.respond(id), best, quoteBody())).status).toBe(200);
    // Moving a deadline into the past is moving the clock past it (the functions' own clock
    // is the real one); the deadline's task, polling under the emulator, notices it.
    await backdate(`quotes/${id}/responses/${best}`, 'validUntil');
    await documentEventually(
      `quotes/${id}/responses/${best}`,
      (doc) => doc.get('status') === 'expired',
      TIMER_TASK_WAIT_MS,
    );
    expect((await read(`quotes/${id}`))?.status).toBe('responded');
    await backdate(`quotes/${id}`, 'expiresAt');
    await documentEventually(
      `quotes/${id}`,
      (doc) => doc.get('status') === 'expired',
      TIMER_TASK_WAIT_MS,
    );
    expect((await read(`quotes/${id}/responses/${second}`))?.status).toBe('expired');
  }, 240_000);
});
