import type { DocumentReference, Query } from 'firebase/firestore';
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  firestoreGeneration,
  loadFirestore,
  subscribeToFirestoreReset,
  type FirestoreHandle,
} from './firestore';

export type LiveData<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; fromCache: boolean; error: undefined }
  | { status: 'error'; data: undefined; error: Error };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/** The answer of any read. */
export const successData = <T>(data: T, fromCache: boolean): LiveData<T> => ({
  status: 'success',
  data,
  fromCache,
  error: undefined,
});

/** The error state of any read, whatever was thrown. */
export const failedData = (error: unknown) =>
  ({
    status: 'error',
    data: undefined,
    error: error instanceof Error ? error : new Error(String(error)),
  }) as const;

function useSubscription<T>(
  key: string | null,
  subscribe: (
    handle: FirestoreHandle,
    next: (data: T, fromCache: boolean) => void,
    fail: (error: Error) => void,
  ) => Promise<() => void>,
): LiveData<T> {
  const [state, setState] = useState<{ key: string | null; value: LiveData<T> }>({
    key,
    value: LOADING,
  });
  // A sign-out ends the database instance: subscribe again on the next one.
  const generation = useSyncExternalStore(subscribeToFirestoreReset, firestoreGeneration);
  useEffect(() => {
    if (key === null) return;
    let unsubscribe: (() => void) | undefined;
    let active = true;
    const fail = (error: Error) => {
      if (active) setState({ key, value: { status: 'error', data: undefined, error } });
    };
    loadFirestore()
      .then(async (handle) => {
        if (!active) return;
        const stop = await subscribe(
          handle,
          (data, fromCache) =>
            active &&
            setState({ key, value: { status: 'success', data, fromCache, error: undefined } }),
          fail,
        );
        if (active) unsubscribe = stop;
        else stop();
      })
      .catch(fail);
    return () => {
      active = false;
      unsubscribe?.();
    };
    // `key` identifies the query; the builder is recreated on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, generation]);
  // A new key shows loading at once instead of the previous query's data.
  return key !== null && state.key === key ? state.value : LOADING;
}

function settle(deliver: () => void, fail: (error: Error) => void) {
  try {
    deliver();
  } catch (error) {
    fail(error instanceof Error ? error : new Error(String(error)));
  }
}

/**
 * A converter rejects a malformed document by throwing. In a list that document is left out
 * (with a warning), so one bad document cannot blank a whole page of results.
 */
function convertedDocs<T>(docs: readonly { id: string; data(): T }[]): T[] {
  const converted: T[] = [];
  for (const doc of docs) {
    try {
      converted.push(doc.data());
    } catch (error) {
      console.warn(`Skipped the malformed document ${doc.id}:`, error);
    }
  }
  return converted;
}

/**
 * Live results of a Firestore query (cache first, then the server). `key` must change whenever
 * the query does, e.g. `categories:active`; `null` waits (loading) without reading anything. The builder may be async, so that a feature's
 * converters (and zod with them) load with the data layer instead of the first paint.
 */
export function useLiveQuery<T>(
  key: string | null,
  buildQuery: (handle: FirestoreHandle) => Query<T> | Promise<Query<T>>,
): LiveData<T[]> {
  return useSubscription<T[]>(key, async (handle, next, fail) =>
    handle.fs.onSnapshot(
      await buildQuery(handle),
      (snapshot) =>
        settle(() => next(convertedDocs(snapshot.docs), snapshot.metadata.fromCache), fail),
      fail,
    ),
  );
}

/** Live data of one document; `null` when it does not exist. */
export function useLiveDoc<T>(
  key: string | null,
  buildRef: (handle: FirestoreHandle) => DocumentReference<T> | Promise<DocumentReference<T>>,
): LiveData<T | null> {
  return useSubscription<T | null>(key, async (handle, next, fail) =>
    handle.fs.onSnapshot(
      await buildRef(handle),
      (snapshot) => settle(() => next(snapshot.data() ?? null, snapshot.metadata.fromCache), fail),
      fail,
    ),
  );
}
