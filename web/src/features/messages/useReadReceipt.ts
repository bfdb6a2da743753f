import { useEffect, useRef, useSyncExternalStore } from 'react';
import { markRead } from './api';
import type { Conversation, Message } from './converters';

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/**
 * Stamps `readAt.{uid}` while the thread is on screen and its newest message, from the other
 * party, is newer than the last reading: the unread trigger then clears the badge, and the
 * sender's mark turns to read. Once per newest message.
 */
export function useReadReceipt(conversation: Conversation, messages: Message[], uid: string) {
  const visible = useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => true,
  );
  const done = useRef<string | null>(null);
  const newest = messages.at(-1);
  const readAt = conversation.readAt[uid] ?? null;
  const unreadNewest =
    newest !== undefined &&
    newest.senderId !== uid &&
    (readAt === null || readAt.getTime() < newest.createdAt.getTime());
  const newestId = newest?.id;
  useEffect(() => {
    if (!visible || !unreadNewest || !newestId || done.current === newestId) return;
    done.current = newestId;
    // The badge clears on the next read if this one fails: it is logged, not shown.
    markRead(conversation.id, uid).catch((error: unknown) =>
      console.warn('Reading not recorded', error),
    );
  }, [visible, unreadNewest, newestId, conversation.id, uid]);
}
