import type { DocumentSnapshot } from 'firebase/firestore';
import { useCallback, useMemo, useState } from 'react';
import { MESSAGE_LIMITS } from '@marketplace/domain';
import { loadConversationsPage, useConversationsFirstPage } from './api';
import type { Conversation } from './converters';

export type ConversationList =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'success';
      conversations: Conversation[];
      hasMore: boolean;
      loadingMore: boolean;
      moreFailed: boolean;
    };

interface Extra {
  conversations: Conversation[];
  /** Where the page after the loaded ones starts; undefined before any "more". */
  next: DocumentSnapshot | null | undefined;
  loading: boolean;
  failed: boolean;
}

const NO_EXTRA: Extra = { conversations: [], next: undefined, loading: false, failed: false };

/**
 * The user's conversations: the newest 20 live (a new message moves its conversation to the
 * top), then 20 more per `loadMore`, each one read. A conversation found in both keeps its
 * live version; the whole list stays newest first.
 */
export function useConversationList(uid: string): [ConversationList, () => void] {
  const first = useConversationsFirstPage(uid);
  const [extra, setExtra] = useState<Extra>(NO_EXTRA);
  const firstPage = first.status === 'success' ? first.data : null;

  const cursor =
    extra.next !== undefined
      ? extra.next
      : firstPage && firstPage.length === MESSAGE_LIMITS.conversationsPageSize
        ? (firstPage.at(-1)?.cursor ?? null)
        : null;

  const loadMore = useCallback(() => {
    if (!cursor || extra.loading) return;
    setExtra((current) => ({ ...current, loading: true, failed: false }));
    loadConversationsPage(uid, cursor).then(
      (page) =>
        setExtra((current) => ({
          conversations: [...current.conversations, ...page.conversations],
          next: page.next,
          loading: false,
          failed: false,
        })),
      (error: unknown) => {
        console.warn('More conversations not loaded', error);
        setExtra((current) => ({ ...current, loading: false, failed: true }));
      },
    );
  }, [uid, cursor, extra.loading]);

  const conversations = useMemo(() => {
    if (!firstPage) return [];
    const live = new Set(firstPage.map((conversation) => conversation.id));
    return [...firstPage, ...extra.conversations.filter((item) => !live.has(item.id))].sort(
      (a, b) => b.updatedAt.getTime() - a.updatedAt.getTime(),
    );
  }, [firstPage, extra.conversations]);

  if (first.status === 'loading') return [{ status: 'loading' }, loadMore];
  if (first.status === 'error') return [{ status: 'error' }, loadMore];
  return [
    {
      status: 'success',
      conversations,
      hasMore: cursor !== null,
      loadingMore: extra.loading,
      moreFailed: extra.failed,
    },
    loadMore,
  ];
}
