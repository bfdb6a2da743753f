import type { DocumentSnapshot, FirestoreError } from 'firebase/firestore';
import {
  CONVERSATION_API,
  ATTACHMENT_FIELD,
  MESSAGE_LIMITS,
  type MessageAttachment,
  type MessageDraft,
} from '@marketplace/domain';
import { apiFetch } from '../../shared/api/http';
import { loadFirestore, type FirestoreHandle } from '../../shared/firebase/firestore';
import { useLiveDoc, useLiveQuery } from '../../shared/firebase/useLiveQuery';
import {
  conversationConverter,
  messageConverter,
  type Conversation,
  type Message,
} from './converters';

/**
 * The messages feature's data, read and written with the Firestore SDK under the rules:
 * /messages reads one live query of at most 20 conversations (20 more per "more"), a thread
 * its conversation and a live query of its newest 30 messages (30 older ones per page).
 * Messages are written by this client (`setDoc` on an id made here), so one written offline
 * shows at once, waits in Firestore's queue and is stored once on reconnection. Only
 * attachments go through the api.
 */

// ---- Conversations ----

const conversations = ({ fs, db }: FirestoreHandle) =>
  fs.collection(db, 'conversations').withConverter(conversationConverter);

/** Index: conversations(participants CONTAINS, updatedAt DESC). */
function conversationsQuery(
  handle: FirestoreHandle,
  uid: string,
  size: number,
  after: DocumentSnapshot | null,
) {
  const { fs } = handle;
  return fs.query(
    conversations(handle),
    fs.where('participants', 'array-contains', uid),
    fs.orderBy('updatedAt', 'desc'),
    ...(after ? [fs.startAfter(after)] : []),
    fs.limit(size),
  );
}

/** The newest 20 conversations, live (new messages move them up). */
export function useConversationsFirstPage(uid: string) {
  return useLiveQuery(`conversations:${uid}`, (handle) =>
    conversationsQuery(handle, uid, MESSAGE_LIMITS.conversationsPageSize, null),
  );
}

export interface ConversationsPage {
  conversations: Conversation[];
  /** Null when this page is the last. */
  next: DocumentSnapshot | null;
}

async function readConversations(uid: string, size: number, after: DocumentSnapshot | null) {
  const handle = await loadFirestore();
  const snapshot = await handle.fs.getDocs(conversationsQuery(handle, uid, size, after));
  const found: Conversation[] = [];
  for (const doc of snapshot.docs) {
    try {
      found.push(doc.data());
    } catch (error) {
      console.warn(`Skipped the malformed conversation ${doc.id}:`, error);
    }
  }
  return { found, full: snapshot.docs.length === size, last: snapshot.docs.at(-1) ?? null };
}

/** The 20 conversations after `after` (one read, not live). */
export async function loadConversationsPage(
  uid: string,
  after: DocumentSnapshot,
): Promise<ConversationsPage> {
  const { found, full, last } = await readConversations(
    uid,
    MESSAGE_LIMITS.conversationsPageSize,
    after,
  );
  return { conversations: found, next: full ? last : null };
}

/** The user's `count` most recently active conversations (one read). */
export async function loadNewestConversations(uid: string, count: number) {
  return (await readConversations(uid, count, null)).found;
}

export function useConversation(id: string) {
  return useLiveDoc(`conversation:${id}`, ({ fs, db }) =>
    fs.doc(db, 'conversations', id).withConverter(conversationConverter),
  );
}

/**
 * Stamps `field.{uid}` with the server's time: the one change a participant may make to a
 * conversation. Not awaited by callers beyond logging: offline it resolves on reconnection.
 */
async function stamp(conversationId: string, uid: string, field: 'readAt' | 'deliveredAt') {
  const { fs, db } = await loadFirestore();
  await fs.updateDoc(fs.doc(db, 'conversations', conversationId), {
    [`${field}.${uid}`]: fs.serverTimestamp(),
  });
}

export const markRead = (conversationId: string, uid: string) =>
  stamp(conversationId, uid, 'readAt');
export const markDelivered = (conversationId: string, uid: string) =>
  stamp(conversationId, uid, 'deliveredAt');

// ---- Messages ----

const messages = ({ fs, db }: FirestoreHandle, conversationId: string) =>
  fs.collection(db, 'conversations', conversationId, 'messages');

export interface LivePage {
  /** Newest first. */
  messages: Message[];
  fromCache: boolean;
}

