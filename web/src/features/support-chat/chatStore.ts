import { SUPPORT_CHAT, type SupportLanguage } from '@marketplace/domain';
import { HttpError } from '../../shared/api/http';
import { askSupport } from './api';
import {
  greeting,
  historyOf,
  readConversation,
  writeConversation,
  type ShownMessage,
} from './conversation';

export type ChatFailure = 'network' | 'rateLimited';

export interface ChatState {
  messages: ShownMessage[];
  /** A question is waiting for its answer: nothing else can be sent. */
  pending: boolean;
  failure: ChatFailure | null;
}

/**
 * The conversation, outside React: it outlives the panel (an answer that arrives after the
 * panel was closed is kept) and page changes, and session storage carries it over a reload.
 */
export function createChatStore(storage: Storage, now: () => Date = () => new Date()) {
  let state: ChatState = {
    messages: readConversation(storage, SUPPORT_CHAT.storageKey) ?? [greeting(now())],
    pending: false,
    failure: null,
  };
  const listeners = new Set<() => void>();

  const update = (next: Partial<ChatState>) => {
    state = { ...state, ...next };
    writeConversation(storage, SUPPORT_CHAT.storageKey, state.messages);
    listeners.forEach((listener) => listener());
  };

  const assistant = (fields: Partial<ShownMessage>): ShownMessage => ({
    id: crypto.randomUUID(),
    content: '',
    sender: 'assistant',
    timestamp: now().toISOString(),
    ...fields,
  });

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,

    /** Sends a question; false when it cannot be sent (blank, or an answer is pending). */
    send(
      text: string,
      language: SupportLanguage,
      shownText: (message: ShownMessage) => string,
    ): boolean {
      const content = text.trim();
      if (!content || state.pending) return false;
      const history = historyOf(state.messages, SUPPORT_CHAT.historySent, shownText);
      const question: ShownMessage = {
        id: crypto.randomUUID(),
        content,
        sender: 'user',
        timestamp: now().toISOString(),
      };
      update({ messages: [...state.messages, question], pending: true, failure: null });
      askSupport(content, history, language).then(
        (reply) =>
          update({
            messages: [
              ...state.messages,
              reply.message === null
                ? assistant({ kind: 'missing' })
                : assistant({ content: reply.message, links: reply.links }),
            ],
            pending: false,
          }),
        (error: unknown) =>
          update({
            messages: [...state.messages, assistant({ kind: 'apology' })],
            pending: false,
            failure: error instanceof HttpError && error.status === 429 ? 'rateLimited' : 'network',
          }),
      );
      return true;
    },

    dismissFailure: () => update({ failure: null }),

    /** Starts over with the greeting (the pending answer, if any, still lands). */
    restart: () => update({ messages: [greeting(now())], failure: null }),
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;

let shared: ChatStore | null = null;

/** The page's one conversation, made on first use. */
export function chatStore(): ChatStore {
  shared ??= createChatStore(window.sessionStorage);
  return shared;
}

/** For tests: forget the page's conversation (session storage is left to the caller). */
export function resetChatStore(): void {
  shared = null;
}
