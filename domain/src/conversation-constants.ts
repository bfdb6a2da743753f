// Conversations and messages (issue 14): constants, document shapes and the delivery marks,
// zod-free so that the header badge and the thread need no schema layer.

export const MESSAGE_LIMITS = {
  /** A message's text, after trimming. */
  text: 2000,
  /** Attachments per message (images or PDF). */
  attachments: 5,
  /** Per attachment, before an image is re-encoded. */
  attachmentBytes: 5 * 1024 * 1024,
  /** Its sender may edit or delete a message for this long after sending it. */
  editMinutes: 15,
  /** A thread loads this many messages at a time (newest first, older on scroll). */
  pageSize: 30,
  /** The conversations page lists this many at a time. */
  conversationsPageSize: 20,
  /** `lastMessage.text` keeps this many characters. */
  excerpt: 140,
} as const;

/** What a conversation is about; its id follows from it (`conversationIdFor`). */
export const CONVERSATION_SUBJECT_KINDS = ['provider', 'booking', 'quote', 'contract'] as const;
export type ConversationSubjectKind = (typeof CONVERSATION_SUBJECT_KINDS)[number];

/**
 * The subject as the api stores it: `id` is the provider's uid (`provider`), the booking's,
 * the quote request's (`quote`: the thread is with `providerId`, the responding provider) or
 * the contract's; `title` is what the thread header shows (a service title in both languages
 * or, for `provider`, null: the header shows the provider's name).
 */
export interface ConversationSubject {
  kind: ConversationSubjectKind;
  id: string;
  title: { fr: string; en?: string } | null;
}

/**
 * One conversation per customer, provider and subject, so starting it twice is one thread:
 * `p_{customer}_{provider}`, `b_{booking}`, `q_{quote}_{provider}`, `k_{contract}`.
 */
export function conversationIdFor(
  subject: Pick<ConversationSubject, 'kind' | 'id'>,
  customerId: string,
  providerId: string,
): string {
  switch (subject.kind) {
    case 'provider':
      return `p_${customerId}_${providerId}`;
    case 'booking':
      return `b_${subject.id}`;
    case 'quote':
      return `q_${subject.id}_${providerId}`;
    case 'contract':
      return `k_${subject.id}`;
  }
}

/** An attachment as a message lists it; the bytes are served by `CONVERSATION_API.attachment`. */
export interface MessageAttachment {
  /** 20 letters and digits, made by the api on upload. */
  id: string;
  /** The file's name as uploaded (≤ 200 characters, shown to the reader). */
  name: string;
  contentType: 'image/webp' | 'application/pdf';
  size: number;
}

export const ATTACHMENT_CONTENT_TYPES = ['image/webp', 'application/pdf'] as const;
/** What an upload may be, by its bytes (images are re-encoded to WebP). */
export const ATTACHMENT_UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;

/**
 * `conversations/{id}/messages/{messageId}`, written by its sender's client under the rules
 * (so a message written offline is queued by Firestore and sent once: its id is made by the
 * client). `createdAt` is the server's time; `editedAt` is set by an edit.
 */
export interface MessageDocument<Time = unknown> {
  senderId: string;
  text: string;
  attachments: MessageAttachment[];
  createdAt: Time;
  editedAt: Time | null;
}

export interface LastMessage<Time = unknown> {
  id: string;
  senderId: string;
  /** The first `MESSAGE_LIMITS.excerpt` characters. */
  text: string;
  attachments: number;
  createdAt: Time;
}

/**
 * `conversations/{id}`. Created by the api (`POST /api/conversations`), which checks that the
 * two parties share the subject. Clients write only their own key of `readAt` and
 * `deliveredAt` (server time); `lastMessage`, `updatedAt` and `unread` are kept by the unread
 * trigger, `writers` by the contacts trigger.
 */
export interface ConversationDocument<Time = unknown> {
  /** `[customerId, providerId]`. */
  participants: [string, string];
  customerId: string;
  providerId: string;
  /** Display names by uid (the provider's public name, the customer's first name and initial). */
  names: Record<string, string>;
  subject: ConversationSubject;
  createdAt: Time;
  /** The last message's time (the creation's until then): the list's order. */
  updatedAt: Time;
  lastMessage: LastMessage<Time> | null;
  /** Messages from the other participant after `readAt[uid]`, by uid. */
  unread: Record<string, number>;
  readAt: Record<string, Time | null>;
  deliveredAt: Record<string, Time | null>;
  writers: string[];
}

/**
 * `unreadCounts/{uid}`: the header's two badges, kept by triggers (recounted, never
 * incremented, so a replayed event changes nothing). Read by its owner only; no client writes.
 */
export interface UnreadCountsDocument<Time = unknown> {
  /** The sum of `conversations`. */
  messages: number;
  /**
   * `unread[uid]` of each of the user's conversations that has unread messages, by id (the
   * terms of `messages`, kept so that the sum needs no index per user).
   */
  conversations: Record<string, number>;
  /** Unread `notifications/{uid}/items`. */
  notifications: number;
  updatedAt: Time;
}

/** A message's mark as its sender sees it. `pending`: still in the offline queue. */
export type MessageMark = 'pending' | 'sent' | 'delivered' | 'read';

/**
 * The mark of a message sent at `sentAtMs` (null while the server has not stamped it), given
 * the other participant's `deliveredAt` and `readAt` (ms, null: never).
 */
export function messageMark(
  sentAtMs: number | null,
  hasPendingWrites: boolean,
  deliveredAtMs: number | null,
  readAtMs: number | null,
): MessageMark {
  if (hasPendingWrites || sentAtMs === null) return 'pending';
  if (readAtMs !== null && readAtMs >= sentAtMs) return 'read';
  if (deliveredAtMs !== null && deliveredAtMs >= sentAtMs) return 'delivered';
  return 'sent';
}

/** The api's paths. */
export const CONVERSATION_API = {
  /** POST `{subject: {kind, id}, providerId?}` → 201/200 `{id}`. */
  start: '/api/conversations',
  /** POST multipart field `file` → 201 `MessageAttachment`. */
  attachments: (conversationId: string) => `/api/conversations/${conversationId}/attachments`,
  /** GET: the bytes, to the participants (and admins). */
  attachment: (conversationId: string, attachmentId: string) =>
    `/api/conversations/${conversationId}/attachments/${attachmentId}`,
} as const;

/** The form field of an attachment upload. */
export const ATTACHMENT_FIELD = 'file';

/** Error codes of the conversation endpoints (`{error:{code}}`), translated by the web. */
export const CONVERSATION_ERRORS = {
  /** The caller is not a party of the subject (or not a participant of the conversation). */
  notAParticipant: 'not_a_participant',
  /** A conversation with oneself (a provider contacting their own page). */
  ownConversation: 'own_conversation',
  fileTooLarge: 'file_too_large',
  invalidFileType: 'invalid_file_type',
  tooManyFiles: 'too_many_files',
} as const;
