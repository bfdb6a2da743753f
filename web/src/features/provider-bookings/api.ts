import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import {
  addCalendarDays,
  BOOKING_API,
  BOOKING_LIMITS,
  zonedInstant,
  type BookingStatus,
} from '@marketplace/domain';
import { apiMutate } from '../../shared/api/http';
import { loadFirestore, type FirestoreHandle } from '../../shared/firebase/firestore';
import { useLiveDoc, useLiveQuery } from '../../shared/firebase/useLiveQuery';
import {
  bookingReviewConverter,
  providerBookingConverter,
  providerZoneConverter,
} from './converters';
import { BOOKING_TABS, type BookingTab } from './model';

/**
 * The provider side of bookings: their bookings by tab (20 a page, cursor paging), the week
 * calendar, a booking's review, read with the Firestore SDK under the rules (the provider's
 * own only); every change goes through the `api` function (clients never write bookings).
 */

export const isBookingTab = (value: string | null): value is BookingTab =>
  BOOKING_TABS.includes(value as BookingTab);

/** Each tab's statuses and order: what is coming soonest first, what is past latest first. */
export const TAB_QUERIES: Record<
  BookingTab,
  { statuses: readonly BookingStatus[]; order: 'asc' | 'desc' }
> = {
  requests: { statuses: ['pending'], order: 'asc' },
  upcoming: { statuses: ['confirmed'], order: 'asc' },
  past: { statuses: ['completed', 'cancelled'], order: 'desc' },
};

/** The bookings of `tab`, without order or limit: what the pages list and the counts count. */
function tabQuery({ fs, db }: FirestoreHandle, uid: string, tab: BookingTab) {
  const { statuses } = TAB_QUERIES[tab];
  return fs.query(
    fs.collection(db, 'bookings'),
    fs.where('providerId', '==', uid),
    statuses.length === 1
      ? fs.where('status', '==', statuses[0])
      : fs.where('status', 'in', [...statuses]),
  );
}

/** One page of a tab, after the last booking of the previous page. */
export function bookingsPageQuery(
  handle: FirestoreHandle,
  uid: string,
  tab: BookingTab,
  after: QueryDocumentSnapshot | null,
) {
  const { fs } = handle;
  const ordered = fs.query(
    tabQuery(handle, uid, tab).withConverter(providerBookingConverter),
    fs.orderBy('startAt', TAB_QUERIES[tab].order),
  );
  return after
    ? fs.query(ordered, fs.startAfter(after), fs.limit(BOOKING_LIMITS.pageSize))
    : fs.query(ordered, fs.limit(BOOKING_LIMITS.pageSize));
}

export const bookingsPageKey = (
  uid: string,
  tab: BookingTab,
  after: QueryDocumentSnapshot | null,
) => `bookings:provider:${uid}:${tab}:${after?.id ?? 'first'}`;

/** A live page: a booking confirmed or cancelled leaves its tab as soon as the server says so. */
export function useBookingsPage(uid: string, tab: BookingTab, after: QueryDocumentSnapshot | null) {
  return useLiveQuery(bookingsPageKey(uid, tab, after), (handle) =>
    bookingsPageQuery(handle, uid, tab, after),
  );
}

/** The tabs that show a count: those the provider acts on. */
export const COUNTED_TABS = ['requests', 'upcoming'] as const satisfies readonly BookingTab[];
export type BookingCounts = Record<(typeof COUNTED_TABS)[number], number>;

/** Lists are bounded to a page by the rules, a count too: from there the tab shows "20+". */
export const COUNT_CAP = BOOKING_LIMITS.pageSize;

/** How many bookings each counted tab holds, up to `COUNT_CAP`: one aggregation (1 read) each. */
export async function countBookings(uid: string): Promise<BookingCounts> {
  const handle = await loadFirestore();
  const counts = await Promise.all(
    COUNTED_TABS.map(async (tab) => {
      const snapshot = await handle.fs.getCountFromServer(
        handle.fs.query(tabQuery(handle, uid, tab), handle.fs.limit(COUNT_CAP)),
      );
      return [tab, snapshot.data().count] as const;
    }),
  );
  return Object.fromEntries(counts) as BookingCounts;
}

