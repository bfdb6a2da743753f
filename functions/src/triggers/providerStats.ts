import { isDeepStrictEqual } from 'node:util';
import {
  BOOKING_STATUSES,
  providerTimeZone,
  type BookingStatus,
  type ProviderStatsDocument,
} from '@marketplace/domain';
import {
  AggregateField,
  FieldValue,
  Timestamp,
  type Firestore,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { adminDb } from '../lib/admin';
import { clock } from '../lib/clock';
import { isUid } from './contacts';
import type { WriteHandler } from './documentWrites';
import { bucketKeyOf, bucketOf, isKept, keptKeys, type BucketKind } from './statsBuckets';

/**
 * `providerStats/{uid}`, the sales dashboard's figures (issue 13 §7, DESIGN §2). Every figure is
 * RECOMPUTED from count/sum aggregation queries over the bookings, reviews, quote responses and
 * (issue 15) successful payments as they are, never incremented: an event only says which
 * buckets to recompute, so a retried, duplicated or late event writes the same figures again.
 * The queries run inside the transaction that writes the figures, which serialises them with
 * the writes they count (a booking written meanwhile waits, or the transaction retries), so an
 * older result never overwrites a newer one.
 */

type Data = Record<string, unknown> | undefined;
type Title = ProviderStatsDocument['services'][string]['title'];

/** What one event changed for one provider: the figures to recompute. */
export interface StatsTouch {
  providerId: string;
  statusCounts: boolean;
  /** `completedAt` of the booking before and after: their weeks' and months' revenue. */
  completedAt: Date[];
  /** The booking's service(s), with the title to show. */
  services: Map<string, Title>;
  /** `createdAt` of the review before and after: their months' rating. */
  reviewedAt: Date[];
  quotes: boolean;
  /** The provider's paid total, and `settledAt` of the successful payment before and after. */
  paid: boolean;
  settledAt: Date[];
}

const emptyTouch = (providerId: string): StatsTouch => ({
  providerId,
  statusCounts: false,
  completedAt: [],
  services: new Map(),
  reviewedAt: [],
  quotes: false,
  paid: false,
  settledAt: [],
});

/** A stored instant (Timestamp or Date) as a Date; null for anything else. */
export function dateOf(value: unknown): Date | null {
  if (value instanceof Date) return value;
  const toMillis = (value as { toMillis?: unknown } | null)?.toMillis;
  return typeof toMillis === 'function' ? new Date(toMillis.call(value) as number) : null;
}

/** Equal stored values, instants compared by their time. */
function sameValue(a: unknown, b: unknown): boolean {
  const [dateA, dateB] = [dateOf(a), dateOf(b)];
  if (dateA || dateB) return dateA?.getTime() === dateB?.getTime();
  return a === b;
}

const changedFields = (before: Data, after: Data, fields: readonly string[]) =>
  fields.some((field) => !sameValue(before?.[field], after?.[field]));

/** The touches of both sides of a write, one per provider found on either side. */
function touchesOf(
  before: Data,
  after: Data,
  mark: (touch: StatsTouch, data: Record<string, unknown>) => void,
): StatsTouch[] {
  const touches = new Map<string, StatsTouch>();
  for (const data of [before, after]) {
    const providerId = data?.providerId;
    if (!data || !isUid(providerId)) continue;
    const touch = touches.get(providerId) ?? emptyTouch(providerId);
    touches.set(providerId, touch);
    mark(touch, data);
  }
  return [...touches.values()];
}

function titleOf(value: unknown, fallback: string): Title {
  const title = value as Partial<Title> | null | undefined;
  if (typeof title?.fr !== 'string') return { fr: fallback };
  return typeof title.en === 'string' ? { fr: title.fr, en: title.en } : { fr: title.fr };
}

/**
 * A write of `bookings/{id}`: the status counts when its status changed, and the revenue
 * buckets and service of its completion (before and after) when it is or was completed and
 * anything they sum changed. Nothing for writes the dashboard does not show (notes,
 * `reviewed`, a reported problem…).
 */
export function bookingTouches(before: Data, after: Data): StatsTouch[] {
  const statusChanged = changedFields(before, after, ['providerId', 'status']);
  const completed = [before, after].some((data) => data?.status === 'completed');
  const revenueChanged =
    completed &&
    (statusChanged || changedFields(before, after, ['completedAt', 'priceFCFA', 'serviceId']));
  if (!statusChanged && !revenueChanged) return [];
  return touchesOf(before, after, (touch, data) => {
    touch.statusCounts ||= statusChanged;
    if (!revenueChanged) return;
    const completedAt = dateOf(data.completedAt);
    if (completedAt) touch.completedAt.push(completedAt);
    if (isUid(data.serviceId)) {
      touch.services.set(data.serviceId, titleOf(data.serviceTitle, data.serviceId));
    }
  });
}

/** A write of `reviews/{id}`: the rating of its month, when what it averages changed. */
export function reviewTouches(before: Data, after: Data): StatsTouch[] {
  if (!changedFields(before, after, ['providerId', 'rating', 'hidden', 'createdAt'])) return [];
  return touchesOf(before, after, (touch, data) => {
    const createdAt = dateOf(data.createdAt);
    if (createdAt) touch.reviewedAt.push(createdAt);
  });
}

/**
 * A write of `quotes/{id}/responses/{providerId}`: the provider's quote conversion, when the
 * response was first priced (`respondedAt`) or its status changed. The path names the provider.
 */
export function quoteResponseTouches(before: Data, after: Data, providerId: string): StatsTouch[] {
  if (!isUid(providerId) || !changedFields(before, after, ['status', 'respondedAt'])) return [];
  return [{ ...emptyTouch(providerId), quotes: true }];
}

/**
 * A write of `payments/{id}`: the provider's paid total and the month of `settledAt`, when the
 * payment becomes or leaves `success` (or a successful one changes what they sum). The other
 * states of an attempt (pending, awaiting the customer, failed…) count nowhere.
 */
export function paymentTouches(before: Data, after: Data): StatsTouch[] {
  const succeeded = [before, after].some((data) => data?.status === 'success');
  if (!succeeded) return [];
  if (!changedFields(before, after, ['providerId', 'status', 'priceFCFA', 'settledAt'])) return [];
  return touchesOf(before, after, (touch, data) => {
    touch.paid = true;
    const settledAt = data.status === 'success' ? dateOf(data.settledAt) : null;
    if (settledAt) touch.settledAt.push(settledAt);
  });
}

const bookingsOf = (db: Firestore, providerId: string) =>
  db.collection('bookings').where('providerId', '==', providerId);
const completedOf = (db: Firestore, providerId: string) =>
  bookingsOf(db, providerId).where('status', '==', 'completed');

const paidOf = (db: Firestore, providerId: string) =>
  db.collection('payments').where('providerId', '==', providerId).where('status', '==', 'success');

/** Count and sum of `field` over a query, read in the transaction. */
async function countAndSum(transaction: Transaction, query: Query, field: string) {
  const snapshot = await transaction.get(
    query.aggregate({ count: AggregateField.count(), sum: AggregateField.sum(field) }),
  );
  const { count, sum } = snapshot.data();
  return { count, sum: sum ?? 0 };
}

async function countOf(transaction: Transaction, query: Query): Promise<number> {
  return (await transaction.get(query.count())).data().count;
}

/** A map of the values of `keys`; a key whose value is null (nothing counted) is deleted. */
async function mapOf<T>(
  keys: Iterable<string>,
  valueOf: (key: string) => Promise<T | null>,
): Promise<Record<string, T | FieldValue>> {
  const entries = await Promise.all(
    [...new Set(keys)].map(async (key) => [key, (await valueOf(key)) ?? FieldValue.delete()]),
  );
  return Object.fromEntries(entries) as Record<string, T | FieldValue>;
}

interface Scope {
  db: Firestore;
  transaction: Transaction;
  providerId: string;
  timeZone: string;
}

async function statusCounts({ db, transaction, providerId }: Scope) {
  const counts = await Promise.all(
    BOOKING_STATUSES.map((status) =>
      countOf(transaction, bookingsOf(db, providerId).where('status', '==', status)),
    ),
  );
  return Object.fromEntries(
    BOOKING_STATUSES.map((status, index) => [status, counts[index] ?? 0]),
  ) as Record<BookingStatus, number>;
}

/** Completed bookings' `priceFCFA` per week or month of `completedAt`. */
function revenueBuckets(scope: Scope, kind: BucketKind, keys: Iterable<string>) {
  const { db, transaction, providerId, timeZone } = scope;
  return mapOf(keys, async (key) => {
    const { start, end } = bucketOf(kind, key, timeZone);
    const query = completedOf(db, providerId)
      .where('completedAt', '>=', start)
      .where('completedAt', '<', end);
    const { count, sum } = await countAndSum(transaction, query, 'priceFCFA');
    return count > 0 ? sum : null;
  });
}

/** Visible reviews' ratings per month of `createdAt`. */
function ratingBuckets(scope: Scope, keys: Iterable<string>) {
  const { db, transaction, providerId, timeZone } = scope;
  return mapOf(keys, async (key) => {
    const { start, end } = bucketOf('month', key, timeZone);
    const query = db
      .collection('reviews')
      .where('providerId', '==', providerId)
      .where('hidden', '==', false)
      .where('createdAt', '>=', start)
      .where('createdAt', '<', end);
    const { count, sum } = await countAndSum(transaction, query, 'rating');
    return count > 0 ? { sum, count } : null;
  });
}

function serviceBuckets(scope: Scope, titles: ReadonlyMap<string, Title>) {
  const { db, transaction, providerId } = scope;
  return mapOf(titles.keys(), async (serviceId) => {
    const query = completedOf(db, providerId).where('serviceId', '==', serviceId);
    const { count, sum } = await countAndSum(transaction, query, 'priceFCFA');
    const title = titles.get(serviceId) ?? { fr: serviceId };
    return count > 0 ? { title, completed: count, revenueFCFA: sum } : null;
  });
}

/**
 * Priced quotes the provider sent, whatever became of them (a first price sets `respondedAt`,
 * which stays; a provider's decline without a price leaves it null), and those accepted.
 */
async function quoteCounts({ db, transaction, providerId }: Scope) {
  const responses = db.collectionGroup('responses').where('providerId', '==', providerId);
  const [answered, won] = await Promise.all([
    countOf(transaction, responses.where('respondedAt', '!=', null)),
    countOf(transaction, responses.where('status', '==', 'accepted')),
  ]);
  return { answered, won };
}

/** Successful payments to the provider, all time: how many and the price they paid for. */
async function paidTotal({ db, transaction, providerId }: Scope) {
  const { count, sum } = await countAndSum(transaction, paidOf(db, providerId), 'priceFCFA');
  return { count, amountFCFA: sum };
}

/** Successful payments' `priceFCFA` per month of `settledAt`. */
function paidBuckets(scope: Scope, keys: Iterable<string>) {
  const { db, transaction, providerId, timeZone } = scope;
  return mapOf(keys, async (key) => {
    const { start, end } = bucketOf('month', key, timeZone);
    const query = paidOf(db, providerId)
      .where('settledAt', '>=', start)
      .where('settledAt', '<', end);
    const { count, sum } = await countAndSum(transaction, query, 'priceFCFA');
    return count > 0 ? sum : null;
  });
}

/** Stored keys that fell out of the kept weeks or months: deleted with the next write. */
function staleKeys(stored: unknown, kind: BucketKind, now: Date, timeZone: string) {
  const keys = Object.keys((stored as Record<string, unknown> | undefined) ?? {});
  return Object.fromEntries(
    keys
      .filter((key) => !isKept(kind, key, now, timeZone))
      .map((key) => [key, FieldValue.delete()]),
  );
}

const keptOf = (kind: BucketKind, dates: readonly Date[], now: Date, timeZone: string) =>
  dates
    .map((date) => bucketKeyOf(kind, date, timeZone))
    .filter((key) => isKept(kind, key, now, timeZone));

/**
 * A map field for a merge, left out when empty: an empty map in a merge would replace the
 * stored one with `{}` rather than change nothing.
 */
const field = (name: string, map: Record<string, unknown>) =>
  Object.keys(map).length > 0 ? { [name]: map } : {};

const statsRef = (db: Firestore, providerId: string) => db.doc(`providerStats/${providerId}`);

/**
 * Recomputes the figures `touch` names and merges them into `providerStats/{uid}`, dropping
 * weeks and months past `STATS_KEEP`. A provider without stats yet gets a full rebuild (so the
 * document always has every figure); one without a profile gets nothing.
 */
export async function applyStatsTouch(db: Firestore, touch: StatsTouch, now: Date): Promise<void> {
  const { providerId } = touch;
  const [provider, stats] = await db.getAll(
    db.doc(`providers/${providerId}`),
    statsRef(db, providerId),
  );
  if (!provider?.exists) return;
  if (!stats?.exists) {
    await rebuildProviderStats(db, providerId, now);
    return;
  }
  const timeZone = providerTimeZone(provider.get('country'));
  // Figures written before payments counted (issue 15) have no paid figures: the first event
  // computes them all, so the document always has every figure.
  const paidMonths =
    stats.get('paid') === undefined
      ? keptKeys('month', now, timeZone)
      : keptOf('month', touch.settledAt, now, timeZone);
  const paidChanged = touch.paid || stats.get('paid') === undefined;
  await db.runTransaction(async (transaction) => {
    const scope: Scope = { db, transaction, providerId, timeZone };
    const [stored, counts, byWeek, byMonth, rating, services, quotes, paid, paidByMonth] =
      await Promise.all([
        transaction.get(statsRef(db, providerId)).then((snapshot) => snapshot.data() ?? {}),
        touch.statusCounts ? statusCounts(scope) : null,
        revenueBuckets(scope, 'week', keptOf('week', touch.completedAt, now, timeZone)),
        revenueBuckets(scope, 'month', keptOf('month', touch.completedAt, now, timeZone)),
        ratingBuckets(scope, keptOf('month', touch.reviewedAt, now, timeZone)),
        serviceBuckets(scope, touch.services),
        touch.quotes ? quoteCounts(scope) : null,
        paidChanged ? paidTotal(scope) : null,
        paidBuckets(scope, paidMonths),
      ]);
    const figures = {
      ...(counts ? { statusCounts: counts } : {}),
      ...field('revenueByWeek', {
        ...staleKeys(stored.revenueByWeek, 'week', now, timeZone),
        ...byWeek,
      }),
      ...field('revenueByMonth', {
        ...staleKeys(stored.revenueByMonth, 'month', now, timeZone),
        ...byMonth,
      }),
      ...field('ratingByMonth', {
        ...staleKeys(stored.ratingByMonth, 'month', now, timeZone),
        ...rating,
      }),
      ...field('services', services),
      ...(quotes ? { quotes } : {}),
      ...(paid ? { paid } : {}),
      ...field('paidByMonth', {
        ...staleKeys(stored.paidByMonth, 'month', now, timeZone),
        ...paidByMonth,
      }),
    };
    // The dashboard listens to this document: an event that changes no figure writes nothing.
    if (!mergeChanges(stored, figures)) return;
    transaction.set(
      statsRef(db, providerId),
      { ...figures, updatedAt: Timestamp.fromDate(now) },
      { merge: true },
    );
  });
}

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof FieldValue) &&
  !(value instanceof Timestamp);

