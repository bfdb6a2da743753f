// The notifications of bookings, quotes and contracts under the emulators (issue 14): the
// triggers (functions/lib: run `npm run build -w functions` first) send the event kinds; the
// timed kinds are run here with a moved clock, as their task and their sweep would run them.
import { addDays, isoDay, zonedInstant } from '@marketplace/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deliverTimer,
  runNotificationTimer,
  sweepNotificationTimers,
  type NotificationTimerTask,
} from '../../functions/src/jobs/notificationTimers';
import { adminDb, documentEventually } from './emulators';
import { cleanup, createPerson, run } from './quoteFixtures';

const customer = `it-n-customer-${run}`;
/** A customer who turned reservation reminders off. */
const quiet = `it-n-quiet-${run}`;
const provider = `it-n-provider-${run}`;
const people = [customer, quiet, provider];
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const bookingIds: string[] = [];
const contractIds: string[] = [];
const quoteIds: string[] = [];

const item = (uid: string, id: string) => adminDb.doc(`notifications/${uid}/items/${id}`);
/** Triggers wait their turn behind every other trigger of a write: generous on a busy machine. */
const TRIGGER_MS = 100_000;
const appears = (uid: string, id: string) =>
  documentEventually(`notifications/${uid}/items/${id}`, (snapshot) => snapshot.exists, TRIGGER_MS);
const exists = async (uid: string, id: string) => (await item(uid, id).get()).exists;
const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));

/** A booking written as the api leaves it (pending, then moved along by the tests). */
async function writeBooking(name: string, changes: Record<string, unknown> = {}) {
  const id = `it-n-${run}-${name}`;
  bookingIds.push(id);
  const startAt = Date.now() + 3 * DAY;
  await adminDb.doc(`bookings/${id}`).set({
    customerId: customer,
    customerName: 'Awa',
    providerId: provider,
    providerName: 'Jean Plomberie',
    serviceId: 'fuite',
    serviceType: 'plumbing',
    serviceTitle: { fr: 'Réparation de fuite', en: 'Leak repair' },
    day: isoDay(new Date(startAt)),
    time: '10:00',
    timeZone: 'Africa/Douala',
    startAt: Timestamp.fromMillis(startAt),
    endAt: Timestamp.fromMillis(startAt + HOUR),
    status: 'pending',
    confirmedAt: null,
    completedAt: null,
    completedBy: null,
    reviewed: false,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
    ...changes,
  });
  return { id, startAt };
}

const confirmation = (at: number) => ({
  status: 'confirmed',
  confirmedAt: Timestamp.fromMillis(at),
  updatedAt: Timestamp.fromMillis(at),
});
const completion = (by: string, at = Date.now()) => ({
  status: 'completed',
  completedBy: by,
  completedAt: Timestamp.fromMillis(at),
  updatedAt: Timestamp.fromMillis(at),
});

beforeAll(async () => {
  for (const uid of people) await createPerson({ uid, firstName: uid.split('-')[2] ?? 'X' });
  await adminDb.doc(`users/${quiet}`).update({ 'settings.reservationReminders': false });
  await adminDb.doc(`providers/${provider}`).set({ displayName: 'Jean Plomberie', country: 'CM' });
}, 120_000);

afterAll(async () => {
  const writer = adminDb.bulkWriter();
  for (const id of bookingIds) void writer.delete(adminDb.doc(`bookings/${id}`));
  for (const id of contractIds) void writer.delete(adminDb.doc(`contracts/${id}`));
  for (const uid of people) {
    for (const outbox of ['mail', 'sms']) {
      const written = await adminDb.collection(outbox).where('uid', '==', uid).get();
      for (const doc of written.docs) void writer.delete(doc.ref);
    }
  }
  await writer.close();
  for (const uid of people) await adminDb.recursiveDelete(adminDb.doc(`notifications/${uid}`));
  for (const id of quoteIds) await adminDb.recursiveDelete(adminDb.doc(`quotes/${id}`));
  await cleanup([]);
}, 120_000);

