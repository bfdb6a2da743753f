import {
  ANALYTICS_GRANULARITIES,
  STATS_COLLECTIONS,
  statsBucketKeys,
  type StatsFigures,
} from '@marketplace/domain';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { adminDb } from '../lib/admin';
import { isCreation, RETRIED_TRIGGER, type WriteHandler } from './documentWrites';
import {
  activeMarkerId,
  bookingEvents,
  eventMarkerId,
  paymentEvents,
  planStatsWrite,
  quoteEvents,
  responseEvents,
  signupEvents,
  statsKey,
  type StatsEvent,
} from './dailyStatsEvents';

/**
 * The analytics aggregates (issue 16 §4): `dailyStats/{YYYY-MM-DD}`, `weeklyStats/{Monday}` and
 * `monthlyStats/{YYYY-MM}` (UTC), kept by increments from the events of dailyStatsEvents.ts,
 * never by reading whole collections. Each event is one transaction: it reads its marker (and
 * its provider's activity markers), then writes the increments and the markers together, so a
 * second delivery of the same event, even concurrent, adds nothing.
 */

/** A delta as a merge of increments: only its non-zero figures, so absent ones stay absent. */
export function incrementsOf(delta: StatsFigures): Record<string, unknown> {
  const numbers = (figures: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(figures)
        .filter(([, value]) => value !== 0)
        .map(([name, value]) => [name, FieldValue.increment(value)]),
    );
  const maps = (byKey: Record<string, Record<string, number>>) =>
    Object.fromEntries(Object.entries(byKey).map(([key, figures]) => [key, numbers(figures)]));
  const { byCategory, byCountry, ...totals } = delta;
  return {
    ...numbers(totals),
    ...(Object.keys(byCategory).length > 0 ? { byCategory: maps(byCategory) } : {}),
    ...(Object.keys(byCountry).length > 0 ? { byCountry: maps(byCountry) } : {}),
  };
}

/** Counts one event once (see the file's comment); answers whether it was new. */
export async function applyStatsEvent(db: Firestore, item: StatsEvent): Promise<boolean> {
  const keys = statsBucketKeys(item.at);
  const provider = item.activeProviderId;
  const markerRef = (id: string) => db.doc(`statsEvents/${id}`);
  return db.runTransaction(async (transaction) => {
    const [own, ...active] = await transaction.getAll(
      markerRef(eventMarkerId(item)),
      ...(provider
        ? ANALYTICS_GRANULARITIES.map((granularity) =>
            markerRef(activeMarkerId(granularity, keys[granularity], provider)),
          )
        : []),
    );
    const plan = planStatsWrite(item, {
      event: own?.exists ?? false,
      active: {
        day: active[0]?.exists ?? false,
        week: active[1]?.exists ?? false,
        month: active[2]?.exists ?? false,
      },
    });
    if (!plan) return false;
    for (const { granularity, key, delta } of plan.buckets) {
      transaction.set(
        db.doc(`${STATS_COLLECTIONS[granularity]}/${key}`),
        { ...(granularity === 'day' ? { day: key } : {}), key, ...incrementsOf(delta) },
        { merge: true },
      );
    }
    const at = Timestamp.fromDate(item.at);
    for (const id of plan.markers) transaction.create(markerRef(id), { kind: item.kind, at });
    return true;
  });
}

/** The provider's country (bookings and payments count by the market they happened in). */
async function providerCountry(db: Firestore, providerId: unknown): Promise<string | null> {
  if (typeof providerId !== 'string' || providerId === '' || providerId.includes('/')) return null;
  const provider = await db.doc(`providers/${providerId}`).get();
  const country = provider.get('country') as unknown;
  return typeof country === 'string' ? statsKey(country) : null;
}

/** A booking payment's category: its booking's service category. */
async function bookingCategory(db: Firestore, bookingId: unknown): Promise<string | null> {
  if (typeof bookingId !== 'string' || bookingId === '' || bookingId.includes('/')) return null;
  const booking = await db.doc(`bookings/${bookingId}`).get();
  return booking.exists ? statsKey(booking.get('serviceType')) : null;
}

export async function applyStatsEvents(db: Firestore, events: readonly StatsEvent[]) {
  for (const item of events) await applyStatsEvent(db, item);
}

type Data = Record<string, unknown> | undefined;

/** The events of a booking write, with the provider's country. */
export async function bookingStatsEvents(
  db: Firestore,
  id: string,
  before: Data,
  after: Data,
  fallback: Date,
): Promise<StatsEvent[]> {
  const events = bookingEvents(id, before, after, fallback);
  if (events.length === 0) return events;
  const country = await providerCountry(db, after?.providerId);
  return events.map((item) => ({ ...item, country }));
}

/** The events of a payment write, with its booking's category and its provider's country. */
export async function paymentStatsEvents(
  db: Firestore,
  id: string,
  before: Data,
  after: Data,
  fallback: Date,
): Promise<StatsEvent[]> {
  const events = paymentEvents(id, before, after, fallback);
  if (events.length === 0) return events;
  const [category, country] = await Promise.all([
    bookingCategory(db, after?.bookingId),
    providerCountry(db, after?.providerId),
  ]);
  return events.map((item) => ({ ...item, category, country: country ?? item.country }));
}

const eventTime = (time: string) => new Date(time);

// Each handler is safe to run again (documentWrites.ts): every event's marker is written with
// its increments, so a redelivered event (or a second run of the same one) changes nothing.
export const dailyStatsOnUserWritten: WriteHandler<{ uid: string }> = async (event) => {
  if (!isCreation(event)) return;
  await applyStatsEvents(
    adminDb(),
    signupEvents(event.params.uid, event.data?.after.data(), eventTime(event.time)),
  );
};

export const dailyStatsOnQuoteCreated = onDocumentCreated(
  { ...RETRIED_TRIGGER, timeoutSeconds: 60, document: 'quotes/{quoteId}' },
  (event) =>
    applyStatsEvents(
      adminDb(),
      quoteEvents(event.params.quoteId, event.data?.data(), eventTime(event.time)),
    ),
);

export const dailyStatsOnQuoteResponseWritten: WriteHandler<{
  quoteId: string;
  providerId: string;
}> = (event) =>
  applyStatsEvents(
    adminDb(),
    responseEvents(
      event.params.quoteId,
      event.params.providerId,
      event.data?.before.data(),
      event.data?.after.data(),
    ),
  );

export const dailyStatsOnBookingWritten: WriteHandler<{ bookingId: string }> = async (event) => {
  const db = adminDb();
  const events = await bookingStatsEvents(
    db,
    event.params.bookingId,
    event.data?.before.data(),
    event.data?.after.data(),
    eventTime(event.time),
  );
  await applyStatsEvents(db, events);
};

export const dailyStatsOnPaymentWritten: WriteHandler<{ paymentId: string }> = async (event) => {
  const db = adminDb();
  const events = await paymentStatsEvents(
    db,
    event.params.paymentId,
    event.data?.before.data(),
    event.data?.after.data(),
    eventTime(event.time),
  );
  await applyStatsEvents(db, events);
};
