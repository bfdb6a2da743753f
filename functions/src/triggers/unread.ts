import { MESSAGE_LIMITS, type LastMessage } from '@marketplace/domain';
import {
  AggregateField,
  FieldValue,
  Timestamp,
  type CollectionReference,
  type Firestore,
  type Query,
} from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminDb } from '../lib/admin';
import { notify } from '../lib/notify';
import { runContendedTransaction } from '../lib/transactions';
import { isUid } from './contacts';
import type { WriteHandler } from './documentWrites';

/**
 * Unread counts and last messages (issue 14 §3, DESIGN §2). A conversation's `lastMessage`,
 * `updatedAt` and `unread`, and each user's `unreadCounts/{uid}`, are written only here, and
 * always RECOUNTED from the messages, conversations and notifications as they are (aggregation
 * queries inside the transaction that writes), never incremented: a replayed or reordered
 * event cannot count twice, and a run that finds nothing to change writes nothing (no
 * useless listener traffic, no trigger loop).
 */

type Data = Record<string, unknown> | undefined;

/** Figures of a conversation that follow from its messages. */
export interface ConversationFigures {
  lastMessage: LastMessage<Timestamp> | null;
  updatedAt: Timestamp;
  unread: Record<string, number>;
}

const sameTime = (a: unknown, b: unknown) =>
  a instanceof Timestamp && b instanceof Timestamp ? a.isEqual(b) : a === b;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The two distinct participants of a conversation, or null when malformed. */
export function participantsOf(data: Data): [string, string] | null {
  const participants = data?.participants;
  if (!Array.isArray(participants) || participants.length !== 2) return null;
  const [a, b] = participants as unknown[];
  return isUid(a) && isUid(b) && a !== b ? [a, b] : null;
}

export const otherOf = (participants: readonly [string, string], uid: string) =>
  participants[0] === uid ? participants[1] : participants[0];

/** The first `MESSAGE_LIMITS.excerpt` characters (whole code points: no half emoji). */
export const excerptOf = (text: unknown) =>
  typeof text === 'string' ? Array.from(text).slice(0, MESSAGE_LIMITS.excerpt).join('') : '';

/** `lastMessage` for the message `id` with `data`, or null when it has no server time yet. */
export function lastMessageOf(id: string, data: Data): LastMessage<Timestamp> | null {
  const createdAt = data?.createdAt;
  if (!(createdAt instanceof Timestamp)) return null;
  return {
    id,
    senderId: typeof data?.senderId === 'string' ? data.senderId : '',
    text: excerptOf(data?.text),
    attachments: Array.isArray(data?.attachments) ? data.attachments.length : 0,
    createdAt,
  };
}

function sameLastMessage(stored: unknown, next: LastMessage<Timestamp> | null): boolean {
  if (next === null || stored === null || stored === undefined) return stored == next;
  const old = record(stored);
  return (
    old.id === next.id &&
    old.senderId === next.senderId &&
    old.text === next.text &&
    old.attachments === next.attachments &&
    sameTime(old.createdAt, next.createdAt)
  );
}

/**
 * The update that brings a stored conversation to `figures` (only the figures given), or null
 * when it already says the same. `unread` is written whole: only this trigger writes it.
 */
export function conversationUpdate(
  stored: Data,
  figures: Partial<ConversationFigures>,
): Record<string, unknown> | null {
  const update: Record<string, unknown> = {};
  if (
    'lastMessage' in figures &&
    !sameLastMessage(stored?.lastMessage, figures.lastMessage ?? null)
  ) {
    update.lastMessage = figures.lastMessage ?? null;
  }
  if (figures.updatedAt && !sameTime(stored?.updatedAt, figures.updatedAt)) {
    update.updatedAt = figures.updatedAt;
  }
  if (figures.unread) {
    const unread = record(stored?.unread);
    const changed = Object.entries(figures.unread).some(([uid, count]) => unread[uid] !== count);
    if (changed) update.unread = { ...unread, ...figures.unread };
  }
  return Object.keys(update).length > 0 ? update : null;
}

/** Participants whose `readAt` differs between two versions of a conversation (it still exists). */
export function readAtChanged(before: Data, after: Data): string[] {
  const participants = participantsOf(after);
  if (!participants || !before) return [];
  const old = record(before.readAt);
  const next = record(after?.readAt);
  return participants.filter((uid) => !sameTime(old[uid] ?? null, next[uid] ?? null));
}

const unreadOf = (data: Data, uid: string) => {
  const count = record(data?.unread)[uid];
  return typeof count === 'number' ? count : 0;
};

/**
 * Users whose `unread` count in this conversation differs between two versions (created,
 * changed or deleted): their `unreadCounts.messages` may have changed.
 */
