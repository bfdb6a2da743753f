import { z } from 'zod';
import { VALIDATION } from './constants';

/**
 * The support assistant (spec §2 widget, §3 chat message, §4 states, §5 validation,
 * §7 `POST /api/support/chat`, §8 failure texts, §9 constants; issue 17).
 */
export const SUPPORT_CHAT = {
  api: '/api/support/chat',
  /** Admins only: the same answer with what produced it (the AI API demo). */
  tryApi: '/api/admin/support/try',
  /** Messages of the conversation sent with each question (spec §9). */
  historySent: 5,
  /** A question's length; the input stops there. */
  messageMax: 1000,
  /** A message of the history (an assistant's answer may quote a whole help passage). */
  historyContentMax: 6000,
  /** Questions one user (or, signed out, one address) may ask per window. */
  rateLimit: 20,
  rateWindowMs: 60_000,
  /** What the client shows when the response has no `message` (spec §7). */
  missingReply: 'Réponse non disponible',
  /** Where the widget keeps the conversation across page changes and reloads. */
  storageKey: 'support-chat',
} as const;

/** The refusal of a question asked too often (429). */
export const SUPPORT_ERRORS = { rateLimited: 'rate_limited' } as const;

export const CHAT_SENDERS = ['user', 'assistant'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

/** Spec §3: one message of the conversation, as the widget keeps and sends it. */
export const chatMessageSchema = z.object({
  id: z.string().min(1).max(64),
  content: z.string().max(SUPPORT_CHAT.historyContentMax, VALIDATION.tooLong),
  sender: z.enum(CHAT_SENDERS),
  timestamp: z.iso.datetime({ offset: true }),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const SUPPORT_LANGUAGES = ['fr', 'en'] as const;
export type SupportLanguage = (typeof SUPPORT_LANGUAGES)[number];

/**
 * `POST /api/support/chat`: the question, the last messages before it and (an addition to the
 * spec's two fields) the page's language, which the AI answerer replies in.
 */
export const supportChatRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, VALIDATION.required)
    .max(SUPPORT_CHAT.messageMax, VALIDATION.tooLong),
  conversationHistory: z
    .array(chatMessageSchema)
    .max(SUPPORT_CHAT.historySent, VALIDATION.tooMany)
    .default([]),
  language: z.enum(SUPPORT_LANGUAGES).optional(),
});
export type SupportChatRequest = z.infer<typeof supportChatRequestSchema>;

/** A page an answer points to: a path without the `/en` prefix, and its title. */
export interface SupportLink {
  path: string;
  label: string;
}

/** The response: `message` is what the spec reads; `links` are shown under it. */
export interface SupportChatResponse {
  message: string;
  links: SupportLink[];
}

export const ANSWERER_KINDS = ['gemini', 'local'] as const;
export type AnswererKind = (typeof ANSWERER_KINDS)[number];

/** A help passage retrieved for a question, with its search score. */
export interface RetrievedPassage {
  articleId: string;
  title: string;
  excerpt: string;
  link: string | null;
  score: number;
}

/** `POST /api/admin/support/try` (the AI API demo): the answer and how it was made. */
export interface SupportTryResponse {
  request: SupportChatRequest;
  response: SupportChatResponse;
  answerer: AnswererKind;
  /** Why the AI answerer was not used or gave up (no key, timeout, quota…), if it did. */
  fallbackReason: string | null;
  latencyMs: number;
  passages: RetrievedPassage[];
}
