import {
  ACTIVE_BOOKING_STATUSES,
  addCalendarDays,
  BOOKING_ERRORS,
  BOOKING_LIMITS,
  freeSlots,
  slotProblem,
  zonedInstant,
  type BusyInterval,
  type SlotsAnswer,
  type SlotsQuery,
} from '@marketplace/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../../lib/errors';
import { loadProviderService, type BookableProvider } from './provider';

const MINUTE_MS = 60_000;
/** More bookings than a day can hold (36 h of 15-minute units): the query is bounded. */
const BUSY_LIMIT = 200;

/**
 * The provider's pending and confirmed bookings that may overlap their calendar `day` in
 * `timeZone`: those starting that day, or up to the longest duration before it. One query
 * (index: bookings providerId, status, startAt).
 */
export async function busyIntervals(
  db: Firestore,
  providerId: string,
  day: string,
  timeZone: string,
): Promise<BusyInterval[]> {
  const dayStart = zonedInstant(day, '00:00', timeZone);
  const dayEnd = zonedInstant(addCalendarDays(day, 1), '00:00', timeZone);
  const from = new Date(dayStart.getTime() - BOOKING_LIMITS.durationMax * MINUTE_MS);
  const bookings = await db
    .collection('bookings')
    .where('providerId', '==', providerId)
    .where('status', 'in', [...ACTIVE_BOOKING_STATUSES])
    .where('startAt', '>=', Timestamp.fromDate(from))
    .where('startAt', '<', Timestamp.fromDate(dayEnd))
    .orderBy('startAt')
    .limit(BUSY_LIMIT)
    .get();
  return bookings.docs.flatMap((doc) => {
    const startAt = doc.get('startAt') as unknown;
    const endAt = doc.get('endAt') as unknown;
    if (!(startAt instanceof Timestamp) || !(endAt instanceof Timestamp)) return [];
    return [{ startMs: startAt.toMillis(), endMs: endAt.toMillis() }];
  });
}

/**
 * `GET /api/bookings/slots`: the free starts of the provider's `day` for a duration, on their
 * wall clock: weekly hours minus pending and confirmed bookings, from `leadMinutes` ahead.
 */
export async function slotsOf(db: Firestore, query: SlotsQuery, now: Date): Promise<SlotsAnswer> {
  const { provider } = await loadProviderService(db, query.provider, query.service);
  const busy = await busyIntervals(db, provider.id, query.day, provider.timeZone);
  const slots = freeSlots({
    availability: provider.availability,
    timeZone: provider.timeZone,
    day: query.day,
    durationMinutes: query.duration,
    busy,
    now,
  });
  return {
    day: query.day,
    timeZone: provider.timeZone,
    durationMinutes: query.duration,
    slots: slots.map((slot) => ({ time: slot.time, startAt: slot.startAt.toISOString() })),
  };
}

/**
 * 400 `outside_hours` (not a start of the provider's weekly hours for this duration) or
 * `slot_in_past` (too soon or too far). Whether another booking holds the time is decided by
 * the locks, in the transaction that takes them.
 */
export function requireOpenSlot(
  provider: BookableProvider,
  slot: { day: string; time: string; durationMinutes: number },
  now: Date,
): void {
  const problem = slotProblem({
    availability: provider.availability,
    timeZone: provider.timeZone,
    ...slot,
    busy: [],
    now,
  });
  if (problem === 'outside_hours') {
    throw new HttpError(400, BOOKING_ERRORS.outsideHours, 'Outside the provider’s hours');
  }
  if (problem === 'slot_in_past') {
    throw new HttpError(400, BOOKING_ERRORS.slotInPast, 'This time can no longer be booked');
  }
}
