/** The demo's inputs as typed, and what the columns show from them (null: nothing valid). */
export interface DemoInputs {
  amount: string;
  count: string;
  day: string;
}

export interface DemoValues {
  amount: number | null;
  count: number | null;
  day: string | null;
}

/** Up to a thousand billion: beyond, a number stops being a price or a count. */
const MAX_DIGITS = 15;

/** A whole number typed with or without spaces ("25 000"); null for anything else. */
export function wholeNumber(text: string): number | null {
  const digits = text.replace(/[\s\u00a0\u202f]/g, '');
  return /^\d+$/.test(digits) && digits.length <= MAX_DIGITS ? Number(digits) : null;
}

/** A calendar day as a date field gives it ("2026-03-16"); null when empty or malformed. */
export function calendarDay(text: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)) ? text : null;
}

export const valuesOf = (inputs: DemoInputs): DemoValues => ({
  amount: wholeNumber(inputs.amount),
  count: wholeNumber(inputs.count),
  day: calendarDay(inputs.day),
});
