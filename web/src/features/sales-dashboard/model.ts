import type { ProviderStatsDocument } from '@marketplace/domain';

/** `providerStats/{uid}` as the dashboard reads it (its `updatedAt` a Date, null until known). */
export type ProviderStats = ProviderStatsDocument<Date | null>;

/** A bar or point of a chart: its bucket key ('YYYY-MM-DD' week, 'YYYY-MM' month) and value. */
export interface Bucket {
  key: string;
  value: number;
}

/** One month of the rating curve: the average of that month's visible reviews, if any. */
export interface RatingPoint {
  key: string;
  /** Rounded to one decimal; null for a month without reviews. */
  average: number | null;
  count: number;
}

/** Priced quotes sent and accepted; `rate` (0–1) is null before the first quote. */
export interface Conversion {
  answered: number;
  won: number;
  rate: number | null;
}

export interface TopService {
  id: string;
  title: { fr: string; en?: string };
  completed: number;
  revenueFCFA: number;
}
