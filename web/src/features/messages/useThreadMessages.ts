import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MESSAGE_LIMITS } from '@marketplace/domain';
import { loadOlderMessages, subscribeMessages } from './api';
import type { Message } from './converters';

export interface ThreadMessages {
  status: 'loading' | 'error' | 'success';
  /** Oldest first, the newest at the end. */
  messages: Message[];
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  loadOlder: () => void;
}

const initial = (key: string): State => ({
  key,
  status: 'loading',
  live: [],
  older: [],
  pagedHasMore: null,
});

const byTime = (a: Message, b: Message) => a.createdAt.getTime() - b.createdAt.getTime();

interface State {
  /** The conversation these messages belong to. */
  key: string;
  status: 'loading' | 'error' | 'success';
  /** The live window: the newest 30, newest first. */
  live: Message[];
  /** Loaded by pages, or pushed out of the live window by newer messages; newest first. */
  older: Message[];
  /** What the last page of older messages said: more before it; null before any page. */
  pagedHasMore: boolean | null;
}

/**
 * Whether messages may exist before the oldest one held: as the last page said, else when the
 * live window is full or has already pushed some out (reading finds out).
 */
const hasOlderOf = (state: State) =>
  state.pagedHasMore ?? (state.older.length > 0 || state.live.length === MESSAGE_LIMITS.pageSize);

/**
 * A thread's messages: the newest 30 live (new, edited, deleted and just-stored ones follow),
 * older ones 30 at a time on demand. A message pushed out of the live window by newer ones is
 * kept (it was not deleted).
 */
export function useThreadMessages(conversationId: string): ThreadMessages {
  const [stored, setState] = useState<State>(() => initial(conversationId));
  // Another conversation shows loading at once, not the previous one's messages.
  const state = stored.key === conversationId ? stored : initial(conversationId);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);

  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    const mine = (current: State) =>
      current.key === conversationId ? current : initial(conversationId);
    subscribeMessages(
      conversationId,
      ({ messages }) => {
        if (!active) return;
        setState((previous) => {
          const current = mine(previous);
          const ids = new Set(messages.map((message) => message.id));
          const oldest = messages.at(-1);
          const full = messages.length === MESSAGE_LIMITS.pageSize;
          const pushedOut =
            full && oldest
              ? current.live.filter(
                  (message) => !ids.has(message.id) && message.createdAt < oldest.createdAt,
                )
              : [];
          const older = [...pushedOut, ...current.older].filter((message) => !ids.has(message.id));
          return { ...current, status: 'success', live: messages, older };
        });
      },
      (error) => {
        console.warn('Messages not read', error);
        if (active) setState((current) => ({ ...mine(current), status: 'error' }));
      },
    ).then(
      (unsubscribe) => {
        if (active) stop = unsubscribe;
        else unsubscribe();
      },
      (error: unknown) => {
        console.warn('Messages not read', error);
        if (active) setState((current) => ({ ...mine(current), status: 'error' }));
      },
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [conversationId]);

  const running = useRef(false);
  const oldestHeld = state.older.at(-1) ?? state.live.at(-1);
  const hasOlder = hasOlderOf(state);
  const loadOlder = useCallback(() => {
    if (running.current || !oldestHeld || !hasOlder) return;
    running.current = true;
    setLoadingOlder(true);
    setOlderFailed(false);
    loadOlderMessages(conversationId, oldestHeld.cursor)
      .then(
        (page) =>
          setState((current) => {
            if (current.key !== conversationId) return current;
            const held = new Set([...current.live, ...current.older].map((item) => item.id));
            return {
              ...current,
              older: [...current.older, ...page.messages.filter((item) => !held.has(item.id))],
              pagedHasMore: page.hasMore,
            };
          }),
        (error: unknown) => {
          console.warn('Earlier messages not read', error);
          setOlderFailed(true);
        },
      )
      .finally(() => {
        running.current = false;
        setLoadingOlder(false);
      });
  }, [conversationId, oldestHeld, hasOlder]);

  const messages = useMemo(
    () => [...state.older, ...state.live].sort(byTime),
    [state.older, state.live],
  );
  return {
    status: state.status,
    messages,
    hasOlder,
    loadingOlder,
    olderFailed,
    loadOlder,
  };
}