export function unreadChanged(before: Data, after: Data): string[] {
  const uids = new Set([...(participantsOf(before) ?? []), ...(participantsOf(after) ?? [])]);
  return [...uids].filter((uid) => unreadOf(before, uid) !== unreadOf(after, uid));
}

/** Whether a write of a notification item changed how many are unread (created, flipped, deleted). */
export const notificationReadChanged = (before: Data, after: Data) =>
  (before?.read === false) !== (after?.read === false);

const messagesOf = (db: Firestore, conversationId: string) =>
  db.collection(`conversations/${conversationId}/messages`);

/** Messages from `senderId` after `readAt` (all of them when never read). */
function unreadFrom(messages: CollectionReference, senderId: string, readAt: unknown): Query {
  const from = messages.where('senderId', '==', senderId);
  return readAt instanceof Timestamp ? from.where('createdAt', '>', readAt) : from;
}

/**
 * Recounts a conversation in one transaction: for each of `readers` (both participants by
 * default) the messages from the other participant after their `readAt`, and, when both are
 * recounted (a message was written), the newest message and `updatedAt`. Writes only what
 * changed. Answers the conversation as it is after the run, or null when it does not exist.
 */
export async function refreshConversation(
  db: Firestore,
  conversationId: string,
  readers?: readonly string[],
): Promise<Data> {
  const ref = db.doc(`conversations/${conversationId}`);
  const messages = messagesOf(db, conversationId);
  return runContendedTransaction(db, async (transaction) => {
    const conversation = await transaction.get(ref);
    const stored = conversation.data();
    const participants = participantsOf(stored);
    if (!stored || !participants) return undefined;
    const uids = readers ? participants.filter((uid) => readers.includes(uid)) : participants;
    const readAt = record(stored.readAt);
    const [newest, ...counts] = await Promise.all([
      readers ? null : transaction.get(messages.orderBy('createdAt', 'desc').limit(1)),
      ...uids.map((uid) =>
        transaction.get(unreadFrom(messages, otherOf(participants, uid), readAt[uid]).count()),
      ),
    ]);
    const figures: Partial<ConversationFigures> = {
      unread: Object.fromEntries(uids.map((uid, index) => [uid, counts[index]?.data().count ?? 0])),
    };
    if (newest) {
      const last = newest.docs[0];
      figures.lastMessage = last ? lastMessageOf(last.id, last.data()) : null;
      const createdAt = stored.createdAt instanceof Timestamp ? stored.createdAt : undefined;
      figures.updatedAt = figures.lastMessage?.createdAt ?? createdAt;
    }
    const update = conversationUpdate(stored, figures);
    if (update) transaction.update(ref, update);
    return { ...stored, ...update };
  });
}

/**
 * The new_message notification of a message just created, once per run of unread messages:
 * only when it is the OLDEST message the recipient has not read (their count went from 0 to
 * 1 with it). Deciding from the stored messages rather than from a before/after count keeps
 * it right when two messages arrive before either trigger runs, and when a run is retried
 * after the counts were written. The item's id is the message's, so notify writes it once.
 */
export async function notifyNewMessage(
  db: Firestore,
  conversationId: string,
  messageId: string,
  message: Data,
  conversation: Data,
): Promise<void> {
  const participants = participantsOf(conversation);
  const senderId = message?.senderId;
  const createdAt = message?.createdAt;
  if (!participants || !isUid(senderId) || !participants.includes(senderId)) return;
  if (!(createdAt instanceof Timestamp)) return;
  const recipient = otherOf(participants, senderId);
  const readAt = record(conversation?.readAt)[recipient];
  const oldest = await unreadFrom(messagesOf(db, conversationId), senderId, readAt)
    .orderBy('createdAt', 'asc')
    .limit(1)
    .select()
    .get();
  if (oldest.docs[0]?.id !== messageId) return;
  const senderName = record(conversation?.names)[senderId];
  await notify(db, {
    uid: recipient,
    kind: 'new_message',
    params: {
      conversationId,
      senderName: typeof senderName === 'string' ? senderName : '',
      excerpt: excerptOf(message?.text),
    },
    id: `new_message-${conversationId}-${messageId}`,
    at: createdAt.toDate(),
  });
}

/** `conversations/{id}/messages/{messageId}` written (created, edited or deleted). */
export async function handleMessageWritten(
  db: Firestore,
  conversationId: string,
  messageId: string,
  before: Data,
  after: Data,
): Promise<void> {
  const conversation = await refreshConversation(db, conversationId);
  if (conversation && after && !before) {
    await notifyNewMessage(db, conversationId, messageId, after, conversation);
  }
}

/** `conversations/{id}` written: a participant read it, or its `unread` changed. */
export async function handleConversationWritten(
  db: Firestore,
  conversationId: string,
  before: Data,
  after: Data,
): Promise<void> {
  const readers = readAtChanged(before, after);
  if (readers.length > 0) await refreshConversation(db, conversationId, readers);
  for (const uid of unreadChanged(before, after)) {
    await refreshMessageCount(db, uid, conversationId);
  }
}

