import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { StoredPayment, StoredPaymentEvent } from './stored';
import { paymentView, sandboxPhone } from './view';

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

const payment: StoredPayment = {
  target: 'booking',
  bookingId: 'b1',
  linkId: null,
  payerId: 'u1',
  payerName: 'Awa Diop',
  providerId: 'p1',
  description: 'Fuite',
  amountFCFA: 10_350,
  priceFCFA: 10_000,
  feesFCFA: 350,
  method: 'orange_money',
  operator: 'orange_money',
  gateway: 'sandbox',
  status: 'awaiting_customer',
  failureReason: null,
  reference: 'PAY-ABCDEF123456',
  idempotencyKey: 'k',
  country: 'CI',
  phone: '2250700000001',
  card: null,
  expiresAt: at('2030-03-01T08:05:00Z'),
  confirmedBy: null,
  lang: 'fr',
  createdAt: at('2030-03-01T08:00:00Z'),
  updatedAt: at('2030-03-01T08:00:01Z'),
  settledAt: null,
  accessKeyHash: 'h',
};
const code = { oneTimeCode: { code: '123456', expiresAt: at('2030-03-01T08:05:00Z') } };

describe('sandboxPhone', () => {
  it('shows the Orange SMS with its code, in the asked language', () => {
    const fr = sandboxPhone(payment, code, 'fr');
    expect(fr?.code).toBe('123456');
    expect(fr?.message).toContain('Orange Money : votre code de paiement est 123456');
    expect(fr?.message).toContain('10 350 FCFA');
    expect(sandboxPhone(payment, code, 'en')?.message).toContain('your payment code is 123456');
  });

  it('shows the approval prompt of the other operators, without a code', () => {
    const mtn = sandboxPhone({ ...payment, method: 'mtn_momo' }, null, 'en');
    expect(mtn).toEqual({ message: expect.stringContaining('PAY-ABCDEF123456'), code: null });
    expect(mtn?.message).toContain('MTN Mobile Money');
    expect(sandboxPhone({ ...payment, method: 'wave' }, null, 'fr')?.message).toMatch(/^Wave : /);
  });

  it('shows nothing once the payer has nothing to do on the phone', () => {
    expect(sandboxPhone({ ...payment, status: 'success' }, code, 'fr')).toBeNull();
    expect(sandboxPhone({ ...payment, status: 'pending' }, code, 'fr')).toBeNull();
    expect(sandboxPhone(payment, null, 'fr')).toBeNull();
    expect(
      sandboxPhone({ ...payment, method: 'card', status: 'challenge' }, null, 'fr'),
    ).toBeNull();
  });
});

describe('paymentView', () => {
  it('maps the document with ISO instants and the history oldest first', () => {
    const events: StoredPaymentEvent[] = [
      {
        type: 'status',
        status: 'awaiting_customer',
        eventId: null,
        detail: 'one_time_code',
        at: at('2030-03-01T08:00:01Z'),
      },
      {
        type: 'initiated',
        status: 'pending',
        eventId: null,
        detail: 'orange_money',
        at: at('2030-03-01T08:00:00Z'),
      },
    ];
    const view = paymentView('pay1', payment, events, null);
    expect(view).toMatchObject({
      id: 'pay1',
      status: 'awaiting_customer',
      amountFCFA: 10_350,
      priceFCFA: 10_000,
      feesFCFA: 350,
      expiresAt: '2030-03-01T08:05:00.000Z',
      createdAt: '2030-03-01T08:00:00.000Z',
      settledAt: null,
      sandboxPhone: null,
    });
    expect(view.events.map((event) => event.type)).toEqual(['initiated', 'status']);
    expect(view).not.toHaveProperty('accessKeyHash');
    expect(view).not.toHaveProperty('phone');
  });
});
