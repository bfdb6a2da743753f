import type {
  DocumentSnapshot,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  SnapshotOptions,
} from 'firebase/firestore';
import {
  ATTACHMENT_CONTENT_TYPES,
  CONVERSATION_SUBJECT_KINDS,
  type ConversationSubject,
  type LastMessage,
  type MessageAttachment,
} from '@marketplace/domain';
import {
  bilingualOrNull,
  date,
  dateOrNull,
  isRecord,
  MalformedDocument,
  number,
  oneOf,
  text,
  writtenByTheApiOnly,
  type Raw,
} from '../../shared/firebase/documentFields';

/** `conversations/{id}` as the pages read it (times as dates). */
export interface Conversation {
  id: string;
  customerId: string;
  providerId: string;
  names: Record<string, string>;
  subject: ConversationSubject;
  updatedAt: Date;
  lastMessage: LastMessage<Date> | null;
  unread: Record<string, number>;
  readAt: Record<string, Date | null>;
  deliveredAt: Record<string, Date | null>;
  /** Where the next page of the list starts. */
  cursor: DocumentSnapshot;
}

/** A message of a thread. `pending`: written on this device, not yet stored by the server. */
export interface Message {
  id: string;
  senderId: string;
  text: string;
  attachments: MessageAttachment[];
  /** The server's time; while pending, this device's estimate of it. */
  createdAt: Date;
  editedAt: Date | null;
  pending: boolean;
  cursor: DocumentSnapshot;
}

// A time this client wrote (readAt, deliveredAt, a message) reads as its local estimate until
// the server stamps it, instead of null.
const ESTIMATE: SnapshotOptions = { serverTimestamps: 'estimate' };

function record<T>(value: unknown, field: string, read: (item: unknown, key: string) => T) {
  if (!isRecord(value)) throw new MalformedDocument(field);
  const result: Record<string, T> = {};
  for (const [key, item] of Object.entries(value)) result[key] = read(item, `${field}.${key}`);
  return result;
}

function lastMessageOf(value: unknown): LastMessage<Date> | null {
  if (value === null || value === undefined) return null;
  if (!isRecord(value)) throw new MalformedDocument('lastMessage');
  return {
    id: text(value.id, 'lastMessage.id'),
    senderId: text(value.senderId, 'lastMessage.senderId'),
    text: text(value.text, 'lastMessage.text'),
    attachments: number(value.attachments, 'lastMessage.attachments'),
    createdAt: date(value.createdAt, 'lastMessage.createdAt'),
  };
}

function subjectOf(value: unknown): ConversationSubject {
  if (!isRecord(value)) throw new MalformedDocument('subject');
  return {
    kind: oneOf(CONVERSATION_SUBJECT_KINDS, value.kind, 'subject.kind'),
    id: text(value.id, 'subject.id'),
    title: bilingualOrNull(value.title, 'subject.title'),
  };
}

function attachmentsOf(value: unknown): MessageAttachment[] {
  if (!Array.isArray(value)) throw new MalformedDocument('attachments');
  return value.map((item: unknown, index) => {
    const field = `attachments.${index}`;
    if (!isRecord(item)) throw new MalformedDocument(field);
    return {
      id: text(item.id, `${field}.id`),
      name: text(item.name, `${field}.name`),
      contentType: oneOf(ATTACHMENT_CONTENT_TYPES, item.contentType, `${field}.contentType`),
      size: number(item.size, `${field}.size`),
    };
  });
}

/** Reads a conversation; written only by the api (clients update two keys with `updateDoc`). */
export function conversationOf(snapshot: DocumentSnapshot, data: Raw): Conversation {
  return {
    id: snapshot.id,
    customerId: text(data.customerId, 'customerId'),
    providerId: text(data.providerId, 'providerId'),
    names: record(data.names, 'names', text),
    subject: subjectOf(data.subject),
    updatedAt: date(data.updatedAt, 'updatedAt'),
    lastMessage: lastMessageOf(data.lastMessage),
    unread: record(data.unread, 'unread', number),
    readAt: record(data.readAt, 'readAt', dateOrNull),
    deliveredAt: record(data.deliveredAt, 'deliveredAt', dateOrNull),
    cursor: snapshot,
  };
}

export const conversationConverter: FirestoreDataConverter<Conversation> = {
  toFirestore: writtenByTheApiOnly,
  fromFirestore: (snapshot: QueryDocumentSnapshot) =>
    conversationOf(snapshot, snapshot.data(ESTIMATE)),
};

export function messageOf(snapshot: DocumentSnapshot, data: Raw): Message {
  return {
    id: snapshot.id,
    senderId: text(data.senderId, 'senderId'),
    text: text(data.text, 'text'),
    attachments: attachmentsOf(data.attachments),
    createdAt: date(data.createdAt, 'createdAt'),
    editedAt: dateOrNull(data.editedAt, 'editedAt'),
    pending: snapshot.metadata.hasPendingWrites,
    cursor: snapshot,
  };
}

export const messageConverter: FirestoreDataConverter<Message> = {
  toFirestore: () => {
    throw new Error('Messages are written by api.ts (plain fields and server timestamps)');
  },
  fromFirestore: (snapshot: QueryDocumentSnapshot) => messageOf(snapshot, snapshot.data(ESTIMATE)),
};
