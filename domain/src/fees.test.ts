import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './countries';
import {
  MAX_TRANSACTION_FCFA,
  PAYMENT_METHODS,
  PAYMENT_METHOD_IDS,
  PLATFORM_SERVICE_FEE,
  applyFeeRule,
  calculateTransaction,
  getPaymentMethod,
  isFeePayer,
  isPaymentMethodId,
  paymentMethodsForCountry,
  percentOfFCFA,
  type FeePayer,
  type FeeRule,
  type PaymentMethodId,
  type TransactionBreakdown,
} from './fees';

function breakdown(amountFCFA: number, methodId: PaymentMethodId, feePayer: FeePayer) {
  const result = calculateTransaction({ amountFCFA, methodId, feePayer });
  if (!result.ok) throw new Error(`unexpected error ${result.error}`);
  return result.value;
}

function operatorFee(methodId: PaymentMethodId, amountFCFA: number) {
  return breakdown(amountFCFA, methodId, 'customer').operatorFeeFCFA;
}

describe('the fee table', () => {
  it('lists every method id once, in the declared order', () => {
    expect(PAYMENT_METHODS.map((method) => method.id)).toEqual([...PAYMENT_METHOD_IDS]);
  });

  it('only names countries of the platform, and cards, transfers and cash work everywhere', () => {
    for (const method of PAYMENT_METHODS) {
      expect(method.countries.length).toBeGreaterThan(0);
      for (const country of method.countries) expect(COUNTRY_CODES).toContain(country);
    }
    for (const country of COUNTRY_CODES) {
      const ids = paymentMethodsForCountry(country).map((method) => method.id);
      expect(ids).toEqual(expect.arrayContaining(['card', 'bank_transfer', 'cash']));
    }
  });

  it('knows where each mobile money operator works', () => {
    expect(getPaymentMethod('wave').countries).toEqual(['SN', 'CI']);
    expect(getPaymentMethod('mpesa').countries).toEqual(['KE', 'TZ']);
    expect(paymentMethodsForCountry('CI').map((method) => method.id)).toEqual([
      'orange_money',
      'mtn_momo',
      'wave',
      'moov_money',
      'card',
      'bank_transfer',
      'cash',
    ]);
    expect(paymentMethodsForCountry('EG').map((method) => method.id)).toEqual([
      'card',
      'bank_transfer',
      'cash',
    ]);
  });

  it('has sorted tiered brackets that cover 1 FCFA to the maximum with non-decreasing fees', () => {
    for (const method of PAYMENT_METHODS) {
      const rule = method.operatorFee;
      if (rule.type !== 'tiered') continue;
      const limits = rule.brackets.map((bracket) => bracket.upToFCFA);
      expect(limits[0]).toBeGreaterThanOrEqual(1);
      expect(limits.at(-1)).toBe(MAX_TRANSACTION_FCFA);
      rule.brackets.forEach((current, index) => {
        const previous = rule.brackets[index - 1];
        if (!previous) return;
        expect(current.upToFCFA).toBeGreaterThan(previous.upToFCFA);
        expect(current.feeFCFA).toBeGreaterThanOrEqual(previous.feeFCFA);
      });
    }
  });

  it('only holds whole, non-negative francs and basis points', () => {
    const numbers = (rule: FeeRule): number[] => {
      switch (rule.type) {
        case 'none':
          return [];
        case 'fixed':
          return [rule.feeFCFA];
        case 'percentage':
          return [rule.percentBp, rule.fixedFCFA ?? 0, rule.minFCFA ?? 0, rule.maxFCFA ?? 0];
        case 'tiered':
          return rule.brackets.flatMap((bracket) => [bracket.upToFCFA, bracket.feeFCFA]);
      }
    };
    for (const method of PAYMENT_METHODS) {
      for (const value of [...numbers(method.operatorFee), ...numbers(method.platformFee)]) {
        expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
      }
    }
  });
});

describe('rounding', () => {
  it('rounds percentages half up to whole francs', () => {
    expect(percentOfFCFA(625, 200)).toBe(13); // 12.5 → 13
    expect(percentOfFCFA(624, 200)).toBe(12); // 12.48 → 12
    expect(percentOfFCFA(50, 100)).toBe(1); // 0.5 → 1
    expect(percentOfFCFA(49, 100)).toBe(0); // 0.49 → 0
    expect(percentOfFCFA(1_010, 250)).toBe(25); // 25.25 → 25
    expect(percentOfFCFA(1_020, 250)).toBe(26); // 25.5 → 26
  });

  it('stays exact at the maximum amount', () => {
    expect(percentOfFCFA(MAX_TRANSACTION_FCFA, 250)).toBe(250_000);
    expect(percentOfFCFA(9_999_999, 250)).toBe(250_000); // 249 999.975 → 250 000
  });

  it('always returns whole francs from the calculator', () => {
    for (const methodId of PAYMENT_METHOD_IDS) {
      for (const amount of [1, 7, 333, 1_234, 25_555, 987_654, MAX_TRANSACTION_FCFA]) {
        for (const payer of ['customer', 'provider'] as const) {
          const result = calculateTransaction({ amountFCFA: amount, methodId, feePayer: payer });
          if (!result.ok) continue;
          for (const value of Object.values(result.value)) {
            expect(Number.isInteger(value)).toBe(true);
          }
        }
      }
    }
  });
});

