import { OPEN_PAYMENT_STATUSES, PAYMENT_STATUSES, paymentLinkTokenSchema } from '../../domain/src';
import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  linkView,
  verifyLinkToken,
  type StoredPaymentLink,
} from '../../functions/src/lib/payments/links';
import { DEMO_BOOKING_IDS, seedBookingDocuments } from './bookings';
import { seedPaidFigures, seedPaymentDocuments } from './payments';

const NOW = new Date('2026-03-11T09:00:00Z');
const { documents, bookingUpdates } = seedPaymentDocuments(NOW);
const payments = documents.filter(({ path }) => /^payments\/[^/]+$/.test(path));
const eventsOf = (paymentPath: string) =>
  documents.filter(({ path }) => path.startsWith(`${paymentPath}/events/`));
const links = documents.filter(({ path }) => path.startsWith('paymentLinks/'));
const byMethod = (method: string, status: string) =>
  payments.find(({ data }) => data.method === method && data.status === status);

describe('the seeded payments', () => {
  it('cover every settled and manual state, each with its history', () => {
    expect(byMethod('orange_money', 'success')).toBeTruthy();
    expect(byMethod('mtn_momo', 'failed')?.data.failureReason).toBe('insufficient_balance');
    expect(byMethod('mtn_momo', 'expired')?.data.failureReason).toBe('timeout');
    expect(byMethod('cash', 'pending')?.data.providerId).toBe('seed-provider-01');
    expect(byMethod('bank_transfer', 'pending')).toBeTruthy();
    expect(byMethod('card', 'success')?.data.card).toEqual({ brand: 'visa', last4: '4242' });
    for (const { path, data } of payments) {
      expect(PAYMENT_STATUSES).toContain(data.status);
      expect(path).toMatch(/^payments\/[A-Za-z0-9]{20}$/);
      expect(data.reference).toMatch(/^PAY-[A-Z0-9]{12}$/);
      expect(data.amountFCFA).toBe((data.priceFCFA as number) + (data.feesFCFA as number));
      const events = eventsOf(path).map(({ data: event }) => event.type);
      expect(events[0], path).toBe('initiated');
    }
    const types = new Set(
      documents.filter(({ path }) => path.includes('/events/')).map(({ data }) => data.type),
    );
    expect(types).toEqual(
      new Set(['initiated', 'status', 'webhook', 'webhook_duplicate', 'reconciled']),
    );
    expect(new Set(payments.map(({ data }) => data.reference)).size).toBe(payments.length);
  });

  it('leaves nothing open for the reconciliation timer', () => {
    for (const { path, data } of payments) {
      const open = (OPEN_PAYMENT_STATUSES as readonly unknown[]).includes(data.status);
      if (open) {
        expect(['cash', 'bank_transfer'], path).toContain(data.method);
        expect(data.expiresAt, path).toBeNull();
      } else {
        expect(data.settledAt, path).not.toBeNull();
      }
    }
  });

  it('keeps each booking’s payment fields those of its latest attempt', () => {
    const bookings = new Map(seedBookingDocuments(NOW).map(({ path, data }) => [path, data]));
    const update = (id: string) =>
      bookingUpdates.find(({ path }) => path === `bookings/${id}`)?.data;
    expect(update(DEMO_BOOKING_IDS.toReview)).toMatchObject({
      paymentStatus: 'success',
      paymentMethod: 'orange_money',
    });
    expect(update(DEMO_BOOKING_IDS.confirmed)).toMatchObject({
      paymentStatus: 'failed',
      paymentMethod: 'mtn_momo',
      paidAt: null,
    });
    expect(update(DEMO_BOOKING_IDS.thisWeek)).toMatchObject({ paymentStatus: 'pending' });
    for (const { path, data } of bookingUpdates) {
      const booking = bookings.get(path);
      const payment = payments.find(
        ({ path: paymentPath }) => paymentPath === `payments/${data.paymentId}`,
      );
      expect(booking, path).toBeTruthy();
      expect(payment?.data.bookingId).toBe(path.slice('bookings/'.length));
      expect(payment?.data.priceFCFA).toBe(booking?.priceFCFA);
      expect(payment?.data.payerId).toBe(booking?.customerId);
      expect(payment?.data.providerId).toBe(booking?.providerId);
      expect(data.paidAt).toEqual(
        payment?.data.status === 'success' ? payment.data.settledAt : null,
      );
    }
    // The cash payment is on a confirmed booking of the demo provider's, by the demo customer.
    const cash = byMethod('cash', 'pending');
    const cashBooking = bookings.get(`bookings/${cash?.data.bookingId}`);
    expect(cashBooking).toMatchObject({
      status: 'confirmed',
      providerId: 'seed-provider-01',
      customerId: 'demo-customer',
    });
  });

  it('gives the demo provider an active link and a paid one, both openable', async () => {
    expect(links).toHaveLength(2);
    const views = await Promise.all(
      links.map(async ({ path, data }) => {
        const link = data as unknown as StoredPaymentLink;
        expect(paymentLinkTokenSchema.safeParse(link.token).success).toBe(true);
        const db = {
          doc: (at: string) => ({
            get: async () => ({ data: () => (at === path ? link : undefined) }),
          }),
        };
        const verified = await verifyLinkToken(db as never, link.token);
        expect(verified.ok, path).toBe(true);
        expect(link.creatorId).toBe('seed-provider-01');
        return linkView(path.split('/')[1] ?? '', link, NOW).status;
      }),
    );
    expect(views.sort()).toEqual(['active', 'paid']);
    const paid = links.find(({ data }) => data.status === 'paid');
    const payment = payments.find(({ data }) => data.linkId === paid?.path.split('/')[1]);
    expect(payment?.data).toMatchObject({ status: 'success', target: 'link', payerId: null });
    expect(paid?.data.paymentId).toBe(payment?.path.split('/')[1]);
    expect((paid?.data.paidAt as Timestamp).toMillis()).toBeLessThan(
      (paid?.data.expiresAt as Timestamp).toMillis(),
    );
  });

  it('sums the successful payments per provider for the dashboard', () => {
    const figures = seedPaidFigures(documents);
    const success = payments.filter(({ data }) => data.status === 'success');
    const total = success.reduce((sum, { data }) => sum + (data.priceFCFA as number), 0);
    const summed = [...figures.values()].reduce((sum, figure) => sum + figure.paid.amountFCFA, 0);
    expect(summed).toBe(total);
    expect(figures.get('seed-provider-01')?.paid.count).toBe(2);
    expect(figures.get('seed-provider-02')?.paid.count).toBe(1);
    for (const figure of figures.values()) {
      const byMonth = Object.values(figure.paidByMonth).reduce((sum, amount) => sum + amount, 0);
      expect(byMonth).toBe(figure.paid.amountFCFA);
    }
  });
});