describe('booking events', () => {
  it(
    'tells the customer of a booking written confirmed',
    async () => {
      const confirmedAt = Date.now();
      const { id } = await writeBooking('created-confirmed', confirmation(confirmedAt));
      const notification = await appears(customer, `booking_confirmation-${id}-${confirmedAt}`);
      expect(notification.data()).toMatchObject({
        kind: 'booking_confirmation',
        read: false,
        params: { bookingId: id, providerName: 'Jean Plomberie', timeZone: 'Africa/Douala' },
      });
    },
    TRIGGER_MS + 20_000,
  );

  it(
    'tells the customer of a provider’s confirmation',
    async () => {
      const { id } = await writeBooking('confirmed');
      const confirmedAt = Date.now();
      await adminDb.doc(`bookings/${id}`).update(confirmation(confirmedAt));
      await appears(customer, `booking_confirmation-${id}-${confirmedAt}`);
    },
    TRIGGER_MS + 20_000,
  );

  it(
    'tells only the customer when the provider completes the service',
    async () => {
      const { id } = await writeBooking('by-provider', confirmation(Date.now()));
      await adminDb.doc(`bookings/${id}`).update(completion('provider'));
      const notification = await appears(customer, `service_completed-${id}-customer`);
      expect(notification.get('params')).toMatchObject({
        counterpartName: 'Jean Plomberie',
        completedBy: 'provider',
        recipient: 'customer',
      });
      await settle();
      expect(await exists(provider, `service_completed-${id}-provider`)).toBe(false);
    },
    TRIGGER_MS + 20_000,
  );

  it(
    'tells both parties when the timer completes the service',
    async () => {
      const { id } = await writeBooking('by-timer', confirmation(Date.now()));
      await adminDb.doc(`bookings/${id}`).update(completion('timer'));
      await appears(customer, `service_completed-${id}-customer`);
      const notification = await appears(provider, `service_completed-${id}-provider`);
      expect(notification.get('params')).toMatchObject({
        counterpartName: 'Awa',
        recipient: 'provider',
      });
    },
    TRIGGER_MS + 20_000,
  );
});

describe('quote events', () => {
  it(
    'tells the provider of a request, then the customer of the quote',
    async () => {
      const quoteId = `it-n-${run}-quote`;
      quoteIds.push(quoteId);
      const response = adminDb.doc(`quotes/${quoteId}/responses/${provider}`);
      await response.set({
        quoteId,
        customerId: customer,
        providerId: provider,
        providerName: 'Jean Plomberie',
        request: {
          category: 'plumbing',
          serviceTitle: null,
          city: 'Douala',
          customerName: 'Awa T.',
        },
        status: 'requested',
        totalFCFA: null,
        revision: 0,
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      });
      const request = await appears(provider, `quote_request-${quoteId}-${provider}`);
      expect(request.get('params')).toMatchObject({
        quoteId,
        category: 'plumbing',
        city: 'Douala',
      });

      await response.update({ status: 'sent', totalFCFA: 17_000, updatedAt: Timestamp.now() });
      const answer = await appears(customer, `provider_response-${quoteId}-${provider}-0`);
      expect(answer.get('params')).toEqual({
        quoteId,
        providerId: provider,
        providerName: 'Jean Plomberie',
        totalFCFA: 17_000,
      });
      await response.update({ status: 'revised', revision: 1, totalFCFA: 15_000 });
      await appears(customer, `provider_response-${quoteId}-${provider}-1`);
    },
    TRIGGER_MS + 20_000,
  );
});

