// The admin analytics (issue 16 §4): the calendar buckets of the stats aggregates and the
// ranges the analytics endpoint accepts. zod-free (the web's range picker uses it too).
import { addCalendarDays, weekStartOf } from './booking-time';
import type { DailyStatsDocument } from './admin-constants';

export const ANALYTICS_GRANULARITIES = ['day', 'week', 'month'] as const;
export type AnalyticsGranularity = (typeof ANALYTICS_GRANULARITIES)[number];

/**
 * Where each granularity's aggregates live, one document per UTC bucket: `dailyStats/{YYYY-MM-DD}`,
 * `weeklyStats/{Monday YYYY-MM-DD}` and `monthlyStats/{YYYY-MM}`, all of the DailyStatsDocument
 * shape, kept together by the same triggers.
 */
export const STATS_COLLECTIONS = {
  day: 'dailyStats',
  week: 'weeklyStats',
  month: 'monthlyStats',
} as const satisfies Record<AnalyticsGranularity, string>;

/**
 * The most buckets one request may ask for, hence the most documents it reads (one per bucket):
 * a month of days, half a year of weeks, two years of months, each under the 40 reads the
 * issue allows.
 */
export const ANALYTICS_MAX_BUCKETS = {
  day: 31,
  week: 26,
  month: 24,
} as const satisfies Record<AnalyticsGranularity, number>;

export const ANALYTICS_ERRORS = {
  /** A day that is not YYYY-MM-DD, `from` after `to`, or an unknown granularity. */
  invalidRange: 'invalid_range',
  /** More buckets than ANALYTICS_MAX_BUCKETS allows. */
  rangeTooLarge: 'range_too_large',
} as const;

/** A key in the byCategory / byCountry maps for an event without a category or country. */
export const UNKNOWN_STATS_KEY = 'unknown';

export type StatsFigures = Omit<DailyStatsDocument, 'day'>;

/** One bucket of the series: its key (a day, a Monday or a month) and its figures. */
export interface AnalyticsBucket extends StatsFigures {
  key: string;
}

/** `GET ADMIN_API.analytics?from&to&granularity` (the contract's `days` as a `series`). */
export interface AnalyticsView {
  granularity: AnalyticsGranularity;
  from: string;
  to: string;
  /** Every bucket of the range, oldest first; a bucket without activity has zeros. */
  series: AnalyticsBucket[];
  /** Documents the endpoint read for this answer (one per bucket). */
  reads: number;
}

export const emptyStatsFigures = (): StatsFigures => ({
  signups: 0,
  activeProviders: 0,
  quotes: 0,
  bookings: 0,
  completed: 0,
  revenueFCFA: 0,
  byCategory: {},
  byCountry: {},
});

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Whether `day` is a real calendar day 'YYYY-MM-DD' (2026-02-30 is not). */
export function isCalendarDay(day: unknown): day is string {
  return typeof day === 'string' && DAY.test(day) && addCalendarDays(day, 0) === day;
}

/** The UTC day, Monday and month of an instant: the buckets an event counts in. */
export function statsBucketKeys(at: Date): Record<AnalyticsGranularity, string> {
  const day = at.toISOString().slice(0, 10);
  return { day, week: weekStartOf(day), month: day.slice(0, 7) };
}

/** The key of the bucket of `granularity` holding the calendar day `day`. */
export function bucketKeyOfDay(granularity: AnalyticsGranularity, day: string): string {
  if (granularity === 'day') return day;
  return granularity === 'week' ? weekStartOf(day) : day.slice(0, 7);
}

/** The key one bucket after `key`. */
export function nextBucketKey(granularity: AnalyticsGranularity, key: string): string {
  if (granularity === 'day') return addCalendarDays(key, 1);
  if (granularity === 'week') return addCalendarDays(key, 7);
  return addCalendarDays(`${key}-01`, 32).slice(0, 7);
}

export type AnalyticsRange =
  | { ok: true; granularity: AnalyticsGranularity; from: string; to: string; keys: string[] }
  | { ok: false; code: (typeof ANALYTICS_ERRORS)[keyof typeof ANALYTICS_ERRORS] };

/**
 * The buckets covering the days `from`..`to` (both included) at `granularity`, oldest first;
 * refused when the days are not valid or there would be more than ANALYTICS_MAX_BUCKETS.
 */
export function analyticsRange(granularity: unknown, from: unknown, to: unknown): AnalyticsRange {
  if (
    !ANALYTICS_GRANULARITIES.includes(granularity as AnalyticsGranularity) ||
    !isCalendarDay(from) ||
    !isCalendarDay(to) ||
    from > to
  ) {
    return { ok: false, code: ANALYTICS_ERRORS.invalidRange };
  }
  const kind = granularity as AnalyticsGranularity;
  const max = ANALYTICS_MAX_BUCKETS[kind];
  const last = bucketKeyOfDay(kind, to);
  const keys: string[] = [];
  // Keys of one granularity sort as their dates do.
  for (let key = bucketKeyOfDay(kind, from); key <= last; key = nextBucketKey(kind, key)) {
    if (keys.length === max) return { ok: false, code: ANALYTICS_ERRORS.rangeTooLarge };
    keys.push(key);
  }
  return { ok: true, granularity: kind, from, to, keys };
}
