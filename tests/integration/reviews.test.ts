// Reviews through the api under the emulators (issue 13 §5–6): who may review, when, editing for
// 48 hours, the provider's one reply, admins hiding and showing, and the provider's rating and
// count kept exact by the ratings trigger, even when an event is replayed (functions loaded from
// functions/lib: run `npm run build -w functions` first).
import { BOOKING_API, BOOKING_ERRORS, reviewAuthorName } from '@marketplace/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveReview } from '../../functions/src/http/reviews/reviews';
import { ratingsOnReviewWritten } from '../../functions/src/triggers/ratings';
import { adminDb, documentEventually } from './emulators';
import { call, cleanup, createPerson, createProvider, read, run } from './quoteFixtures';

const customer = `it-r-customer-${run}`;
const stranger = `it-r-stranger-${run}`;
const admin = `it-r-admin-${run}`;
const provider = `it-r-provider-${run}`;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const bookingIds: string[] = [];

/** A booking of `customer` with `provider`, written as the api would (the bookings API's job). */
async function booking(name: string, changes: Record<string, unknown> = {}) {
  const id = `it-r-${run}-${name}`;
  bookingIds.push(id);
  const now = Date.now();
  await adminDb.doc(`bookings/${id}`).set({
    customerId: customer,
    customerName: 'Awa',
    providerId: provider,
    providerName: 'Jean Plomberie',
    serviceId: 'fuite',
    serviceType: 'plumbing',
    serviceTitle: { fr: 'Réparation de fuite', en: 'Leak repair' },
    status: 'completed',
    priceFCFA: 10_000,
    completedAt: Timestamp.fromMillis(now - DAY_MS),
    reviewed: false,
    createdAt: Timestamp.fromMillis(now - 3 * DAY_MS),
    updatedAt: Timestamp.fromMillis(now - DAY_MS),
    ...changes,
  });
  return id;
}

const review = (rating: number, comment = 'Travail soigné et rapide, merci.') => ({
  rating,
  comment,
});
const put = (id: string, body: unknown, uid: string | null = customer) =>
  call('PUT', BOOKING_API.review(id), uid, body);
const errorCode = (answer: { body: { error?: { code: string } } }) => answer.body.error?.code;

/** Waits for the ratings trigger to show `rating` over `count` reviews on the provider. */
const figures = (rating: number, reviewCount: number) =>
  documentEventually(
    `providers/${provider}`,
    (doc) => doc.get('rating') === rating && doc.get('reviewCount') === reviewCount,
  );

beforeAll(async () => {
  await createPerson({ uid: customer, firstName: 'Awa' });
  await createPerson({ uid: stranger, firstName: 'Binta' });
  await createPerson({ uid: admin, firstName: 'Paul', admin: true });
  await createProvider({
    uid: provider,
    name: 'Jean Plomberie',
    city: 'Douala',
    verified: true,
    rating: 0,
    reviewCount: 0,
  });
}, 120_000);

afterAll(async () => {
  const writer = adminDb.bulkWriter();
  for (const id of bookingIds) {
    writer.delete(adminDb.doc(`bookings/${id}`));
    writer.delete(adminDb.doc(`reviews/${id}`));
  }
  await writer.close();
  await adminDb.doc(`providerStats/${provider}`).delete();
  await cleanup([]);
}, 120_000);

