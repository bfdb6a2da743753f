import { useEffect, useRef, useState } from 'react';
import { loadBookingsPage, type BookingTab, type BookingsCursor } from './api';
import type { Booking } from './converters';

export type BookingList =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | {
      status: 'success';
      bookings: Booking[];
      /** Where the next page starts; null after the last one. */
      next: BookingsCursor | null;
      /** A further page is being read, or its read failed. */
      more: 'idle' | 'loading' | 'failed';
    };

/**
 * A tab's bookings, 20 at a time: the first page read when the tab opens, each further page
 * (one query) appended by `loadMore`. `reload` starts again from the first page, after a
 * change moved bookings between tabs.
 */
export function useBookingList(uid: string, tab: BookingTab) {
  const [generation, setGeneration] = useState(0);
  const key = `${uid}:${tab}:${generation}`;
  const [state, setState] = useState<{ key: string; list: BookingList }>({
    key,
    list: { status: 'loading' },
  });
  // The key of the list on screen, for answers that arrive after it changed.
  const current = useRef(key);

  useEffect(() => {
    current.current = key;
    let active = true;
    loadBookingsPage(uid, tab, null).then(
      ({ bookings, next }) =>
        active && setState({ key, list: { status: 'success', bookings, next, more: 'idle' } }),
      (error: unknown) => active && setState({ key, list: { status: 'error', error } }),
    );
    return () => {
      active = false;
    };
  }, [key, uid, tab]);

  const list: BookingList = state.key === key ? state.list : { status: 'loading' };

  const loadMore = async () => {
    if (list.status !== 'success' || !list.next || list.more === 'loading') return;
    const shown = list;
    setState({ key, list: { ...shown, more: 'loading' } });
    try {
      const page = await loadBookingsPage(uid, tab, shown.next);
      if (current.current !== key) return;
      setState({
        key,
        list: {
          status: 'success',
          bookings: [...shown.bookings, ...page.bookings],
          next: page.next,
          more: 'idle',
        },
      });
    } catch {
      if (current.current === key) setState({ key, list: { ...shown, more: 'failed' } });
    }
  };

  return { list, loadMore, reload: () => setGeneration((value) => value + 1) };
}
