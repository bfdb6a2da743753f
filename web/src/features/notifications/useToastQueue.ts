import { useEffect, useRef, useState } from 'react';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { loadNewestNotifications, watchNewNotifications } from './api';
import type { NotificationItem, UnreadCounts } from './model';

/** The unread items created after `sinceMs`, oldest first (the order they are shown in). */
export function freshItems(items: readonly NotificationItem[], sinceMs: number) {
  return items
    .filter((item) => !item.read && item.createdAt.getTime() > sinceMs)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** How far before the server's instant a late first answer may still reach back. */
export const LATE_ANSWER_MS = 60_000;

/**
 * The instant after which an item is new, from the server's instant (`serverMs`) and the
 * moment this app started listening (`openedAtMs`, the phone's clock). Usually the server's.
 * When the server answered late (a slow network) and its count had meanwhile moved past the
 * opening, the opening: what arrived while the app waited is new to the user. Never more than
 * LATE_ANSWER_MS before the server's instant, so that a phone whose clock is behind does not
 * show old items again.
 */
export function toastsSince(serverMs: number, openedAtMs: number): number {
  return Math.max(Math.min(serverMs, openedAtMs), serverMs - LATE_ANSWER_MS);
}

/**
 * The notifications that arrive while the app is open, to show as toasts. The counts
 * document's first answer from the server (not the offline cache, which may be old) fixes the
 * instant before which items existed already (its `updatedAt`: every existing item was counted
 * by then; with no date, the newest existing item's; `toastsSince` for a late answer). From
 * then on a live query of the items created after that instant brings each new one, even when
 * the unread count did not move (an item read as another arrived).
 */
export function useToastQueue(uid: string, counts: LiveData<UnreadCounts>) {
  const [queue, setQueue] = useState<NotificationItem[]>([]);
  const [start, setStart] = useState<{ uid: string; sinceMs: number } | null>(null);
  const fromServer = counts.status === 'success' && !counts.fromCache;
  const updatedAtMs = counts.data?.updatedAt?.getTime() ?? null;
  const sinceMs = start?.uid === uid ? start.sinceMs : null;
  const openedAtMs = useRef(0);

  useEffect(() => {
    openedAtMs.current = Date.now();
  }, [uid]);

  useEffect(() => {
    if (sinceMs !== null || !fromServer) return;
    let active = true;
    const known =
      updatedAtMs !== null
        ? Promise.resolve(updatedAtMs)
        : loadNewestNotifications(uid, 1).then(
            ([newest]) => newest?.createdAt.getTime() ?? 0,
            () => Date.now(),
          );
    void known.then((ms) => {
      if (active) setStart({ uid, sinceMs: toastsSince(ms, openedAtMs.current) });
    });
    return () => {
      active = false;
    };
  }, [uid, sinceMs, fromServer, updatedAtMs]);

  useEffect(() => {
    if (sinceMs === null) return;
    const shown = new Set<string>();
    return watchNewNotifications(uid, sinceMs, (items) => {
      const fresh = freshItems(items, sinceMs).filter((item) => !shown.has(item.id));
      for (const item of fresh) shown.add(item.id);
      if (fresh.length > 0) setQueue((queued) => [...queued, ...fresh]);
    });
  }, [uid, sinceMs]);

  return { current: queue[0] ?? null, next: () => setQueue((shown) => shown.slice(1)) };
}
