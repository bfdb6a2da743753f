import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { loadNewestNotifications } from './api';
import type { NotificationItem, UnreadCounts } from './model';

/** The unread items created after `sinceMs`, oldest first (the order they are shown in). */
export function freshItems(items: readonly NotificationItem[], sinceMs: number) {
  return items
    .filter((item) => !item.read && item.createdAt.getTime() > sinceMs)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

interface Tracker {
  /** Items created at or before this instant (server time) get no toast; null: not known yet. */
  sinceMs: number | null;
  /** The unread count already looked at, and the latest one seen. */
  checked: number;
  latest: number;
  busy: boolean;
}

/**
 * The notifications that arrive while the app is open, to show as toasts. The counts document
 * says when: its first answer from the server (not the offline cache, which may be old) fixes
 * the instant before which items existed already (the count's `updatedAt`: every existing item
 * was counted by then); each rise of the unread count then reads the 5 newest items and keeps
 * the unread ones created since the last seen. No read at all while nothing arrives.
 */
export function useToastQueue(uid: string, counts: LiveData<UnreadCounts>) {
  const [queue, setQueue] = useState<NotificationItem[]>([]);
  const tracker = useRef<Tracker>({ sinceMs: null, checked: 0, latest: 0, busy: false });
  const count = counts.status === 'success' ? counts.data.notifications : null;
  const fromServer = counts.status === 'success' && !counts.fromCache;
  const updatedAtMs = counts.data?.updatedAt?.getTime() ?? null;

  const drain = useCallback(async () => {
    const state = tracker.current;
    while (!state.busy && state.sinceMs !== null && state.latest > state.checked) {
      state.busy = true;
      const target = state.latest;
      try {
        const fresh = freshItems(await loadNewestNotifications(uid), state.sinceMs);
        const last = fresh.at(-1);
        if (last) {
          state.sinceMs = last.createdAt.getTime();
          setQueue((shown) => [
            ...shown,
            ...fresh.filter((item) => !shown.some(({ id }) => id === item.id)),
          ]);
        }
      } catch (error) {
        console.warn('Could not read the new notifications', error);
      } finally {
        state.busy = false;
      }
      state.checked = target;
    }
  }, [uid]);

  useEffect(() => {
    if (count === null) return;
    const state = tracker.current;
    state.latest = count;
    // Items read lower the count: the next arrival is a rise from there.
    if (count < state.checked) state.checked = count;
    if (state.sinceMs !== null) {
      void drain();
      return;
    }
    if (!fromServer || state.busy) return;
    state.checked = count;
    if (updatedAtMs !== null) {
      state.sinceMs = updatedAtMs;
      return;
    }
    // No counts yet (a new account): the newest existing item, if any, marks the start.
    state.busy = true;
    loadNewestNotifications(uid, 1)
      .then(
        ([newest]) => newest?.createdAt.getTime() ?? 0,
        () => Date.now(),
      )
      .then((sinceMs) => {
        state.sinceMs = sinceMs;
        state.busy = false;
        void drain();
      });
  }, [uid, count, fromServer, updatedAtMs, drain]);

  return { current: queue[0] ?? null, next: () => setQueue((shown) => shown.slice(1)) };
}
