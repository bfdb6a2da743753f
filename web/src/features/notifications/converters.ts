import type { DocumentData, FirestoreDataConverter } from 'firebase/firestore';
import { NOTIFICATION_KINDS } from '@marketplace/domain';
import {
  date,
  dateOrNull,
  MalformedDocument,
  numberOrNull,
  oneOf,
  text,
  textOrNull,
  writtenByTheApiOnly,
  type Raw,
} from '../../shared/firebase/documentFields';
import type { NotificationItem, UnreadCounts } from './model';

/**
 * Notifications and counts are written by functions only: the converters check each field the
 * app shows, without zod (a malformed item is left out of the feed by `useLiveQuery`).
 */

function flag(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') throw new MalformedDocument(field);
  return value;
}

export const notificationConverter: FirestoreDataConverter<NotificationItem, DocumentData> = {
  toFirestore: writtenByTheApiOnly,
  fromFirestore: (snapshot) => {
    const data: Raw = snapshot.data();
    return {
      id: snapshot.id,
      cursor: snapshot,
      kind: oneOf(NOTIFICATION_KINDS, data.kind, 'kind'),
      title: text(data.title, 'title'),
      body: text(data.body, 'body'),
      link: textOrNull(data.link, 'link'),
      read: flag(data.read, 'read'),
      createdAt: date(data.createdAt, 'createdAt'),
    };
  },
};

/** A count the trigger has not written yet is 0 (it writes one kind of count at a time). */
const count = (value: unknown, field: string) => Math.max(0, numberOrNull(value, field) ?? 0);

export const unreadCountsConverter: FirestoreDataConverter<UnreadCounts, DocumentData> = {
  toFirestore: writtenByTheApiOnly,
  fromFirestore: (snapshot) => {
    const data: Raw = snapshot.data();
    return {
      messages: count(data.messages, 'messages'),
      notifications: count(data.notifications, 'notifications'),
      updatedAt: dateOrNull(data.updatedAt, 'updatedAt'),
    };
  },
};
