import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AMOUNT_INPUT,
  calculatorSearch,
  parseAmountInput,
  readCalculatorState,
} from './calculatorState';

describe('parseAmountInput', () => {
  it('reads digits, also grouped by spaces', () => {
    expect(parseAmountInput('25000')).toEqual({ ok: true, amountFCFA: 25_000 });
    expect(parseAmountInput(' 25 000 ')).toEqual({ ok: true, amountFCFA: 25_000 });
    expect(parseAmountInput('1\u00a0250\u202f000')).toEqual({ ok: true, amountFCFA: 1_250_000 });
    expect(parseAmountInput('007')).toEqual({ ok: true, amountFCFA: 7 });
    expect(parseAmountInput('10000000')).toEqual({ ok: true, amountFCFA: 10_000_000 });
  });

  it('requires a value', () => {
    expect(parseAmountInput('')).toEqual({ ok: false, error: 'required' });
    expect(parseAmountInput('   ')).toEqual({ ok: false, error: 'required' });
  });

  it.each(['0', '000', '12.5', '12,5', '-3', '+3', 'abc', '1e5', '25k'])(
    'rejects %s as not a positive whole number',
    (raw) => {
      expect(parseAmountInput(raw)).toEqual({ ok: false, error: 'not_positive_integer' });
    },
  );

  it('rejects amounts above 10 000 000 FCFA, however long', () => {
    expect(parseAmountInput('10000001')).toEqual({ ok: false, error: 'above_maximum' });
    expect(parseAmountInput('99999999999999999999999')).toEqual({
      ok: false,
      error: 'above_maximum',
    });
  });
});

describe('calculator search params', () => {
  it('fall back to a worked example when absent or unknown', () => {
    expect(readCalculatorState(new URLSearchParams())).toEqual({
      amountInput: DEFAULT_AMOUNT_INPUT,
      methodId: 'orange_money',
      feePayer: 'customer',
    });
    expect(readCalculatorState(new URLSearchParams('method=paypal&payer=both'))).toMatchObject({
      methodId: 'orange_money',
      feePayer: 'customer',
    });
  });

  it('round-trip through the URL', () => {
    const state = { amountInput: '25000', methodId: 'wave', feePayer: 'provider' } as const;
    const search = calculatorSearch(state);
    expect(search).toBe('?amount=25000&method=wave&payer=provider');
    expect(readCalculatorState(new URLSearchParams(search))).toEqual(state);
  });

  it('keep an emptied amount empty, so the field shows it is required', () => {
    expect(readCalculatorState(new URLSearchParams('amount=')).amountInput).toBe('');
  });
});
