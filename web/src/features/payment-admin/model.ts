import type {
  PayableMethod,
  PaymentEventDocument,
  PaymentFailureReason,
  PaymentStatus,
  PaymentStatusGroup,
  PaymentTargetKind,
} from '@marketplace/domain';
import type { QueryDocumentSnapshot } from 'firebase/firestore';

/** A row of the admin payments list: `payments/{id}` as the page shows it. */
export interface AdminPayment {
  id: string;
  /** Where the next page starts when this row is the last one. */
  cursor: QueryDocumentSnapshot;
  reference: string;
  target: PaymentTargetKind;
  bookingId: string | null;
  /** Null for a visitor (a link or a demo). */
  payerName: string | null;
  description: string;
  method: PayableMethod;
  /** The operator or card brand ('orange_money', 'visa', 'cash'…). */
  operator: string;
  amountFCFA: number;
  priceFCFA: number;
  feesFCFA: number;
  status: PaymentStatus;
  failureReason: PaymentFailureReason | null;
  createdAt: Date;
  settledAt: Date | null;
}

/** One entry of a payment's history (`payments/{id}/events`). */
export interface AdminPaymentEvent {
  id: string;
  type: PaymentEventDocument['type'];
  status: PaymentStatus;
  eventId: string | null;
  detail: string | null;
  at: Date;
}

/**
 * The status filter: every payment, one of spec §4's three groups (pending covers the
 * attempts still waiting: pending, awaiting the customer, 3-D Secure), or one exact status.
 */
export type StatusFilter = 'all' | `group:${PaymentStatusGroup}` | `status:${PaymentStatus}`;

export interface PaymentFilters {
  status: StatusFilter;
  method: PayableMethod | 'all';
  /** Days ('YYYY-MM-DD', the admin's own calendar), '' for no bound; both included. */
  from: string;
  to: string;
}

export const NO_FILTERS: PaymentFilters = { status: 'all', method: 'all', from: '', to: '' };
