import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  bookingTouches,
  mergeChanges,
  paymentTouches,
  quoteResponseTouches,
  reviewTouches,
} from './providerStats';

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

const booking = (changes: Record<string, unknown> = {}) => ({
  providerId: 'provider-1',
  customerId: 'customer-1',
  serviceId: 'fuite',
  serviceTitle: { fr: 'Fuite', en: 'Leak' },
  status: 'confirmed',
  priceFCFA: 10_000,
  completedAt: null,
  reviewed: false,
  notes: '',
  ...changes,
});

describe('bookingTouches', () => {
  it('recounts the statuses of a new or cancelled booking, without revenue', () => {
    const [touch, ...others] = bookingTouches(undefined, booking({ status: 'pending' }));
    expect(others).toEqual([]);
    expect(touch).toMatchObject({ providerId: 'provider-1', statusCounts: true, completedAt: [] });
    expect(touch?.services).toEqual(new Map());
    const [confirmed] = bookingTouches(booking({ status: 'pending' }), booking());
    expect(confirmed).toMatchObject({ statusCounts: true, completedAt: [], services: new Map() });
  });

  it("recomputes a completion's week, month and service", () => {
    const completedAt = at('2026-03-02T10:00:00Z');
    const [touch] = bookingTouches(booking(), booking({ status: 'completed', completedAt }));
    expect(touch?.statusCounts).toBe(true);
    expect(touch?.completedAt).toEqual([completedAt.toDate()]);
    expect(touch?.services).toEqual(new Map([['fuite', { fr: 'Fuite', en: 'Leak' }]]));
  });

  it('recomputes both buckets when a completion moves, but not the statuses', () => {
    const before = booking({ status: 'completed', completedAt: at('2026-03-02T10:00:00Z') });
    const after = { ...before, completedAt: at('2026-04-02T10:00:00Z'), priceFCFA: 12_000 };
    const [touch] = bookingTouches(before, after);
    expect(touch?.statusCounts).toBe(false);
    expect(touch?.completedAt.map((date) => date.toISOString())).toEqual([
      '2026-03-02T10:00:00.000Z',
      '2026-04-02T10:00:00.000Z',
    ]);
  });

  it('ignores writes the dashboard does not show, and the same instant rewritten', () => {
    const completed = booking({ status: 'completed', completedAt: at('2026-03-02T10:00:00Z') });
    expect(bookingTouches(completed, { ...completed, reviewed: true, notes: 'x' })).toEqual([]);
    expect(
      bookingTouches(completed, { ...completed, completedAt: at('2026-03-02T10:00:00Z') }),
    ).toEqual([]);
  });

  it('touches both providers when a booking changes hands, and skips malformed ids', () => {
    const touches = bookingTouches(booking(), booking({ providerId: 'provider-2' }));
    expect(touches.map((touch) => touch.providerId)).toEqual(['provider-1', 'provider-2']);
    expect(bookingTouches(undefined, booking({ providerId: '../x' }))).toEqual([]);
  });
});

describe('reviewTouches', () => {
  const review = (changes: Record<string, unknown> = {}) => ({
    providerId: 'provider-1',
    rating: 5,
    hidden: false,
    createdAt: at('2026-03-02T10:00:00Z'),
    reply: null,
    ...changes,
  });

  it("recomputes the review's month when its rating or visibility changes", () => {
    for (const [before, after] of [
      [undefined, review()],
      [review(), review({ rating: 3 })],
      [review(), review({ hidden: true })],
      [review(), undefined],
    ] as const) {
      const [touch] = reviewTouches(before, after);
      // Both sides may name the same month; it is recomputed once.
      const months = new Set(touch?.reviewedAt.map((date) => date.toISOString()));
      expect([...months]).toEqual(['2026-03-02T10:00:00.000Z']);
      expect(touch?.statusCounts).toBe(false);
    }
  });

  it('ignores a reply', () => {
    expect(reviewTouches(review(), review({ reply: { text: 'Merci' } }))).toEqual([]);
  });
});

describe('quoteResponseTouches', () => {
  it("recounts the path's provider when a response is priced or changes status", () => {
    const requested = { providerId: 'provider-1', status: 'requested', respondedAt: null };
    const sent = { ...requested, status: 'sent', respondedAt: at('2026-03-02T10:00:00Z') };
    expect(quoteResponseTouches(requested, sent, 'provider-1')).toMatchObject([
      { providerId: 'provider-1', quotes: true, statusCounts: false },
    ]);
    expect(quoteResponseTouches(sent, { ...sent, status: 'accepted' }, 'provider-1')).toHaveLength(
      1,
    );
    expect(
      quoteResponseTouches(sent, { ...sent, seenAt: at('2026-03-03T10:00:00Z') }, 'p'),
    ).toEqual([]);
  });
});

