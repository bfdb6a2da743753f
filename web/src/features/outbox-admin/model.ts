import type { NotificationKind } from '@marketplace/domain';

/** The two outboxes (`mail`, `sms`), as the admin page shows them. */
export type OutboxKind = 'mail' | 'sms';

interface OutboxEntry {
  id: string;
  to: string;
  uid: string;
  kind: NotificationKind;
  createdAt: Date;
}

/** `mail/{id}` (the "Trigger Email from Firestore" format): its subject and plain text. */
export interface OutboxMail extends OutboxEntry {
  subject: string;
  text: string;
}

/** `sms/{id}`. */
export interface OutboxSms extends OutboxEntry {
  body: string;
}
