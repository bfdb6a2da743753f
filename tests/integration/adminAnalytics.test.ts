// The admin analytics under the emulators (issue 16 §4, "Measured"): sign-ups, quotes,
// bookings, completions and payments written with past dates land once in their own UTC day,
// week and month, even when a trigger runs twice; the endpoint is admin-only, refuses ranges
// beyond its read budget, and reads one document per bucket: a project with 10,000 bookings
// answers any accepted range in ≤ 40 document reads (functions loaded from functions/lib: run
// `npm run build -w functions` first).
import {
  ADMIN_API,
  ANALYTICS_GRANULARITIES,
  STATS_COLLECTIONS,
  type AnalyticsGranularity,
  type AnalyticsView,
  type StatsFigures,
} from '@marketplace/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSeries } from '../../functions/src/http/admin/analytics';
import {
  dailyStatsOnBookingWritten,
  dailyStatsOnPaymentWritten,
  dailyStatsOnUserWritten,
} from '../../functions/src/triggers/dailyStats';
import { foldEvents, type StatsEvent } from '../../functions/src/triggers/dailyStatsEvents';
import { adminDb, eventually } from './emulators';
import { call, cleanup, createPerson, run } from './quoteFixtures';

vi.setConfig({ testTimeout: 120_000 });

const admin = `it-an-admin-${run}`;
const member = `it-an-member-${run}`;
const provider = `it-an-provider-${run}`;
const category = `it-an-${run}`;
/** Paths written by the tests, deleted afterwards. */
const paths: string[] = [];

beforeAll(async () => {
  await createPerson({ uid: admin, firstName: 'Ada', admin: true });
  await createPerson({ uid: member, firstName: 'Bob' });
  await adminDb.doc(`providers/${provider}`).set({ displayName: 'Stats', country: 'SN' });
  paths.push(`providers/${provider}`, `providerStats/${provider}`);
}, 60_000);

afterAll(async () => {
  for (const path of paths) await adminDb.doc(path).delete();
  await cleanup([]);
}, 120_000);

const analytics = (uid: string | null, query: string) =>
  call('GET', `${ADMIN_API.analytics}?${query}`, uid);

const ts = (iso: string) => Timestamp.fromDate(new Date(iso));

async function bucket(granularity: AnalyticsGranularity, key: string) {
  return (await adminDb.doc(`${STATS_COLLECTIONS[granularity]}/${key}`).get()).data();
}

/** Deletes the buckets of `keys` and the markers of `markers` (before and after a test). */
async function clearStats(keys: Iterable<string>, markers: readonly string[] = []) {
  const writer = adminDb.bulkWriter();
  for (const path of keys) void writer.delete(adminDb.doc(path));
  for (const id of markers) void writer.delete(adminDb.doc(`statsEvents/${id}`));
  await writer.close();
}

describe('admin analytics: access', () => {
  it('answers admins only, checked on the server', async () => {
    const query = 'from=2026-03-01&to=2026-03-07&granularity=day';
    expect((await analytics(null, query)).status).toBe(401);
    const refused = await analytics(member, query);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('forbidden');
    expect((await analytics(admin, query)).status).toBe(200);
  });

  it('refuses ranges beyond the read budget and malformed ones with clear codes', async () => {
    for (const [query, code] of [
      ['from=2026-03-01&to=2026-04-01&granularity=day', 'range_too_large'],
      ['from=2024-01-01&to=2026-01-01&granularity=month', 'range_too_large'],
      ['from=2025-01-01&to=2025-12-31&granularity=week', 'range_too_large'],
      ['from=2026-03-02&to=2026-03-01', 'invalid_range'],
      ['from=2026-02-30&to=2026-03-01', 'invalid_range'],
      ['from=2026-03-01&to=2026-03-02&granularity=year', 'invalid_range'],
      ['to=2026-03-02', 'invalid_range'],
    ] as const) {
      const answer = await analytics(admin, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error?.code, query).toBe(code);
    }
  });
});

