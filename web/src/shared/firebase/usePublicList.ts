import { startTransition, useEffect, useState } from 'react';
import { convertAll, keepDocuments, readKeptDocuments, type KeptGroup } from './keptDocuments';
import { runPublicQuery, type PublicDocument, type PublicQuery } from './publicQuery';
import { useServedPages, type LoadableConverter } from './servedData';
import { failedData, successData, type LiveData } from './useLiveQuery';

/** Components that show the same list within this time share one request. */
const SHARED_FOR_MS = 60_000;
const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

const requests = new Map<string, { at: number; documents: Promise<PublicDocument[]> }>();

/** A query, or any read of public documents over REST (a document, a page after a cursor). */
export type PublicRead = PublicQuery | (() => Promise<PublicDocument[]>);

const readNow = (read: PublicRead) => (typeof read === 'function' ? read() : runPublicQuery(read));

function fetchShared(key: string, read: PublicRead): Promise<PublicDocument[]> {
  const known = requests.get(key);
  if (known && Date.now() - known.at < SHARED_FOR_MS) return known.documents;
  const documents = readNow(read);
  requests.set(key, { at: Date.now(), documents });
  documents.catch(() => requests.delete(key));
  return documents;
}

/**
 * A public list read over REST (publicQuery.ts): the answer served with the page first (it is
 * what the server drew, servedData.ts), else the copy kept from the last visit (`fromCache`),
 * then the server's. Offline or on a server error the kept copy stays; without one, the error
 * shows. `converter` brings the feature's validation (zod) with the data, not with the first
 * paint. `key` null waits (loading) without reading; `group` bounds how many such answers the
 * phone keeps.
 */
export function usePublicList<T>(
  key: string | null,
  read: PublicRead,
  converter: LoadableConverter<T>,
  group?: KeptGroup,
): LiveData<T[]> {
  // The server reads afresh for every page it draws (serverReads shares a read within one
  // page): shared across its requests, one visitor's answer would be the next one's for a
  // minute, a review or a new price missing from the page.
  const served = useServedPages(
    key,
    async () => [await readNow(read)],
    converter as LoadableConverter<unknown>,
  );
  const [state, setState] = useState<{ key: string | null; value: LiveData<T[]> }>(() => {
    const [documents] = served.pages ?? [];
    const convert = converter.loaded();
    return {
      key,
      value: documents && convert ? successData(convertAll(documents, convert), false) : LOADING,
    };
  });
  useEffect(() => {
    if (key === null) return;
    let active = true;
    // A transition: drawing a list of cards yields to the browser in slices (issue 11, TBT).
    const deliver = (value: LiveData<T[]>) => {
      if (active) startTransition(() => setState({ key, value }));
    };
    const [servedDocuments] = served.pages ?? [];
    if (servedDocuments) {
      // Served with the page, so on screen since the first render: kept, not read again (unless
      // its converter was not in time for that render).
      served.data.release(key);
      keepDocuments(key, servedDocuments, group);
      void converter.load().then(
        (convert) =>
          active &&
          setState((shown) =>
            shown.key === key && shown.value.status === 'success'
              ? shown
              : { key, value: successData(convertAll(servedDocuments, convert), false) },
          ),
        (error: unknown) => deliver(failedData(error)),
      );
      return () => {
        active = false;
      };
    }
    const cached = readKeptDocuments(key);
    const loading = converter.load();
    if (cached) {
      void loading.then((convert) => deliver(successData(convertAll(cached, convert), true)));
    }
    Promise.all([fetchShared(key, read), loading])
      .then(([documents, convert]) => {
        keepDocuments(key, documents, group);
        deliver(successData(convertAll(documents, convert), false));
      })
      .catch((error: unknown) => {
        if (!cached) deliver(failedData(error));
      });
    return () => {
      active = false;
    };
    // `key` identifies the read; the read and group are recreated on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return key !== null && state.key === key ? state.value : LOADING;
}
