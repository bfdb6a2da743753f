import type { QueryDocumentSnapshot } from 'firebase/firestore';
import type { QuoteRequestDocument, QuoteResponseDocument } from '@marketplace/domain';

/** One entry of the provider's inbox: their `quotes/{id}/responses/{uid}`, dates as `Date`. */
export type InboxItem = Pick<
  QuoteResponseDocument<Date>,
  | 'quoteId'
  | 'status'
  | 'request'
  | 'lineItems'
  | 'totalFCFA'
  | 'durationMinutes'
  | 'earliestStart'
  | 'validUntil'
  | 'message'
  | 'revision'
  | 'declineReason'
  | 'seenAt'
  | 'createdAt'
> & {
  /** The stored document, where the next page starts (a Firestore cursor). */
  cursor: QueryDocumentSnapshot;
};

/** What the provider sees of `quotes/{id}` when they open an entry. */
export type QuoteRequest = Pick<
  QuoteRequestDocument<Date>,
  | 'customerName'
  | 'category'
  | 'serviceTitle'
  | 'description'
  | 'urgency'
  | 'budgetFCFA'
  | 'location'
  | 'preferredDate'
  | 'contactMethod'
  | 'additionalInfo'
  | 'photoIds'
  | 'status'
> & { id: string };
