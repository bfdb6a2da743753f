import type { QueryDocumentSnapshot } from 'firebase/firestore';
import type { BookingDocument, ReviewDocument } from '@marketplace/domain';

/** A reported booking as the admin page shows it, dates as `Date`. */
export type AdminBooking = Pick<
  BookingDocument<Date>,
  | 'customerName'
  | 'providerId'
  | 'providerName'
  | 'serviceTitle'
  | 'day'
  | 'time'
  | 'timeZone'
  | 'startAt'
  | 'endAt'
  | 'totalFCFA'
  | 'status'
  | 'problem'
  | 'updatedAt'
> & {
  id: string;
  /** The stored document, where the next page starts (a Firestore cursor). */
  cursor: QueryDocumentSnapshot;
};

/** A review as the moderation page shows it; its id is its booking's. */
export type AdminReview = Pick<
  ReviewDocument<Date>,
  | 'providerId'
  | 'authorName'
  | 'rating'
  | 'comment'
  | 'serviceTitle'
  | 'createdAt'
  | 'reply'
  | 'hidden'
  | 'hiddenReason'
> & {
  id: string;
  cursor: QueryDocumentSnapshot;
};

/** The moderation list: every review, or the hidden ones only. */
export const REVIEW_FILTERS = ['all', 'hidden'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
