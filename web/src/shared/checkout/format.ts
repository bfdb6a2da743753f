import {
  calculateTransaction,
  type PayableMethod,
  type TransactionBreakdown,
} from '@marketplace/domain';

/**
 * The checkout's small pure helpers: what a method costs, how card fields are typed, the
 * countdown's text. Zod-free, so the checkout's first paint does not wait for the schemas.
 */

/** What the payer pays with `method` for a price: the price plus that method's fees (DESIGN §2). */
export function chargeOf(priceFCFA: number, method: PayableMethod): TransactionBreakdown | null {
  const result = calculateTransaction({
    amountFCFA: priceFCFA,
    methodId: method,
    feePayer: 'customer',
  });
  return result.ok ? result.value : null;
}

/** Digits only, at most `max` of them. */
export const digitsOf = (raw: string, max: number) => raw.replace(/\D/g, '').slice(0, max);

/** "4242424242424242" → "4242 4242 4242 4242" (up to 19 digits), as printed on the card. */
export const groupCardNumber = (raw: string) =>
  digitsOf(raw, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
    .trim();

/** "1229" → "12/29": the slash comes by itself once the month is typed. */
export function formatExpiry(raw: string): string {
  const digits = digitsOf(raw, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The time left as "mm:ss" (whole seconds, rounded up so a fresh window reads 05:00). */
export function countdownText(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}
