/**
 * A Firestore Timestamp (anything with `toDate()`) as a Date; null for anything else, e.g. a
 * field the server has not filled yet. Duck-typed so that converters need not load the SDK.
 */
export function timestampToDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (
    value &&
    typeof value === 'object' &&
    'toDate' in value &&
    typeof value.toDate === 'function'
  ) {
    const date: unknown = value.toDate();
    return date instanceof Date && !Number.isNaN(date.getTime()) ? date : null;
  }
  return null;
}