describe('admin analytics: the triggers', () => {
  // A fortnight of 2002 no other test writes: its buckets are this test's alone.
  const user = `it-an-user-${run}`;
  const quote = `it-an-quote-${run}`;
  const booking = `it-an-booking-${run}`;
  const payment = `it-an-payment-${run}`;
  const buckets = [
    'dailyStats/2002-06-12',
    'dailyStats/2002-06-13',
    'dailyStats/2002-07-01',
    'weeklyStats/2002-06-10',
    'weeklyStats/2002-07-01',
    'monthlyStats/2002-06',
    'monthlyStats/2002-07',
  ];
  const markers = [
    `signup-${user}`,
    `quote-${quote}`,
    `booking-${booking}`,
    `confirmed-${booking}`,
    `completed-${booking}`,
    `payment-${payment}`,
    ...ANALYTICS_GRANULARITIES.map((granularity) => {
      const key = { day: '2002-06-13', week: '2002-06-10', month: '2002-06' }[granularity];
      return `active-${granularity}-${key}-${provider}`;
    }),
  ];

  beforeAll(() => clearStats(buckets, markers));
  afterAll(async () => {
    await clearStats(buckets, markers);
    for (const path of [`users/${user}`, `quotes/${quote}`, `bookings/${booking}`])
      await adminDb.doc(path).delete();
    await adminDb.recursiveDelete(adminDb.doc(`payments/${payment}`));
  });

  const pending = {
    customerId: member,
    providerId: provider,
    serviceType: category,
    status: 'pending',
    priceFCFA: 10_000,
    createdAt: ts('2002-06-12T23:59:00Z'),
    confirmedAt: null,
    completedAt: null,
    autoCompleteAt: null,
  };
  const confirmed = { ...pending, status: 'confirmed', confirmedAt: ts('2002-06-13T08:00:00Z') };
  const completed = { ...confirmed, status: 'completed', completedAt: ts('2002-06-13T23:59:59Z') };
  const open = {
    bookingId: booking,
    providerId: provider,
    payerId: member,
    status: 'pending',
    method: 'cash',
    amountFCFA: 10_150,
    priceFCFA: 10_000,
    country: 'CM',
    expiresAt: null,
    createdAt: ts('2002-06-30T23:00:00Z'),
    settledAt: null,
  };
  const paid = { ...open, status: 'success', settledAt: ts('2002-07-01T00:00:05Z') };

  it('counts each event once in the UTC day, week and month of its own time', async () => {
    await adminDb
      .doc(`users/${user}`)
      .set({ firstName: 'Old', country: 'SN', createdAt: ts('2002-06-12T10:00:00Z') });
    await adminDb
      .doc(`quotes/${quote}`)
      .set({ category, status: 'pending', createdAt: ts('2002-06-12T11:00:00Z') });
    await adminDb.doc(`bookings/${booking}`).set(pending);
    await adminDb.doc(`bookings/${booking}`).set(confirmed);
    await adminDb.doc(`bookings/${booking}`).set(completed);
    await adminDb.doc(`payments/${payment}`).set(open);
    await adminDb.doc(`payments/${payment}`).set(paid);

    const june = await eventually(
      () => bucket('month', '2002-06'),
      (data) => data?.completed === 1 && data.bookings === 1 && data.signups === 1,
    );
    expect(june).toMatchObject({
      signups: 1,
      quotes: 1,
      bookings: 1,
      completed: 1,
      activeProviders: 1,
      byCategory: { [category]: { quotes: 1, bookings: 1, completed: 1 } },
      byCountry: { SN: { signups: 1, bookings: 1 } },
    });
    expect(june?.revenueFCFA).toBeUndefined();
    // The booking made at 23:59 counts on the 12th, its completion at 23:59:59 on the 13th.
    expect(await bucket('day', '2002-06-12')).toMatchObject({
      day: '2002-06-12',
      signups: 1,
      quotes: 1,
      bookings: 1,
    });
    expect(await bucket('day', '2002-06-13')).toMatchObject({ completed: 1, activeProviders: 1 });
    expect(await bucket('week', '2002-06-10')).toMatchObject({
      bookings: 1,
      completed: 1,
      activeProviders: 1,
    });
    // Paid five seconds into July: July's revenue, by the booking's category and the
    // provider's country (not the payment's own).
    const july = await eventually(
      () => bucket('month', '2002-07'),
      (data) => data?.revenueFCFA === 10_150,
    );
    expect(july).toMatchObject({
      revenueFCFA: 10_150,
      byCategory: { [category]: { revenueFCFA: 10_150 } },
      byCountry: { SN: { revenueFCFA: 10_150 } },
    });
    expect(await bucket('day', '2002-07-01')).toMatchObject({ revenueFCFA: 10_150 });

    // The endpoint shows the same.
    const view = (await analytics(admin, 'from=2002-06-01&to=2002-07-31&granularity=month'))
      .body as unknown as AnalyticsView;
    expect(view.series.map((item) => [item.key, item.bookings, item.revenueFCFA])).toEqual([
      ['2002-06', 1, 0],
      ['2002-07', 0, 10_150],
    ]);
    expect(view.reads).toBe(2);
  });

  it('adds nothing when a trigger runs again, even twice at once', async () => {
    const before = await Promise.all(buckets.map((path) => adminDb.doc(path).get()));
    const time = new Date().toISOString();
    const bookingReplay = {
      params: { bookingId: booking },
      time,
      data: {
        before: { data: () => undefined },
        after: { data: () => completed },
      },
    } as unknown as Parameters<typeof dailyStatsOnBookingWritten>[0];
    const paymentReplay = {
      params: { paymentId: payment },
      time,
      data: { before: { data: () => open }, after: { data: () => paid } },
    } as unknown as Parameters<typeof dailyStatsOnPaymentWritten>[0];
    const userReplay = {
      params: { uid: user },
      time,
      data: { before: { exists: false }, after: await adminDb.doc(`users/${user}`).get() },
    } as unknown as Parameters<typeof dailyStatsOnUserWritten>[0];
    await Promise.all([
      dailyStatsOnBookingWritten(bookingReplay),
      dailyStatsOnBookingWritten(bookingReplay),
      dailyStatsOnPaymentWritten(paymentReplay),
      dailyStatsOnPaymentWritten(paymentReplay),
      dailyStatsOnUserWritten(userReplay),
    ]);
    const after = await Promise.all(buckets.map((path) => adminDb.doc(path).get()));
    expect(after.map((snapshot) => snapshot.data())).toEqual(
      before.map((snapshot) => snapshot.data()),
    );
  });
});

