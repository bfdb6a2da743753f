import type { ChatMessage, SupportLink } from '@marketplace/domain';

/**
 * A message as the widget keeps it. The greeting and the apology are drawn from the page's
 * texts when shown (`kind`), so they follow a language switch; an answer carries its links.
 */
export interface ShownMessage extends ChatMessage {
  kind?: 'greeting' | 'apology' | 'missing';
  links?: SupportLink[];
}

export const greeting = (at: Date): ShownMessage => ({
  id: 'greeting',
  kind: 'greeting',
  content: '',
  sender: 'assistant',
  timestamp: at.toISOString(),
});

const isShownMessage = (value: unknown): value is ShownMessage => {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Partial<ShownMessage>;
  return (
    typeof message.id === 'string' &&
    typeof message.content === 'string' &&
    (message.sender === 'user' || message.sender === 'assistant') &&
    typeof message.timestamp === 'string' &&
    !Number.isNaN(Date.parse(message.timestamp))
  );
};

/** The conversation kept in session storage, or null when there is none (or it is unreadable). */
export function readConversation(storage: Storage, key: string): ShownMessage[] | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return Array.isArray(value) && value.length > 0 && value.every(isShownMessage) ? value : null;
  } catch {
    return null;
  }
}

export function writeConversation(storage: Storage, key: string, messages: ShownMessage[]): void {
  try {
    storage.setItem(key, JSON.stringify(messages));
  } catch {
    // Storage full or refused (private mode): the conversation lasts as long as the page.
  }
}

/**
 * The spec's history: the last `count` messages before the question, with exactly the four
 * fields; `text` gives the shown text of a greeting or apology.
 */
export function historyOf(
  messages: ShownMessage[],
  count: number,
  text: (message: ShownMessage) => string,
): ChatMessage[] {
  return messages.slice(-count).map((message) => ({
    id: message.id,
    content: text(message),
    sender: message.sender,
    timestamp: message.timestamp,
  }));
}