/** Whether merging `patch` (maps merge key by key; deletes remove) would change `stored`. */
export function mergeChanges(stored: unknown, patch: Record<string, unknown>): boolean {
  const current = isMap(stored) ? stored : {};
  return Object.entries(patch).some(([key, value]) => {
    if (value instanceof FieldValue) return key in current;
    if (isMap(value)) return mergeChanges(current[key], value);
    return !isDeepStrictEqual(current[key], value);
  });
}

/** The figures with their deleted (empty) buckets left out: what a full write stores. */
const present = <T>(map: Record<string, T | FieldValue>): Record<string, T> =>
  Object.fromEntries(
    Object.entries(map).filter(([, value]) => !(value instanceof FieldValue)),
  ) as Record<string, T>;

/**
 * Recomputes every figure of one provider and replaces `providerStats/{uid}` (about 75
 * aggregation queries: 4 statuses, 26 weeks, 12 months of revenue, of ratings and of payments,
 * each service of the profile, 2 quote counts, the paid total). The seed calls it after writing
 * bookings; the triggers call it for a provider without stats. Returns false for a provider
 * without a profile.
 */
export async function rebuildProviderStats(
  db: Firestore,
  providerId: string,
  now: Date,
): Promise<boolean> {
  const provider = await db.doc(`providers/${providerId}`).get();
  if (!provider.exists) return false;
  const timeZone = providerTimeZone(provider.get('country'));
  const catalog = await db.collection(`providers/${providerId}/services`).get();
  const titles = new Map(
    catalog.docs.map((service) => [service.id, titleOf(service.get('title'), service.id)]),
  );
  await db.runTransaction(async (transaction) => {
    const scope: Scope = { db, transaction, providerId, timeZone };
    const [counts, byWeek, byMonth, rating, services, quotes, paid, paidByMonth] =
      await Promise.all([
        statusCounts(scope),
        revenueBuckets(scope, 'week', keptKeys('week', now, timeZone)),
        revenueBuckets(scope, 'month', keptKeys('month', now, timeZone)),
        ratingBuckets(scope, keptKeys('month', now, timeZone)),
        serviceBuckets(scope, titles),
        quoteCounts(scope),
        paidTotal(scope),
        paidBuckets(scope, keptKeys('month', now, timeZone)),
      ]);
    const document: ProviderStatsDocument = {
      statusCounts: counts,
      revenueByWeek: present(byWeek),
      revenueByMonth: present(byMonth),
      ratingByMonth: present(rating),
      services: present(services),
      quotes,
      paid,
      paidByMonth: present(paidByMonth),
      updatedAt: Timestamp.fromDate(now),
    };
    transaction.set(statsRef(db, providerId), document);
  });
  return true;
}

