// The sales dashboard's figures under the emulators: `providerStats/{uid}` kept by
// the triggers from count/sum aggregation queries, exact after replays and edits, in the
// provider's time zone; the payments received; and a provider with 500 bookings
// rebuilt and read as one document, their events replayed through the triggers' own code
// (functions loaded from functions/lib: run `npm run build -w functions` first).
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  addCalendarDays,
  BOOKING_STATUSES,
  COUNTRY_TIME_ZONES,
  STATS_KEEP,
  weekStartOf,
  zonedInstant,
  zonedParts,
  type BookingStatus,
  type ProviderStatsDocument,
} from '@marketplace/domain';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import {
  applyStatsTouches,
  bookingTouches,
  providerStatsOnBookingWritten,
  providerStatsOnPaymentWritten,
  rebuildProviderStats,
  reviewTouches,
} from '../../functions/src/triggers/providerStats';
import { adminDb, documentEventually } from './emulators';

const run = randomUUID().slice(0, 8);
const DAY_MS = 24 * 60 * 60 * 1000;
const SERVICES = {
  fuite: { fr: 'Réparation de fuite', en: 'Leak repair' },
  chauffe: { fr: 'Chauffe-eau' },
  wc: { fr: 'WC bouché', en: 'Blocked toilet' },
} as const;
type ServiceId = keyof typeof SERVICES;

/** Documents to delete afterwards: the provider's first, so that later events find no profile. */
const providers: string[] = [];
const paths: string[] = [];

afterAll(async () => {
  for (const uid of providers) await adminDb.recursiveDelete(adminDb.doc(`providers/${uid}`));
  const writer = adminDb.bulkWriter();
  for (const path of paths) writer.delete(adminDb.doc(path));
  for (const uid of providers) writer.delete(adminDb.doc(`providerStats/${uid}`));
  await writer.close();
  for (const uid of providers) await adminDb.recursiveDelete(adminDb.doc(`profiles/${uid}`));
}, 300_000);

/** A provider profile in `country` with the three services. */
async function createProvider(uid: string, country: keyof typeof COUNTRY_TIME_ZONES) {
  providers.push(uid);
  await adminDb.doc(`providers/${uid}`).set({
    displayName: `Stats ${uid}`,
    country,
    city: 'Test',
    categories: [],
    rating: 0,
    reviewCount: 0,
  });
  for (const [id, title] of Object.entries(SERVICES)) {
    await adminDb.doc(`providers/${uid}/services/${id}`).set({ title, priceFCFA: 10_000 });
  }
}

interface BookingSeed {
  status: BookingStatus;
  serviceId: ServiceId;
  priceFCFA: number;
  completedAt: Date | null;
}

const bookingData = (providerId: string, seed: BookingSeed) => ({
  customerId: `it-s-customer-${run}`,
  providerId,
  serviceId: seed.serviceId,
  serviceTitle: SERVICES[seed.serviceId],
  status: seed.status,
  priceFCFA: seed.priceFCFA,
  completedAt: seed.completedAt ? Timestamp.fromDate(seed.completedAt) : null,
  reviewed: false,
  notes: '',
});

/** `providerStats/{uid}` without its write time. */
async function statsOf(uid: string) {
  const { updatedAt, ...figures } = (await adminDb.doc(`providerStats/${uid}`).get()).data() ?? {};
  return { figures, updatedAt: updatedAt as Timestamp | undefined };
}

