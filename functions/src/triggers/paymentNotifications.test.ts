import type { PaymentCodeDocument } from '@marketplace/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { paymentNotifications } from './paymentNotifications';

const expiresAt = Timestamp.fromMillis(Date.UTC(2026, 10, 20, 10, 5));

const payment = (status: string, extra: Record<string, unknown> = {}) => ({
  payerId: 'ami',
  bookingId: 'b1',
  amountFCFA: 25000,
  method: 'orange_money',
  status,
  oneTimeCode: null,
  ...extra,
});

const withCode = (code: string, at = expiresAt) =>
  payment('awaiting_customer', { oneTimeCode: { code, expiresAt: at } });

describe('paymentNotifications', () => {
  it('confirms a payment when it becomes successful, once', () => {
    const confirmation = {
      uid: 'ami',
      kind: 'payment_confirmation',
      id: 'payment_confirmation-p1',
      params: { paymentId: 'p1', bookingId: 'b1', amountFCFA: 25000, method: 'orange_money' },
    };
    expect(paymentNotifications('p1', payment('pending'), payment('success'))).toEqual([
      confirmation,
    ]);
    expect(paymentNotifications('p1', withCode('1234'), payment('success'))).toEqual([
      confirmation,
    ]);
    // Created settled (cash confirmed at once).
    expect(paymentNotifications('p1', undefined, payment('success'))).toEqual([confirmation]);
    expect(paymentNotifications('p1', payment('success'), payment('success'))).toEqual([]);
    expect(paymentNotifications('p1', payment('pending'), payment('failed'))).toEqual([]);
  });

  it('confirms a payment without a booking (a payment link)', () => {
    const [notification] = paymentNotifications(
      'p2',
      payment('pending'),
      payment('success', { bookingId: null }),
    );
    expect(notification?.params).toMatchObject({ bookingId: null });
  });

  it('sends a one-time code when it appears or changes while awaiting the customer', () => {
    const code = {
      uid: 'ami',
      kind: 'verification_code',
      id: `verification_code-p1-${expiresAt.toMillis()}`,
      params: { paymentId: 'p1', code: '4821', expiresAtMs: expiresAt.toMillis() },
    };
    expect(paymentNotifications('p1', payment('pending'), withCode('4821'))).toEqual([code]);
    expect(paymentNotifications('p1', undefined, withCode('4821'))).toEqual([code]);
    // The same code again (another field changed): nothing.
    expect(paymentNotifications('p1', withCode('4821'), withCode('4821'))).toEqual([]);
    // A new code: a new expiry, a new notification.
    const later = Timestamp.fromMillis(expiresAt.toMillis() + 300_000);
    expect(paymentNotifications('p1', withCode('4821'), withCode('9377', later))).toEqual([
      {
        ...code,
        id: `verification_code-p1-${later.toMillis()}`,
        params: { paymentId: 'p1', code: '9377', expiresAtMs: later.toMillis() },
      },
    ]);
  });

  it('sends no code outside awaiting_customer, nor a malformed one', () => {
    expect(
      paymentNotifications(
        'p1',
        payment('pending'),
        payment('pending', { oneTimeCode: { code: '4821', expiresAt } }),
      ),
    ).toEqual([]);
    for (const oneTimeCode of [
      { code: '', expiresAt },
      { code: 4821, expiresAt },
      { code: '4821' },
      { code: '4821', expiresAt: 'soon' },
      'x',
    ]) {
      expect(
        paymentNotifications(
          'p1',
          payment('pending'),
          payment('awaiting_customer', { oneTimeCode }),
        ),
      ).toEqual([]);
    }
  });

  it('notifies nobody without a payer account, nor for a malformed payment', () => {
    expect(
      paymentNotifications('p1', payment('pending'), payment('success', { payerId: null })),
    ).toEqual([]);
    expect(
      paymentNotifications('p1', payment('pending'), payment('success', { payerId: 'a/b' })),
    ).toEqual([]);
    expect(
      paymentNotifications('p1', payment('pending'), payment('success', { amountFCFA: '25000' })),
    ).toEqual([]);
    expect(
      paymentNotifications('p1', payment('pending'), payment('success', { method: undefined })),
    ).toEqual([]);
    expect(paymentNotifications('p1', payment('success'), undefined)).toEqual([]);
  });
});

describe('paymentNotifications of paymentCodes/{paymentId}', () => {
  // The Orange one-time code lives in its own document (PaymentCodeDocument), which the second
  // trigger passes to the same function.
  const codeDocument = (code: string, at = expiresAt): PaymentCodeDocument<Timestamp> => ({
    payerId: 'ami',
    status: 'awaiting_customer',
    oneTimeCode: { code, expiresAt: at },
  });

  it('sends the verification code when the code document is written', () => {
    const notification = {
      uid: 'ami',
      kind: 'verification_code',
      id: `verification_code-p1-${expiresAt.toMillis()}`,
      params: { paymentId: 'p1', code: '482193', expiresAtMs: expiresAt.toMillis() },
    };
    expect(paymentNotifications('p1', undefined, { ...codeDocument('482193') })).toEqual([
      notification,
    ]);
    // A rewrite of the same code: nothing more; a fresh code: a new notification.
    expect(
      paymentNotifications('p1', { ...codeDocument('482193') }, { ...codeDocument('482193') }),
    ).toEqual([]);
    const later = Timestamp.fromMillis(expiresAt.toMillis() + 300_000);
    expect(
      paymentNotifications(
        'p1',
        { ...codeDocument('482193') },
        { ...codeDocument('771204', later) },
      ),
    ).toMatchObject([{ kind: 'verification_code', params: { code: '771204' } }]);
  });

  it('notifies nothing when the code is deleted (settled) or has no payer account', () => {
    expect(paymentNotifications('p1', { ...codeDocument('482193') }, undefined)).toEqual([]);
    expect(
      paymentNotifications('p1', undefined, { ...codeDocument('482193'), payerId: null }),
    ).toEqual([]);
  });
});
