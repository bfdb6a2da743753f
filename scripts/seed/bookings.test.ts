import {
  ACTIVE_BOOKING_STATUSES,
  BOOKING_LIMITS,
  BOOKING_STATUSES,
  bookingLockIds,
  bookingPrice,
  providerTimeZone,
  REVIEW_RULES,
  slotProblem,
  weekStartOf,
  zonedInstant,
  zonedParts,
  type BookingDocument,
  type BookingStatus,
  type ProviderStatsDocument,
  type ReviewDocument,
} from '@marketplace/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { bucketKeyOf, keptKeys } from '../../functions/src/triggers/statsBuckets';
import { DEMO_BOOKING_IDS, DEMO_REVIEW, seedBookingDocuments } from './bookings';
import { providerDocument } from './catalog';
import { SEED_PROVIDERS } from './data/providers';
import { seedProviderStatsDocuments } from './providerStats';
import { seedQuoteDocuments } from './quotes';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const seeds = new Map(SEED_PROVIDERS.map((seed) => [seed.id, seed]));

/** Seed times around the week in Douala (UTC+1): the demo must hold whenever it is seeded. */
const NOWS = [
  '2026-11-23T05:00:00Z', // Monday 06:00, before opening
  '2026-11-24T10:00:00Z', // Tuesday 11:00
  '2026-11-27T16:00:00Z', // Friday 17:00, this week's last weekday slot gone
  '2026-11-28T11:30:00Z', // Saturday 12:30, the week's last opening over
  '2026-11-29T19:00:00Z', // Sunday evening, closed
  '2026-12-31T22:30:00Z', // New Year's Eve in UTC, New Year's Day in Douala
].map((iso) => new Date(iso));

function documentsAt(now: Date) {
  const documents = seedBookingDocuments(now);
  const of = <T>(prefix: string) =>
    documents
      .filter(({ path }) => path.startsWith(prefix))
      .map(({ path, data }) => ({ id: path.slice(prefix.length), data: data as unknown as T }));
  return {
    documents,
    bookings: of<BookingDocument<Timestamp>>('bookings/'),
    locks: of<{ providerId: string; bookingId: string; unit: number }>('bookingLocks/'),
    reviews: of<ReviewDocument<Timestamp>>('reviews/'),
  };
}

const ms = (time: Timestamp | null) => time?.toMillis() ?? null;
const isActive = (status: BookingStatus) =>
  (ACTIVE_BOOKING_STATUSES as readonly BookingStatus[]).includes(status);

