// Bookings through the api under the emulators (issue 13 §1, §2, §4): free slots in the
// provider's zone, booking and its bad inputs, the race for one slot, every transition by the
// right actor and refused for the wrong one, problem reports, the admin's settlement, and the
// auto-completion timer by a moved clock and for real.
import { BOOKING_API, BOOKING_LIMITS, bookingLockIds, type SlotsAnswer } from '@marketplace/domain';
import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeBooking, completeDueBookings } from '../../functions/src/jobs/bookingAutoComplete';
import {
  book,
  booking,
  bookingBody,
  bookingsOn,
  call,
  cleanupBookings,
  confirmedBooking,
  createBookableProvider,
  createPerson,
  fetchAs,
  freshDay,
  locksOf,
  newRequestId,
  pendingBooking,
  run,
} from './bookingFixtures';
import { adminDb, documentEventually } from './emulators';

const customer = `it-b-customer-${run}`;
const rival = `it-b-rival-${run}`;
const third = `it-b-third-${run}`;
const unverified = `it-b-unverified-${run}`;
const stranger = `it-b-stranger-${run}`;
const admin = `it-b-admin-${run}`;
/** In Douala (UTC+1) and in Nairobi (UTC+3). */
const provider = `it-b-provider-${run}`;
const nairobi = `it-b-nairobi-${run}`;
const customers = [customer, rival, third];

beforeAll(async () => {
  for (const uid of customers) await createPerson({ uid, firstName: uid.split('-')[2] ?? 'x' });
  await createPerson({ uid: unverified, firstName: 'Chris', verified: false });
  await createPerson({ uid: stranger, firstName: 'Sam' });
  await createPerson({ uid: admin, firstName: 'Paul', admin: true });
  await createBookableProvider(provider, 'Douala Plomberie', 'CM');
  await createBookableProvider(nairobi, 'Nairobi Fix', 'KE');
}, 120_000);

afterAll(() => cleanupBookings([provider, nairobi], [...customers, provider, nairobi]), 120_000);

const errorCode = (answer: { body: { error?: { code: string } } }) => answer.body.error?.code;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

async function slots(providerId: string, day: string, duration = 60, service = 'fuite') {
  const query = new URLSearchParams({
    provider: providerId,
    service,
    day,
    duration: `${duration}`,
  });
  return call('GET', `${BOOKING_API.slots}?${query}`, null);
}

describe('GET /api/bookings/slots', () => {
  it('answers the weekly hours minus pending and confirmed bookings, signed out too', async () => {
    const day = freshDay();
    const before = await slots(provider, day);
    expect(before.status).toBe(200);
    const answer = before.body as unknown as SlotsAnswer;
    expect(answer).toMatchObject({ day, timeZone: 'Africa/Douala', durationMinutes: 60 });
    expect(answer.slots.map((slot) => slot.time)).toEqual(
      ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00'].concat([
        '14:00',
        '14:30',
        '15:00',
        '15:30',
        '16:00',
        '16:30',
        '17:00',
      ]),
    );
    // 09:00 in Douala is 08:00 UTC.
    expect(answer.slots.find((slot) => slot.time === '09:00')?.startAt).toBe(
      `${day}T08:00:00.000Z`,
    );
    await pendingBooking(customer, provider, day);
    const cancelled = await confirmedBooking(customer, provider, day, { time: '15:00' });
    expect(
      (await call('POST', BOOKING_API.cancel(cancelled), customer, { reason: 'x' })).status,
    ).toBe(200);
    const confirmed = await confirmedBooking(customer, provider, day, { time: '11:00' });
    expect(confirmed).toBeTruthy();
    const after = (await slots(provider, day)).body as unknown as SlotsAnswer;
    // 09:00–10:00 and 11:00–12:00 are held; the cancelled 15:00 is free again.
    expect(after.slots.map((slot) => slot.time)).toEqual(
      ['08:00', '10:00'].concat(['14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00']),
    );
  });

  it('uses the provider’s zone: 09:00 in Nairobi is 06:00 UTC', async () => {
    const day = freshDay();
    const answer = (await slots(nairobi, day, 120)).body as unknown as SlotsAnswer;
    expect(answer.timeZone).toBe('Africa/Nairobi');
    expect(answer.slots[0]).toEqual({ time: '08:00', startAt: `${day}T05:00:00.000Z` });
    expect(answer.slots.find((slot) => slot.time === '09:00')?.startAt).toBe(
      `${day}T06:00:00.000Z`,
    );
    // A two-hour job ends by noon: 10:00 is the morning's last start.
    expect(answer.slots.filter((slot) => slot.time < '12:00').at(-1)?.time).toBe('10:00');
  });

  it('refuses a bad query, an unknown provider or service, and a service on quote', async () => {
    const day = freshDay();
    for (const duration of [0, 10_000]) {
      const answer = await slots(provider, day, duration);
      expect(answer.status).toBe(400);
      expect(errorCode(answer)).toBe('invalid_request');
    }
    expect((await slots(provider, 'demain')).status).toBe(400);
    expect((await slots(`nobody-${run}`, day)).status).toBe(404);
    expect((await slots(provider, day, 60, 'nothing')).status).toBe(404);
    const quote = await slots(provider, day, 60, 'devis');
    expect([quote.status, errorCode(quote)]).toEqual([400, 'service_needs_quote']);
  });
});

