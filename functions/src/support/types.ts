import type {
  AnswererKind,
  ChatMessage,
  RetrievedPassage,
  SupportChatResponse,
  SupportLanguage,
} from '@marketplace/domain';

/** A question to the support assistant, as the chat route and the admin try route pass it. */
export interface AnswerInput {
  message: string;
  /** The messages before it (at most SUPPORT_CHAT.historySent), oldest first. */
  history: ChatMessage[];
  /** The page's language, when the widget says it. */
  pageLanguage: SupportLanguage | undefined;
}

export interface AnswerResult {
  response: SupportChatResponse;
  answerer: AnswererKind;
  /** Why the AI answerer was not used or gave up (no key, timeout, quota…); null if it answered. */
  fallbackReason: string | null;
  passages: RetrievedPassage[];
}

export interface Answerer {
  answer(input: AnswerInput): Promise<AnswerResult>;
}
