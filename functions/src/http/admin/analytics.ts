import {
  ANALYTICS_ERRORS,
  STATS_COLLECTIONS,
  analyticsRange,
  emptyStatsFigures,
  type AnalyticsBucket,
  type AnalyticsGranularity,
  type AnalyticsView,
  type StatsFigures,
} from '@marketplace/domain';
import { Router } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { adminDb } from '../../lib/admin';
import { HttpError } from '../../lib/errors';
import { requireAdmin } from './adminActions';

/**
 * `GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD&granularity=day|week|month` (admins):
 * the series of the aggregates the dailyStats triggers keep, one document read per bucket and
 * nothing else: at most ANALYTICS_MAX_BUCKETS (31 days, 26 weeks, 24 months), so never more
 * than 40 reads whatever the size of the project. A larger range is refused with 400
 * `range_too_large` rather than read in part.
 */
export const adminAnalyticsRouter = Router();

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

const counts = <K extends string>(value: unknown, names: readonly K[]): Record<K, number> => {
  const stored = (value ?? {}) as Record<string, unknown>;
  return Object.fromEntries(names.map((name) => [name, count(stored[name])])) as Record<K, number>;
};

const mapOf = <K extends string>(value: unknown, names: readonly K[]) =>
  Object.fromEntries(
    Object.entries((value ?? {}) as Record<string, unknown>).map(([key, figures]) => [
      key,
      counts(figures, names),
    ]),
  );

/** A stored bucket as figures (a missing document or figure is zero). */
export function figuresOf(data: Record<string, unknown> | undefined): StatsFigures {
  if (!data) return emptyStatsFigures();
  return {
    ...counts(data, [
      'signups',
      'activeProviders',
      'quotes',
      'bookings',
      'completed',
      'revenueFCFA',
    ] as const),
    byCategory: mapOf(data.byCategory, ['quotes', 'bookings', 'completed', 'revenueFCFA'] as const),
    byCountry: mapOf(data.byCountry, ['signups', 'bookings', 'revenueFCFA'] as const),
  };
}

/** The buckets `keys` of `granularity`, read in ONE batched get (one read per document). */
export async function readSeries(
  db: Pick<Firestore, 'doc' | 'getAll'>,
  granularity: AnalyticsGranularity,
  keys: readonly string[],
): Promise<AnalyticsBucket[]> {
  if (keys.length === 0) return [];
  const refs = keys.map((key) => db.doc(`${STATS_COLLECTIONS[granularity]}/${key}`));
  const [first, ...rest] = refs;
  const snapshots = first ? await db.getAll(first, ...rest) : [];
  return snapshots.map((snapshot, index) => ({
    key: keys[index] as string,
    ...figuresOf(snapshot.data()),
  }));
}

adminAnalyticsRouter.get('/', async (req, res) => {
  await requireAdmin(req, res);
  const { from, to, granularity = 'day' } = req.query;
  const range = analyticsRange(granularity, from, to);
  if (!range.ok) {
    throw new HttpError(
      400,
      range.code,
      range.code === ANALYTICS_ERRORS.rangeTooLarge
        ? 'Too many buckets: at most 31 days, 26 weeks or 24 months per request'
        : 'Expected from and to as YYYY-MM-DD (from <= to) and granularity day, week or month',
    );
  }
  const series = await readSeries(adminDb(), range.granularity, range.keys);
  const view: AnalyticsView = {
    granularity: range.granularity,
    from: range.from,
    to: range.to,
    series,
    reads: range.keys.length,
  };
  res.json(view);
});
