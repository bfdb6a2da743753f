import { useEffect, useState } from 'react';
import type { Page } from './model';

/**
 * Small hooks over the api module: data per key, `reload` fetches it again while the previous
 * data stays on screen (a decision refreshes the view without a flash of spinner); a response
 * for an older key or version is dropped.
 */

export type RemoteStatus = 'loading' | 'success' | 'error';

interface Loaded<T> {
  key: string;
  version: number;
  status: RemoteStatus;
  data: T | undefined;
  error?: unknown;
}

function useVersion() {
  const [version, setVersion] = useState(0);
  return [version, () => setVersion((current) => current + 1)] as const;
}

/** One value per key (null: nothing to load). */
export function useRemote<T>(key: string | null, load: () => Promise<T>) {
  const [version, reload] = useVersion();
  const [state, setState] = useState<Loaded<T> | null>(null);
  useEffect(() => {
    if (key === null) return;
    let active = true;
    load().then(
      (data) => active && setState({ key, version, status: 'success', data }),
      (error: unknown) =>
        active && setState({ key, version, status: 'error', data: undefined, error }),
    );
    return () => {
      active = false;
    };
    // `key` identifies what `load` fetches; `load` is recreated on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version]);
  const current = key !== null && state?.key === key ? state : null;
  return {
    status: current?.status ?? ('loading' as RemoteStatus),
    data: current?.data,
    error: current?.error,
    reload,
  };
}

interface PagedState<T> extends Loaded<Page<T>> {
  loadingMore: boolean;
  moreFailed: boolean;
}

/** A list paged with the api's cursor: the first page per key, `loadMore` appends the next. */
export function usePaged<T>(key: string | null, load: (after: string | null) => Promise<Page<T>>) {
  const [version, reload] = useVersion();
  const [state, setState] = useState<PagedState<T> | null>(null);
  useEffect(() => {
    if (key === null) return;
    let active = true;
    const settle = (status: RemoteStatus, data?: Page<T>) =>
      active && setState({ key, version, status, data, loadingMore: false, moreFailed: false });
    load(null).then(
      (page) => settle('success', page),
      () => settle('error'),
    );
    return () => {
      active = false;
    };
    // `key` identifies what `load` fetches; `load` is recreated on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version]);
  const current = key !== null && state?.key === key ? state : null;

  const loadMore = () => {
    const after = current?.data?.next;
    if (!current || !after || current.loadingMore) return;
    const same = (other: PagedState<T>) =>
      other.key === current.key && other.version === current.version;
    setState({ ...current, loadingMore: true, moreFailed: false });
    load(after).then(
      (page) =>
        setState((latest) =>
          latest && same(latest) && latest.data
            ? {
                ...latest,
                loadingMore: false,
                data: { items: [...latest.data.items, ...page.items], next: page.next },
              }
            : latest,
        ),
      () =>
        setState((latest) =>
          latest && same(latest) ? { ...latest, loadingMore: false, moreFailed: true } : latest,
        ),
    );
  };

  return {
    status: current?.status ?? ('loading' as RemoteStatus),
    items: current?.data?.items ?? [],
    hasMore: Boolean(current?.data?.next),
    loadingMore: current?.loadingMore ?? false,
    moreFailed: current?.moreFailed ?? false,
    loadMore,
    reload,
  };
}

export type Paged<T> = ReturnType<typeof usePaged<T>>;