/** The same database, counting the documents each batched get asks for. */
function countingDb(db: Firestore) {
  const meter = { reads: 0 };
  const counted = {
    doc: (path: string) => db.doc(path),
    getAll: (...refs: Parameters<Firestore['getAll']>) => {
      meter.reads += refs.length;
      return db.getAll(...refs);
    },
  };
  return { counted, meter };
}

describe('admin analytics: 10,000 bookings', () => {
  // 2001: a year no other test writes. The aggregates of 10,000 generated bookings (with their
  // confirmations, completions and payments) are computed by the triggers' own pure functions
  // (foldEvents applies planStatsWrite, markers included) and stored as the triggers leave them.
  const BOOKINGS = 10_000;
  const categories = ['plomberie', 'electricite', 'menage', 'jardinage', 'peinture'];
  const countries = ['CM', 'CI', 'SN', 'BJ'];
  const stored = new Map<string, StatsFigures>();
  let expected = { bookings: 0, completed: 0, revenueFCFA: 0 };

  beforeAll(async () => {
    // A fixed pseudo-random sequence: the same history on every run.
    let seed = 16;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const start = Date.parse('2001-01-01T00:00:00Z');
    const year = 365 * 24 * 3600 * 1000;
    const events: StatsEvent[] = [];
    for (let index = 0; index < BOOKINGS; index += 1) {
      const docId = `gen-${index}`;
      const createdAt = start + Math.floor(random() * (year - 5 * 24 * 3600 * 1000));
      const base = {
        docId,
        category: categories[index % categories.length] ?? null,
        country: countries[index % countries.length] ?? null,
        revenueFCFA: 0,
        activeProviderId: null,
      };
      events.push({ ...base, kind: 'booking', at: new Date(createdAt) });
      if (random() < 0.6) {
        const providerId = `gen-provider-${index % 200}`;
        const completedAt = createdAt + Math.floor(random() * 3 * 24 * 3600 * 1000);
        const amount = 5_000 + Math.floor(random() * 20) * 1_000;
        events.push({
          ...base,
          kind: 'completed',
          at: new Date(completedAt),
          activeProviderId: providerId,
        });
        events.push({
          ...base,
          kind: 'payment',
          at: new Date(completedAt + 60_000),
          revenueFCFA: amount,
        });
        expected = {
          bookings: expected.bookings,
          completed: expected.completed + 1,
          revenueFCFA: expected.revenueFCFA + amount,
        };
      }
      expected.bookings += 1;
    }
    for (const [path, figures] of foldEvents(events)) {
      const [granularity, key] = path.split('/') as [AnalyticsGranularity, string];
      stored.set(`${STATS_COLLECTIONS[granularity]}/${key}`, figures);
    }
    const writer = adminDb.bulkWriter();
    for (const [path, figures] of stored) void writer.set(adminDb.doc(path), figures);
    await writer.close();
  }, 120_000);

  afterAll(() => clearStats(stored.keys()), 120_000);

  it('answers a year by month, a month by day and half a year by week in ≤ 40 reads', async () => {
    // 365 days + 53 weeks + 12 months of aggregates stand for the 10,000 bookings.
    expect(stored.size).toBeGreaterThan(400);
    const { counted, meter } = countingDb(adminDb);
    for (const [granularity, from, to, buckets] of [
      ['month', '2001-01-01', '2001-12-31', 12],
      ['day', '2001-03-01', '2001-03-31', 31],
      ['week', '2001-01-01', '2001-06-30', 26],
    ] as const) {
      const answer = await analytics(admin, `from=${from}&to=${to}&granularity=${granularity}`);
      expect(answer.status).toBe(200);
      const view = answer.body as unknown as AnalyticsView;
      expect(view.series).toHaveLength(buckets);
      expect(view.reads).toBe(buckets);
      expect(view.reads).toBeLessThanOrEqual(40);
      // The api's own reads, measured in process on the same data: one batched get.
      meter.reads = 0;
      const keys = view.series.map((item) => item.key);
      expect(await readSeries(counted, granularity, keys)).toEqual(view.series);
      expect(meter.reads).toBe(buckets);
      console.info(`analytics ${granularity} ${from}..${to}: ${meter.reads} document reads`);
    }
    const year = (await analytics(admin, 'from=2001-01-01&to=2001-12-31&granularity=month'))
      .body as unknown as AnalyticsView;
    const sum = (field: 'bookings' | 'completed' | 'revenueFCFA') =>
      year.series.reduce((total, item) => total + item[field], 0);
    expect({
      bookings: sum('bookings'),
      completed: sum('completed'),
      revenueFCFA: sum('revenueFCFA'),
    }).toEqual(expected);
    expect(sum('bookings')).toBe(BOOKINGS);
    // 200 providers complete jobs every month: each counted once per month.
    expect(Math.max(...year.series.map((item) => item.activeProviders))).toBeLessThanOrEqual(200);
    const byCountry = year.series.reduce(
      (total, item) => total + (item.byCountry.CM?.bookings ?? 0),
      0,
    );
    expect(byCountry).toBe(BOOKINGS / countries.length);
  });
});