describe('timed notifications', () => {
  const task = (kind: NotificationTimerTask['kind'], docId: string, dueAtMs: number) => ({
    kind,
    docId,
    dueAtMs,
  });

  it('reminds the customer 24 hours before a confirmed booking, once', async () => {
    const { id, startAt } = await writeBooking('reminder', confirmation(Date.now()));
    const due = startAt - DAY;
    const reminder = task('service_reminder', id, due);
    const itemId = `service_reminder-${id}-${startAt}`;
    expect(
      await runNotificationTimer(adminDb, reminder, new Date(due - HOUR), { emulated: true }),
    ).toBe('early');
    expect(await exists(customer, itemId)).toBe(false);
    expect(await runNotificationTimer(adminDb, reminder, new Date(due), { emulated: true })).toBe(
      'sent',
    );
    expect((await item(customer, itemId).get()).get('params')).toMatchObject({
      bookingId: id,
      time: '10:00',
    });
    expect(
      await runNotificationTimer(adminDb, reminder, new Date(due + HOUR), { emulated: true }),
    ).toBe('done');
    expect(await deliverTimer(adminDb, 'service_reminder', id, new Date(due))).toEqual({
      written: false,
      deadline: null,
    });
  });

  it('does not remind a customer who turned reminders off', async () => {
    const { id, startAt } = await writeBooking('quiet', {
      ...confirmation(Date.now()),
      customerId: quiet,
    });
    const reminder = task('service_reminder', id, startAt - DAY);
    expect(
      await runNotificationTimer(adminDb, reminder, new Date(startAt - DAY), { emulated: true }),
    ).toBe('done');
    expect(await exists(quiet, `service_reminder-${id}-${startAt}`)).toBe(false);
  });

  it('asks for a review 2 hours after completion, unless reviewed', async () => {
    const completedAt = Date.now();
    const { id } = await writeBooking('review', completion('provider', completedAt));
    const { id: reviewed } = await writeBooking('reviewed', {
      ...completion('provider', completedAt),
      reviewed: true,
    });
    const due = new Date(completedAt + 2 * HOUR);
    expect(await deliverTimer(adminDb, 'review_request', id, new Date(due.getTime() - 1))).toEqual({
      written: false,
      deadline: due.getTime(),
    });
    expect((await deliverTimer(adminDb, 'review_request', id, due)).written).toBe(true);
    expect((await item(customer, `review_request-${id}`).get()).get('kind')).toBe('review_request');
    expect((await deliverTimer(adminDb, 'review_request', id, due)).written).toBe(false);
    expect(await deliverTimer(adminDb, 'review_request', reviewed, due)).toEqual({
      written: false,
      deadline: null,
    });
    expect(await exists(customer, `review_request-${reviewed}`)).toBe(false);
  });

  it('tells the customer a contract’s payment is due at 08:00 of its start day, unless paid', async () => {
    const startDate = addDays(isoDay(new Date()), 5);
    const contract = (name: string, changes: Record<string, unknown> = {}) => {
      const id = `it-n-${run}-${name}`;
      contractIds.push(id);
      return adminDb
        .doc(`contracts/${id}`)
        .set({
          customerId: customer,
          providerId: provider,
          providerName: 'Jean Plomberie',
          serviceTitle: null,
          totalFCFA: 90_000,
          terms: { startDate },
          status: 'active',
          ...changes,
        })
        .then(() => id);
    };
    const unpaid = await contract('unpaid');
    const paid = await contract('paid', { paymentStatus: 'paid' });
    // Douala: UTC+1.
    const due = zonedInstant(startDate, '08:00', 'Africa/Douala');
    expect(due.toISOString()).toBe(`${startDate}T07:00:00.000Z`);
    const early = await deliverTimer(adminDb, 'payment_due', unpaid, new Date(due.getTime() - 1));
    expect(early).toEqual({ written: false, deadline: due.getTime() });
    expect((await deliverTimer(adminDb, 'payment_due', unpaid, due)).written).toBe(true);
    const notification = await item(customer, `payment_due-${unpaid}-${startDate}`).get();
    expect(notification.get('params')).toMatchObject({
      contractId: unpaid,
      totalFCFA: 90_000,
      dueDay: startDate,
    });
    expect((await deliverTimer(adminDb, 'payment_due', unpaid, due)).written).toBe(false);
    expect(await deliverTimer(adminDb, 'payment_due', paid, due)).toEqual({
      written: false,
      deadline: null,
    });
    expect(await exists(customer, `payment_due-${paid}-${startDate}`)).toBe(false);
  });

  it('sweeps what is due, and a second sweep sends nothing new', async () => {
    const { id, startAt } = await writeBooking('swept', confirmation(Date.now()));
    const now = new Date(startAt - DAY + HOUR);
    const first = await sweepNotificationTimers(adminDb, now);
    expect(first.service_reminder).toBeGreaterThanOrEqual(1);
    expect(await exists(customer, `service_reminder-${id}-${startAt}`)).toBe(true);
    expect(await sweepNotificationTimers(adminDb, now)).toEqual({
      service_reminder: 0,
      review_request: 0,
      payment_due: 0,
    });
  });
});

describe('the timer task under the emulators', () => {
  it(
    'really runs: a booking confirmed less than 24 hours ahead is reminded at once',
    async () => {
      const startAt = Date.now() + 3 * HOUR;
      const { id } = await writeBooking('soon', {
        ...confirmation(Date.now()),
        startAt: Timestamp.fromMillis(startAt),
        endAt: Timestamp.fromMillis(startAt + HOUR),
      });
      const reminder = await appears(customer, `service_reminder-${id}-${startAt}`);
      expect(reminder.get('kind')).toBe('service_reminder');
    },
    TRIGGER_MS + 20_000,
  );
});
