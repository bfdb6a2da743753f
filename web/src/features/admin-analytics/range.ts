import {
  ADMIN_API,
  ANALYTICS_MAX_BUCKETS,
  addCalendarDays,
  analyticsRange,
  weekStartOf,
  type AnalyticsGranularity,
} from '@marketplace/domain';

/** What the page asks the api for. */
export interface AnalyticsQuery {
  granularity: AnalyticsGranularity;
  from: string;
  to: string;
}

/** Today as the aggregates count days: in UTC. */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** How many buckets a granularity shows by default, ending with the current one. */
const DEFAULT_BUCKETS: Record<AnalyticsGranularity, number> = { day: 30, week: 12, month: 12 };

/** The default range of a granularity: its last buckets up to today. */
export function defaultQuery(granularity: AnalyticsGranularity, today: string): AnalyticsQuery {
  const count = DEFAULT_BUCKETS[granularity];
  let from: string;
  if (granularity === 'day') from = addCalendarDays(today, 1 - count);
  else if (granularity === 'week') from = addCalendarDays(weekStartOf(today), -7 * (count - 1));
  else {
    const [year, month] = today.split('-').map(Number) as [number, number];
    const index = year * 12 + month - 1 - (count - 1);
    from = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  }
  return { granularity, from, to: today };
}

/** Why a range cannot be asked for (the key of its message), or null when it can. */
export function rangeProblem(query: AnalyticsQuery): 'invalidRange' | 'rangeTooLarge' | null {
  const range = analyticsRange(query.granularity, query.from, query.to);
  if (range.ok) return null;
  return range.code === 'range_too_large' ? 'rangeTooLarge' : 'invalidRange';
}

export const maxBuckets = (granularity: AnalyticsGranularity) => ANALYTICS_MAX_BUCKETS[granularity];

export const analyticsPath = ({ granularity, from, to }: AnalyticsQuery) =>
  `${ADMIN_API.analytics}?${new URLSearchParams({ from, to, granularity }).toString()}`;