/** What the dashboard must show, computed here from the data as written. */
function expectedStats(
  timeZone: string,
  now: Date,
  bookings: readonly BookingSeed[],
  reviews: readonly { rating: number; hidden: boolean; createdAt: Date }[],
  quotes: { answered: number; won: number },
): Omit<ProviderStatsDocument, 'updatedAt'> {
  const today = zonedParts(now, timeZone).day;
  const oldestWeek = addCalendarDays(weekStartOf(today), -7 * (STATS_KEEP.weeks - 1));
  const [year, month] = today.split('-').map(Number) as [number, number];
  const monthIndex = year * 12 + month - 1 - (STATS_KEEP.months - 1);
  const oldestMonth = `${Math.floor(monthIndex / 12)}-${String((monthIndex % 12) + 1).padStart(2, '0')}`;
  const add = (map: Record<string, number>, key: string, value: number) => {
    map[key] = (map[key] ?? 0) + value;
  };
  const stats: Omit<ProviderStatsDocument, 'updatedAt'> = {
    statusCounts: Object.fromEntries(BOOKING_STATUSES.map((status) => [status, 0])) as Record<
      BookingStatus,
      number
    >,
    revenueByWeek: {},
    revenueByMonth: {},
    ratingByMonth: {},
    services: {},
    quotes,
    // No payments here: the payments' describe checks these figures.
    paid: { count: 0, amountFCFA: 0 },
    paidByMonth: {},
  };
  for (const booking of bookings) {
    stats.statusCounts[booking.status] += 1;
    if (booking.status !== 'completed' || !booking.completedAt) continue;
    const day = zonedParts(booking.completedAt, timeZone).day;
    if (weekStartOf(day) >= oldestWeek)
      add(stats.revenueByWeek, weekStartOf(day), booking.priceFCFA);
    if (day.slice(0, 7) >= oldestMonth) {
      add(stats.revenueByMonth, day.slice(0, 7), booking.priceFCFA);
    }
    const service = (stats.services[booking.serviceId] ??= {
      title: SERVICES[booking.serviceId],
      completed: 0,
      revenueFCFA: 0,
    });
    service.completed += 1;
    service.revenueFCFA += booking.priceFCFA;
  }
  for (const review of reviews) {
    const key = zonedParts(review.createdAt, timeZone).day.slice(0, 7);
    if (review.hidden || key < oldestMonth) continue;
    const bucket = (stats.ratingByMonth[key] ??= { sum: 0, count: 0 });
    bucket.sum += review.rating;
    bucket.count += 1;
  }
  return stats;
}

/** A small deterministic generator (the same 500 bookings on every run). */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

