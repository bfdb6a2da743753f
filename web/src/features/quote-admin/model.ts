import type { QueryDocumentSnapshot } from 'firebase/firestore';
import type { QuoteRequestDocument, QuoteResponseStatus, QuoteStatus } from '@marketplace/domain';

/** `quotes/{id}` as the admin list reads it: Timestamps become Dates. */
export type AdminQuote = QuoteRequestDocument<Date | null> & {
  id: string;
  /** Where the next page starts after this row (`startAfter`). */
  cursor: QueryDocumentSnapshot;
};

/** What the request's detail shows of each recipient's answer. */
export interface AdminQuoteResponse {
  providerId: string;
  providerName: string;
  status: QuoteResponseStatus;
  totalFCFA: number | null;
  respondedAt: Date | null;
}

/** Equality filters of the list ('' = any); each combination has its index with createdAt desc. */
export interface AdminQuoteFilters {
  status: QuoteStatus | '';
  category: string;
  city: string;
}

export const NO_FILTERS: AdminQuoteFilters = { status: '', category: '', city: '' };