describe('PUT /api/bookings/:id/review', () => {
  it("refuses someone else's booking, a booking not completed, and bad bodies", async () => {
    const id = await booking('refused');
    const strangers = await put(id, review(5), stranger);
    expect(strangers.status).toBe(404);
    // The provider knows the booking exists, but only its customer reviews it.
    expect((await put(id, review(5), provider)).status).toBe(403);
    expect((await put(id, review(5), null)).status).toBe(401);
    expect((await put(`it-r-${run}-missing`, review(5))).status).toBe(404);

    const confirmed = await booking('confirmed', { status: 'confirmed', completedAt: null });
    const early = await put(confirmed, review(5));
    expect(early.status).toBe(409);
    expect(errorCode(early)).toBe(BOOKING_ERRORS.notCompleted);

    const six = await put(id, review(6));
    expect(six.status).toBe(400);
    expect(errorCode(six)).toBe('invalid_request');
    const short = await put(id, review(4, '123456789'));
    expect(short.status).toBe(400);
    expect(errorCode(short)).toBe('invalid_request');
    expect((await put(id, { rating: 4 })).status).toBe(400);
    expect((await put(id, review(4.5))).status).toBe(400);

    for (const bookingId of [id, confirmed]) {
      expect((await adminDb.doc(`reviews/${bookingId}`).get()).exists).toBe(false);
      expect((await read(`bookings/${bookingId}`))?.reviewed).toBe(false);
    }
  });

  it('refuses a review more than 30 days after completion', async () => {
    const id = await booking('late', {
      completedAt: Timestamp.fromMillis(Date.now() - 31 * DAY_MS),
    });
    const late = await put(id, review(5));
    expect(late.status).toBe(409);
    expect(errorCode(late)).toBe(BOOKING_ERRORS.reviewWindowClosed);
    expect((await adminDb.doc(`reviews/${id}`).get()).exists).toBe(false);
  });

  it('creates once, edits for 48 hours, then refuses; the rating follows', async () => {
    const first = await booking('first');
    const created = await put(first, review(5));
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: first });
    const stored = await read(`reviews/${first}`);
    expect(stored).toMatchObject({
      providerId: provider,
      // The name the customer's visibility allows (the default: initials, "A. T.").
      authorName: reviewAuthorName(await read(`users/${customer}`)),
      rating: 5,
      comment: 'Travail soigné et rapide, merci.',
      serviceTitle: { fr: 'Réparation de fuite', en: 'Leak repair' },
      reply: null,
      hidden: false,
      hiddenReason: null,
    });
    expect(stored?.authorName).toBe('A. T.');
    expect(stored?.customerId).toBeUndefined();
    expect(stored?.editableUntil.toMillis() - stored?.createdAt.toMillis()).toBe(48 * HOUR_MS);
    expect((await read(`bookings/${first}`))?.reviewed).toBe(true);
    await figures(5, 1);

    const second = await booking('second');
    expect((await put(second, review(4))).status).toBe(201);
    await figures(4.5, 2);

    // A second PUT is an edit (200); the same again writes nothing.
    const edited = await put(first, review(3, 'Finalement, quelques finitions à reprendre.'));
    expect(edited.status).toBe(200);
    expect((await read(`reviews/${first}`))?.rating).toBe(3);
    await figures(3.5, 2);
    const updatedAt = (await read(`reviews/${first}`))?.updatedAt;
    const again = await put(first, review(3, 'Finalement, quelques finitions à reprendre.'));
    expect(again.status).toBe(200);
    expect((await read(`reviews/${first}`))?.updatedAt).toEqual(updatedAt);

    // 48 hours on (the clock moved in-process), the review can no longer be edited.
    const later = new Date(Date.now() + 49 * HOUR_MS);
    await expect(saveReview(adminDb, first, customer, review(1), later)).rejects.toMatchObject({
      status: 409,
      code: BOOKING_ERRORS.reviewWindowClosed,
    });
    // Through the api: the deadline moved into the past is the clock moved past it.
    await adminDb.doc(`reviews/${first}`).update({
      editableUntil: Timestamp.fromMillis(Date.now() - 1000),
    });
    const closed = await put(first, review(1));
    expect(closed.status).toBe(409);
    expect(errorCode(closed)).toBe(BOOKING_ERRORS.reviewWindowClosed);
    expect((await read(`reviews/${first}`))?.rating).toBe(3);
    await figures(3.5, 2);
  }, 90_000);
});

describe('PUT /api/reviews/:id/reply', () => {
  it("lets the review's provider reply once", async () => {
    const id = await booking('reply');
    expect((await put(id, review(5))).status).toBe(201);
    const reply = (uid: string, text: string, reviewId = id) =>
      call('PUT', BOOKING_API.reply(reviewId), uid, { text });

    expect((await reply(customer, 'Merci à vous')).status).toBe(403);
    expect((await reply(stranger, 'Merci à vous')).status).toBe(403);
    expect((await reply(provider, '')).status).toBe(400);
    const missing = await reply(provider, 'Merci', `it-r-${run}-none`);
    expect(missing.status).toBe(404);
    expect(errorCode(missing)).toBe(BOOKING_ERRORS.noReview);

    expect((await reply(provider, 'Merci à vous !')).status).toBe(201);
    expect((await read(`reviews/${id}`))?.reply).toMatchObject({ text: 'Merci à vous !' });
    // A retry of the same reply changes nothing; another reply is refused.
    expect((await reply(provider, 'Merci à vous !')).status).toBe(200);
    const twice = await reply(provider, 'Un autre mot');
    expect(twice.status).toBe(409);
    expect(errorCode(twice)).toBe(BOOKING_ERRORS.alreadyReplied);
    expect((await read(`reviews/${id}`))?.reply.text).toBe('Merci à vous !');
  });
});

