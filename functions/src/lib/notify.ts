import type { NotificationKind, NotificationParams } from '@marketplace/domain';
import type { Firestore } from 'firebase-admin/firestore';

/** One notification to write (issue 14): see `notify`. */
export interface NotifyRequest<K extends NotificationKind = NotificationKind> {
  uid: string;
  kind: K;
  params: NotificationParams[K];
  /**
   * The item's id, made from the event, e.g. `booking_confirmation-{bookingId}-{confirmedAtMs}`
   * (letters, digits, `_` and `-`): the same event always writes the same item, once.
   */
  id: string;
  /** The event's instant: the item's `createdAt`. */
  at: Date;
}

/**
 * Writes `notifications/{uid}/items/{id}` in the recipient's language (users/{uid}.language,
 * else French), and, in the same transaction, its `mail/{id}` when `emailNotifications` and
 * its `sms/{id}` when `smsNotifications` (and a phone); nothing when the item exists already.
 * Then sends web push for PUSH_KINDS to the user's push tokens (if any). Answers whether it
 * wrote the item.
 */
export async function notify<K extends NotificationKind>(
  db: Firestore,
  request: NotifyRequest<K>,
): Promise<boolean> {
  void db;
  void request;
  throw new Error('notify: to be written (issue 14)');
}
