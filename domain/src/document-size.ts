// Firestore's storage size of a document, as its documentation computes it ("Storage size
// calculations", firebase.google.com/docs/firestore/storage-size): what bounds a document
// (1 MiB in Firestore, PROVIDER_DOCUMENT_MAX_BYTES for providers) and what every list pays.

function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** A string (value, field name, collection or document id): its UTF-8 bytes + 1. */
export const stringSize = (text: string): number => utf8Length(text) + 1;

/** Each collection and document id of the path, + 16. */
export function documentNameSize(path: string): number {
  return path.split('/').reduce((total, segment) => total + stringSize(segment), 16);
}

const isTimestamp = (value: object) =>
  value instanceof Date || typeof (value as { toMillis?: unknown }).toMillis === 'function';

/** A field value by its type; a map counts its field names and values like a document. */
export function fieldValueSize(value: unknown): number {
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 8;
  if (typeof value === 'string') return stringSize(value);
  if (Array.isArray(value))
    return value.reduce<number>((sum, item) => sum + fieldValueSize(item), 0);
  if (value instanceof Uint8Array) return value.byteLength;
  if (typeof value === 'object' && isTimestamp(value)) return 8;
  if (typeof value === 'object') return fieldsSize(value as Record<string, unknown>);
  throw new TypeError(`Firestore cannot store a ${typeof value}`);
}

function fieldsSize(fields: Record<string, unknown>): number {
  return Object.entries(fields).reduce(
    (sum, [name, value]) => sum + stringSize(name) + fieldValueSize(value),
    0,
  );
}

/** The document's name, its fields, and 32 more bytes. */
export function firestoreDocumentSize(path: string, data: Record<string, unknown>): number {
  return documentNameSize(path) + fieldsSize(data) + 32;
}