describe('providerStats triggers', () => {
  const provider = `it-s-provider-${run}`;
  const zone = COUNTRY_TIME_ZONES.KE;
  const bookingPath = (name: string) => {
    const path = `bookings/it-s-${run}-${name}`;
    paths.push(path);
    return path;
  };

  it("keep status counts, revenue, services, ratings and quotes in the provider's zone", async () => {
    await createProvider(provider, 'KE');
    const now = new Date();
    const ready = (expected: unknown) =>
      documentEventually(`providerStats/${provider}`, (doc) => {
        const { updatedAt: _, ...figures } = doc.data() ?? {};
        return isDeepStrictEqual(figures, expected);
      });
    const seeds: BookingSeed[] = [];
    const write = async (path: string, index: number, seed: BookingSeed) => {
      seeds[index] = seed;
      await adminDb.doc(path).set(bookingData(provider, seed));
    };
    const reviews: { rating: number; hidden: boolean; createdAt: Date }[] = [];
    const expected = () => expectedStats(zone, now, seeds, reviews, { answered: 0, won: 0 });

    // Created pending: the provider's first figures are a full rebuild.
    const first = bookingPath('first');
    const pending = { status: 'pending', serviceId: 'fuite', priceFCFA: 15_000, completedAt: null };
    await write(first, 0, pending as BookingSeed);
    await ready(expected());
    await write(first, 0, { ...(pending as BookingSeed), status: 'confirmed' });
    await ready(expected());
    // Completed on Sunday 22:30 UTC: Monday 01:30 in Nairobi, the next week there.
    const sunday = new Date(`${weekStartOf(zonedParts(now, 'UTC').day)}T00:00:00Z`);
    sunday.setUTCDate(sunday.getUTCDate() - 1);
    sunday.setUTCHours(22, 30);
    const completion: BookingSeed = {
      status: 'completed',
      serviceId: 'fuite',
      priceFCFA: 15_000,
      completedAt: sunday,
    };
    await write(first, 0, completion);
    const stats = await ready(expected());
    expect(stats.get('revenueByWeek')).toEqual({
      [weekStartOf(zonedParts(now, 'UTC').day)]: 15_000,
    });
    expect(stats.get('statusCounts')).toEqual({
      pending: 0,
      confirmed: 0,
      completed: 1,
      cancelled: 0,
    });

    const second = bookingPath('second');
    await write(second, 1, { ...completion, serviceId: 'wc', priceFCFA: 7_500 });
    await write(bookingPath('third'), 2, { ...completion, status: 'cancelled', completedAt: null });
    await ready(expected());

    // The completion event delivered twice through the trigger's own handler: nothing changes.
    const before = await statsOf(provider);
    const snapshot = await adminDb.doc(first).get();
    const replay = {
      params: { bookingId: snapshot.id },
      data: {
        before: { data: () => bookingData(provider, { ...completion, status: 'confirmed' }) },
        after: snapshot,
      },
    } as unknown as Parameters<typeof providerStatsOnBookingWritten>[0];
    await providerStatsOnBookingWritten(replay);
    await providerStatsOnBookingWritten(replay);
    expect((await statsOf(provider)).figures).toEqual(before.figures);

    // A review, its edit and hiding: the month's sum and count follow.
    const reviewPath = `reviews/it-s-${run}-first`;
    paths.push(reviewPath);
    const review = { rating: 5, hidden: false, createdAt: now };
    const reviewData = () => ({
      providerId: provider,
      ...review,
      createdAt: Timestamp.fromDate(now),
    });
    reviews.push(review);
    await adminDb.doc(reviewPath).set(reviewData());
    await ready(expected());
    review.rating = 3;
    await adminDb.doc(reviewPath).set(reviewData());
    await ready(expected());
    review.hidden = true;
    await adminDb.doc(reviewPath).set(reviewData());
    const hidden = await ready(expected());
    expect(hidden.get('ratingByMonth')).toEqual({});

    // Quotes: a priced response, one the provider declined unpriced, then an acceptance.
    const quote = (id: string) => {
      const path = `quotes/it-s-${run}-${id}/responses/${provider}`;
      paths.push(path);
      return adminDb.doc(path);
    };
    const response = { providerId: provider, customerId: `it-s-customer-${run}` };
    await quote('a').set({ ...response, status: 'sent', respondedAt: Timestamp.now() });
    await quote('b').set({ ...response, status: 'declined', respondedAt: null });
    await documentEventually(`providerStats/${provider}`, (doc) =>
      isDeepStrictEqual(doc.get('quotes'), { answered: 1, won: 0 }),
    );
    await quote('a').update({ status: 'accepted' });
    await documentEventually(`providerStats/${provider}`, (doc) =>
      isDeepStrictEqual(doc.get('quotes'), { answered: 1, won: 1 }),
    );

    // A week older than the 26 kept is dropped at the next write.
    await adminDb.doc(`providerStats/${provider}`).update({ 'revenueByWeek.2020-01-06': 5_000 });
    await write(second, 1, { ...completion, serviceId: 'wc', priceFCFA: 8_000 });
    const pruned = await documentEventually(
      `providerStats/${provider}`,
      (doc) => doc.get('services.wc.revenueFCFA') === 8_000,
    );
    expect(Object.keys(pruned.get('revenueByWeek'))).not.toContain('2020-01-06');
    expect(pruned.get('services')).toEqual({
      fuite: { title: SERVICES.fuite, completed: 1, revenueFCFA: 15_000 },
      wc: { title: SERVICES.wc, completed: 1, revenueFCFA: 8_000 },
    });
  }, 120_000);
});

/**
 * A project of its own, where no trigger runs: the 500 bookings' events are delivered here by
 * the test, through the triggers' own code, instead of leaving the Functions emulator 5,000
 * trigger runs (every booking trigger, on writing and on deleting) that held up every later
 * test of the run.
 */
const quietApp = initializeApp({ projectId: `demo-stats-${run}` }, `stats-${run}`);
const quietDb = getFirestore(quietApp);