describe('paymentTouches', () => {
  const settledAt = at('2026-03-31T23:30:00Z');
  const payment = (status: string, changes: Record<string, unknown> = {}) => ({
    providerId: 'provider-1',
    payerId: 'customer-1',
    status,
    priceFCFA: 10_000,
    amountFCFA: 10_150,
    settledAt: status === 'pending' || status === 'awaiting_customer' ? null : settledAt,
    updatedAt: at('2026-03-31T23:30:00Z'),
    ...changes,
  });

  it('recomputes the paid total and the month of a payment that becomes successful', () => {
    const [touch, ...others] = paymentTouches(payment('awaiting_customer'), payment('success'));
    expect(others).toEqual([]);
    expect(touch).toMatchObject({
      providerId: 'provider-1',
      paid: true,
      settledAt: [settledAt.toDate()],
      statusCounts: false,
      completedAt: [],
      quotes: false,
    });
    // Created settled (a cash payment confirmed at once).
    expect(paymentTouches(undefined, payment('success'))).toMatchObject([
      { paid: true, settledAt: [settledAt.toDate()] },
    ]);
  });

  it('recomputes the month a successful payment leaves (status changed, or deleted)', () => {
    expect(paymentTouches(payment('success'), payment('failed'))).toMatchObject([
      { paid: true, settledAt: [settledAt.toDate()] },
    ]);
    expect(paymentTouches(payment('success'), undefined)).toMatchObject([
      { paid: true, settledAt: [settledAt.toDate()] },
    ]);
  });

  it('ignores attempts that never succeed and rewrites that change no sum', () => {
    expect(paymentTouches(undefined, payment('pending'))).toEqual([]);
    expect(paymentTouches(payment('pending'), payment('awaiting_customer'))).toEqual([]);
    expect(paymentTouches(payment('awaiting_customer'), payment('failed'))).toEqual([]);
    expect(paymentTouches(payment('awaiting_customer'), payment('expired'))).toEqual([]);
    // A duplicate webhook's event rewrites updatedAt and the same settledAt instant.
    expect(
      paymentTouches(
        payment('success'),
        payment('success', {
          updatedAt: at('2026-04-01T00:00:00Z'),
          settledAt: at('2026-03-31T23:30:00Z'),
        }),
      ),
    ).toEqual([]);
  });

  it('skips payments without a provider (demos, an admin link) and malformed ids', () => {
    expect(paymentTouches(undefined, payment('success', { providerId: null }))).toEqual([]);
    expect(paymentTouches(undefined, payment('success', { providerId: '../x' }))).toEqual([]);
  });
});

describe('mergeChanges', () => {
  const stored = {
    statusCounts: { pending: 1, confirmed: 2, completed: 3, cancelled: 0 },
    revenueByWeek: { '2026-11-16': 60000 },
    services: { s01: { title: { fr: 'Fuite' }, completed: 3, revenueFCFA: 60000 } },
  };

  it('sees no change when every figure is already stored (a replayed event)', () => {
    expect(
      mergeChanges(stored, {
        statusCounts: { pending: 1, confirmed: 2, completed: 3, cancelled: 0 },
        revenueByWeek: { '2026-11-16': 60000 },
        services: { s01: { title: { fr: 'Fuite' }, completed: 3, revenueFCFA: 60000 } },
      }),
    ).toBe(false);
  });

  it('sees a changed figure, a new bucket and a bucket to delete', () => {
    expect(mergeChanges(stored, { statusCounts: { pending: 0 } })).toBe(true);
    expect(mergeChanges(stored, { revenueByWeek: { '2026-11-23': 5000 } })).toBe(true);
    expect(mergeChanges(stored, { revenueByWeek: { '2026-11-16': FieldValue.delete() } })).toBe(
      true,
    );
    expect(mergeChanges(stored, { revenueByWeek: { '2025-01-06': FieldValue.delete() } })).toBe(
      false,
    );
    expect(mergeChanges({}, { quotes: { answered: 0, won: 0 } })).toBe(true);
  });
});