/**
 * The newest 30 messages, live, metadata changes included: a message written here turns from
 * pending to sent when the server stores it. Resolves with the unsubscribe function.
 */
export async function subscribeMessages(
  conversationId: string,
  next: (page: LivePage) => void,
  fail: (error: FirestoreError) => void,
): Promise<() => void> {
  const handle = await loadFirestore();
  const { fs } = handle;
  return fs.onSnapshot(
    fs.query(
      messages(handle, conversationId).withConverter(messageConverter),
      fs.orderBy('createdAt', 'desc'),
      fs.limit(MESSAGE_LIMITS.pageSize),
    ),
    { includeMetadataChanges: true },
    (snapshot) => {
      const page: Message[] = [];
      for (const doc of snapshot.docs) {
        try {
          page.push(doc.data());
        } catch (error) {
          console.warn(`Skipped the malformed message ${doc.id}:`, error);
        }
      }
      next({ messages: page, fromCache: snapshot.metadata.fromCache });
    },
    fail,
  );
}

export interface OlderPage {
  /** Newest first. */
  messages: Message[];
  hasMore: boolean;
}

/** The 30 messages before `before` (one read). */
export async function loadOlderMessages(
  conversationId: string,
  before: DocumentSnapshot,
): Promise<OlderPage> {
  const handle = await loadFirestore();
  const { fs } = handle;
  const snapshot = await fs.getDocs(
    fs.query(
      messages(handle, conversationId).withConverter(messageConverter),
      fs.orderBy('createdAt', 'desc'),
      fs.startAfter(before),
      fs.limit(MESSAGE_LIMITS.pageSize),
    ),
  );
  const found: Message[] = [];
  for (const doc of snapshot.docs) {
    try {
      found.push(doc.data());
    } catch (error) {
      console.warn(`Skipped the malformed message ${doc.id}:`, error);
    }
  }
  return { messages: found, hasMore: snapshot.docs.length === MESSAGE_LIMITS.pageSize };
}

/**
 * Writes a checked draft as a new message. Resolves once the write is queued locally (the
 * message then shows, pending); `stored` settles when the server accepts or rejects it, which
 * offline happens only on reconnection, so nobody should wait for it before moving on.
 */
export async function sendMessage(
  conversationId: string,
  uid: string,
  draft: MessageDraft,
): Promise<{ stored: Promise<void> }> {
  const handle = await loadFirestore();
  const { fs } = handle;
  // The id is made here: a retried write lands on the same document, never a second one.
  const ref = fs.doc(messages(handle, conversationId));
  const stored = fs.setDoc(ref, {
    senderId: uid,
    text: draft.text,
    attachments: draft.attachments,
    createdAt: fs.serverTimestamp(),
    editedAt: null,
  });
  return { stored };
}

/** Replaces a message's text (its sender, within 15 minutes); settles on the server's answer. */
export async function editMessage(conversationId: string, messageId: string, text: string) {
  const { fs, db } = await loadFirestore();
  await fs.updateDoc(fs.doc(db, 'conversations', conversationId, 'messages', messageId), {
    text,
    editedAt: fs.serverTimestamp(),
  });
}

export async function deleteMessage(conversationId: string, messageId: string) {
  const { fs, db } = await loadFirestore();
  await fs.deleteDoc(fs.doc(db, 'conversations', conversationId, 'messages', messageId));
}

// ---- Attachments, through the api ----

const isAttachment = (value: unknown): value is MessageAttachment =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<MessageAttachment>).id === 'string' &&
  typeof (value as Partial<MessageAttachment>).name === 'string' &&
  typeof (value as Partial<MessageAttachment>).contentType === 'string' &&
  typeof (value as Partial<MessageAttachment>).size === 'number';

/** `POST /api/conversations/:id/attachments`: stores one file, answers how a message lists it. */
export async function uploadAttachment(
  conversationId: string,
  file: File,
): Promise<MessageAttachment> {
  const body = new FormData();
  body.append(ATTACHMENT_FIELD, file);
  const answer = await apiFetch<unknown>(CONVERSATION_API.attachments(conversationId), {
    method: 'POST',
    body,
  });
  if (!isAttachment(answer)) throw new Error('The upload answered no attachment');
  return { id: answer.id, name: answer.name, contentType: answer.contentType, size: answer.size };
}

/** Where an attachment's bytes are served to the participants (with the session cookie). */
export const attachmentUrl = (conversationId: string, attachmentId: string) =>
  CONVERSATION_API.attachment(conversationId, attachmentId);
