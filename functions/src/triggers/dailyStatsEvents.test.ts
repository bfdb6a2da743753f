import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  bookingEvents,
  deltaOf,
  foldEvents,
  paymentEvents,
  planStatsWrite,
  quoteEvents,
  responseEvents,
  signupEvents,
  type StatsEvent,
} from './dailyStatsEvents';

const fallback = new Date('2026-03-20T12:00:00Z');
const ts = (iso: string) => Timestamp.fromDate(new Date(iso));
const none = { event: false, active: { day: false, week: false, month: false } };

const booking = {
  providerId: 'prov1',
  serviceType: 'plomberie',
  status: 'pending',
  createdAt: ts('2026-02-27T23:30:00Z'),
  confirmedAt: null,
  completedAt: null,
};

describe('events of a write', () => {
  it('a sign-up counts on its createdAt, by country', () => {
    expect(
      signupEvents('u1', { createdAt: ts('2026-01-02T08:00:00Z'), country: 'CM' }, fallback),
    ).toMatchObject([
      { kind: 'signup', docId: 'u1', at: new Date('2026-01-02T08:00:00Z'), country: 'CM' },
    ]);
    // No country on the account: counted as unknown rather than dropped.
    expect(signupEvents('u2', { createdAt: null }, fallback)).toMatchObject([
      { at: fallback, country: 'unknown' },
    ]);
  });

  it('a quote request counts on creation, by category', () => {
    expect(
      quoteEvents('q1', { category: 'menage', createdAt: ts('2026-03-01T10:00:00Z') }, fallback),
    ).toMatchObject([{ kind: 'quote', category: 'menage' }]);
    expect(quoteEvents('q1', undefined, fallback)).toEqual([]);
  });

  it('a quote response makes its provider active when first priced only', () => {
    const priced = { respondedAt: ts('2026-03-02T10:00:00Z') };
    expect(responseEvents('q1', 'prov1', { respondedAt: null }, priced)).toMatchObject([
      { kind: 'responded', docId: 'q1_prov1', activeProviderId: 'prov1' },
    ]);
    expect(responseEvents('q1', 'prov1', priced, { ...priced, status: 'revised' })).toEqual([]);
  });

  it('a booking counts when created, confirmed and completed, each at its own time', () => {
    expect(bookingEvents('b1', undefined, booking, fallback)).toMatchObject([
      { kind: 'booking', at: new Date('2026-02-27T23:30:00Z'), category: 'plomberie' },
    ]);
    const confirmed = { ...booking, status: 'confirmed', confirmedAt: ts('2026-03-01T09:00:00Z') };
    expect(bookingEvents('b1', booking, confirmed, fallback)).toMatchObject([
      { kind: 'confirmed', activeProviderId: 'prov1', at: new Date('2026-03-01T09:00:00Z') },
    ]);
    const completed = {
      ...confirmed,
      status: 'completed',
      completedAt: ts('2026-03-05T18:00:00Z'),
    };
    expect(bookingEvents('b1', confirmed, completed, fallback)).toMatchObject([
      { kind: 'completed', activeProviderId: 'prov1', at: new Date('2026-03-05T18:00:00Z') },
    ]);
    // Other writes (notes, the review flag) count nothing.
    expect(bookingEvents('b1', completed, { ...completed, reviewed: true }, fallback)).toEqual([]);
    // Written already completed (the seed): all three.
    expect(bookingEvents('b1', undefined, completed, fallback).map((item) => item.kind)).toEqual([
      'booking',
      'confirmed',
      'completed',
    ]);
  });

  it('a payment counts its amount once it succeeds, at settledAt', () => {
    const open = {
      status: 'awaiting_customer',
      amountFCFA: 10_150,
      settledAt: null,
      country: 'CI',
    };
    const paid = { ...open, status: 'success', settledAt: ts('2026-03-03T00:00:01Z') };
    expect(paymentEvents('p1', open, open, fallback)).toEqual([]);
    expect(paymentEvents('p1', open, paid, fallback)).toMatchObject([
      { kind: 'payment', revenueFCFA: 10_150, country: 'CI', at: new Date('2026-03-03T00:00:01Z') },
    ]);
    expect(paymentEvents('p1', paid, { ...paid, updatedAt: 1 }, fallback)).toEqual([]);
    expect(paymentEvents('p1', open, { ...open, status: 'failed' }, fallback)).toEqual([]);
  });
});