describe('POST /api/bookings', () => {
  it('creates a pending booking with its price and locks; a repeat answers the same id', async () => {
    const day = freshDay();
    const body = bookingBody(provider, day, { serviceId: 'heure', durationMinutes: 90 });
    const answer = await book(customer, body);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: body.requestId });
    const stored = await booking(answer.id);
    expect(stored).toMatchObject({
      customerId: customer,
      providerId: provider,
      providerName: 'Douala Plomberie',
      serviceId: 'heure',
      serviceType: 'plumbing',
      serviceTitle: { fr: 'Heure', en: 'Heure' },
      day,
      time: '09:00',
      timeZone: 'Africa/Douala',
      durationMinutes: 90,
      notes: 'Portail bleu',
      // 1 h 30 at 6 000 FCFA an hour.
      priceFCFA: 9_000,
      status: 'pending',
      paymentStatus: 'pending',
      autoCompleteAt: null,
      needsAttention: false,
      reviewed: false,
    });
    expect(stored?.totalFCFA).toBe(9_000 + (stored?.platformFeeFCFA as number));
    expect((stored?.startAt as Timestamp).toDate().toISOString()).toBe(`${day}T08:00:00.000Z`);
    expect((stored?.endAt as Timestamp).toDate().toISOString()).toBe(`${day}T09:30:00.000Z`);
    const startAt = (stored?.startAt as Timestamp).toDate();
    expect((await locksOf(provider)).get(answer.id)).toEqual(
      bookingLockIds(provider, startAt, 90).sort(),
    );

    const again = await book(customer, body);
    expect([again.status, again.body]).toEqual([200, { id: body.requestId }]);
    expect(await bookingsOn(provider, day)).toHaveLength(1);
    // Someone else's id is not theirs to take.
    const stolen = await book(rival, { ...body, time: '14:00' });
    expect([stolen.status, errorCode(stolen)]).toEqual([409, 'already_exists']);
  });

  it('stores a booking of a provider in another zone on the provider’s clock (KE 09:00 = 06:00Z)', async () => {
    const day = freshDay();
    const id = await pendingBooking(customer, nairobi, day);
    const stored = await booking(id);
    expect(stored).toMatchObject({ day, time: '09:00', timeZone: 'Africa/Nairobi' });
    expect((stored?.startAt as Timestamp).toDate().toISOString()).toBe(`${day}T06:00:00.000Z`);
    expect((stored?.endAt as Timestamp).toDate().toISOString()).toBe(`${day}T07:00:00.000Z`);
  });

  it('refuses bad input with a JSON error and writes nothing', async () => {
    const day = freshDay();
    const yesterday = new Date(Date.now() - 24 * HOUR).toISOString().slice(0, 10);
    const cases: [string, string | null, Record<string, unknown>, number, string][] = [
      ['signed out', null, {}, 401, 'unauthenticated'],
      ['unverified email', unverified, {}, 403, 'email_not_verified'],
      ['own booking', provider, {}, 400, 'own_booking'],
      ['before the hours', customer, { time: '07:00' }, 400, 'outside_hours'],
      ['past closing', customer, { time: '11:30' }, 400, 'outside_hours'],
      ['off the grid', customer, { time: '09:15' }, 400, 'outside_hours'],
      ['in the past', customer, { day: yesterday }, 400, 'slot_in_past'],
      ['beyond the horizon', customer, { day: '2099-01-05' }, 400, 'slot_in_past'],
      ['0 minutes', customer, { durationMinutes: 0 }, 400, 'invalid_request'],
      ['10 000 minutes', customer, { durationMinutes: 10_000 }, 400, 'invalid_request'],
      ['no time', customer, { time: undefined }, 400, 'invalid_request'],
      ['service on quote', customer, { serviceId: 'devis' }, 400, 'service_needs_quote'],
      ['unknown service', customer, { serviceId: 'rien' }, 404, 'not_found'],
      ['unknown provider', customer, { providerId: `nobody-${run}` }, 404, 'not_found'],
    ];
    for (const [label, uid, changes, status, code] of cases) {
      const answer = await book(uid, bookingBody(provider, day, changes));
      expect([answer.status, errorCode(answer)], label).toEqual([status, code]);
      expect(answer.body.error?.message, label).toBeTruthy();
      expect((await adminDb.doc(`bookings/${answer.id}`).get()).exists, label).toBe(false);
    }
    expect(await bookingsOn(provider, day)).toHaveLength(0);
    const nine = new Date(`${day}T08:00:00Z`);
    const locks = await adminDb.getAll(
      ...bookingLockIds(provider, nine, 60).map((lock) => adminDb.doc(`bookingLocks/${lock}`)),
    );
    expect(locks.some((lock) => lock.exists)).toBe(false);
  });

  it('refuses a time that overlaps another booking (409 slot_taken)', async () => {
    const day = freshDay();
    const first = await pendingBooking(customer, provider, day);
    for (const time of ['08:30', '09:00', '09:30']) {
      const answer = await book(rival, bookingBody(provider, day, { time }));
      expect([answer.status, errorCode(answer)], time).toEqual([409, 'slot_taken']);
    }
    // Back to back is fine.
    await pendingBooking(rival, provider, day, { time: '10:00' });
    await pendingBooking(rival, provider, day, { time: '08:00' });
    expect((await bookingsOn(provider, day)).map((doc) => doc.id)).toContain(first);
    expect(await bookingsOn(provider, day)).toHaveLength(3);
  });
});

