import { emptyStatsFigures, type AnalyticsBucket } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { byCategory, byCountry, completionRate, totalsOf } from './figures';
import { defaultQuery, rangeProblem } from './range';

const bucket = (key: string, changes: Partial<AnalyticsBucket> = {}): AnalyticsBucket => ({
  key,
  ...emptyStatsFigures(),
  ...changes,
});

describe('totalsOf', () => {
  it('sums the counts and revenue, keeps the busiest bucket of active providers', () => {
    const totals = totalsOf([
      bucket('2026-03-01', { bookings: 4, completed: 3, revenueFCFA: 20_000, activeProviders: 2 }),
      bucket('2026-03-02', { bookings: 0, signups: 5, activeProviders: 4 }),
    ]);
    expect(totals).toMatchObject({
      bookings: 4,
      completed: 3,
      signups: 5,
      revenueFCFA: 20_000,
      activeProvidersPeak: 4,
      completionRate: 0.75,
    });
  });

  it('has no completion rate without bookings', () => {
    expect(completionRate(0, 0)).toBeNull();
    expect(totalsOf([]).completionRate).toBeNull();
    expect(totalsOf([]).activeProvidersPeak).toBe(0);
  });
});

describe('breakdowns', () => {
  it('adds each category and country over the range, busiest first', () => {
    const series = [
      bucket('2026-03', {
        byCategory: { menage: { quotes: 1, bookings: 1, completed: 0, revenueFCFA: 0 } },
        byCountry: { CM: { signups: 1, bookings: 1, revenueFCFA: 0 } },
      }),
      bucket('2026-04', {
        byCategory: {
          menage: { quotes: 0, bookings: 1, completed: 1, revenueFCFA: 5_000 },
          plomberie: { quotes: 2, bookings: 3, completed: 2, revenueFCFA: 9_000 },
        },
        byCountry: { CI: { signups: 0, bookings: 3, revenueFCFA: 9_000 } },
      }),
    ];
    expect(byCategory(series)).toEqual([
      { key: 'plomberie', quotes: 2, bookings: 3, completed: 2, revenueFCFA: 9_000 },
      { key: 'menage', quotes: 1, bookings: 2, completed: 1, revenueFCFA: 5_000 },
    ]);
    expect(byCountry(series).map((row) => row.key)).toEqual(['CI', 'CM']);
  });
});

describe('defaultQuery and rangeProblem', () => {
  it('shows 30 days, 12 weeks or 12 months up to today, each accepted by the api', () => {
    expect(defaultQuery('day', '2026-03-15')).toEqual({
      granularity: 'day',
      from: '2026-02-14',
      to: '2026-03-15',
    });
    expect(defaultQuery('week', '2026-03-15').from).toBe('2025-12-22');
    expect(defaultQuery('month', '2026-03-15').from).toBe('2025-04-01');
    for (const granularity of ['day', 'week', 'month'] as const) {
      expect(rangeProblem(defaultQuery(granularity, '2026-03-15'))).toBeNull();
    }
  });

  it('names what is wrong with a range', () => {
    expect(rangeProblem({ granularity: 'day', from: '2026-01-01', to: '2026-03-01' })).toBe(
      'rangeTooLarge',
    );
    expect(rangeProblem({ granularity: 'day', from: '2026-03-02', to: '2026-03-01' })).toBe(
      'invalidRange',
    );
    expect(rangeProblem({ granularity: 'day', from: '', to: '2026-03-01' })).toBe('invalidRange');
  });
});
