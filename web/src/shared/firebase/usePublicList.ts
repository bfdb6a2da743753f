import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { runPublicQuery, type PublicDocument, type PublicQuery } from './publicQuery';
import type { LiveData } from './useLiveQuery';

/** Turns a document into the feature's type; throws on a malformed one (it is left out). */
export type PublicConverter<T> = (document: PublicDocument) => T;

/** A feature's Firestore converter, reused for documents read over REST. */
export function fromFirestoreConverter<T>(converter: {
  fromFirestore(snapshot: QueryDocumentSnapshot): T;
}): PublicConverter<T> {
  return ({ id, data }) =>
    converter.fromFirestore({ id, data: () => data } as unknown as QueryDocumentSnapshot);
}

const CACHE_PREFIX = 'public-list:';
/** Components that show the same list within this time share one request. */
const SHARED_FOR_MS = 60_000;
const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

const requests = new Map<string, { at: number; documents: Promise<PublicDocument[]> }>();

function fetchShared(key: string, query: PublicQuery): Promise<PublicDocument[]> {
  const known = requests.get(key);
  if (known && Date.now() - known.at < SHARED_FOR_MS) return known.documents;
  const documents = runPublicQuery(query);
  requests.set(key, { at: Date.now(), documents });
  documents.catch(() => requests.delete(key));
  return documents;
}

function readCache(key: string): PublicDocument[] | null {
  try {
    const stored = localStorage.getItem(CACHE_PREFIX + key);
    return stored ? (JSON.parse(stored) as PublicDocument[]) : null;
  } catch {
    return null;
  }
}

function writeCache(key: string, documents: PublicDocument[]) {
  try {
    // Timestamps keep their date (a `toDate` function does not survive JSON).
    const plain = JSON.stringify(documents, (_name, value: unknown) =>
      value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function'
        ? { __timestamp: (value.toDate() as Date).toISOString() }
        : value,
    );
    localStorage.setItem(CACHE_PREFIX + key, plain);
  } catch {
    // Full or unavailable storage: the list still shows, it is only not kept.
  }
}

/** Undoes writeCache's timestamp encoding. */
function revive(documents: PublicDocument[]): PublicDocument[] {
  const reviveValue = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(reviveValue);
    if (value && typeof value === 'object') {
      if ('__timestamp' in value) {
        const date = new Date(String(value.__timestamp));
        return { toDate: () => date };
      }
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, reviveValue(v)]));
    }
    return value;
  };
  return documents.map((document) => ({
    id: document.id,
    data: reviveValue(document.data) as Record<string, unknown>,
  }));
}

function convertAll<T>(documents: PublicDocument[], convert: PublicConverter<T>): T[] {
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

/**
 * A public list read over REST (publicQuery.ts): the copy kept from the last visit first
 * (`fromCache`), then the server's. Offline or on a server error the kept copy stays; without
 * one, the error shows. `loadConverter` brings the feature's validation (zod) with the data,
 * not with the first paint.
 */
export function usePublicList<T>(
  key: string,
  query: PublicQuery,
  loadConverter: () => Promise<PublicConverter<T>>,
): LiveData<T[]> {
  const [state, setState] = useState<LiveData<T[]>>(LOADING);
  useEffect(() => {
    let active = true;
    const cached = readCache(key);
    const converter = loadConverter();
    if (cached) {
      void converter.then((convert) => {
        if (active) {
          setState({
            status: 'success',
            data: convertAll(revive(cached), convert),
            fromCache: true,
            error: undefined,
          });
        }
      });
    }
    Promise.all([fetchShared(key, query), converter])
      .then(([documents, convert]) => {
        writeCache(key, documents);
        if (active) {
          setState({
            status: 'success',
            data: convertAll(documents, convert),
            fromCache: false,
            error: undefined,
          });
        }
      })
      .catch((error: unknown) => {
        if (active && !cached) {
          setState({
            status: 'error',
            data: undefined,
            error: error instanceof Error ? error : new Error(String(error)),
          });
        }
      });
    return () => {
      active = false;
    };
    // `key` identifies the query; the query object and loader are recreated on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