describe('operator fees', () => {
  it('applies Orange Money brackets inclusively at their upper edge', () => {
    expect(operatorFee('orange_money', 1)).toBe(75);
    expect(operatorFee('orange_money', 5_000)).toBe(75);
    expect(operatorFee('orange_money', 5_001)).toBe(150);
    expect(operatorFee('orange_money', 10_000)).toBe(150);
    expect(operatorFee('orange_money', 10_001)).toBe(300);
    expect(operatorFee('orange_money', 100_000)).toBe(900);
    expect(operatorFee('orange_money', 100_001)).toBe(1_600);
    expect(operatorFee('orange_money', 1_000_000)).toBe(5_000);
    expect(operatorFee('orange_money', 1_000_001)).toBe(7_500);
    expect(operatorFee('orange_money', MAX_TRANSACTION_FCFA)).toBe(7_500);
  });

  it('applies MTN MoMo brackets', () => {
    expect(operatorFee('mtn_momo', 2_500)).toBe(50);
    expect(operatorFee('mtn_momo', 2_501)).toBe(100);
    expect(operatorFee('mtn_momo', 25_000)).toBe(300);
    expect(operatorFee('mtn_momo', 25_001)).toBe(550);
    expect(operatorFee('mtn_momo', MAX_TRANSACTION_FCFA)).toBe(8_000);
  });

  it('lets small M-Pesa payments through for free', () => {
    expect(operatorFee('mpesa', 1_000)).toBe(0);
    expect(operatorFee('mpesa', 1_001)).toBe(60);
  });

  it('charges Wave 1 % without a cap', () => {
    expect(operatorFee('wave', 25_000)).toBe(250);
    expect(operatorFee('wave', 149)).toBe(1); // 1.49 → 1
    expect(operatorFee('wave', 150)).toBe(2); // 1.5 → 2
    expect(operatorFee('wave', MAX_TRANSACTION_FCFA)).toBe(100_000);
  });

  it('keeps Moov Money between its minimum and its cap', () => {
    expect(operatorFee('moov_money', 1_000)).toBe(50); // 15 → minimum 50
    expect(operatorFee('moov_money', 3_333)).toBe(50); // exactly 50
    expect(operatorFee('moov_money', 20_000)).toBe(300);
    expect(operatorFee('moov_money', 333_333)).toBe(5_000); // exactly the cap
    expect(operatorFee('moov_money', 1_000_000)).toBe(5_000); // 15 000 → cap 5 000
  });

  it('charges cards 2.5 % plus 100 FCFA', () => {
    expect(operatorFee('card', 25_000)).toBe(725);
    expect(operatorFee('card', 1)).toBe(100);
    expect(operatorFee('card', 1_020)).toBe(126); // 25.5 → 26, + 100
  });

  it('charges a bank transfer a flat 1 000 FCFA and cash nothing', () => {
    expect(operatorFee('bank_transfer', 1)).toBe(1_000);
    expect(operatorFee('bank_transfer', MAX_TRANSACTION_FCFA)).toBe(1_000);
    expect(operatorFee('cash', 25_000)).toBe(0);
  });

  it('falls back to the last bracket for a rule used outside the calculator', () => {
    const rule: FeeRule = { type: 'tiered', brackets: [{ upToFCFA: 10, feeFCFA: 3 }] };
    expect(applyFeeRule(rule, 11)).toBe(3);
    expect(applyFeeRule({ type: 'tiered', brackets: [] }, 11)).toBe(0);
  });
});

describe('platform service fee', () => {
  it('is 2 % rounded half up, capped at 5 000 FCFA', () => {
    expect(applyFeeRule(PLATFORM_SERVICE_FEE, 25_000)).toBe(500);
    expect(applyFeeRule(PLATFORM_SERVICE_FEE, 25)).toBe(1); // 0.5 → 1
    expect(applyFeeRule(PLATFORM_SERVICE_FEE, 24)).toBe(0); // 0.48 → 0
    expect(applyFeeRule(PLATFORM_SERVICE_FEE, 250_000)).toBe(5_000); // exactly the cap
    expect(applyFeeRule(PLATFORM_SERVICE_FEE, 250_001)).toBe(5_000);
    expect(applyFeeRule(PLATFORM_SERVICE_FEE, MAX_TRANSACTION_FCFA)).toBe(5_000);
  });
});

