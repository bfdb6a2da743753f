import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  addCalendarDays,
  BOOKING_STATUSES,
  providerTimeZone,
  STATS_KEEP,
  weekStartOf,
  zonedParts,
  type BookingDocument,
  type BookingStatus,
  type ProviderStatsDocument,
  type ReviewDocument,
} from '../../domain/src';
import { seedBookingDocuments } from './bookings';
import { SEED_PROVIDERS, type SeedService } from './data/providers';
import type { SeedDocument } from './quotes';

/**
 * The seeded providers' sales dashboard (`providerStats/{uid}`, issue 13 §7), computed from the
 * seeded bookings, reviews and quotes by the definition of the providerStats triggers, so that
 * their first run under the emulators finds the same figures.
 */

const ts = (date: Date) => Timestamp.fromDate(date);

/** 'YYYY-MM' `months` months after `month` (negative: before). */
function addMonths(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export interface StatsSources {
  /** The provider's zone: weeks and months are on their clock. */
  timeZone: string;
  /** The provider's services (the dashboard's top services). */
  services: readonly Pick<SeedService, 'id' | 'title'>[];
  bookings: readonly BookingDocument<Timestamp>[];
  reviews: readonly ReviewDocument<Timestamp>[];
  /** The provider's quote responses (`quotes/{id}/responses/{providerId}`). */
  quoteResponses: readonly { status: string; respondedAt: unknown }[];
  now: Date;
}

/**
 * `providerStats/{uid}` from the provider's documents, by the definition the triggers compute
 * it with (functions/src/triggers/providerStats.ts, rebuildProviderStats): bookings per status;
 * completed bookings' `priceFCFA` per week and month of `completedAt` and per service; visible
 * reviews' ratings per month of `createdAt`; priced quotes (`respondedAt` set) and accepted
 * ones. Only the last `STATS_KEEP` weeks and months (the current one included) and buckets
 * with something in them are kept.
 */
export function providerStats(sources: StatsSources): ProviderStatsDocument<Timestamp> {
  const { timeZone, now } = sources;
  const today = zonedParts(now, timeZone).day;
  const currentWeek = weekStartOf(today);
  const oldestWeek = addCalendarDays(currentWeek, -7 * (STATS_KEEP.weeks - 1));
  const currentMonth = today.slice(0, 7);
  const oldestMonth = addMonths(currentMonth, 1 - STATS_KEEP.months);
  const dayOf = (at: Timestamp) => zonedParts(at.toDate(), timeZone).day;

  const statusCounts = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, 0])) as Record<
    BookingStatus,
    number
  >;
  const revenueByWeek: Record<string, number> = {};
  const revenueByMonth: Record<string, number> = {};
  const services: ProviderStatsDocument['services'] = {};
  const titles = new Map(sources.services.map((service) => [service.id, service.title]));
  for (const booking of sources.bookings) {
    statusCounts[booking.status] += 1;
    if (booking.status !== 'completed' || !booking.completedAt) continue;
    const day = dayOf(booking.completedAt);
    const week = weekStartOf(day);
    const month = day.slice(0, 7);
    if (week >= oldestWeek && week <= currentWeek) {
      revenueByWeek[week] = (revenueByWeek[week] ?? 0) + booking.priceFCFA;
    }
    if (month >= oldestMonth && month <= currentMonth) {
      revenueByMonth[month] = (revenueByMonth[month] ?? 0) + booking.priceFCFA;
    }
    const title = titles.get(booking.serviceId);
    if (!title) continue;
    const bucket = services[booking.serviceId] ?? { title, completed: 0, revenueFCFA: 0 };
    services[booking.serviceId] = {
      ...bucket,
      completed: bucket.completed + 1,
      revenueFCFA: bucket.revenueFCFA + booking.priceFCFA,
    };
  }

  const ratingByMonth: Record<string, { sum: number; count: number }> = {};
  for (const review of sources.reviews) {
    if (review.hidden) continue;
    const month = dayOf(review.createdAt).slice(0, 7);
    if (month < oldestMonth || month > currentMonth) continue;
    const bucket = ratingByMonth[month] ?? { sum: 0, count: 0 };
    ratingByMonth[month] = { sum: bucket.sum + review.rating, count: bucket.count + 1 };
  }

  return {
    statusCounts,
    revenueByWeek,
    revenueByMonth,
    ratingByMonth,
    services,
    quotes: {
      answered: sources.quoteResponses.filter(({ respondedAt }) => respondedAt != null).length,
      won: sources.quoteResponses.filter(({ status }) => status === 'accepted').length,
    },
    // The seed has no payments (issue 15): payments are made through the api.
    paid: { count: 0, amountFCFA: 0 },
    paidByMonth: {},
    updatedAt: ts(now),
  };
}

/**
 * Every seeded provider's `providerStats/{uid}` as of `now`, from the seeded bookings and
 * reviews (seedBookingDocuments) and the seeded quotes (`quoteDocuments`).
 */
export function seedProviderStatsDocuments(
  now: Date,
  quoteDocuments: readonly SeedDocument[],
): SeedDocument[] {
  const documents = seedBookingDocuments(now);
  const of = <T>(pattern: RegExp, providerId: string) =>
    documents
      .filter(({ path, data }) => pattern.test(path) && data.providerId === providerId)
      .map(({ data }) => data as unknown as T);
  return SEED_PROVIDERS.map((seed) => ({
    path: `providerStats/${seed.id}`,
    data: {
      ...providerStats({
        timeZone: providerTimeZone(seed.country),
        services: seed.services,
        bookings: of<BookingDocument<Timestamp>>(/^bookings\//, seed.id),
        reviews: of<ReviewDocument<Timestamp>>(/^reviews\//, seed.id),
        quoteResponses: quoteDocuments
          .filter(({ path }) => path.endsWith(`/responses/${seed.id}`))
          .map(({ data }) => ({ status: String(data.status), respondedAt: data.respondedAt })),
        now,
      }),
    },
  }));
}

/** Writes every seeded provider's dashboard figures (same ids: reseeding rewrites them). */
export async function seedProviderStats(
  db: Firestore,
  now: Date,
  quoteDocuments: readonly SeedDocument[],
): Promise<number> {
  const documents = seedProviderStatsDocuments(now, quoteDocuments);
  const batch = db.batch();
  for (const { path, data } of documents) batch.set(db.doc(path), data);
  await batch.commit();
  return documents.length;
}
