import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { startTransition, useEffect, useState } from 'react';
import {
  convertAll,
  keepDocuments,
  readKeptDocuments,
  type KeptGroup,
  type PublicConverter,
} from './keptDocuments';
import { runPublicQuery, type PublicDocument, type PublicQuery } from './publicQuery';
import { failedData, type LiveData } from './useLiveQuery';

/** A feature's Firestore converter, reused for documents read over REST. */
export function fromFirestoreConverter<T>(converter: {
  fromFirestore(snapshot: QueryDocumentSnapshot): T;
}): PublicConverter<T> {
  return ({ id, data }) =>
    converter.fromFirestore({ id, data: () => data } as unknown as QueryDocumentSnapshot);
}

/** Components that show the same list within this time share one request. */
const SHARED_FOR_MS = 60_000;
const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

const requests = new Map<string, { at: number; documents: Promise<PublicDocument[]> }>();

/** A query, or any read of public documents over REST (a document, a page after a cursor). */
export type PublicRead = PublicQuery | (() => Promise<PublicDocument[]>);

function fetchShared(key: string, read: PublicRead): Promise<PublicDocument[]> {
  const known = requests.get(key);
  if (known && Date.now() - known.at < SHARED_FOR_MS) return known.documents;
  const documents = typeof read === 'function' ? read() : runPublicQuery(read);
  requests.set(key, { at: Date.now(), documents });
  documents.catch(() => requests.delete(key));
  return documents;
}

/**
 * A public list read over REST (publicQuery.ts): the copy kept from the last visit first
 * (`fromCache`), then the server's. Offline or on a server error the kept copy stays; without
 * one, the error shows. `loadConverter` brings the feature's validation (zod) with the data,
 * not with the first paint. `key` null waits (loading) without reading; `group` bounds how
 * many such answers the phone keeps.
 */
export function usePublicList<T>(
  key: string | null,
  read: PublicRead,
  loadConverter: () => Promise<PublicConverter<T>>,
  group?: KeptGroup,
): LiveData<T[]> {
  const [state, setState] = useState<{ key: string | null; value: LiveData<T[]> }>({
    key,
    value: LOADING,
  });
  useEffect(() => {
    if (key === null) return;
    let active = true;
    // A transition: drawing a list of cards yields to the browser in slices (issue 11, TBT).
    const deliver = (value: LiveData<T[]>) => {
      if (active) startTransition(() => setState({ key, value }));
    };
    const cached = readKeptDocuments(key);
    const converter = loadConverter();
    if (cached) {
      void converter.then((convert) =>
        deliver({
          status: 'success',
          data: convertAll(cached, convert),
          fromCache: true,
          error: undefined,
        }),
      );
    }
    Promise.all([fetchShared(key, read), converter])
      .then(([documents, convert]) => {
        keepDocuments(key, documents, group);
        deliver({
          status: 'success',
          data: convertAll(documents, convert),
          fromCache: false,
          error: undefined,
        });
      })
      .catch((error: unknown) => {
        if (!cached) deliver(failedData(error));
      });
    return () => {
      active = false;
    };
    // `key` identifies the read; the read, loader and group are recreated on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return key !== null && state.key === key ? state.value : LOADING;
}