/** Applies each touch of one event (usually one provider; two when a booking changed hands). */
export async function applyStatsTouches(
  db: Firestore,
  touches: readonly StatsTouch[],
  now: Date,
): Promise<void> {
  for (const touch of touches) await applyStatsTouch(db, touch, now);
}

// Each handler is safe to run again (documentWrites.ts): a run recomputes figures from the data
// as it is and writes them, so a redelivered event writes the same figures (or newer, correct
// ones).
export const providerStatsOnBookingWritten: WriteHandler<{ bookingId: string }> = (event) =>
  applyStatsTouches(
    adminDb(),
    bookingTouches(event.data?.before.data(), event.data?.after.data()),
    clock.now(),
  );

export const providerStatsOnReviewWritten: WriteHandler<{ reviewId: string }> = (event) =>
  applyStatsTouches(
    adminDb(),
    reviewTouches(event.data?.before.data(), event.data?.after.data()),
    clock.now(),
  );

export const providerStatsOnQuoteResponseWritten: WriteHandler<{
  quoteId: string;
  providerId: string;
}> = (event) =>
  applyStatsTouches(
    adminDb(),
    quoteResponseTouches(
      event.data?.before.data(),
      event.data?.after.data(),
      event.params.providerId,
    ),
    clock.now(),
  );

export const providerStatsOnPaymentWritten: WriteHandler<{ paymentId: string }> = (event) =>
  applyStatsTouches(
    adminDb(),
    paymentTouches(event.data?.before.data(), event.data?.after.data()),
    clock.now(),
  );
