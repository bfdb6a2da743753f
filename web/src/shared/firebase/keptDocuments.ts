import type { PublicDocument } from './publicQuery';

/**
 * Documents read over REST, kept in localStorage under a key: what a page shows at once on the
 * next visit, and offline (usePublicList, the providers' search).
 */
const KEPT_PREFIX = 'public-list:';

export function readKeptDocuments(key: string): PublicDocument[] | null {
  try {
    const stored = localStorage.getItem(KEPT_PREFIX + key);
    return stored ? (JSON.parse(stored, timestampReviver) as PublicDocument[]) : null;
  } catch {
    return null;
  }
}

/**
 * A bounded group of kept answers (the provider pages seen, say): its keys, newest first. Past
 * `max` keys, the oldest answers are forgotten, so visits cannot fill the phone's storage.
 */
export interface KeptGroup {
  name: string;
  max: number;
}

function remember(group: KeptGroup, key: string) {
  const indexKey = `${KEPT_PREFIX}group:${group.name}`;
  const stored = localStorage.getItem(indexKey);
  const keys = [key, ...((stored ? JSON.parse(stored) : []) as string[]).filter((k) => k !== key)];
  for (const old of keys.slice(group.max)) localStorage.removeItem(KEPT_PREFIX + old);
  localStorage.setItem(indexKey, JSON.stringify(keys.slice(0, group.max)));
}

export function keepDocuments(key: string, documents: PublicDocument[], group?: KeptGroup) {
  try {
    if (group) remember(group, key);
    localStorage.setItem(KEPT_PREFIX + key, JSON.stringify(documents, timestampReplacer));
  } catch {
    // Full or unavailable storage: the list still shows, it is only not kept.
  }
}

/** JSON.stringify's replacer for documents: timestamps keep their date (`toDate` would not). */
export const timestampReplacer = (_name: string, value: unknown): unknown =>
  value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function'
    ? { __timestamp: (value.toDate() as Date).toISOString() }
    : value;

/**
 * JSON.parse's reviver that undoes `timestampReplacer`. Parsing with it, rather than copying the
 * parsed documents, keeps a served page's start cheap (the copy took 16–26 ms at 4× CPU).
 */
export const timestampReviver = (_name: string, value: unknown): unknown => {
  if (value && typeof value === 'object' && '__timestamp' in value) {
    const date = new Date(String(value.__timestamp));
    return { toDate: () => date };
  }
  return value;
};

/** Turns a document into a feature's type; throws on a malformed one (it is left out). */
export type PublicConverter<T> = (document: PublicDocument) => T;

/** Converts every document the converter accepts; a malformed one is left out with a warning. */
export function convertAll<T>(documents: PublicDocument[], convert: PublicConverter<T>): T[] {
  const converted: T[] = [];
  for (const document of documents) {
    try {
      converted.push(convert(document));
    } catch (error) {
      console.warn(`Skipped the malformed document ${document.id}:`, error);
    }
  }
  return converted;
}
