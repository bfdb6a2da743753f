import { describe, expect, it } from 'vitest';
import {
  conversionOf,
  filledBuckets,
  hasActivity,
  lastMonths,
  lastWeeks,
  ratingPoints,
  topServices,
  total,
} from './figures';
import { emptyStats, STATS } from './testing';

describe('lastWeeks', () => {
  it('ends with the Monday of the week of today, twelve weeks back, oldest first', () => {
    // 2026-03-18 is a Wednesday.
    const weeks = lastWeeks('2026-03-18');
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe('2026-03-16');
    expect(weeks[0]).toBe('2025-12-29');
    expect(weeks.slice(-3)).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
  });

  it('counts a Sunday in the week that began six days before, and a Monday in its own', () => {
    expect(lastWeeks('2026-03-22', 1)).toEqual(['2026-03-16']);
    expect(lastWeeks('2026-03-23', 1)).toEqual(['2026-03-23']);
  });
});

describe('lastMonths', () => {
  it('ends with the month of today and crosses the year back', () => {
    const months = lastMonths('2026-03-18');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-04');
    expect(months.slice(-4)).toEqual(['2025-12', '2026-01', '2026-02', '2026-03']);
    expect(lastMonths('2026-12-31', 2)).toEqual(['2026-11', '2026-12']);
    expect(lastMonths('2026-01-01', 2)).toEqual(['2025-12', '2026-01']);
  });
});

describe('filledBuckets', () => {
  it('keeps the keys in order, fills missing ones with 0 and leaves out keys not shown', () => {
    const buckets = filledBuckets(
      { '2026-03-02': 25_000, '2026-03-16': 40_000, '2025-01-06': 999_999 },
      ['2026-03-02', '2026-03-09', '2026-03-16'],
    );
    expect(buckets).toEqual([
      { key: '2026-03-02', value: 25_000 },
      { key: '2026-03-09', value: 0 },
      { key: '2026-03-16', value: 40_000 },
    ]);
    expect(total(buckets)).toBe(65_000);
  });
});

describe('ratingPoints', () => {
  it('averages each month (sum / count, one decimal) and leaves months without reviews empty', () => {
    const points = ratingPoints(
      {
        '2026-01': { sum: 14, count: 3 },
        '2026-03': { sum: 5, count: 1 },
        '2026-02': { sum: 0, count: 0 },
      },
      ['2026-01', '2026-02', '2026-03'],
    );
    expect(points).toEqual([
      { key: '2026-01', average: 4.7, count: 3 },
      { key: '2026-02', average: null, count: 0 },
      { key: '2026-03', average: 5, count: 1 },
    ]);
  });
});

describe('conversionOf', () => {
  it('is the share of priced quotes sent that were accepted', () => {
    expect(conversionOf({ answered: 8, won: 3 })).toEqual({ answered: 8, won: 3, rate: 0.375 });
  });

  it('has no rate before the first quote, and never more accepted than sent', () => {
    expect(conversionOf({ answered: 0, won: 0 }).rate).toBeNull();
    expect(conversionOf({ answered: 2, won: 5 })).toEqual({ answered: 2, won: 2, rate: 1 });
  });
});

describe('topServices', () => {
  it('ranks by revenue, then completed jobs, and keeps five with activity', () => {
    const service = (fr: string, completed: number, revenueFCFA: number) => ({
      title: { fr },
      completed,
      revenueFCFA,
    });
    const top = topServices({
      a: service('Débouchage', 2, 30_000),
      b: service('Fuite', 5, 50_000),
      c: service('Chauffe-eau', 4, 30_000),
      d: service('Robinet', 1, 10_000),
      e: service('Douche', 1, 5_000),
      f: service('WC', 1, 4_000),
      g: service('Jamais fait', 0, 0),
    });
    expect(top.map((item) => item.id)).toEqual(['b', 'c', 'a', 'd', 'e']);
    expect(top[0]).toEqual({ id: 'b', title: { fr: 'Fuite' }, completed: 5, revenueFCFA: 50_000 });
  });
});

describe('hasActivity', () => {
  it('is false for a provider with nothing yet, true with a booking, a quote, a payment or a review', () => {
    expect(hasActivity(emptyStats())).toBe(false);
    expect(hasActivity(STATS)).toBe(true);
    const stats = emptyStats();
    expect(hasActivity({ ...stats, quotes: { answered: 1, won: 0 } })).toBe(true);
    // A payment link paid before any booking.
    expect(hasActivity({ ...stats, paid: { count: 1, amountFCFA: 5_000 } })).toBe(true);
    expect(hasActivity({ ...stats, ratingByMonth: { '2026-03': { sum: 4, count: 1 } } })).toBe(
      true,
    );
    expect(hasActivity({ ...stats, statusCounts: { ...stats.statusCounts, cancelled: 1 } })).toBe(
      true,
    );
  });
});