describe('the race for one slot', () => {
  /** Every customer books one of `times` of `day` at the same moment. */
  async function race(day: string, times: readonly string[], durationMinutes = 60) {
    // Bodies first, so that the requests leave together.
    const entries = customers.map(
      (uid, index) =>
        [
          uid,
          bookingBody(provider, day, { time: times[index % times.length], durationMinutes }),
        ] as const,
    );
    return Promise.all(entries.map(([uid, body]) => book(uid, body)));
  }

  async function expectOneWinner(day: string, answers: Awaited<ReturnType<typeof race>>) {
    const winners = answers.filter((answer) => answer.status === 201);
    const losers = answers.filter((answer) => answer.status !== 201);
    expect(winners, JSON.stringify(answers.map((a) => [a.status, a.body]))).toHaveLength(1);
    for (const loser of losers) {
      expect([loser.status, errorCode(loser)]).toEqual([409, 'slot_taken']);
    }
    const stored = await bookingsOn(provider, day);
    expect(stored.map((doc) => doc.id)).toEqual(winners.map((answer) => answer.id));
    const [winner] = stored;
    if (!winner) throw new Error('no booking stored');
    const locks = await locksOf(provider);
    const startAt = (winner.get('startAt') as Timestamp).toDate();
    const expected = bookingLockIds(provider, startAt, winner.get('durationMinutes') as number);
    expect(locks.get(winner.id)).toEqual(expected.sort());
    for (const loser of losers) expect(locks.has(loser.id)).toBe(false);
  }

  it('lets exactly one of three customers take the same slot, round after round', async () => {
    for (let round = 0; round < 4; round += 1) {
      const day = freshDay();
      await expectOneWinner(day, await race(day, ['09:00']));
    }
  }, 120_000);

  it('lets exactly one take overlapping slots with different starts', async () => {
    for (let round = 0; round < 3; round += 1) {
      const day = freshDay();
      // 08:30–10:00, 09:00–10:30 and 09:30–11:00: each pair overlaps.
      await expectOneWinner(day, await race(day, ['09:00', '09:30', '08:30'], 90));
    }
  }, 120_000);
});

