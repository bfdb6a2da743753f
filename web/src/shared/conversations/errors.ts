import { CONVERSATION_ERRORS, MESSAGE_LIMITS } from '@marketplace/domain';
import { apiFailureOf } from '../api/apiErrorCode';

/**
 * Why a call of the conversation api failed (start, attachment upload), as a key of the
 * `conversations` namespace's `errors.*`: the server's `{error:{code}}`, else its status, else
 * the network.
 */
export type ConversationErrorKey =
  | keyof typeof CONVERSATION_ERRORS
  | 'emailNotVerified'
  | 'notFound'
  | 'unauthenticated'
  | 'invalidRequest'
  | 'network'
  | 'failed';

const BY_CODE: Record<string, ConversationErrorKey> = {
  ...Object.fromEntries(
    Object.entries(CONVERSATION_ERRORS).map(([key, code]) => [
      code,
      key as keyof typeof CONVERSATION_ERRORS,
    ]),
  ),
  email_not_verified: 'emailNotVerified',
  not_found: 'notFound',
  unauthenticated: 'unauthenticated',
  invalid_request: 'invalidRequest',
};

const BY_STATUS: Record<number, ConversationErrorKey> = {
  400: 'invalidRequest',
  401: 'unauthenticated',
  403: 'notAParticipant',
  404: 'notFound',
  413: 'fileTooLarge',
  415: 'invalidFileType',
};

export const conversationErrorOf = (error: unknown): ConversationErrorKey =>
  apiFailureOf(error, {
    byCode: BY_CODE,
    byStatus: BY_STATUS,
    signedOut: 'unauthenticated',
    network: 'network',
    generic: 'failed',
  });

/** The text key of a failure, in the `conversations` namespace. */
export const conversationErrorText = (key: ConversationErrorKey) => `errors.${key}`;

/** The limits the failures' texts name. */
export const CONVERSATION_ERROR_VALUES = {
  max: MESSAGE_LIMITS.attachments,
  megabytes: MESSAGE_LIMITS.attachmentBytes / (1024 * 1024),
};
