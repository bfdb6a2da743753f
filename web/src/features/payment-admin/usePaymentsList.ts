import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { useCallback, useEffect, useState } from 'react';
import { fetchPaymentsPage } from './api';
import type { AdminPayment, PaymentFilters } from './model';

export type PaymentsList =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'success';
      rows: AdminPayment[];
      /** Where the next page starts; null on the last page. */
      next: QueryDocumentSnapshot | null;
      loadingMore: boolean;
      moreFailed: boolean;
    };

/**
 * The payments of `filters`, page after page: a change of filters starts again from the
 * newest; `more()` appends the next page. An answer for filters no longer shown is dropped.
 */
export function usePaymentsList(filters: PaymentFilters) {
  const [attempt, setAttempt] = useState(0);
  const key = `${JSON.stringify(filters)}#${attempt}`;
  // The list of the request `key` answered: another key shows loading at once (no effect
  // resets the state), and a late answer for an older key is dropped.
  const [state, setState] = useState<{ key: string; list: PaymentsList } | null>(null);
  const list: PaymentsList = state?.key === key ? state.list : { status: 'loading' };

  useEffect(() => {
    let active = true;
    const answer = (next: PaymentsList) => {
      if (active) setState({ key, list: next });
    };
    fetchPaymentsPage(filtersOf(key), null).then(
      ({ rows, next }) =>
        answer({ status: 'success', rows, next, loadingMore: false, moreFailed: false }),
      () => answer({ status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [key]);

  /** Changes the shown list of `current`, if it is still the one shown. */
  const change = useCallback(
    (current: string, edit: (list: Extract<PaymentsList, { status: 'success' }>) => PaymentsList) =>
      setState((shown) =>
        shown?.key === current && shown.list.status === 'success'
          ? { key: current, list: edit(shown.list) }
          : shown,
      ),
    [],
  );

  const more = () => {
    if (list.status !== 'success' || !list.next || list.loadingMore) return;
    const current = key;
    const after = list.next;
    change(current, (shown) => ({ ...shown, loadingMore: true, moreFailed: false }));
    fetchPaymentsPage(filtersOf(current), after).then(
      (page) =>
        change(current, (shown) => ({
          ...shown,
          rows: [...shown.rows, ...page.rows],
          next: page.next,
          loadingMore: false,
        })),
      () => change(current, (shown) => ({ ...shown, loadingMore: false, moreFailed: true })),
    );
  };

  /** A row changed by an action (a confirmed transfer): shown at once, in place. */
  const update = useCallback(
    (id: string, changes: Partial<AdminPayment>) =>
      change(key, (shown) => ({
        ...shown,
        rows: shown.rows.map((row) => (row.id === id ? { ...row, ...changes } : row)),
      })),
    [change, key],
  );

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return { list, more, update, retry };
}

/** The filters of a request key (`JSON#attempt`). */
const filtersOf = (key: string) => JSON.parse(key.slice(0, key.lastIndexOf('#'))) as PaymentFilters;