describe('transitions', () => {
  const post = (path: string, uid: string, body?: unknown) => call('POST', path, uid, body);
  const reason = { reason: 'Empêchement' };

  it('lets the provider confirm (not the customer, not a stranger) and arms the timer', async () => {
    const id = await pendingBooking(customer, provider, freshDay());
    for (const uid of [customer, stranger]) {
      const answer = await post(BOOKING_API.confirm(id), uid);
      expect([answer.status, errorCode(answer)], uid).toEqual([403, 'forbidden']);
    }
    expect((await booking(id))?.status).toBe('pending');
    const answer = await post(BOOKING_API.confirm(id), provider);
    expect([answer.status, answer.body]).toEqual([200, { id, status: 'confirmed' }]);
    const stored = await booking(id);
    const endAt = (stored?.endAt as Timestamp).toMillis();
    expect(stored?.status).toBe('confirmed');
    expect((stored?.autoCompleteAt as Timestamp).toMillis()).toBe(
      endAt + BOOKING_LIMITS.autoCompleteHours * HOUR,
    );
    expect(stored?.confirmedAt).toBeInstanceOf(Timestamp);
    // A repeat changes nothing.
    expect((await post(BOOKING_API.confirm(id), provider)).status).toBe(200);
    expect(await booking(id)).toEqual(stored);
    expect((await post(BOOKING_API.confirm(newRequestId()), provider)).status).toBe(404);
    expect((await post(BOOKING_API.confirm('not-an-id'), provider)).status).toBe(404);
  });

  it('lets the provider decline a request with a reason, freeing the time', async () => {
    const day = freshDay();
    const id = await pendingBooking(customer, provider, day);
    expect((await post(BOOKING_API.decline(id), customer, reason)).status).toBe(403);
    const noReason = await post(BOOKING_API.decline(id), provider, { reason: ' ' });
    expect([noReason.status, errorCode(noReason)]).toEqual([400, 'invalid_request']);
    expect((await locksOf(provider)).has(id)).toBe(true);
    expect((await post(BOOKING_API.decline(id), provider, reason)).status).toBe(200);
    expect(await booking(id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'provider',
      cancelReason: 'Empêchement',
    });
    expect((await locksOf(provider)).has(id)).toBe(false);
    expect((await post(BOOKING_API.decline(id), provider, reason)).status).toBe(200);
    // The time is free again.
    await pendingBooking(rival, provider, day);
  });

  it('lets either party cancel with a reason (not a stranger); nothing leaves cancelled', async () => {
    const id = await confirmedBooking(customer, provider, freshDay());
    expect((await post(BOOKING_API.cancel(id), stranger, reason)).status).toBe(403);
    const noReason = await post(BOOKING_API.cancel(id), customer, {});
    expect([noReason.status, errorCode(noReason)]).toEqual([400, 'invalid_request']);
    expect(noReason.body.error?.message).toBeTruthy();
    expect((await booking(id))?.status).toBe('confirmed');
    const answer = await post(BOOKING_API.cancel(id), customer, reason);
    expect([answer.status, answer.body]).toEqual([200, { id, status: 'cancelled' }]);
    expect(await booking(id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'customer',
      cancelReason: 'Empêchement',
      autoCompleteAt: null,
    });
    expect((await locksOf(provider)).has(id)).toBe(false);
    expect((await post(BOOKING_API.cancel(id), customer, reason)).status).toBe(200);
    for (const [path, uid, body] of [
      [BOOKING_API.cancel(id), provider, reason],
      [BOOKING_API.confirm(id), provider, undefined],
      [BOOKING_API.complete(id), provider, undefined],
      [BOOKING_API.reschedule(id), customer, { day: freshDay(), time: '09:00' }],
      [BOOKING_API.problem(id), customer, reason],
    ] as const) {
      const refused = await post(path, uid, body);
      expect([refused.status, errorCode(refused)], path).toEqual([409, 'invalid_transition']);
    }
    const byProvider = await confirmedBooking(customer, provider, freshDay());
    expect((await post(BOOKING_API.cancel(byProvider), provider, reason)).status).toBe(200);
    expect((await booking(byProvider))?.cancelledBy).toBe('provider');
  });

  it('lets the provider complete a confirmed booking; its time stays locked; nothing leaves completed', async () => {
    const id = await pendingBooking(customer, provider, freshDay());
    const early = await post(BOOKING_API.complete(id), provider);
    expect([early.status, errorCode(early)]).toEqual([409, 'invalid_transition']);
    expect((await post(BOOKING_API.confirm(id), provider)).status).toBe(200);
    expect((await post(BOOKING_API.complete(id), customer)).status).toBe(403);
    expect((await post(BOOKING_API.complete(id), provider)).status).toBe(200);
    expect(await booking(id)).toMatchObject({
      status: 'completed',
      completedBy: 'provider',
      autoCompleteAt: null,
    });
    expect((await locksOf(provider)).has(id)).toBe(true);
    expect((await post(BOOKING_API.complete(id), provider)).status).toBe(200);
    for (const [path, uid] of [
      [BOOKING_API.cancel(id), customer],
      [BOOKING_API.cancel(id), provider],
      [BOOKING_API.problem(id), customer],
    ] as const) {
      expect((await post(path, uid, reason)).status, path).toBe(409);
    }
    const resolve = await post(BOOKING_API.adminResolve(id), admin, {
      outcome: 'cancel',
      note: 'x',
    });
    expect(resolve.status).toBe(409);
    expect((await booking(id))?.status).toBe('completed');
  });

  it('lets the customer reschedule (not the provider): back to pending, locks moved', async () => {
    const day = freshDay();
    const id = await confirmedBooking(customer, provider, day);
    const oldLocks = (await locksOf(provider)).get(id);
    expect((await post(BOOKING_API.reschedule(id), provider, { day, time: '14:00' })).status).toBe(
      403,
    );
    expect((await post(BOOKING_API.reschedule(id), stranger, { day, time: '14:00' })).status).toBe(
      403,
    );
    // A slot someone else holds, outside the hours, or malformed: refused, nothing moved.
    await pendingBooking(rival, provider, day, { time: '15:00' });
    const taken = await post(BOOKING_API.reschedule(id), customer, { day, time: '14:30' });
    expect([taken.status, errorCode(taken)]).toEqual([409, 'slot_taken']);
    const closed = await post(BOOKING_API.reschedule(id), customer, { day, time: '12:00' });
    expect([closed.status, errorCode(closed)]).toEqual([400, 'outside_hours']);
    const malformed = await post(BOOKING_API.reschedule(id), customer, { day, time: '2 pm' });
    expect([malformed.status, errorCode(malformed)]).toEqual([400, 'invalid_request']);
    expect((await booking(id))?.status).toBe('confirmed');
    expect((await locksOf(provider)).get(id)).toEqual(oldLocks);

    // 09:30 overlaps the booking's own 09:00–10:00: its own locks do not stand in its way.
    const answer = await post(BOOKING_API.reschedule(id), customer, { day, time: '09:30' });
    expect([answer.status, answer.body]).toEqual([200, { id, status: 'pending' }]);
    const stored = await booking(id);
    expect(stored).toMatchObject({
      day,
      time: '09:30',
      status: 'pending',
      autoCompleteAt: null,
      confirmedAt: null,
    });
    const startAt = (stored?.startAt as Timestamp).toDate();
    expect(startAt.toISOString()).toBe(`${day}T08:30:00.000Z`);
    expect((await locksOf(provider)).get(id)).toEqual(bookingLockIds(provider, startAt, 60).sort());
    // The old 09:00 quarter is free again; a repeat answers 200 and moves nothing.
    await pendingBooking(third, provider, day, { time: '08:00', durationMinutes: 75 });
    expect((await post(BOOKING_API.reschedule(id), customer, { day, time: '09:30' })).status).toBe(
      200,
    );
    // Another day works as well, and the provider confirms again.
    const later = freshDay();
    expect(
      (await post(BOOKING_API.reschedule(id), customer, { day: later, time: '16:00' })).status,
    ).toBe(200);
    expect((await booking(id))?.day).toBe(later);
    expect((await post(BOOKING_API.confirm(id), provider)).status).toBe(200);
  });
});

