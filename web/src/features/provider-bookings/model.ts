import type { QueryDocumentSnapshot } from 'firebase/firestore';
import type { BookingDocument, ReviewDocument } from '@marketplace/domain';

/** What the provider's pages show of `bookings/{id}`, dates as `Date`. */
export type ProviderBooking = Pick<
  BookingDocument<Date>,
  | 'customerName'
  | 'serviceTitle'
  | 'day'
  | 'time'
  | 'timeZone'
  | 'startAt'
  | 'endAt'
  | 'durationMinutes'
  | 'notes'
  | 'priceFCFA'
  | 'status'
  | 'problem'
  | 'needsAttention'
  | 'cancelReason'
  | 'cancelledBy'
  | 'completedBy'
  | 'adminNote'
  | 'reviewed'
  | 'paymentStatus'
  | 'paymentId'
  | 'paymentMethod'
> & {
  id: string;
  /** The stored document, where the next page starts (a Firestore cursor). */
  cursor: QueryDocumentSnapshot;
};

/** `reviews/{bookingId}` as the provider reads it under their booking. */
export type BookingReview = Pick<
  ReviewDocument<Date>,
  'authorName' | 'rating' | 'comment' | 'createdAt' | 'reply' | 'hidden' | 'hiddenReason'
>;

/** The tabs of the provider's bookings. */
export const BOOKING_TABS = ['requests', 'upcoming', 'past'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];
