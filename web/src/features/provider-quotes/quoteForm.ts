import { QUOTE_LIMITS, quoteTotal } from '@marketplace/domain';
import type { InboxItem } from './model';

/**
 * The quote form as typed (every field a string, so nothing typed is rewritten while typing),
 * and what it becomes: the body of `PUT /api/quotes/{id}/response`. Zod-free: the total is
 * summed live; the checks load with `validation.ts`.
 */

export const DURATION_UNITS = ['hours', 'days'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

const MINUTES_PER: Record<DurationUnit, number> = { hours: 60, days: 24 * 60 };

export interface LineDraft {
  /** React's key: rows are added and removed anywhere. */
  key: string;
  label: string;
  quantity: string;
  unitPrice: string;
}

export interface QuoteFormValues {
  lineItems: LineDraft[];
  duration: string;
  durationUnit: DurationUnit;
  /** `YYYY-MM-DD`, as a date input gives it. */
  earliestStart: string;
  validityDays: string;
  message: string;
}

let lastKey = 0;
const newKey = () => `line-${(lastKey += 1)}`;

export const emptyLine = (): LineDraft => ({
  key: newKey(),
  label: '',
  quantity: '1',
  unitPrice: '',
});

/** Rows beyond the limit are refused by the form (the server refuses them too). */
export const canAddLine = (lines: readonly LineDraft[]) => lines.length < QUOTE_LIMITS.lineItems;

/**
 * "15 000" → 15000, "1,5" → 1.5, "-3" → -3; anything else → NaN. Decimals and negatives are
 * kept so that the schema explains what is wrong with them.
 */
export function parseAmount(value: string): number {
  const compact = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

/** A duration in minutes; a non-number stays NaN. */
export function durationMinutesOf(value: string, unit: DurationUnit): number {
  const amount = parseAmount(value);
  return Number.isNaN(amount) ? amount : Math.round(amount * MINUTES_PER[unit]);
}

/** Whole days when it is a whole number of days, else hours (at most two decimals). */
export function durationFieldsOf(minutes: number): {
  duration: string;
  durationUnit: DurationUnit;
} {
  if (minutes % MINUTES_PER.days === 0) {
    return { duration: String(minutes / MINUTES_PER.days), durationUnit: 'days' };
  }
  return { duration: String(Math.round((minutes / 60) * 100) / 100), durationUnit: 'hours' };
}

/** A row's quantity and price, when both are whole positive numbers (as typed so far). */
function pricedLine(line: LineDraft): { quantity: number; unitPriceFCFA: number } | null {
  const quantity = parseAmount(line.quantity);
  const unitPriceFCFA = parseAmount(line.unitPrice);
  const whole = (value: number) => Number.isInteger(value) && value > 0;
  return whole(quantity) && whole(unitPriceFCFA) ? { quantity, unitPriceFCFA } : null;
}

/** A row's amount, or null while its quantity or price is not a whole positive number. */
export function lineAmount(line: LineDraft): number | null {
  const priced = pricedLine(line);
  return priced && quoteTotal([priced]);
}

/** The sum of the rows that can be summed: the total shown while typing. */
export const liveTotal = (lines: readonly LineDraft[]): number =>
  quoteTotal(lines.flatMap((line) => pricedLine(line) ?? []));

/** A new quote, or the current one to revise. */
export function initialValues(item: InboxItem, today: string): QuoteFormValues {
  const priced = item.totalFCFA !== null && item.lineItems.length > 0;
  if (!priced) {
    return {
      lineItems: [emptyLine()],
      duration: '',
      durationUnit: 'hours',
      earliestStart: '',
      validityDays: String(QUOTE_LIMITS.validityDaysDefault),
      message: '',
    };
  }
  return {
    lineItems: item.lineItems.map((line) => ({
      key: newKey(),
      label: line.label,
      quantity: String(line.quantity),
      unitPrice: String(line.unitPriceFCFA),
    })),
    ...(item.durationMinutes
      ? durationFieldsOf(item.durationMinutes)
      : { duration: '', durationUnit: 'hours' as const }),
    // A start date now past is left for the provider to choose again.
    earliestStart: item.earliestStart && item.earliestStart >= today ? item.earliestStart : '',
    // A revision runs for its own validity from the day it is sent.
    validityDays: String(QUOTE_LIMITS.validityDaysDefault),
    message: item.message,
  };
}

/** What the schema checks: the body as the form would send it. */
export function candidateOf(values: QuoteFormValues) {
  return {
    lineItems: values.lineItems.map((line) => ({
      label: line.label,
      quantity: parseAmount(line.quantity),
      unitPriceFCFA: parseAmount(line.unitPrice),
    })),
    durationMinutes: durationMinutesOf(values.duration, values.durationUnit),
    // An empty date input is a missing date (the schema then says "enter a valid date").
    earliestStart: values.earliestStart || undefined,
    validityDays: parseAmount(values.validityDays),
    message: values.message,
  };
}