describe('problem reports and the admin', () => {
  const post = (path: string, uid: string, body?: unknown) => call('POST', path, uid, body);
  const problem = { reason: 'Le prestataire n’est pas venu' };

  it('reports a problem on a confirmed booking only, and pauses the auto-completion', async () => {
    const pending = await pendingBooking(customer, provider, freshDay());
    const early = await post(BOOKING_API.problem(pending), customer, problem);
    expect([early.status, errorCode(early)]).toEqual([409, 'invalid_transition']);
    const id = await confirmedBooking(customer, provider, freshDay());
    expect((await post(BOOKING_API.problem(id), stranger, problem)).status).toBe(403);
    const noReason = await post(BOOKING_API.problem(id), customer, { reason: '' });
    expect([noReason.status, errorCode(noReason)]).toEqual([400, 'invalid_request']);
    const answer = await post(BOOKING_API.problem(id), customer, problem);
    expect([answer.status, answer.body]).toEqual([200, { id, status: 'confirmed' }]);
    const stored = await booking(id);
    expect(stored).toMatchObject({
      status: 'confirmed',
      needsAttention: true,
      autoCompleteAt: null,
      problem: { by: 'customer', reason: problem.reason, photoIds: [] },
    });
    expect((await post(BOOKING_API.problem(id), customer, problem)).status).toBe(200);
    // While an admin settles it, the parties' own steps wait.
    for (const [path, uid] of [
      [BOOKING_API.complete(id), provider],
      [BOOKING_API.cancel(id), customer],
      [BOOKING_API.problem(id), provider],
    ] as const) {
      expect((await post(path, uid, problem)).status, path).toBe(409);
    }
    // The timer never completes it, whatever the clock says.
    const far = new Date(Date.now() + 100 * 24 * HOUR);
    expect((await completeBooking(adminDb, id, far)).completed).toBe(false);
    expect(await booking(id)).toEqual(stored);
  });

  it('settles a reported booking by the admin only: completed, or cancelled with its time freed', async () => {
    const id = await confirmedBooking(customer, provider, freshDay());
    const unreported = await post(BOOKING_API.adminResolve(id), admin, {
      outcome: 'complete',
      note: 'Vu',
    });
    expect([unreported.status, errorCode(unreported)]).toEqual([409, 'invalid_transition']);
    expect((await post(BOOKING_API.problem(id), provider, problem)).status).toBe(200);
    for (const uid of [customer, provider]) {
      const answer = await post(BOOKING_API.adminResolve(id), uid, {
        outcome: 'complete',
        note: 'x',
      });
      expect([answer.status, errorCode(answer)], uid).toEqual([403, 'forbidden']);
    }
    expect((await post(BOOKING_API.adminResolve(id), admin, { outcome: 'complete' })).status).toBe(
      400,
    );
    expect(
      (await post(BOOKING_API.adminResolve(id), admin, { outcome: 'refund', note: 'x' })).status,
    ).toBe(400);
    const resolved = await post(BOOKING_API.adminResolve(id), admin, {
      outcome: 'complete',
      note: 'Travail constaté',
    });
    expect([resolved.status, resolved.body]).toEqual([200, { id, status: 'completed' }]);
    expect(await booking(id)).toMatchObject({
      status: 'completed',
      completedBy: 'admin',
      adminNote: 'Travail constaté',
      needsAttention: false,
    });
    const repeat = await post(BOOKING_API.adminResolve(id), admin, {
      outcome: 'complete',
      note: 'x',
    });
    expect(repeat.status).toBe(200);
    const other = await post(BOOKING_API.adminResolve(id), admin, { outcome: 'cancel', note: 'x' });
    expect(other.status).toBe(409);

    const day = freshDay();
    const cancelled = await confirmedBooking(customer, provider, day);
    expect((await post(BOOKING_API.problem(cancelled), customer, problem)).status).toBe(200);
    const answer = await post(BOOKING_API.adminResolve(cancelled), admin, {
      outcome: 'cancel',
      note: 'Absent',
    });
    expect([answer.status, answer.body]).toEqual([200, { id: cancelled, status: 'cancelled' }]);
    expect(await booking(cancelled)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'admin',
      cancelReason: 'Absent',
      adminNote: 'Absent',
      needsAttention: false,
    });
    expect((await locksOf(provider)).has(cancelled)).toBe(false);
  });

  it('takes a photo of up to 5 MB (over the 3 MiB of other uploads), not more', async () => {
    // Uncompressed noise: the file is as large as its pixels.
    const noise = (side: number) =>
      sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
    const send = async (bytes: Buffer) => {
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'big.png');
      return call('POST', BOOKING_API.photos, customer, form);
    };
    const four = await noise(1150);
    expect(four.length).toBeGreaterThan(3.5 * 1024 * 1024);
    expect((await send(four)).status).toBe(201);
    const six = await noise(1400);
    expect(six.length).toBeGreaterThan(BOOKING_LIMITS.photoBytes);
    const refused = await send(six);
    expect([refused.status, errorCode(refused)]).toEqual([413, 'file_too_large']);
  });

  it('takes the reporter’s own photos, shown to the parties and admins only', async () => {
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#c33' },
    })
      .png()
      .toBuffer();
    const upload = async (uid: string) => {
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'fuite.png');
      const answer = await call('POST', BOOKING_API.photos, uid, form);
      expect(answer.status).toBe(201);
      return String(answer.body.photoId);
    };
    const [mine, theirs] = [await upload(provider), await upload(rival)];
    const id = await confirmedBooking(customer, provider, freshDay());
    const foreign = await post(BOOKING_API.problem(id), provider, {
      ...problem,
      photoIds: [theirs],
    });
    expect([foreign.status, errorCode(foreign)]).toEqual([400, 'invalid_request']);
    expect(
      (await post(BOOKING_API.problem(id), provider, { ...problem, photoIds: [mine] })).status,
    ).toBe(200);
    const path = BOOKING_API.photo(id, mine);
    for (const uid of [customer, provider, admin]) {
      const response = await fetchAs(path, uid);
      expect(response.status, uid).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
    }
    for (const uid of [stranger, rival]) expect((await fetchAs(path, uid)).status, uid).toBe(404);
    expect((await fetchAs(BOOKING_API.photo(id, theirs), customer)).status).toBe(404);
  });
});

