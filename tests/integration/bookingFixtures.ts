// People, providers with weekly hours, bookings and api calls for bookings.test.ts, against the
// emulators (functions built: `npm run build -w functions`). Accounts and api calls are the
// quote tests' (quoteFixtures.ts).
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { BOOKING_API, WEEKDAYS, type CountryCode } from '@marketplace/domain';
import { expect } from 'vitest';
import { adminDb } from './emulators';
import { call, cleanup, createPerson, inDays, newRequestId, read, run } from './quoteFixtures';

export { call, createPerson, fetchAs, newRequestId, read, run } from './quoteFixtures';

/** Every day of the week, morning and afternoon, on the provider's wall clock. */
export const HOURS = ['08:00-12:00', '14:00-18:00'];

/** A provider of `country` (its zone decides the times) with a fixed-price service `fuite`, an hourly one `heure` and one on quote `devis`. */
export async function createBookableProvider(uid: string, name: string, country: CountryCode) {
  await createPerson({ uid, firstName: name });
  await adminDb.doc(`providers/${uid}`).set({
    displayName: name,
    headline: { fr: 'Plombier' },
    about: { fr: 'Plombier' },
    categories: [`it-bookings-${run}`],
    specialties: [],
    city: 'Test',
    country,
    verified: true,
    verificationStatus: 'verified',
    rating: 0,
    reviewCount: 0,
    availability: Object.fromEntries(WEEKDAYS.map((day) => [day, HOURS])),
  });
  const service = (title: string, priceFCFA: number, unit: string) => ({
    title: { fr: title, en: title },
    category: 'plumbing',
    priceFCFA,
    unit,
    durationMinutes: 60,
    description: { fr: '' },
  });
  await adminDb.doc(`providers/${uid}/services/fuite`).set(service('Fuite', 10_000, 'fixed'));
  await adminDb.doc(`providers/${uid}/services/heure`).set(service('Heure', 6_000, 'hour'));
  await adminDb.doc(`providers/${uid}/services/devis`).set(service('Devis', 0, 'quote'));
}

let nextOffset = 3;
/**
 * A calendar day no other test of this run books: each test takes its own (3 to ~60 days on,
 * inside the 90-day horizon and never within the lead time, in every zone).
 */
export const freshDay = () => inDays(nextOffset++);

const bookingIds: string[] = [];

/** A valid `POST /api/bookings` body with `changes`. */
export function bookingBody(
  providerId: string,
  day: string,
  changes: Record<string, unknown> = {},
) {
  return {
    requestId: newRequestId(),
    providerId,
    serviceId: 'fuite',
    day,
    time: '09:00',
    durationMinutes: 60,
    notes: 'Portail bleu',
    ...changes,
  };
}

/** Books as `uid`; remembers the booking for the cleanup. */
export async function book(uid: string | null, body: ReturnType<typeof bookingBody>) {
  bookingIds.push(body.requestId);
  const answer = await call('POST', BOOKING_API.create, uid, body);
  return { ...answer, id: body.requestId };
}

/** A pending booking of `customer` at `providerId`'s `day` `time`. */
export async function pendingBooking(
  customer: string,
  providerId: string,
  day: string,
  changes: Record<string, unknown> = {},
) {
  const answer = await book(customer, bookingBody(providerId, day, changes));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.id;
}

/** A confirmed booking (confirmed by its provider through the api). */
export async function confirmedBooking(
  customer: string,
  providerId: string,
  day: string,
  changes: Record<string, unknown> = {},
) {
  const id = await pendingBooking(customer, providerId, day, changes);
  const answer = await call('POST', BOOKING_API.confirm(id), providerId);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return id;
}

/** The ids of the locks held on `providerId`'s time, by booking id. */
export async function locksOf(providerId: string): Promise<Map<string, string[]>> {
  const locks = await adminDb
    .collection('bookingLocks')
    .where('providerId', '==', providerId)
    .get();
  const byBooking = new Map<string, string[]>();
  for (const lock of locks.docs) {
    const bookingId = lock.get('bookingId') as string;
    byBooking.set(bookingId, [...(byBooking.get(bookingId) ?? []), lock.id].sort());
  }
  return byBooking;
}

/** The bookings of `providerId` on their calendar `day`. */
export async function bookingsOn(providerId: string, day: string) {
  const bookings = await adminDb
    .collection('bookings')
    .where('providerId', '==', providerId)
    .where('day', '==', day)
    .get();
  return bookings.docs;
}

export const booking = (id: string) => read(`bookings/${id}`);

/** Deletes this run's bookings, the locks of `providerIds`, their photos, and the accounts. */
export async function cleanupBookings(providerIds: readonly string[], people: readonly string[]) {
  const writer = adminDb.bulkWriter();
  for (const id of bookingIds.splice(0)) void writer.delete(adminDb.doc(`bookings/${id}`));
  for (const providerId of providerIds) {
    const locks = await adminDb
      .collection('bookingLocks')
      .where('providerId', '==', providerId)
      .get();
    for (const lock of locks.docs) void writer.delete(lock.ref);
  }
  await writer.close();
  for (const uid of people) {
    await rm(
      fileURLToPath(new URL(`../../.emulator-storage/booking-photos/${uid}`, import.meta.url)),
      { recursive: true, force: true },
    );
  }
  await cleanup([]);
}