/**
 * The counts, counted again whenever `version` changes (after an action). Until they arrive,
 * or when they cannot be counted (offline), the last ones known, or null.
 */
export function useBookingCounts(uid: string, version: number): BookingCounts | null {
  const [counts, setCounts] = useState<{ uid: string; counts: BookingCounts } | null>(null);
  useEffect(() => {
    let active = true;
    countBookings(uid)
      .then((found) => active && setCounts({ uid, counts: found }))
      // The tabs then show their names only; the lists still load.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [uid, version]);
  return counts !== null && counts.uid === uid ? counts.counts : null;
}

/** A week on the provider's wall clock: from its Monday 00:00 to the next Monday 00:00. */
export function weekRange(monday: string, timeZone: string): { from: Date; to: Date } {
  return {
    from: zonedInstant(monday, '00:00', timeZone),
    to: zonedInstant(addCalendarDays(monday, 7), '00:00', timeZone),
  };
}

/** The calendar can show this many bookings a week (one query). */
export const WEEK_LIMIT = 50;

/** The confirmed bookings starting in the week of `monday` (provider's zone), soonest first. */
export function weekQuery(
  { fs, db }: FirestoreHandle,
  uid: string,
  monday: string,
  timeZone: string,
) {
  const { from, to } = weekRange(monday, timeZone);
  return fs.query(
    fs.collection(db, 'bookings').withConverter(providerBookingConverter),
    fs.where('providerId', '==', uid),
    fs.where('status', '==', 'confirmed'),
    fs.where('startAt', '>=', from),
    fs.where('startAt', '<', to),
    fs.orderBy('startAt', 'asc'),
    fs.limit(WEEK_LIMIT),
  );
}

export function useWeekBookings(uid: string, monday: string, timeZone: string) {
  return useLiveQuery(`bookings:provider:${uid}:week:${monday}:${timeZone}`, (handle) =>
    weekQuery(handle, uid, monday, timeZone),
  );
}

export type ProviderZone =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'notProvider' }
  | { status: 'provider'; timeZone: string };

/**
 * Whether the signed-in user is a provider, and the time zone of their country (their
 * bookings' day and time are on that clock): `providers/{uid}`, 1 read.
 */
export function useProviderZone(uid: string): ProviderZone {
  const provider = useLiveDoc(`providers:${uid}:zone`, ({ fs, db }) =>
    fs.doc(db, 'providers', uid).withConverter(providerZoneConverter),
  );
  if (provider.status === 'loading') return { status: 'loading' };
  if (provider.status === 'error') return { status: 'error' };
  return provider.data === null
    ? { status: 'notProvider' }
    : { status: 'provider', timeZone: provider.data };
}

/** The review of a completed booking (`reviews/{bookingId}`; its provider may read it): 1 read. */
export function useBookingReview(bookingId: string) {
  return useLiveDoc(`reviews:${bookingId}:provider`, ({ fs, db }) =>
    fs.doc(db, 'reviews', bookingId).withConverter(bookingReviewConverter),
  );
}

/** Offline, the browser would fail after a retry; the provider is told at once instead. */
export class OfflineError extends Error {
  constructor() {
    super('The browser is offline');
    this.name = 'OfflineError';
  }
}

function mutate(path: string, init: Parameters<typeof apiMutate>[1] = {}) {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return Promise.reject(new OfflineError());
  }
  return apiMutate(path, init);
}

export const confirmBooking = (id: string) => mutate(BOOKING_API.confirm(id));

export const completeBooking = (id: string) => mutate(BOOKING_API.complete(id));

/** Declines a request; the customer reads the reason. */
export const declineBooking = (id: string, reason: string) =>
  mutate(BOOKING_API.decline(id), { json: { reason } });

/** Cancels a request or a confirmed booking; the customer reads the reason. */
export const cancelBooking = (id: string, reason: string) =>
  mutate(BOOKING_API.cancel(id), { json: { reason } });

/** Reports a problem on a confirmed booking (no photos from this page). */
export const reportProblem = (id: string, reason: string) =>
  mutate(BOOKING_API.problem(id), { json: { reason, photoIds: [] } });

/** The provider's one public reply to a review. */
export const replyToReview = (id: string, text: string) =>
  mutate(BOOKING_API.reply(id), { method: 'PUT', json: { text } });
