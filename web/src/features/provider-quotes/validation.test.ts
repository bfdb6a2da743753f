import { describe, expect, it } from 'vitest';
import { emptyLine, type QuoteFormValues } from './quoteForm';
import { validateQuote, validateReason } from './validation';

const TODAY = '2030-03-15';

const valid = (overrides: Partial<QuoteFormValues> = {}): QuoteFormValues => ({
  lineItems: [{ ...emptyLine(), label: 'Siphon', quantity: '2', unitPrice: '7 500' }],
  duration: '90',
  durationUnit: 'hours',
  earliestStart: TODAY,
  validityDays: '7',
  message: '',
  ...overrides,
});

const errorsOf = (values: QuoteFormValues) => {
  const result = validateQuote(values, TODAY);
  return result.ok ? {} : result.errors;
};

describe('validateQuote', () => {
  it('accepts a quote starting today', () => {
    expect(validateQuote(valid(), TODAY)).toEqual({
      ok: true,
      input: {
        lineItems: [{ label: 'Siphon', quantity: 2, unitPriceFCFA: 7_500 }],
        durationMinutes: 5400,
        earliestStart: TODAY,
        validityDays: 7,
        message: '',
      },
    });
  });

  it('refuses a start date in the past', () => {
    expect(errorsOf(valid({ earliestStart: '2030-03-14' }))).toEqual({
      earliestStart: { key: 'validation.dateInPast' },
    });
  });

  it('says "whole number" for a quantity, "duration" for a duration, and a range for validity', () => {
    const line = { ...emptyLine(), label: 'Siphon', quantity: '0', unitPrice: '100' };
    expect(errorsOf(valid({ lineItems: [line], duration: '-1', validityDays: '91' }))).toEqual({
      'lineItems.0.quantity': { key: 'validation.invalidNumber' },
      durationMinutes: { key: 'providerQuotes:form.errors.duration' },
      validityDays: { key: 'providerQuotes:form.errors.validity', values: { max: 90 } },
    });
  });

  it('refuses a 21st line', () => {
    const lines = Array.from(
      { length: 21 },
      () => valid().lineItems[0] as QuoteFormValues['lineItems'][number],
    );
    expect(errorsOf(valid({ lineItems: lines }))).toEqual({
      lineItems: { key: 'providerQuotes:form.errors.tooManyLines', values: { max: 20 } },
    });
  });

  it('refuses a total above the limit', () => {
    const line = { ...emptyLine(), label: 'Villa', quantity: '20', unitPrice: '100 000 000' };
    expect(errorsOf(valid({ lineItems: [line] }))).toEqual({
      lineItems: {
        key: 'providerQuotes:form.errors.totalTooHigh',
        values: { max: '1 000 000 000 FCFA' },
      },
    });
  });
});

describe('validateReason', () => {
  it('requires a reason, trimmed', () => {
    expect(validateReason('  ')).toEqual({ ok: false, error: { key: 'validation.required' } });
    expect(validateReason(' Trop loin ')).toEqual({ ok: true, reason: 'Trop loin' });
    expect(validateReason('x'.repeat(501))).toEqual({
      ok: false,
      error: { key: 'validation.tooLong' },
    });
  });
});
