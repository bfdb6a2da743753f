import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { figuresOf, readSeries } from './analytics';

/** A database double that counts the documents it is asked for. */
function countingDb(stored: Record<string, Record<string, unknown>>) {
  const asked: string[] = [];
  const db = {
    doc: (path: string) => ({ path }),
    getAll: async (...refs: { path: string }[]) => {
      asked.push(...refs.map((ref) => ref.path));
      return refs.map((ref) => ({ data: () => stored[ref.path] }));
    },
  } as unknown as Pick<Firestore, 'doc' | 'getAll'>;
  return { db, asked };
}

describe('readSeries', () => {
  it('reads one document per bucket, in one batch, zeros where none', async () => {
    const { db, asked } = countingDb({
      'monthlyStats/2026-02': {
        key: '2026-02',
        bookings: 4,
        byCategory: { menage: { bookings: 4 } },
      },
    });
    const series = await readSeries(db, 'month', ['2026-01', '2026-02']);
    expect(asked).toEqual(['monthlyStats/2026-01', 'monthlyStats/2026-02']);
    expect(series[0]).toMatchObject({ key: '2026-01', bookings: 0, byCategory: {} });
    expect(series[1]).toMatchObject({
      key: '2026-02',
      bookings: 4,
      signups: 0,
      byCategory: { menage: { bookings: 4, quotes: 0, completed: 0, revenueFCFA: 0 } },
    });
  });
});

describe('figuresOf', () => {
  it('turns missing or malformed figures into zeros', () => {
    expect(
      figuresOf({ signups: 'x', revenueFCFA: 1200, byCountry: { CM: { signups: 2 } } }),
    ).toEqual({
      signups: 0,
      activeProviders: 0,
      quotes: 0,
      bookings: 0,
      completed: 0,
      revenueFCFA: 1200,
      byCategory: {},
      byCountry: { CM: { signups: 2, bookings: 0, revenueFCFA: 0 } },
    });
  });
});
