import type { AdminUserRow } from '@marketplace/domain';
import { useCallback, useEffect, useState } from 'react';
import { fetchUsersPage, type UsersPage } from './api';

export type UsersList =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; page: UsersPage };

/**
 * The users matching `query`, one page at a time: `next()` moves on with the page's cursor,
 * `previous()` back (the cursors of the pages seen are kept); a new query starts again. An
 * answer for a page no longer shown is dropped.
 */
export function useUsersSearch(query: string) {
  // Where each page shown so far starts (null: the first page).
  const [starts, setStarts] = useState<(string | null)[]>([null]);
  const [attempt, setAttempt] = useState(0);
  const after = starts.at(-1) ?? null;
  const key = JSON.stringify([query, after, attempt]);
  const [state, setState] = useState<{ key: string; list: UsersList } | null>(null);
  const list: UsersList = state?.key === key ? state.list : { status: 'loading' };

  useEffect(() => {
    let active = true;
    fetchUsersPage(query, after).then(
      (page) => active && setState({ key, list: { status: 'success', page } }),
      (error: unknown) => active && setState({ key, list: { status: 'error', error } }),
    );
    return () => {
      active = false;
    };
    // `key` stands for the query, the cursor and the attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // A new query starts from its first page.
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setStarts([null]);
  }

  /** A row changed by an action, shown at once in place. */
  const update = useCallback(
    (row: AdminUserRow) =>
      setState((shown) =>
        shown?.list.status === 'success'
          ? {
              key: shown.key,
              list: {
                status: 'success',
                page: {
                  ...shown.list.page,
                  items: shown.list.page.items.map((item) => (item.uid === row.uid ? row : item)),
                },
              },
            }
          : shown,
      ),
    [],
  );

  const nextCursor = list.status === 'success' ? list.page.next : null;
  return {
    list,
    page: starts.length,
    hasPrevious: starts.length > 1,
    hasNext: nextCursor !== null,
    next: () => nextCursor && setStarts((current) => [...current, nextCursor]),
    previous: () => setStarts((current) => (current.length > 1 ? current.slice(0, -1) : current)),
    retry: () => setAttempt((count) => count + 1),
    update,
  };
}
