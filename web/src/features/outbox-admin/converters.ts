import type { DocumentData, FirestoreDataConverter } from 'firebase/firestore';
import { NOTIFICATION_KINDS } from '@marketplace/domain';
import {
  date,
  isRecord,
  MalformedDocument,
  oneOf,
  text,
  writtenByTheApiOnly,
  type Raw,
} from '../../shared/firebase/documentFields';
import type { OutboxMail, OutboxSms } from './model';

/**
 * The outboxes are written by functions only (functions/src/lib/notify.ts): the converters
 * check the fields the page shows, without zod. The mail's HTML is never shown (its text is).
 */

const entryOf = (id: string, data: Raw) => ({
  id,
  to: text(data.to, 'to'),
  uid: text(data.uid, 'uid'),
  kind: oneOf(NOTIFICATION_KINDS, data.kind, 'kind'),
  createdAt: date(data.createdAt, 'createdAt'),
});

export const mailConverter: FirestoreDataConverter<OutboxMail, DocumentData> = {
  toFirestore: writtenByTheApiOnly,
  fromFirestore: (snapshot) => {
    const data: Raw = snapshot.data();
    if (!isRecord(data.message)) throw new MalformedDocument('message');
    return {
      ...entryOf(snapshot.id, data),
      subject: text(data.message.subject, 'message.subject'),
      text: text(data.message.text, 'message.text'),
    };
  },
};

export const smsConverter: FirestoreDataConverter<OutboxSms, DocumentData> = {
  toFirestore: writtenByTheApiOnly,
  fromFirestore: (snapshot) => {
    const data: Raw = snapshot.data();
    return { ...entryOf(snapshot.id, data), body: text(data.body, 'body') };
  },
};