describe('calculateTransaction', () => {
  it('adds the fees on top when the customer pays them', () => {
    expect(breakdown(25_000, 'wave', 'customer')).toEqual<TransactionBreakdown>({
      amountFCFA: 25_000,
      operatorFeeFCFA: 250,
      platformFeeFCFA: 500,
      totalPaidByCustomerFCFA: 25_750,
      receivedByProviderFCFA: 25_000,
    });
  });

  it('deducts the fees from the payout when the provider pays them', () => {
    expect(breakdown(25_000, 'orange_money', 'provider')).toEqual<TransactionBreakdown>({
      amountFCFA: 25_000,
      operatorFeeFCFA: 300,
      platformFeeFCFA: 500,
      totalPaidByCustomerFCFA: 25_000,
      receivedByProviderFCFA: 24_200,
    });
  });

  it('balances: customer total − provider payout = the two fees, for both payers', () => {
    for (const methodId of PAYMENT_METHOD_IDS) {
      for (const feePayer of ['customer', 'provider'] as const) {
        const value = breakdown(480_500, methodId, feePayer);
        expect(value.totalPaidByCustomerFCFA - value.receivedByProviderFCFA).toBe(
          value.operatorFeeFCFA + value.platformFeeFCFA,
        );
      }
    }
  });

  it('handles the largest allowed amount', () => {
    expect(breakdown(MAX_TRANSACTION_FCFA, 'card', 'customer')).toEqual<TransactionBreakdown>({
      amountFCFA: 10_000_000,
      operatorFeeFCFA: 250_100,
      platformFeeFCFA: 5_000,
      totalPaidByCustomerFCFA: 10_255_100,
      receivedByProviderFCFA: 10_000_000,
    });
    expect(breakdown(MAX_TRANSACTION_FCFA, 'cash', 'provider').receivedByProviderFCFA).toBe(
      9_995_000,
    );
  });

  it('handles the smallest amount', () => {
    expect(breakdown(1, 'cash', 'provider')).toEqual<TransactionBreakdown>({
      amountFCFA: 1,
      operatorFeeFCFA: 0,
      platformFeeFCFA: 0,
      totalPaidByCustomerFCFA: 1,
      receivedByProviderFCFA: 1,
    });
    expect(breakdown(1, 'orange_money', 'customer').totalPaidByCustomerFCFA).toBe(76);
  });

  it.each([0, -1, -25_000, 12.5, 0.4, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'rejects %s as not a positive whole number',
    (amountFCFA) => {
      expect(calculateTransaction({ amountFCFA, methodId: 'wave', feePayer: 'customer' })).toEqual({
        ok: false,
        error: 'amount_not_positive_integer',
      });
    },
  );

  it('rejects amounts above the maximum and accepts the maximum itself', () => {
    const input = { methodId: 'wave', feePayer: 'customer' } as const;
    expect(calculateTransaction({ ...input, amountFCFA: MAX_TRANSACTION_FCFA + 1 })).toEqual({
      ok: false,
      error: 'amount_above_maximum',
    });
    expect(calculateTransaction({ ...input, amountFCFA: MAX_TRANSACTION_FCFA }).ok).toBe(true);
  });

  it('rejects an unknown method or fee payer coming from untyped input', () => {
    expect(
      calculateTransaction({
        amountFCFA: 1_000,
        methodId: 'paypal' as PaymentMethodId,
        feePayer: 'customer',
      }),
    ).toEqual({ ok: false, error: 'unknown_method' });
    expect(
      calculateTransaction({ amountFCFA: 1_000, methodId: 'wave', feePayer: 'both' as FeePayer }),
    ).toEqual({ ok: false, error: 'unknown_fee_payer' });
  });

  it('refuses a provider-paid payment whose fees would take the whole amount', () => {
    // 100 FCFA by Orange Money: 75 + 2 = 77 of fees, the provider still gets 23.
    expect(breakdown(100, 'orange_money', 'provider').receivedByProviderFCFA).toBe(23);
    // 76 FCFA: 75 + 2 (1.52 → 2) = 77 ≥ 76.
    expect(
      calculateTransaction({ amountFCFA: 76, methodId: 'orange_money', feePayer: 'provider' }),
    ).toEqual({ ok: false, error: 'fees_exceed_amount' });
    // 77 FCFA: fees of exactly 77 would leave nothing to the provider: refused too.
    expect(
      calculateTransaction({ amountFCFA: 77, methodId: 'orange_money', feePayer: 'provider' }),
    ).toEqual({ ok: false, error: 'fees_exceed_amount' });
    expect(breakdown(78, 'orange_money', 'provider').receivedByProviderFCFA).toBe(1);
    expect(
      calculateTransaction({ amountFCFA: 1_000, methodId: 'bank_transfer', feePayer: 'provider' }),
    ).toEqual({ ok: false, error: 'fees_exceed_amount' });
    // The customer can still pay those fees on top.
    expect(breakdown(76, 'orange_money', 'customer').totalPaidByCustomerFCFA).toBe(153);
  });
});

describe('type guards', () => {
  it('recognise method ids and fee payers', () => {
    expect(isPaymentMethodId('wave')).toBe(true);
    expect(isPaymentMethodId('paypal')).toBe(false);
    expect(isPaymentMethodId(undefined)).toBe(false);
    expect(isFeePayer('provider')).toBe(true);
    expect(isFeePayer('Customer')).toBe(false);
  });
});