describe('the auto-completion timer', () => {
  it('completes a due confirmed booking, not a reported or not-yet-due one, with a moved clock', async () => {
    const day = freshDay();
    const due = await confirmedBooking(customer, provider, day, { time: '08:00' });
    const notYet = await confirmedBooking(customer, provider, day, { time: '10:00' });
    const reported = await confirmedBooking(customer, provider, day, { time: '14:00' });
    const problem = { reason: 'Travail inachevé' };
    expect((await call('POST', BOOKING_API.problem(reported), customer, problem)).status).toBe(200);
    // The clock moves to just past the due booking's deadline, brought two minutes from now
    // (the sweep covers the whole database: a clock days ahead would complete other suites'
    // and the seed's bookings under them).
    const now = Date.now();
    await adminDb.doc(`bookings/${due}`).update({ autoCompleteAt: new Date(now + MINUTE) });
    const moved = new Date(now + 2 * MINUTE);
    expect(await completeDueBookings(adminDb, moved)).toBeGreaterThanOrEqual(1);
    expect(await booking(due)).toMatchObject({
      status: 'completed',
      completedBy: 'timer',
      autoCompleteAt: null,
    });
    expect((await booking(notYet))?.status).toBe('confirmed');
    expect(await booking(reported)).toMatchObject({ status: 'confirmed', needsAttention: true });
    // Its time stays locked (it was used).
    expect((await locksOf(provider)).has(due)).toBe(true);

    const before = await Promise.all([due, notYet, reported].map(booking));
    await completeDueBookings(adminDb, moved);
    expect(await Promise.all([due, notYet, reported].map(booking))).toEqual(before);
  });

  it('completes a booking 48 h after its end, not a second before', async () => {
    const id = await confirmedBooking(customer, provider, freshDay());
    const endAt = ((await booking(id))?.endAt as Timestamp).toMillis();
    const deadline = endAt + BOOKING_LIMITS.autoCompleteHours * HOUR;
    expect(await completeBooking(adminDb, id, new Date(deadline - 1000))).toEqual({
      completed: false,
      deadline,
    });
    expect((await booking(id))?.status).toBe('confirmed');
    expect((await completeBooking(adminDb, id, new Date(deadline))).completed).toBe(true);
    const completed = await booking(id);
    expect(completed).toMatchObject({ status: 'completed', completedBy: 'timer' });
    expect((completed?.completedAt as Timestamp).toMillis()).toBe(deadline);
    expect(await completeBooking(adminDb, id, new Date(deadline))).toEqual({
      completed: false,
      deadline: null,
    });
    const late = await call('POST', BOOKING_API.cancel(id), customer, { reason: 'Trop tard' });
    expect([late.status, errorCode(late)]).toEqual([409, 'invalid_transition']);
  });

  it('refuses a step on a booking past its deadline, before any timer has run', async () => {
    const id = await confirmedBooking(customer, provider, freshDay());
    await adminDb
      .doc(`bookings/${id}`)
      .update({ autoCompleteAt: Timestamp.fromMillis(Date.now() - 1000) });
    const answer = await call('POST', BOOKING_API.problem(id), customer, { reason: 'Trop tard' });
    // The timer may have completed it meanwhile: either way the report is refused.
    expect([answer.status, errorCode(answer)]).toEqual([409, 'invalid_transition']);
  });

  // The emulator retries an early task with growing backoff (at most 10 s apart).
  it('really runs under the emulators: a confirmed booking past its deadline completes by the task', async () => {
    const id = await confirmedBooking(customer, provider, freshDay());
    // Moving the deadline into the past is moving the clock past it (the functions' own clock
    // is the real one); the booking's task, polling under the emulator, notices it.
    await adminDb
      .doc(`bookings/${id}`)
      .update({ autoCompleteAt: Timestamp.fromMillis(Date.now() - 1000) });
    // The emulator's task retries back off up to 10 s, and a loaded machine delays its
    // dispatches (they time out and count as attempts): minutes, not seconds, in the worst case.
    const completed = await documentEventually(
      `bookings/${id}`,
      (doc) => doc.get('status') === 'completed',
      150_000,
    );
    expect(completed.get('completedBy')).toBe('timer');
  }, 180_000);
});
