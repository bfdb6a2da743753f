import { describe, expect, it } from 'vitest';
import { fakeSnapshot as snapshot } from '../../shared/firebase/testing';
import { providerZoneConverter, statsConverter, statsOf } from './converters';
import { emptyStats } from './testing';

describe('statsOf', () => {
  it('reads the figures the triggers write, with the update date', () => {
    const updatedAt = new Date('2026-03-17T10:00:00Z');
    const data = {
      statusCounts: { pending: 1, confirmed: 2, completed: 3, cancelled: 0 },
      revenueByWeek: { '2026-03-16': 40_000 },
      revenueByMonth: { '2026-03': 40_000 },
      ratingByMonth: { '2026-03': { sum: 9, count: 2 } },
      services: { s1: { title: { fr: 'Fuite', en: 'Leak' }, completed: 3, revenueFCFA: 40_000 } },
      quotes: { answered: 4, won: 1 },
      paid: { count: 2, amountFCFA: 35_000 },
      paidByMonth: { '2026-03': 35_000 },
      updatedAt: { toDate: () => updatedAt },
    };
    expect(statsConverter.fromFirestore(snapshot('provider-1', data))).toEqual({
      ...data,
      updatedAt,
    });
  });

  it('defaults each odd or missing figure on its own instead of rejecting the document', () => {
    expect(statsOf(undefined)).toEqual(emptyStats());
    const stats = statsOf({
      statusCounts: { pending: '3', completed: 2, cancelled: -1, confirmed: Number.NaN },
      revenueByWeek: { '2026-03-16': 5_000, 'not-a-week': 9, '2026-03': 1 },
      revenueByMonth: { '2026-03': null },
      ratingByMonth: { '2026-03': { sum: 4 }, '2026-02': 'x' },
      services: { s1: { title: 'Fuite', completed: 1 }, s2: { title: { fr: 'Robinet' } } },
      quotes: { answered: 2 },
      paid: { count: 2, amountFCFA: '35000' },
      paidByMonth: { '2026-03': 35_000, '2026-03-16': 1 },
    });
    expect(stats.statusCounts).toEqual({ pending: 0, confirmed: 0, completed: 2, cancelled: 0 });
    expect(stats.revenueByWeek).toEqual({ '2026-03-16': 5_000 });
    expect(stats.revenueByMonth).toEqual({ '2026-03': 0 });
    expect(stats.ratingByMonth).toEqual({ '2026-03': { sum: 4, count: 0 } });
    expect(stats.services).toEqual({
      s2: { title: { fr: 'Robinet' }, completed: 0, revenueFCFA: 0 },
    });
    expect(stats.quotes).toEqual({ answered: 2, won: 0 });
    expect(stats.paid).toEqual({ count: 2, amountFCFA: 0 });
    expect(stats.paidByMonth).toEqual({ '2026-03': 35_000 });
  });

  it('reads figures written before payments counted as nothing received yet', () => {
    const stats = statsOf({ quotes: { answered: 1, won: 1 } });
    expect(stats.paid).toEqual({ count: 0, amountFCFA: 0 });
    expect(stats.paidByMonth).toEqual({});
  });
});

describe('providerZoneConverter', () => {
  it("gives the zone of the provider's country (West Africa's UTC when unknown)", () => {
    expect(providerZoneConverter.fromFirestore(snapshot('p', { country: 'CM' }))).toBe(
      'Africa/Douala',
    );
    expect(providerZoneConverter.fromFirestore(snapshot('p', { country: 'KE' }))).toBe(
      'Africa/Nairobi',
    );
    expect(providerZoneConverter.fromFirestore(snapshot('p', {}))).toBe('Africa/Abidjan');
  });
});
