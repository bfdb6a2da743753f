import type { QueryDocumentSnapshot } from 'firebase/firestore';
import {
  ACTIVE_BOOKING_STATUSES,
  BOOKING_API,
  BOOKING_LIMITS,
  ENDED_BOOKING_STATUSES,
  PROVIDER_LIMITS,
  type BookingInput,
  type ReviewInput,
  type SlotsAnswer,
} from '@marketplace/domain';
import { apiFetch, apiMutate, withRetry } from '../../shared/api/http';
import { loadFirestore } from '../../shared/firebase/firestore';
import { readPublicDocument } from '../../shared/firebase/publicQuery';
import { usePublicList } from '../../shared/firebase/usePublicList';
import {
  bookingConverter,
  providerInfoOf,
  reviewConverter,
  serviceOptionOf,
  type Booking,
  type BookingReview,
} from './converters';
import { loadableConverter } from '../../shared/firebase/servedData';

/**
 * The bookings feature's data: the customer's bookings and reviews read with the Firestore SDK
 * under the rules (their own only), the provider and their services over REST like the
 * provider page, free slots and every change through the `api` function. Reads per screen:
 * /my-bookings one query of at most 20 documents per page (and one get when a review opens);
 * /service-scheduling two public reads and one slots call per day looked at.
 */

// ---- The customer's bookings: upcoming (soonest first) or past (latest first), 20 a page. ----

export const BOOKING_TABS = ['upcoming', 'past'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

const TAB_QUERIES = {
  upcoming: { statuses: ACTIVE_BOOKING_STATUSES, direction: 'asc' },
  past: { statuses: ENDED_BOOKING_STATUSES, direction: 'desc' },
} as const;

/** Where a page of bookings starts: the last booking of the page before. */
export type BookingsCursor = QueryDocumentSnapshot<Booking>;

export interface BookingsPage {
  bookings: Booking[];
  /** The cursor of the next page; null when this page is the last. */
  next: BookingsCursor | null;
}

/** One page of a tab. Index: bookings(customerId ASC, status ASC, startAt ASC|DESC). */
export async function loadBookingsPage(
  uid: string,
  tab: BookingTab,
  after: BookingsCursor | null,
): Promise<BookingsPage> {
  const { fs, db } = await loadFirestore();
  const { statuses, direction } = TAB_QUERIES[tab];
  const snapshot = await fs.getDocs(
    fs.query(
      fs.collection(db, 'bookings').withConverter(bookingConverter),
      fs.where('customerId', '==', uid),
      fs.where('status', 'in', [...statuses]),
      fs.orderBy('startAt', direction),
      ...(after ? [fs.startAfter(after)] : []),
      fs.limit(BOOKING_LIMITS.pageSize),
    ),
  );
  const bookings: Booking[] = [];
  for (const doc of snapshot.docs) {
    try {
      bookings.push(doc.data());
    } catch (error) {
      console.warn(`Skipped the malformed booking ${doc.id}:`, error);
    }
  }
  const full = snapshot.docs.length === BOOKING_LIMITS.pageSize;
  return { bookings, next: full ? (snapshot.docs.at(-1) ?? null) : null };
}

/** The review of a booking (its id is the booking's), or null when none was written. */
export async function loadReview(bookingId: string): Promise<BookingReview | null> {
  const { fs, db } = await loadFirestore();
  const snapshot = await fs.getDoc(fs.doc(db, 'reviews', bookingId).withConverter(reviewConverter));
  return snapshot.data() ?? null;
}

// ---- Free slots (public) and changes, through the api. ----

export interface SlotsRequest {
  providerId: string;
  serviceId: string;
  day: string;
  durationMinutes: number;
}

/** `GET /api/bookings/slots`: the day's free start times, in the provider's zone. */
export function loadSlots({ providerId, serviceId, day, durationMinutes }: SlotsRequest) {
  const query = new URLSearchParams({
    provider: providerId,
    service: serviceId,
    day,
    duration: String(durationMinutes),
  });
  return withRetry(() => apiFetch<SlotsAnswer>(`${BOOKING_API.slots}?${query.toString()}`));
}

/** `POST /api/bookings`; the same `requestId` twice answers the same id. */
export async function createBooking(input: BookingInput): Promise<string> {
  const { id } = await apiMutate<{ id: string }>(BOOKING_API.create, { json: input });
  return id;
}

export async function cancelBooking(id: string, reason: string): Promise<void> {
  await apiMutate(BOOKING_API.cancel(id), { json: { reason } });
}

export async function rescheduleBooking(id: string, slot: { day: string; time: string }) {
  await apiMutate(BOOKING_API.reschedule(id), { json: slot });
}

export async function reportProblem(id: string, reason: string, photoIds: string[]) {
  await apiMutate(BOOKING_API.problem(id), { json: { reason, photoIds } });
}

/** `PUT /api/bookings/{id}/review`: writes the review, or edits it within 48 hours. */
export async function saveReview(id: string, input: ReviewInput): Promise<void> {
  await apiMutate(BOOKING_API.review(id), { method: 'PUT', json: input });
}

// ---- The provider of `?provider=`, read over REST like their public page. ----

const providerInfoConverter = loadableConverter(
  'bookings/provider-info',
  async () => providerInfoOf,
);
const serviceOptionConverter = loadableConverter(
  'bookings/service-option',
  async () => serviceOptionOf,
);

/** Their name and zone; an empty list when there is no such provider. */
export function useProviderInfo(providerId: string | null) {
  return usePublicList(
    providerId && `bookings:provider:${providerId}`,
    () => readPublicDocument(`providers/${providerId ?? ''}`, ['displayName', 'country']),
    providerInfoConverter,
  );
}

/** Their services, cheapest first (the provider page's query, single-field index). */
export function useServiceOptions(providerId: string | null) {
  return usePublicList(
    providerId && `bookings:provider:${providerId}:services`,
    {
      parent: `providers/${providerId ?? ''}`,
      collection: 'services',
      where: [],
      orderBy: [['priceFCFA', 'asc']],
      limit: PROVIDER_LIMITS.services,
    },
    serviceOptionConverter,
  );
}
