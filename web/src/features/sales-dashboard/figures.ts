import { addCalendarDays, weekStartOf } from '@marketplace/domain';
import type { Bucket, Conversion, ProviderStats, RatingPoint, TopService } from './model';

/** How many weeks and months the charts show, ending with the current one. */
export const DISPLAYED = { weeks: 12, months: 12 } as const;

/** How many services the top list shows. */
export const TOP_SERVICES = 5;

/** The Mondays of the `count` weeks ending with the week of `today` ('YYYY-MM-DD'), oldest first. */
export function lastWeeks(today: string, count: number = DISPLAYED.weeks): string[] {
  const current = weekStartOf(today);
  return Array.from({ length: count }, (_, index) =>
    addCalendarDays(current, (index - count + 1) * 7),
  );
}

/** The `count` months ('YYYY-MM') ending with the month of `today`, oldest first. */
export function lastMonths(today: string, count: number = DISPLAYED.months): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, index) => {
    const total = year * 12 + month + index - count + 1;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}

/** One bucket per key, in order: a week or month the document has no entry for is a 0. */
export const filledBuckets = (values: Record<string, number>, keys: readonly string[]): Bucket[] =>
  keys.map((key) => ({ key, value: values[key] ?? 0 }));

/** Average rating per month (sum / count, one decimal), null for a month without reviews. */
export function ratingPoints(
  ratings: ProviderStats['ratingByMonth'],
  months: readonly string[],
): RatingPoint[] {
  return months.map((key) => {
    const bucket = ratings[key];
    const count = bucket?.count ?? 0;
    return {
      key,
      count,
      average: bucket && count > 0 ? Math.round((bucket.sum / count) * 10) / 10 : null,
    };
  });
}

/** Accepted quotes over priced quotes sent. */
export function conversionOf({ answered, won }: ProviderStats['quotes']): Conversion {
  // A quote is won only once sent: a larger `won` would be a counting error, not a 120 % rate.
  const accepted = Math.min(won, answered);
  return { answered, won: accepted, rate: answered > 0 ? accepted / answered : null };
}

/** The services that earned the most (then the most completed), at most `limit`. */
export function topServices(
  services: ProviderStats['services'],
  limit: number = TOP_SERVICES,
): TopService[] {
  return Object.entries(services)
    .map(([id, service]) => ({ id, ...service }))
    .filter((service) => service.completed > 0 || service.revenueFCFA > 0)
    .sort(
      (a, b) =>
        b.revenueFCFA - a.revenueFCFA ||
        b.completed - a.completed ||
        a.title.fr.localeCompare(b.title.fr),
    )
    .slice(0, limit);
}

/** Whether the provider has any activity yet: a booking, a quote sent, a payment or a review. */
export const hasActivity = (stats: ProviderStats): boolean =>
  Object.values(stats.statusCounts).some((count) => count > 0) ||
  stats.quotes.answered > 0 ||
  stats.paid.count > 0 ||
  Object.values(stats.ratingByMonth).some((bucket) => bucket.count > 0);

/** The sum of the buckets shown. */
export const total = (buckets: readonly Bucket[]): number =>
  buckets.reduce((sum, bucket) => sum + bucket.value, 0);