describe('ratings', () => {
  let hiddenId = '';

  it('drop a hidden review from the figures and count it again once shown', async () => {
    // So far 3 (edited from 5), 4 and 5.
    await figures(4, 3);
    hiddenId = await booking('hidden');
    expect((await put(hiddenId, review(1, 'Jamais venu, injoignable.'))).status).toBe(201);
    // (3 + 4 + 5 + 1) / 4 = 3.25, to one decimal.
    await figures(3.3, 4);

    const hide = (uid: string, body: unknown = { reason: 'Propos injurieux' }) =>
      call('POST', BOOKING_API.adminHideReview(hiddenId), uid, body);
    expect((await hide(customer)).status).toBe(403);
    expect((await hide(provider)).status).toBe(403);
    expect((await hide(admin, {})).status).toBe(400);
    expect((await read(`reviews/${hiddenId}`))?.hidden).toBe(false);
    const missing = await call('POST', BOOKING_API.adminHideReview(`it-r-${run}-x`), admin, {
      reason: 'Spam',
    });
    expect(missing.status).toBe(404);
    expect(errorCode(missing)).toBe(BOOKING_ERRORS.noReview);

    expect((await hide(admin)).status).toBe(200);
    expect(await read(`reviews/${hiddenId}`)).toMatchObject({
      hidden: true,
      hiddenReason: 'Propos injurieux',
      rating: 1,
    });
    await figures(4, 3);

    const unhide = (uid: string) => call('POST', BOOKING_API.adminUnhideReview(hiddenId), uid, {});
    expect((await unhide(stranger)).status).toBe(403);
    expect((await unhide(admin)).status).toBe(200);
    expect(await read(`reviews/${hiddenId}`)).toMatchObject({ hidden: false, hiddenReason: null });
    await figures(3.3, 4);

    // Each decision is audited once: a repeated unhide changes nothing and adds no line.
    expect((await unhide(admin)).status).toBe(200);
    const audit = await adminDb.collection('adminAudit').where('targetId', '==', hiddenId).get();
    const lines = audit.docs
      .map((line) => line.data())
      .sort((a, b) => a.at.toMillis() - b.at.toMillis())
      .map(({ actorId, action, detail }) => ({ actorId, action, detail }));
    expect(lines).toEqual([
      { actorId: admin, action: 'review_hidden', detail: 'Propos injurieux' },
      { actorId: admin, action: 'review_shown', detail: null },
    ]);
  }, 90_000);

  it('stay exact when an event is replayed or a review rewritten as it is', async () => {
    const path = `reviews/${hiddenId}`;
    const stored = await adminDb.doc(path).get();
    const data = stored.data() ?? {};
    type Event = Parameters<typeof ratingsOnReviewWritten>[0];
    const event = (before: Record<string, unknown> | undefined) =>
      ({
        params: { reviewId: hiddenId },
        data: { before: { data: () => before }, after: stored },
      }) as unknown as Event;
    const current = async () => {
      const snapshot = await adminDb.doc(`providers/${provider}`).get();
      return {
        rating: snapshot.get('rating'),
        reviewCount: snapshot.get('reviewCount'),
        ratingCounts: snapshot.get('ratingCounts'),
      };
    };
    // The visible reviews give 3, 4 and 5 stars, and this one 1.
    const counted = { rating: 3.3, reviewCount: 4, ratingCounts: { 5: 1, 4: 1, 3: 1, 2: 0, 1: 1 } };
    const recounted = {
      rating: 3.5,
      reviewCount: 4,
      ratingCounts: { 5: 1, 4: 1, 3: 1, 2: 1, 1: 0 },
    };

    // Its creation, and an edit from 5 to 1, each delivered twice (as retries would be),
    // through the trigger's own handler: counted once, at its current rating.
    for (const replayed of [event(undefined), event({ ...data, rating: 5 })]) {
      await ratingsOnReviewWritten(replayed);
      await ratingsOnReviewWritten(replayed);
      expect(await current()).toEqual(counted);
    }

    // The same data written again: the trigger runs and the figures stay.
    await adminDb.doc(path).set(data);
    await adminDb.doc(path).update({ rating: 2 });
    // (3 + 4 + 5 + 2) / 4 = 3.5: the trigger saw the last write once.
    await figures(3.5, 4);
    expect(await current()).toEqual(recounted);
    await adminDb.doc(path).set({ ...data, rating: 2 });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await current()).toEqual(recounted);
  }, 90_000);
});
