import type { AnalyticsBucket } from '@marketplace/domain';

/** Completed over booked, or null when nothing was booked (no rate rather than 0 %). */
export const completionRate = (completed: number, bookings: number): number | null =>
  bookings > 0 ? completed / bookings : null;

export interface Totals {
  signups: number;
  quotes: number;
  bookings: number;
  completed: number;
  revenueFCFA: number;
  /** Active providers of the busiest bucket (providers are distinct within a bucket only). */
  activeProvidersPeak: number;
  completionRate: number | null;
}

export function totalsOf(series: readonly AnalyticsBucket[]): Totals {
  const sum = (field: 'signups' | 'quotes' | 'bookings' | 'completed' | 'revenueFCFA') =>
    series.reduce((total, bucket) => total + bucket[field], 0);
  const bookings = sum('bookings');
  const completed = sum('completed');
  return {
    signups: sum('signups'),
    quotes: sum('quotes'),
    bookings,
    completed,
    revenueFCFA: sum('revenueFCFA'),
    activeProvidersPeak: Math.max(0, ...series.map((bucket) => bucket.activeProviders)),
    completionRate: completionRate(completed, bookings),
  };
}

export interface CategoryRow {
  key: string;
  quotes: number;
  bookings: number;
  completed: number;
  revenueFCFA: number;
}

export interface CountryRow {
  key: string;
  signups: number;
  bookings: number;
  revenueFCFA: number;
}

/** Adds the figures of every bucket per key; the busiest (bookings, then revenue) first. */
function summed<Row extends { key: string; bookings: number; revenueFCFA: number }>(
  maps: readonly Record<string, Omit<Row, 'key'>>[],
): Row[] {
  const rows = new Map<string, Row>();
  for (const map of maps) {
    for (const [key, figures] of Object.entries(map)) {
      const row = rows.get(key) ?? ({ key } as Row);
      for (const [name, value] of Object.entries(figures) as [keyof Row, number][]) {
        (row[name] as number) = ((row[name] as number | undefined) ?? 0) + value;
      }
      rows.set(key, row);
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.bookings - a.bookings || b.revenueFCFA - a.revenueFCFA || a.key.localeCompare(b.key),
  );
}

export const byCategory = (series: readonly AnalyticsBucket[]) =>
  summed<CategoryRow>(series.map((bucket) => bucket.byCategory));

export const byCountry = (series: readonly AnalyticsBucket[]) =>
  summed<CountryRow>(series.map((bucket) => bucket.byCountry));