describe.each(NOWS.map((now) => [now.toISOString(), now] as const))('seeded at %s', (_, now) => {
  const { documents, bookings, locks, reviews } = documentsAt(now);
  const demo = (id: string) => {
    const booking = bookings.find((candidate) => candidate.id === id)?.data;
    if (!booking) throw new Error(`No demo booking ${id}`);
    return booking;
  };

  it('gives the demo customer a booking in every state, with both plumbers', () => {
    const own = bookings.filter(({ data }) => data.customerId === 'demo-customer');
    expect(own.map(({ id }) => id).sort()).toEqual(Object.values(DEMO_BOOKING_IDS).sort());
    expect(new Set(own.map(({ data }) => data.status))).toEqual(new Set(BOOKING_STATUSES));
    expect(new Set(own.map(({ data }) => data.providerId))).toEqual(
      new Set(['seed-provider-01', 'seed-provider-02']),
    );
  });

  it('writes each document once', () => {
    const paths = documents.map(({ path }) => path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("places every booking inside its provider's weekly hours, on its zone's clock", () => {
    for (const { id, data } of bookings) {
      const seed = seeds.get(data.providerId);
      expect(seed, id).toBeDefined();
      const timeZone = providerTimeZone(seed?.country);
      expect(data.timeZone, id).toBe(timeZone);
      const startAt = zonedInstant(data.day, data.time, timeZone);
      expect(ms(data.startAt), id).toBe(startAt.getTime());
      expect(ms(data.endAt), id).toBe(startAt.getTime() + data.durationMinutes * 60_000);
      expect(data.durationMinutes % BOOKING_LIMITS.durationStep, id).toBe(0);
      // Asked a day before, with nothing else booked: only the hours can refuse it.
      const problem = slotProblem({
        availability: seed ? providerDocument(seed).availability : {},
        timeZone,
        day: data.day,
        time: data.time,
        durationMinutes: data.durationMinutes,
        busy: [],
        now: new Date(startAt.getTime() - DAY_MS),
      });
      expect(problem, `${id} ${data.day} ${data.time}`).toBeNull();
    }
  });

  it('prices and names every booking as the api does', () => {
    for (const { id, data } of bookings) {
      const seed = seeds.get(data.providerId);
      const service = seed?.services.find((candidate) => candidate.id === data.serviceId);
      expect(service, id).toBeDefined();
      if (!seed || !service) continue;
      expect(data.providerName).toBe(seed.displayName);
      expect(data.serviceTitle).toEqual(service.title);
      expect(data.serviceType).toBe(service.category);
      expect(data.customerName.length, id).toBeGreaterThan(0);
      const price = bookingPrice(service, data.durationMinutes);
      expect(price, id).not.toBeNull();
      expect({
        priceFCFA: data.priceFCFA,
        platformFeeFCFA: data.platformFeeFCFA,
        totalFCFA: data.totalFCFA,
      }).toEqual(price);
    }
  });

  it('holds the time of every pending and confirmed booking with its locks, no unit twice', () => {
    const held = bookings.filter(({ data }) => isActive(data.status));
    expect(held.length).toBeGreaterThanOrEqual(5);
    const expected = held.flatMap(({ id, data }) =>
      bookingLockIds(data.providerId, data.startAt.toDate(), data.durationMinutes).map((lockId) => [
        lockId,
        id,
      ]),
    );
    expect(locks.map(({ id, data }) => [id, data.bookingId]).sort()).toEqual(expected.sort());
    for (const { id, data } of locks) {
      expect(id).toBe(`${data.providerId}_${data.unit}`);
    }
  });

  it('keeps the timers as the api leaves them', () => {
    for (const { id, data } of bookings) {
      const autoCompleteHours = BOOKING_LIMITS.autoCompleteHours * HOUR_MS;
      if (data.status === 'confirmed' && !data.problem) {
        // Due 48 h after the end: not yet, but for the one left for the timer to complete.
        expect(ms(data.autoCompleteAt), id).toBe(data.endAt.toMillis() + autoCompleteHours);
        const overdue = id === DEMO_BOOKING_IDS.overdue;
        expect((ms(data.autoCompleteAt) ?? 0) > now.getTime(), id).toBe(!overdue);
        expect(ms(data.confirmedAt), id).not.toBeNull();
      } else {
        expect(data.autoCompleteAt, id).toBeNull();
      }
      expect(data.needsAttention, id).toBe(data.problem !== null);
      expect(data.completedAt !== null, id).toBe(data.status === 'completed');
      expect(data.cancelledAt !== null, id).toBe(data.status === 'cancelled');
      expect(data.cancelReason !== null, id).toBe(data.status === 'cancelled');
    }
  });

  it('books the upcoming ones ahead of now and this week’s on the demo provider’s calendar', () => {
    const lead = now.getTime() + BOOKING_LIMITS.leadMinutes * 60_000;
    for (const id of [
      DEMO_BOOKING_IDS.pending,
      DEMO_BOOKING_IDS.confirmed,
      DEMO_BOOKING_IDS.rescheduled,
    ]) {
      expect(demo(id).startAt.toMillis(), id).toBeGreaterThanOrEqual(lead);
      expect(demo(id).startAt.toMillis(), id).toBeLessThan(now.getTime() + 14 * DAY_MS);
    }
    const thisWeek = demo(DEMO_BOOKING_IDS.thisWeek);
    expect(thisWeek).toMatchObject({ status: 'confirmed', providerId: 'seed-provider-01' });
    const today = zonedParts(now, thisWeek.timeZone).day;
    expect(weekStartOf(thisWeek.day)).toBe(weekStartOf(today));
    expect(demo(DEMO_BOOKING_IDS.rescheduled)).toMatchObject({
      status: 'pending',
      confirmedAt: null,
    });
  });

  it('shows the admin a reported booking ended more than 48 h ago, the timer paused', () => {
    const reported = demo(DEMO_BOOKING_IDS.reported);
    expect(reported).toMatchObject({
      status: 'confirmed',
      needsAttention: true,
      autoCompleteAt: null,
      problem: { by: 'customer', photoIds: [] },
    });
    expect(reported.endAt.toMillis()).toBeLessThan(now.getTime() - 48 * HOUR_MS);
    expect(ms(reported.problem?.at as Timestamp)).toBeLessThan(
      reported.endAt.toMillis() + 48 * HOUR_MS,
    );
  });

  it('lets the demo customer review one completed booking and shows the other reviewed', () => {
    const toReview = demo(DEMO_BOOKING_IDS.toReview);
    expect(toReview).toMatchObject({ status: 'completed', reviewed: false });
    const completedAt = ms(toReview.completedAt) ?? 0;
    expect(completedAt).toBeLessThan(now.getTime());
    expect(now.getTime() - completedAt).toBeLessThan(REVIEW_RULES.windowDays * DAY_MS);
    expect(reviews.some(({ id }) => id === DEMO_BOOKING_IDS.toReview)).toBe(false);
    expect(demo(DEMO_BOOKING_IDS.reviewed)).toMatchObject({ status: 'completed', reviewed: true });
    const review = reviews.find(({ id }) => id === DEMO_REVIEW.bookingId)?.data;
    expect(review).toMatchObject({
      providerId: DEMO_REVIEW.providerId,
      rating: DEMO_REVIEW.rating,
      hidden: false,
    });
    expect(demo(DEMO_BOOKING_IDS.cancelled)).toMatchObject({
      cancelledBy: 'customer',
      cancelReason: expect.stringMatching(/\S/),
    });
  });

  it('gives every review a completed, reviewed booking that ended before it, within 30 days', () => {
    for (const { id, data: review } of reviews) {
      const booking = bookings.find((candidate) => candidate.id === id)?.data;
      expect(booking, id).toMatchObject({
        status: 'completed',
        reviewed: true,
        providerId: review.providerId,
      });
      const completedAt = ms(booking?.completedAt ?? null) ?? Infinity;
      expect(completedAt, id).toBeLessThanOrEqual(review.createdAt.toMillis());
      expect(review.createdAt.toMillis() - completedAt, id).toBeLessThanOrEqual(
        REVIEW_RULES.windowDays * DAY_MS,
      );
      expect(review.createdAt.toMillis(), id).toBeLessThanOrEqual(now.getTime());
      expect(review.serviceTitle).toEqual(booking?.serviceTitle);
    }
    const reviewed = bookings.filter(({ data }) => data.reviewed).map(({ id }) => id);
    expect(reviewed.sort()).toEqual(reviews.map(({ id }) => id).sort());
  });

  describe('providerStats', () => {
    const stats = new Map(
      seedProviderStatsDocuments(now, seedQuoteDocuments(now)).map(({ path, data }) => [
        path.slice('providerStats/'.length),
        data as unknown as ProviderStatsDocument<Timestamp>,
      ]),
    );

    it('has figures for every seeded provider', () => {
      expect([...stats.keys()].sort()).toEqual(SEED_PROVIDERS.map((seed) => seed.id).sort());
    });

    it.each(['seed-provider-01', 'seed-provider-02', 'seed-provider-10'])(
      "counts %s's bookings, revenue, ratings and services as the triggers' buckets do",
      (providerId) => {
        const figures = stats.get(providerId);
        const timeZone = providerTimeZone(seeds.get(providerId)?.country);
        const own = bookings.filter(({ data }) => data.providerId === providerId);
        const done = own.filter(({ data }) => data.status === 'completed');
        for (const status of BOOKING_STATUSES) {
          expect(figures?.statusCounts[status], status).toBe(
            own.filter(({ data }) => data.status === status).length,
          );
        }
        const weeks = keptKeys('week', now, timeZone);
        const months = keptKeys('month', now, timeZone);
        const sumIn = (kind: 'week' | 'month', key: string) =>
          done
            .filter(
              ({ data }) =>
                data.completedAt && bucketKeyOf(kind, data.completedAt.toDate(), timeZone) === key,
            )
            .reduce((sum, { data }) => sum + data.priceFCFA, 0);
        const present = <T>(entries: [string, T][], keep: (value: T) => boolean) =>
          Object.fromEntries(entries.filter(([, value]) => keep(value)));
        expect(figures?.revenueByWeek).toEqual(
          present(
            weeks.map((key) => [key, sumIn('week', key)]),
            (sum) => sum > 0,
          ),
        );
        expect(figures?.revenueByMonth).toEqual(
          present(
            months.map((key) => [key, sumIn('month', key)]),
            (sum) => sum > 0,
          ),
        );
        const visible = reviews.filter(({ data }) => data.providerId === providerId);
        const ratingIn = (key: string) => {
          const inMonth = visible.filter(
            ({ data }) => bucketKeyOf('month', data.createdAt.toDate(), timeZone) === key,
          );
          return {
            sum: inMonth.reduce((sum, { data }) => sum + data.rating, 0),
            count: inMonth.length,
          };
        };
        expect(figures?.ratingByMonth).toEqual(
          present(
            months.map((key) => [key, ratingIn(key)]),
            ({ count }) => count > 0,
          ),
        );
        const services = Object.values(figures?.services ?? {});
        expect(services.reduce((sum, service) => sum + service.completed, 0)).toBe(done.length);
        expect(services.reduce((sum, service) => sum + service.revenueFCFA, 0)).toBe(
          done.reduce((sum, { data }) => sum + data.priceFCFA, 0),
        );
      },
    );

    it("counts the demo provider's priced and accepted quotes", () => {
      // Seeded responses of seed-provider-01: priced in requests 2, 3, 4, 6 and 7; accepted in 3 and 7.
      expect(stats.get('seed-provider-01')?.quotes).toEqual({ answered: 5, won: 2 });
      expect(stats.get('seed-provider-10')?.quotes).toEqual({ answered: 0, won: 0 });
    });
  });
});