const completedEvent = (docId: string, at: string, provider = 'prov1'): StatsEvent => ({
  kind: 'completed',
  docId,
  at: new Date(at),
  category: 'plomberie',
  country: 'CM',
  revenueFCFA: 0,
  activeProviderId: provider,
});

describe('planStatsWrite', () => {
  it('writes the marker and one delta per bucket of the UTC day, week and month', () => {
    const plan = planStatsWrite(completedEvent('b1', '2026-03-01T23:30:00Z'), none);
    expect(plan?.markers).toEqual([
      'completed-b1',
      'active-day-2026-03-01-prov1',
      'active-week-2026-02-23-prov1',
      'active-month-2026-03-prov1',
    ]);
    expect(plan?.buckets.map(({ granularity, key }) => `${granularity}/${key}`)).toEqual([
      'day/2026-03-01',
      'week/2026-02-23',
      'month/2026-03',
    ]);
    expect(plan?.buckets[0]?.delta).toMatchObject({
      completed: 1,
      activeProviders: 1,
      byCategory: { plomberie: { completed: 1, quotes: 0, bookings: 0, revenueFCFA: 0 } },
    });
  });

  it('writes nothing for an event already counted', () => {
    expect(
      planStatsWrite(completedEvent('b1', '2026-03-01T10:00:00Z'), { ...none, event: true }),
    ).toBeNull();
  });

  it('counts a provider active once per bucket', () => {
    const confirmed: StatsEvent = {
      ...completedEvent('b2', '2026-03-02T10:00:00Z'),
      kind: 'confirmed',
    };
    // Active already this month, not yet this day or week.
    const plan = planStatsWrite(confirmed, {
      event: false,
      active: { day: false, week: false, month: true },
    });
    expect(plan?.markers).toEqual([
      'confirmed-b2',
      'active-day-2026-03-02-prov1',
      'active-week-2026-03-02-prov1',
    ]);
    // The month's bucket gains nothing, so it is not written at all.
    expect(plan?.buckets.map(({ granularity }) => granularity)).toEqual(['day', 'week']);
  });
});

describe('deltaOf', () => {
  it('puts revenue in the totals, the category and the country', () => {
    const delta = deltaOf(
      {
        ...completedEvent('p1', '2026-03-02T10:00:00Z'),
        kind: 'payment',
        revenueFCFA: 5_000,
        activeProviderId: null,
      },
      false,
    );
    expect(delta).toMatchObject({
      revenueFCFA: 5_000,
      activeProviders: 0,
      byCategory: { plomberie: { revenueFCFA: 5_000 } },
      byCountry: { CM: { revenueFCFA: 5_000, signups: 0, bookings: 0 } },
    });
  });
});

describe('foldEvents', () => {
  it('counts a repeated event once and distinct providers per bucket', () => {
    const events = [
      completedEvent('b1', '2026-03-02T10:00:00Z'),
      completedEvent('b1', '2026-03-02T10:00:00Z'),
      completedEvent('b2', '2026-03-03T10:00:00Z'),
      completedEvent('b3', '2026-03-03T11:00:00Z', 'prov2'),
    ];
    const buckets = foldEvents(events);
    expect(buckets.get('day/2026-03-02')).toMatchObject({ completed: 1, activeProviders: 1 });
    expect(buckets.get('day/2026-03-03')).toMatchObject({ completed: 2, activeProviders: 2 });
    expect(buckets.get('week/2026-03-02')).toMatchObject({ completed: 3, activeProviders: 2 });
    expect(buckets.get('month/2026-03')).toMatchObject({
      completed: 3,
      activeProviders: 2,
      byCategory: { plomberie: { completed: 3 } },
    });
  });
});
