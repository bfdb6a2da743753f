import type { QueryDocumentSnapshot } from 'firebase/firestore';
import type { NotificationDocument } from '@marketplace/domain';

/** A feed item as the app shows it (`notifications/{uid}/items/{id}`), its date as `Date`. */
export type NotificationItem = Pick<
  NotificationDocument<Date>,
  'kind' | 'title' | 'body' | 'link' | 'read' | 'createdAt'
> & {
  id: string;
  /** The stored document, where the next page starts (a Firestore cursor). */
  cursor: QueryDocumentSnapshot;
};

/** `unreadCounts/{uid}`; a missing document (or count) is 0. */
export interface UnreadCounts {
  messages: number;
  notifications: number;
  /** When the trigger last changed a count; null when unknown (no document yet). */
  updatedAt: Date | null;
}

export const NO_UNREAD: UnreadCounts = { messages: 0, notifications: 0, updatedAt: null };
