import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { fakeSnapshot as snapshot } from '../../shared/firebase/testing';
import { adminPaymentConverter, adminPaymentEventConverter } from './converters';

const createdAt = new Date('2026-03-12T09:05:00Z');

const payment = {
  target: 'link',
  bookingId: null,
  linkId: 'link-1',
  payerId: null,
  payerName: null,
  providerId: 'provider-1',
  description: 'Acompte chantier',
  amountFCFA: 15_450,
  priceFCFA: 15_000,
  feesFCFA: 450,
  method: 'card',
  operator: 'visa',
  gateway: 'sandbox',
  status: 'failed',
  failureReason: 'declined',
  reference: 'PAY-AB12CD34EF56',
  idempotencyKey: 'k',
  country: 'CI',
  phone: null,
  card: { brand: 'visa', last4: '0002' },
  expiresAt: null,
  confirmedBy: null,
  lang: 'fr',
  createdAt: Timestamp.fromDate(createdAt),
  updatedAt: Timestamp.fromDate(createdAt),
  settledAt: Timestamp.fromDate(createdAt),
};

describe('adminPaymentConverter', () => {
  it('reads the fields the list shows, with its cursor', () => {
    const doc = snapshot('p1', payment);
    expect(adminPaymentConverter.fromFirestore(doc)).toEqual({
      id: 'p1',
      cursor: doc,
      reference: 'PAY-AB12CD34EF56',
      target: 'link',
      bookingId: null,
      payerName: null,
      description: 'Acompte chantier',
      method: 'card',
      operator: 'visa',
      amountFCFA: 15_450,
      priceFCFA: 15_000,
      feesFCFA: 450,
      status: 'failed',
      failureReason: 'declined',
      createdAt,
      settledAt: createdAt,
    });
  });

  it('rejects a payment with an unknown status, method or a missing amount', () => {
    for (const changes of [{ status: 'paid' }, { method: 'mpesa' }, { amountFCFA: '15450' }]) {
      expect(() =>
        adminPaymentConverter.fromFirestore(snapshot('p1', { ...payment, ...changes })),
      ).toThrow(/Malformed field/);
    }
  });
});

describe('adminPaymentEventConverter', () => {
  it('reads a webhook event, and rejects an unknown type', () => {
    const event = {
      type: 'webhook_duplicate',
      status: 'success',
      eventId: 'evt-1',
      detail: null,
      at: Timestamp.fromDate(createdAt),
    };
    expect(adminPaymentEventConverter.fromFirestore(snapshot('e1', event))).toEqual({
      id: 'e1',
      ...event,
      at: createdAt,
    });
    expect(() =>
      adminPaymentEventConverter.fromFirestore(snapshot('e1', { ...event, type: 'refund' })),
    ).toThrow(/Malformed field/);
  });
});
