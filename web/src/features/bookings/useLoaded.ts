import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

/**
 * A one-shot read (each read costs once, as the read budget counts): started when `key`
 * changes, ignored once a newer one started; `reload` reads again after a change. `key` null
 * waits without reading.
 */
export function useLoaded<T>(key: string | null, load: () => Promise<T>): [Loaded<T>, () => void] {
  const [state, setState] = useState<{ key: string | null; attempt: number; value: Loaded<T> }>({
    key,
    attempt: 0,
    value: { status: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    let active = true;
    load().then(
      (data) => active && setState({ key, attempt, value: { status: 'success', data } }),
      (error: unknown) => active && setState({ key, attempt, value: { status: 'error', error } }),
    );
    return () => {
      active = false;
    };
    // `key` identifies the read; the loader is recreated on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  // A new key shows loading at once; a reload keeps the data shown until the new answer.
  return [state.key === key ? state.value : { status: 'loading' }, reload];
}
