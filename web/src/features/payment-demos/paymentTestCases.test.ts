import { describe, expect, it } from 'vitest';
import {
  cardTestCases,
  groupedCardNumber,
  mobileTestCases,
  numberEndingIn,
  outcomeMatches,
} from './paymentTestCases';
import { futureExpiry, testPaymentRequest, wrongCode } from './paymentTestRunner';

describe('the test cases', () => {
  it('gives every operator a number per outcome ending, and Orange a wrong-code case', () => {
    const cases = mobileTestCases();
    expect(
      cases.filter((c) => c.method === 'mtn_momo').map((c) => [c.national, c.expected]),
    ).toEqual([
      ['0500000001', 'success'],
      ['0500000002', 'insufficient_balance'],
      ['0500000003', 'timeout'],
      ['0500000004', 'declined'],
    ]);
    const orange = cases.filter((c) => c.method === 'orange_money');
    expect(orange.map((c) => [c.national, c.expected, c.code])).toEqual([
      ['0700000001', 'success', 'right'],
      ['0700000002', 'insufficient_balance', 'right'],
      ['0700000003', 'timeout', 'right'],
      ['0700000004', 'declined', 'right'],
      ['0700000001', 'wrong_code', 'wrong'],
    ]);
    expect(cases.find((c) => c.method === 'wave')).toMatchObject({
      country: 'SN',
      dialCode: '221',
      national: '770000001',
    });
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });

  it('lists the test cards', () => {
    expect(cardTestCases().map((c) => [c.number, c.expected])).toEqual([
      ['4242424242424242', 'success'],
      ['4000000000000002', 'declined'],
      ['4000000000009995', 'insufficient_balance'],
      ['4000000000003220', 'challenge'],
    ]);
    expect(groupedCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(numberEndingIn('770000001', '04')).toBe('770000004');
  });

  it('tells whether a settled attempt is the expected outcome', () => {
    const settled = (status: string, failureReason: string | null = null) => ({
      status,
      failureReason,
    });
    expect(outcomeMatches('success', settled('success'))).toBe(true);
    expect(outcomeMatches('challenge', settled('success'))).toBe(true);
    expect(outcomeMatches('timeout', settled('expired', 'timeout'))).toBe(true);
    expect(outcomeMatches('wrong_code', settled('failed', 'wrong_code'))).toBe(true);
    expect(outcomeMatches('declined', settled('failed', 'insufficient_balance'))).toBe(false);
    expect(outcomeMatches('success', settled('failed', 'declined'))).toBe(false);
  });
});

describe('a run’s request', () => {
  it('pays a 5 000 FCFA demo with the method’s fees, a fresh key each time', () => {
    const orange = mobileTestCases()[0];
    if (!orange) throw new Error('no Orange case');
    const now = new Date('2026-03-10T12:00:00Z');
    const first = testPaymentRequest(orange, 'fr', 'Testeur', now);
    const second = testPaymentRequest(orange, 'fr', 'Testeur', now);
    expect(first).toMatchObject({
      target: { kind: 'demo', priceFCFA: 5_000 },
      method: 'orange_money',
      country: 'CI',
      phone: '0700000001',
      lang: 'fr',
      payer: { name: 'Testeur' },
    });
    // 5 000 + Orange's 75 + the platform's 2 %.
    expect(first.expectedAmountFCFA).toBe(5_175);
    expect(first.idempotencyKey).not.toBe(second.idempotencyKey);
    const challenge = cardTestCases()[3];
    if (!challenge) throw new Error('no 3-D Secure card');
    const card = testPaymentRequest(challenge, 'en', 'Tester', now);
    expect(card).toMatchObject({
      method: 'card',
      card: { number: '4000000000003220', expiry: '12/29', cvc: '123', holder: 'Tester' },
    });
    expect(card).not.toHaveProperty('phone');
  });

  it('makes a wrong code and a future expiry', () => {
    expect(wrongCode('123909')).toBe('234010');
    expect(futureExpiry(new Date('2098-01-01T00:00:00Z'))).toBe('12/01');
  });
});
