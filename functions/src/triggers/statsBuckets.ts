import {
  addCalendarDays,
  STATS_KEEP,
  weekStartOf,
  zonedInstant,
  zonedParts,
} from '@marketplace/domain';

/**
 * The sales dashboard's calendar buckets (`providerStats/{uid}`, issue 13 §7), in the provider's
 * time zone: weeks keyed by their Monday ('YYYY-MM-DD'), months by 'YYYY-MM'. Each bucket is a
 * half-open range of instants `[start, end)`, so that consecutive buckets neither overlap nor
 * leave a gap (even where a zone skips midnight for summer time, as Cairo does).
 */
export type BucketKind = 'week' | 'month';

export interface Bucket {
  key: string;
  start: Date;
  end: Date;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM' `months` months after `month` (negative: before). */
export function addMonths(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** The key of the week or month an instant falls in, on the provider's wall clock. */
export function bucketKeyOf(kind: BucketKind, instant: Date, timeZone: string): string {
  const { day } = zonedParts(instant, timeZone);
  return kind === 'week' ? weekStartOf(day) : day.slice(0, 7);
}

/** The instants a bucket covers. */
export function bucketOf(kind: BucketKind, key: string, timeZone: string): Bucket {
  const firstDay = kind === 'week' ? key : `${key}-01`;
  const nextDay = kind === 'week' ? addCalendarDays(key, 7) : `${addMonths(key, 1)}-01`;
  return {
    key,
    start: zonedInstant(firstDay, '00:00', timeZone),
    end: zonedInstant(nextDay, '00:00', timeZone),
  };
}

const keptCount = (kind: BucketKind) => (kind === 'week' ? STATS_KEEP.weeks : STATS_KEEP.months);

/** The key `steps` weeks or months after `key` (negative: before). */
const stepKey = (kind: BucketKind, key: string, steps: number) =>
  kind === 'week' ? addCalendarDays(key, steps * 7) : addMonths(key, steps);

/**
 * The keys the dashboard keeps at `now`, oldest first: the last `STATS_KEEP.weeks` weeks or
 * `STATS_KEEP.months` months, the current one included.
 */
export function keptKeys(kind: BucketKind, now: Date, timeZone: string): string[] {
  const oldest = oldestKeptKey(kind, now, timeZone);
  return Array.from({ length: keptCount(kind) }, (_, index) => stepKey(kind, oldest, index));
}

function oldestKeptKey(kind: BucketKind, now: Date, timeZone: string): string {
  return stepKey(kind, bucketKeyOf(kind, now, timeZone), 1 - keptCount(kind));
}

/** Whether a key is recent enough to be kept (later keys, if a clock ran ahead, are kept too). */
export function isKept(kind: BucketKind, key: string, now: Date, timeZone: string): boolean {
  // Keys of one kind sort as their dates do.
  return key >= oldestKeptKey(kind, now, timeZone);
}
