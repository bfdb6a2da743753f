import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { parseInitiation } from './input';

const now = new Date('2030-03-01T08:00:00Z');
const base = {
  target: { kind: 'demo', priceFCFA: 10_000 },
  method: 'mtn_momo',
  country: 'CI',
  phone: '05 00 00 00 01',
  expectedAmountFCFA: 10_375,
  idempotencyKey: '0123456789abcdef0123',
  lang: 'fr',
};
const card = { number: '4242 4242 4242 4242', expiry: '12/31', cvc: '123', holder: 'Awa Diop' };

function codeOf(body: unknown): string {
  try {
    parseInitiation(body, now);
  } catch (error) {
    if (error instanceof HttpError) return error.code;
    if (error instanceof z.ZodError) return 'invalid_request';
    throw error;
  }
  return 'ok';
}

describe('parseInitiation', () => {
  it('accepts a valid body and gives the number in E.164 digits', () => {
    expect(parseInitiation(base, now).msisdn).toBe('2250500000001');
    expect(
      parseInitiation({ ...base, method: 'card', phone: undefined, card }, now).msisdn,
    ).toBeNull();
    expect(parseInitiation({ ...base, method: 'cash', phone: undefined }, now).msisdn).toBeNull();
  });

  it('names the payer’s mistakes with the payment error codes', () => {
    expect(codeOf({ ...base, phone: '0700000001' })).toBe('invalid_phone');
    // Moov is not in Cameroon: the method, not the number, is wrong.
    expect(codeOf({ ...base, country: 'CM', method: 'moov_money', phone: '650000001' })).toBe(
      'method_unavailable',
    );
    expect(codeOf({ ...base, country: 'KE', method: 'mtn_momo' })).toBe('method_unavailable');
    expect(codeOf({ ...base, method: 'card', card: { ...card, number: '4242424242424241' } })).toBe(
      'invalid_card',
    );
    expect(codeOf({ ...base, method: 'card', card: { ...card, expiry: '02/30' } })).toBe(
      'card_expired',
    );
    expect(codeOf({ ...base, method: 'card', card: { ...card, expiry: '03/30' } })).toBe('ok');
  });

  it('leaves other bad input to the generic invalid_request', () => {
    expect(codeOf({ ...base, idempotencyKey: 'short' })).toBe('invalid_request');
    expect(codeOf({ ...base, target: { kind: 'demo', priceFCFA: 10 } })).toBe('invalid_request');
    expect(codeOf({ ...base, method: 'card' })).toBe('invalid_request');
    expect(codeOf(null)).toBe('invalid_request');
    expect(codeOf('x')).toBe('invalid_request');
  });
});
