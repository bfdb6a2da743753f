import { describe, expect, it } from 'vitest';
import {
  candidateOf,
  durationFieldsOf,
  durationMinutesOf,
  emptyLine,
  initialValues,
  liveTotal,
  parseAmount,
} from './quoteForm';
import { inboxItem, sentItem } from './testing';

const line = (quantity: string, unitPrice: string) => ({ ...emptyLine(), quantity, unitPrice });

describe('parseAmount', () => {
  it.each([
    ['15 000', 15_000],
    ['15\u202f000', 15_000],
    ['1,5', 1.5],
    ['-3', -3],
    ['', Number.NaN],
    ['12abc', Number.NaN],
  ])('reads %j as %d', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });
});

describe('durations', () => {
  it('converts hours and days to minutes', () => {
    expect(durationMinutesOf('3', 'hours')).toBe(180);
    expect(durationMinutesOf('1,5', 'hours')).toBe(90);
    expect(durationMinutesOf('2', 'days')).toBe(2880);
    expect(durationMinutesOf('', 'days')).toBeNaN();
  });

  it('shows minutes back in days when whole, else in hours', () => {
    expect(durationFieldsOf(2880)).toEqual({ duration: '2', durationUnit: 'days' });
    expect(durationFieldsOf(90)).toEqual({ duration: '1.5', durationUnit: 'hours' });
    expect(durationFieldsOf(80)).toEqual({ duration: '1.33', durationUnit: 'hours' });
    expect(durationMinutesOf(durationFieldsOf(80).duration, 'hours')).toBe(80);
  });
});

describe('liveTotal', () => {
  it('sums the rows that hold whole positive numbers', () => {
    expect(liveTotal([line('2', '15 000'), line('3', '2 500')])).toBe(37_500);
    expect(
      liveTotal([line('2', '15 000'), line('1', '2,5'), line('-1', '100'), line('1', '')]),
    ).toBe(30_000);
    expect(liveTotal([])).toBe(0);
  });
});

describe('initialValues', () => {
  const today = '2030-03-15';

  it('starts a new quote with one empty line and a 7-day validity', () => {
    const values = initialValues(inboxItem(), today);
    expect(values.lineItems).toHaveLength(1);
    expect(values).toMatchObject({ earliestStart: '', validityDays: '7', duration: '' });
  });

  it('starts a revision from the quote sent, but not from a past start date', () => {
    const values = initialValues(sentItem({ earliestStart: '2030-03-18' }), today);
    expect(
      values.lineItems.map(({ label, quantity, unitPrice }) => [label, quantity, unitPrice]),
    ).toEqual([
      ['Remplacement du siphon', '1', '15000'],
      ['Main-d’œuvre', '5', '4000'],
    ]);
    expect(values).toMatchObject({
      duration: '2',
      durationUnit: 'hours',
      earliestStart: '2030-03-18',
      message: 'Je peux passer lundi.',
    });
    expect(initialValues(sentItem({ earliestStart: '2030-03-14' }), today).earliestStart).toBe('');
  });
});

describe('candidateOf', () => {
  it('is the body the api expects, numbers parsed', () => {
    expect(
      candidateOf({
        lineItems: [{ ...line('2', '15 000'), label: 'Siphon' }],
        duration: '2',
        durationUnit: 'days',
        earliestStart: '2030-03-18',
        validityDays: '10',
        message: 'Merci',
      }),
    ).toEqual({
      lineItems: [{ label: 'Siphon', quantity: 2, unitPriceFCFA: 15_000 }],
      durationMinutes: 2880,
      earliestStart: '2030-03-18',
      validityDays: 10,
      message: 'Merci',
    });
  });
});
