import { calculateTransaction } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { chargeFor } from './amount';

describe('chargeFor', () => {
  it('adds the method’s fees to the price (the customer pays them)', () => {
    // Orange: 150 FCFA up to 10 000, plus the platform's 2 % (200).
    expect(chargeFor(10_000, 'orange_money')).toEqual({
      priceFCFA: 10_000,
      feesFCFA: 350,
      amountFCFA: 10_350,
    });
    // Cash: the platform's fee only.
    expect(chargeFor(10_000, 'cash')).toEqual({
      priceFCFA: 10_000,
      feesFCFA: 200,
      amountFCFA: 10_200,
    });
  });

  it('charges what fees.ts computes for every method', () => {
    for (const method of ['mtn_momo', 'wave', 'moov_money', 'card', 'bank_transfer'] as const) {
      const expected = calculateTransaction({
        amountFCFA: 25_000,
        methodId: method,
        feePayer: 'customer',
      });
      if (!expected.ok) throw new Error('fees.ts refused');
      expect(chargeFor(25_000, method)?.amountFCFA).toBe(expected.value.totalPaidByCustomerFCFA);
    }
  });

  it('refuses what cannot be charged', () => {
    expect(chargeFor(0, 'card')).toBeNull();
    expect(chargeFor(10.5, 'card')).toBeNull();
    expect(chargeFor(20_000_000, 'card')).toBeNull();
  });
});
