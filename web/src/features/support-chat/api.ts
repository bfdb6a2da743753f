import {
  SUPPORT_CHAT,
  type ChatMessage,
  type SupportChatResponse,
  type SupportLanguage,
  type SupportLink,
} from '@marketplace/domain';
import { apiFetch } from '../../shared/api/http';

/** What the widget reads of an answer: the spec's `message` (may be missing) and the links. */
export interface ChatReply {
  message: string | null;
  links: SupportLink[];
}

const isLink = (value: unknown): value is SupportLink =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SupportLink).path === 'string' &&
  (value as SupportLink).path.startsWith('/') &&
  typeof (value as SupportLink).label === 'string';

/** `POST /api/support/chat` (spec §7), cookies sent; an HTTP failure throws `HttpError`. */
export async function askSupport(
  message: string,
  conversationHistory: ChatMessage[],
  language: SupportLanguage,
): Promise<ChatReply> {
  const body = await apiFetch<Partial<SupportChatResponse> | undefined>(SUPPORT_CHAT.api, {
    method: 'POST',
    json: { message, conversationHistory, language },
  });
  const reply = body?.message;
  return {
    message: typeof reply === 'string' && reply.trim() ? reply : null,
    links: Array.isArray(body?.links) ? body.links.filter(isLink) : [],
  };
}
