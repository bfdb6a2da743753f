import type { BookingProblem } from '@marketplace/domain';
import { timestampToDate } from './timestampToDate';

/**
 * Strict readers of the fields of a document only the api writes, for converters that check
 * each field a page shows without zod (it stays out of first screens): a malformed field
 * throws, and `useLiveQuery` leaves the document out of its list instead of showing
 * `undefined`.
 */

export class MalformedDocument extends Error {
  constructor(field: string) {
    super(`Malformed field: ${field}`);
    this.name = 'MalformedDocument';
  }
}

export type Raw = Record<string, unknown>;

export const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const absent = (value: unknown) => value === null || value === undefined;

export function text(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new MalformedDocument(field);
  return value;
}

export const textOrNull = (value: unknown, field: string) =>
  absent(value) ? null : text(value, field);

export function number(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new MalformedDocument(field);
  return value;
}

export const numberOrNull = (value: unknown, field: string) =>
  absent(value) ? null : number(value, field);

/** A Firestore Timestamp as a Date. */
export function date(value: unknown, field: string): Date {
  const found = timestampToDate(value);
  if (!found) throw new MalformedDocument(field);
  return found;
}

export const dateOrNull = (value: unknown, field: string) =>
  absent(value) ? null : date(value, field);

export function oneOf<T extends string>(values: readonly T[], value: unknown, field: string): T {
  if (!values.includes(value as T)) throw new MalformedDocument(field);
  return value as T;
}

export const oneOfOrNull = <T extends string>(
  values: readonly T[],
  value: unknown,
  field: string,
) => (absent(value) ? null : oneOf(values, value, field));

/** `{ fr, en? }` (DESIGN §2's bilingual text). */
export function bilingual(value: unknown, field: string): { fr: string; en?: string } {
  if (!isRecord(value)) throw new MalformedDocument(field);
  const en = textOrNull(value.en, `${field}.en`);
  return en ? { fr: text(value.fr, `${field}.fr`), en } : { fr: text(value.fr, `${field}.fr`) };
}

export const bilingualOrNull = (value: unknown, field: string) =>
  absent(value) ? null : bilingual(value, field);

/** `toFirestore` of a converter for documents clients never write. */
export const writtenByTheApiOnly = (): never => {
  throw new Error('Only the api function writes these documents');
};

/** A booking's reported problem (`bookings/{id}.problem`), null when none. */
export function bookingProblemOrNull(value: unknown): BookingProblem<Date> | null {
  if (absent(value)) return null;
  if (!isRecord(value)) throw new MalformedDocument('problem');
  const photoIds = Array.isArray(value.photoIds) ? value.photoIds : [];
  return {
    by: oneOf(['customer', 'provider'] as const, value.by, 'problem.by'),
    reason: text(value.reason, 'problem.reason'),
    photoIds: photoIds.map((id, index) => text(id, `problem.photoIds.${index}`)),
    at: date(value.at, 'problem.at'),
  };
}
