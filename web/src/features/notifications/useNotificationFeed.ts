import { useEffect, useRef, useState } from 'react';
import { FEED_PAGE, loadOlderNotifications, useNewestNotifications } from './api';
import type { NotificationItem } from './model';

const newestFirst = (a: NotificationItem, b: NotificationItem) =>
  b.createdAt.getTime() - a.createdAt.getTime();

/** Each item once (the first version given wins), newest first. */
function merged(...lists: NotificationItem[][]): NotificationItem[] {
  const byId = new Map<string, NotificationItem>();
  for (const item of lists.flat()) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()].sort(newestFirst);
}

/**
 * The feed: the 20 newest items live, then older pages read once each by cursor ("more").
 * An item pushed out of the live page by a newer one stays listed (the older pages start
 * after it). Items marked read here show read at once, live or not.
 */
export function useNotificationFeed(uid: string) {
  const live = useNewestNotifications(uid);
  const [older, setOlder] = useState<NotificationItem[]>([]);
  const [olderFull, setOlderFull] = useState(false);
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [dropped, setDropped] = useState<NotificationItem[]>([]);
  const [readHere, setReadHere] = useState<ReadonlySet<string>>(new Set());
  const previous = useRef<NotificationItem[]>([]);

  const livePage = live.data;
  useEffect(() => {
    if (!livePage) return;
    const ids = new Set(livePage.map(({ id }) => id));
    const gone = previous.current.filter(({ id }) => !ids.has(id));
    previous.current = livePage;
    if (gone.length > 0) setDropped((kept) => merged(gone, kept));
  }, [livePage]);

  const items = merged(livePage ?? [], dropped, older).map((item) =>
    readHere.has(item.id) && !item.read ? { ...item, read: true } : item,
  );
  const last = items.at(-1);
  const pastLivePage = older.length > 0 || dropped.length > 0;
  const hasMore = pastLivePage ? olderFull : (livePage?.length ?? 0) === FEED_PAGE;

  const loadMore = async () => {
    if (!last || more === 'loading') return;
    setMore('loading');
    try {
      const page = await loadOlderNotifications(uid, last.cursor);
      setOlder((shown) => merged(shown, page.items));
      setOlderFull(page.more);
      setMore('idle');
    } catch (error) {
      console.warn('Could not load older notifications', error);
      setMore('failed');
    }
  };

  const markedRead = (ids: readonly string[]) =>
    setReadHere((current) => new Set([...current, ...ids]));

  return { status: live.status, items, hasMore: hasMore && !!last, more, loadMore, markedRead };
}