afterAll(async () => {
  const emulator = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  await fetch(
    `http://${emulator}/emulator/v1/projects/demo-stats-${run}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  await deleteApp(quietApp);
});

/** Runs `work` over `items`, `concurrency` at a time, in no particular order. */
async function inParallel<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let item = queue.pop(); item !== undefined; item = queue.pop()) await work(item);
    }),
  );
}

describe('a provider with 500 bookings', () => {
  const provider = `it-s-busy-${run}`;
  const zone = COUNTRY_TIME_ZONES.MA;

  it('has exact figures after a rebuild, in one document the dashboard reads', async () => {
    await quietDb.doc(`providers/${provider}`).set({ displayName: 'Busy', country: 'MA' });
    for (const [id, title] of Object.entries(SERVICES)) {
      await quietDb.doc(`providers/${provider}/services/${id}`).set({ title, priceFCFA: 10_000 });
    }
    const now = new Date();
    const random = generator(13);
    const statuses: BookingStatus[] = [
      'completed',
      'completed',
      'completed',
      'cancelled',
      'confirmed',
      'pending',
    ];
    const serviceIds = Object.keys(SERVICES) as ServiceId[];
    const bookings: BookingSeed[] = Array.from({ length: 500 }, (_, index) => {
      const status = statuses[random(statuses.length)] as BookingStatus;
      // Up to 400 days back (beyond the kept 26 weeks and 12 months), at any minute: some
      // fall near midnight, where the provider's day differs from UTC's.
      const completedAt =
        status === 'completed'
          ? new Date(now.getTime() - random(400 * 24 * 60) * 60_000 - index)
          : null;
      return {
        status,
        serviceId: serviceIds[random(serviceIds.length)] as ServiceId,
        priceFCFA: 500 * (1 + random(100)),
        completedAt,
      };
    });
    const reviews = Array.from({ length: 40 }, () => ({
      rating: 1 + random(5),
      hidden: random(5) === 0,
      createdAt: new Date(now.getTime() - random(400) * DAY_MS),
    }));
    const reviewData = (review: (typeof reviews)[number]) => ({
      providerId: provider,
      rating: review.rating,
      hidden: review.hidden,
      createdAt: Timestamp.fromDate(review.createdAt),
    });

    const writeStart = Date.now();
    const writer = quietDb.bulkWriter();
    bookings.forEach((seed, index) => {
      void writer.set(quietDb.doc(`bookings/busy-${index}`), bookingData(provider, seed));
    });
    reviews.forEach((review, index) => {
      void writer.set(quietDb.doc(`reviews/busy-${index}`), reviewData(review));
    });
    await writer.close();
    const written = Date.now();

    // As the seed does: a rebuild once the bookings are written.
    expect(await rebuildProviderStats(quietDb, provider, now)).toBe(true);
    const rebuilt = Date.now();
    const statsRef = quietDb.doc(`providerStats/${provider}`);
    const figuresOf = async () => {
      const { updatedAt: _, ...figures } = (await statsRef.get()).data() ?? {};
      return figures;
    };
    const expected = expectedStats(zone, now, bookings, reviews, { answered: 0, won: 0 });
    expect(await figuresOf()).toEqual(expected);

    // Then every write's event, as the triggers receive them after the writes: out of order
    // and many at once, each recomputing its buckets from the data in a transaction on the
    // same document. The figures are already exact, so they must stay exact.
    const events = [
      ...bookings.map((seed) => bookingTouches(undefined, bookingData(provider, seed))),
      ...reviews.map((review) => reviewTouches(undefined, reviewData(review))),
    ];
    const eventsAt = new Date();
    await inParallel(events, 20, (touches) => applyStatsTouches(quietDb, touches, eventsAt));
    const replayed = Date.now();
    expect(await figuresOf()).toEqual(expected);

    // One more change, a confirmed booking completed now, and its event: the figure moves.
    const sentinel = bookings.findIndex((seed) => seed.status === 'confirmed');
    const confirmed = bookingData(provider, bookings[sentinel] as BookingSeed);
    const completedNow = { ...bookings[sentinel], status: 'completed', completedAt: new Date() };
    const completed = bookingData(provider, completedNow as BookingSeed);
    await quietDb.doc(`bookings/busy-${sentinel}`).set(completed);
    await applyStatsTouches(quietDb, bookingTouches(confirmed, completed), new Date());
    const after = bookings.map((seed, index) =>
      index === sentinel ? (completedNow as BookingSeed) : seed,
    );
    expect(await figuresOf()).toEqual(
      expectedStats(zone, now, after, reviews, { answered: 0, won: 0 }),
    );
    console.info(
      `providerStats, 500 bookings + 40 reviews: written in ${written - writeStart} ms, ` +
        `rebuilt in ${rebuilt - written} ms, their 540 events in ${replayed - rebuilt} ms`,
    );

    // The dashboard's figures are this one document: one read, whatever the bookings.
    const read = await statsRef.get();
    expect(read.exists).toBe(true);
    expect(Object.keys(read.get('revenueByWeek')).length).toBeLessThanOrEqual(STATS_KEEP.weeks);
    expect(Object.keys(read.get('revenueByMonth')).length).toBeLessThanOrEqual(STATS_KEEP.months);
    expect(Object.keys(read.get('ratingByMonth')).length).toBeLessThanOrEqual(STATS_KEEP.months);
  }, 120_000);
});

describe('payments received', () => {
  const provider = `it-s-paid-${run}`;
  const zone = COUNTRY_TIME_ZONES.CM;
  const paymentPath = (name: string) => {
    const path = `payments/it-s-${run}-${name}`;
    paths.push(path);
    return adminDb.doc(path);
  };
  const payment = (status: string, priceFCFA: number, settledAt: Date | null) => ({
    target: 'booking',
    providerId: provider,
    // A visitor (a link's payer): no payment notification to a user who does not exist.
    payerId: null,
    status,
    priceFCFA,
    feesFCFA: 150,
    amountFCFA: priceFCFA + 150,
    method: 'orange_money',
    settledAt: settledAt ? Timestamp.fromDate(settledAt) : null,
    updatedAt: Timestamp.now(),
  });
  const paidFigures = (paid: unknown, paidByMonth: unknown) =>
    documentEventually(
      `providerStats/${provider}`,
      (doc) =>
        isDeepStrictEqual(doc.get('paid'), paid) &&
        isDeepStrictEqual(doc.get('paidByMonth'), paidByMonth),
    );

  it("count successful payments' prices by the month of settledAt in the provider's zone", async () => {
    await createProvider(provider, 'CM');
    const now = new Date();
    const month = zonedParts(now, zone).day.slice(0, 7);
    // 00:30 on the 1st in Douala is 23:30 UTC the day before: this month there, not in UTC.
    const monthStart = zonedInstant(`${month}-01`, '00:30', zone);
    expect(zonedParts(monthStart, 'UTC').day.slice(0, 7)).not.toBe(month);

    // An attempt waiting for the payer touches no figure; its success is the provider's first
    // (a full rebuild).
    const orange = paymentPath('orange');
    await orange.set(payment('awaiting_customer', 20_000, null));
    await orange.set(payment('success', 20_000, monthStart));
    await paidFigures({ count: 1, amountFCFA: 20_000 }, { [month]: 20_000 });

    // A failed attempt counts nowhere; a cash payment confirmed; one settled 13 months ago
    // counts in the total only (12 months are kept).
    await paymentPath('failed').set(payment('failed', 9_000, now));
    const cash = paymentPath('cash');
    await cash.set(payment('pending', 5_000, null));
    await cash.set(payment('success', 5_000, now));
    const old = new Date(now.getTime() - 400 * DAY_MS);
    await paymentPath('old').set(payment('success', 3_000, old));
    // A demo payment has no provider: nobody's figures.
    await paymentPath('demo').set({ ...payment('success', 50_000, now), providerId: null });
    const all = await paidFigures({ count: 3, amountFCFA: 28_000 }, { [month]: 25_000 });
    expect(Object.keys(all.get('paidByMonth'))).not.toContain(
      zonedParts(old, zone).day.slice(0, 7),
    );

    // The webhook's settlement delivered twice through the trigger's own handler: no change.
    const before = await statsOf(provider);
    const snapshot = await orange.get();
    const replay = {
      params: { paymentId: snapshot.id },
      data: {
        before: { data: () => payment('awaiting_customer', 20_000, null) },
        after: snapshot,
      },
    } as unknown as Parameters<typeof providerStatsOnPaymentWritten>[0];
    await providerStatsOnPaymentWritten(replay);
    await providerStatsOnPaymentWritten(replay);
    expect((await statsOf(provider)).figures).toEqual(before.figures);

    // A successful payment that leaves success (removed): its month and the total follow.
    await cash.delete();
    await paidFigures({ count: 2, amountFCFA: 23_000 }, { [month]: 20_000 });

    // Figures written before payments counted (no paid fields): the next event adds them all.
    await adminDb
      .doc(`providerStats/${provider}`)
      .update({ paid: FieldValue.delete(), paidByMonth: FieldValue.delete() });
    await paymentPath('late').set(payment('success', 1_000, now));
    await paidFigures({ count: 3, amountFCFA: 24_000 }, { [month]: 21_000 });
  }, 120_000);
});