/** `notifications/{uid}/items/{id}` written. */
export async function handleNotificationWritten(
  db: Firestore,
  uid: string,
  before: Data,
  after: Data,
): Promise<void> {
  if (notificationReadChanged(before, after)) await refreshNotificationCount(db, uid);
}

/** The unread notifications of `uid`: a count over one field (its automatic index). */
const unreadNotifications = (db: Firestore, uid: string) =>
  db
    .collection(`notifications/${uid}/items`)
    .where('read', '==', false)
    .aggregate({ value: AggregateField.count() });

/** The sum of a user's unread messages by conversation (their `conversations` terms). */
export function messageTerms(
  stored: unknown,
  conversationId: string,
  count: number,
): { conversations: Record<string, number>; messages: number } {
  const conversations: Record<string, number> = {};
  for (const [id, value] of Object.entries(record(stored))) {
    if (typeof value === 'number' && value > 0 && id !== conversationId) conversations[id] = value;
  }
  if (count > 0) conversations[conversationId] = count;
  const messages = Object.values(conversations).reduce((sum, value) => sum + value, 0);
  return { conversations, messages };
}

/**
 * Sets conversation `conversationId`'s term of `unreadCounts/{uid}` (its `unread[uid]` as the
 * conversation now stores it; non-zero terms only) and `messages` as the sum of the terms, in a
 * transaction. Not a sum aggregation over the user's conversations: Firestore sums from an
 * index on the summed field, and `unread.{uid}` behind `participants array-contains` would
 * need a composite index per user. Writes only when something changed.
 */
export async function refreshMessageCount(
  db: Firestore,
  uid: string,
  conversationId: string,
): Promise<number> {
  const ref = db.doc(`unreadCounts/${uid}`);
  const conversationRef = db.doc(`conversations/${conversationId}`);
  return runContendedTransaction(db, async (transaction) => {
    const [stored, conversation] = await Promise.all([
      transaction.get(ref),
      transaction.get(conversationRef),
    ]);
    const participants = participantsOf(conversation.data());
    const unread = participants?.includes(uid) ? record(conversation.get('unread'))[uid] : 0;
    const count = typeof unread === 'number' ? unread : 0;
    const terms = messageTerms(stored.get('conversations'), conversationId, count);
    const storedTerm = record(stored.get('conversations'))[conversationId] ?? 0;
    if (stored.exists && stored.get('messages') === terms.messages && storedTerm === count) {
      return terms.messages;
    }
    const notifications = stored.exists
      ? {}
      : { notifications: (await transaction.get(unreadNotifications(db, uid))).data().value };
    transaction.set(
      ref,
      { ...terms, ...notifications, updatedAt: FieldValue.serverTimestamp() },
      { mergeFields: ['messages', 'conversations', 'updatedAt', ...Object.keys(notifications)] },
    );
    return terms.messages;
  });
}

/**
 * Recounts `unreadCounts/{uid}.notifications` in a transaction and writes only when it
 * changed (a new document starts with no unread messages). Answers the figure.
 */
export async function refreshNotificationCount(db: Firestore, uid: string): Promise<number> {
  const ref = db.doc(`unreadCounts/${uid}`);
  return runContendedTransaction(db, async (transaction) => {
    const stored = await transaction.get(ref);
    const count = (await transaction.get(unreadNotifications(db, uid))).data().value;
    if (stored.exists && stored.get('notifications') === count) return count;
    const start = stored.exists ? {} : { messages: 0, conversations: {} };
    transaction.set(
      ref,
      { ...start, notifications: count, updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
    return count;
  });
}

const region = 'us-central1';
// Every run recounts from the documents as they are, so a failed run is simply redelivered.
const triggerOptions = { region, retry: true, timeoutSeconds: 30, memory: '256MiB' } as const;

export const unreadOnMessageWritten: WriteHandler<{
  conversationId: string;
  messageId: string;
}> = (event) =>
  handleMessageWritten(
    adminDb(),
    event.params.conversationId,
    event.params.messageId,
    event.data?.before.data(),
    event.data?.after.data(),
  );

export const unreadOnConversationWritten = onDocumentWritten(
  { ...triggerOptions, document: 'conversations/{conversationId}' },
  (event) =>
    handleConversationWritten(
      adminDb(),
      event.params.conversationId,
      event.data?.before.data(),
      event.data?.after.data(),
    ),
);

export const unreadOnNotificationWritten = onDocumentWritten(
  { ...triggerOptions, document: 'notifications/{uid}/items/{itemId}' },
  (event) =>
    handleNotificationWritten(
      adminDb(),
      event.params.uid,
      event.data?.before.data(),
      event.data?.after.data(),
    ),
);
