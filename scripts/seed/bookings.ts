import { Timestamp } from 'firebase-admin/firestore';
import {
  ACTIVE_BOOKING_STATUSES,
  addCalendarDays,
  BOOKING_LIMITS,
  bookingLockIds,
  bookingPrice,
  countRatings,
  defaultBookingDuration,
  minutesOfDay,
  newUserDocument,
  parseSlot,
  providerTimeZone,
  ratingFigures,
  reviewAuthorName,
  timeOfMinutes,
  weekdayOf,
  weekStartOf,
  zonedInstant,
  zonedParts,
  type BookingDocument,
  type BookingStatus,
  type RatingFigures,
  type ReviewDocument,
} from '../../domain/src';
import {
  SEED_AVAILABILITY,
  SEED_PROVIDERS,
  type SeedProvider,
  type SeedService,
} from './data/providers';
import { DEMO_ACCOUNTS, type DemoAccount } from './accounts';
import type { SeedDocument } from './quotes';
import { reviewDocument, seededReviews, seedReply } from './reviews';

/**
 * Every seeded booking (issue 13): the completed booking behind each seeded review, and the
 * demo customer's bookings in every state with the demo provider and the second plumber, as
 * the api and the timer leave them, and the slot locks of those still holding time.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const ts = (date: Date) => Timestamp.fromDate(date);
const minutesLater = (date: Date, minutes: number) =>
  new Date(date.getTime() + minutes * MINUTE_MS);

const providers = new Map(SEED_PROVIDERS.map((seed) => [seed.id, seed]));

function providerOf(id: string): SeedProvider {
  const seed = providers.get(id);
  if (!seed) throw new Error(`Unknown seed provider ${id}`);
  return seed;
}

function serviceOf(seed: SeedProvider, id: string): SeedService {
  const service = seed.services.find((candidate) => candidate.id === id);
  if (!service) throw new Error(`${seed.id} has no service ${id}`);
  return service;
}

/** The opening windows of a calendar day, in minutes since midnight. */
function windowsOf(day: string): { start: number; end: number }[] {
  return (SEED_AVAILABILITY[weekdayOf(day)] ?? []).flatMap((slot) => {
    const times = parseSlot(slot);
    return times ? [{ start: minutesOfDay(times.start), end: minutesOfDay(times.end) }] : [];
  });
}

/** `day`, or the nearest open day in the direction of `step` (+1 later, -1 earlier). */
function openDay(day: string, step: 1 | -1): string {
  let candidate = day;
  while (windowsOf(candidate).length === 0) candidate = addCalendarDays(candidate, step);
  return candidate;
}

interface Slot {
  day: string;
  time: string;
  durationMinutes: number;
}

/**
 * A slot of an open day inside its first opening window: at `time` when the duration fits
 * before closing, else at opening; the duration shortened to the window when longer (a
 * customer books the hours a day offers).
 */
function slotOn(day: string, time: string, durationMinutes: number): Slot {
  const window = windowsOf(day)[0];
  if (!window) throw new Error(`${day} is closed`);
  const duration = Math.min(durationMinutes, window.end - window.start);
  const wanted = minutesOfDay(time);
  const start = wanted >= window.start && wanted + duration <= window.end ? wanted : window.start;
  return { day, time: timeOfMinutes(start), durationMinutes: duration };
}

interface Party {
  uid: string;
  firstName: string;
}

interface NewBooking {
  customer: Party;
  seed: SeedProvider;
  service: SeedService;
  slot: Slot;
  createdAt: Date;
  notes?: string;
}

/** A booking as `POST /api/bookings` creates it: pending, every later step's fields empty. */
function pendingBooking(booking: NewBooking): BookingDocument<Timestamp> {
  const { customer, seed, service, slot } = booking;
  const timeZone = providerTimeZone(seed.country);
  const startAt = zonedInstant(slot.day, slot.time, timeZone);
  const price = bookingPrice(service, slot.durationMinutes);
  if (!price) throw new Error(`${seed.id}/${service.id} is priced on quote`);
  return {
    customerId: customer.uid,
    customerName: customer.firstName,
    providerId: seed.id,
    providerName: seed.displayName,
    serviceId: service.id,
    serviceType: service.category,
    serviceTitle: service.title,
    day: slot.day,
    time: slot.time,
    timeZone,
    startAt: ts(startAt),
    endAt: ts(minutesLater(startAt, slot.durationMinutes)),
    durationMinutes: slot.durationMinutes,
    notes: booking.notes ?? '',
    ...price,
    status: 'pending',
    paymentStatus: 'pending',
    autoCompleteAt: null,
    problem: null,
    needsAttention: false,
    cancelReason: null,
    cancelledBy: null,
    completedBy: null,
    adminNote: null,
    confirmedAt: null,
    completedAt: null,
    cancelledAt: null,
    reviewed: false,
    createdAt: ts(booking.createdAt),
    updatedAt: ts(booking.createdAt),
  };
}

const endOf = (booking: BookingDocument<Timestamp>) => booking.endAt.toDate();

/** Confirmed by the provider at `at`: the timer is due 48 h after the end. */
function confirmed(booking: BookingDocument<Timestamp>, at: Date): BookingDocument<Timestamp> {
  const autoCompleteAt = new Date(
    endOf(booking).getTime() + BOOKING_LIMITS.autoCompleteHours * HOUR_MS,
  );
  return {
    ...booking,
    status: 'confirmed',
    confirmedAt: ts(at),
    autoCompleteAt: ts(autoCompleteAt),
    updatedAt: ts(at),
  };
}

function completed(
  booking: BookingDocument<Timestamp>,
  by: 'provider' | 'timer',
  at: Date,
  reviewed: boolean,
): BookingDocument<Timestamp> {
  return {
    ...booking,
    status: 'completed',
    completedAt: ts(at),
    completedBy: by,
    autoCompleteAt: null,
    reviewed,
    updatedAt: ts(at),
  };
}

/** Shared by every completed booking: confirmed the day after it was asked for. */
function completedBooking(
  booking: NewBooking,
  by: 'provider' | 'timer',
  reviewed: boolean,
): BookingDocument<Timestamp> {
  const asked = confirmed(pendingBooking(booking), new Date(booking.createdAt.getTime() + DAY_MS));
  const end = endOf(asked);
  const at =
    by === 'timer' ? new Date(end.getTime() + BOOKING_LIMITS.autoCompleteHours * HOUR_MS) : end;
  return completed(asked, by, at, reviewed);
}

/** Where each seeded review's booking starts, in turn (moved to opening when it would not fit). */
const REVIEWED_START_TIMES = ['10:00', '08:30', '14:00', '09:00', '15:30'];

/**
 * The completed booking behind each of a provider's seeded reviews and the review itself: the
 * job done on the last open day before the review (a priced service, in turn), completed by
 * the provider at its end, reviewed the next day or later, answered by the provider one review
 * in three.
 */
function reviewedBookings(seed: SeedProvider, now: Date): SeedDocument[] {
  const timeZone = providerTimeZone(seed.country);
  const priced = seed.services.filter((service) => service.unit !== 'quote');
  return seededReviews(seed).flatMap(({ bookingId, reviewer, review, daysAgo }, index) => {
    const service = priced[index % priced.length];
    if (!service) throw new Error(`${seed.id} has no priced service`);
    const reviewedAt = new Date(now.getTime() - daysAgo * DAY_MS);
    // The day before the review, on the provider's clock: its end is before the review.
    const day = openDay(zonedParts(reviewedAt.getTime() - DAY_MS, timeZone).day, -1);
    const time = REVIEWED_START_TIMES[index % REVIEWED_START_TIMES.length] ?? '10:00';
    const slot = slotOn(day, time, defaultBookingDuration(service.durationMinutes));
    const startAt = zonedInstant(slot.day, slot.time, timeZone);
    const booking = completedBooking(
      {
        customer: { uid: reviewer.id, firstName: reviewer.firstName },
        seed,
        service,
        slot,
        createdAt: new Date(startAt.getTime() - 3 * DAY_MS),
      },
      'provider',
      true,
    );
    const data = reviewDocument({
      review,
      serviceTitle: service.title,
      createdAt: reviewedAt,
      reply: seedReply(index, reviewedAt, now),
    });
    return [
      { path: `bookings/${bookingId}`, data: { ...booking } },
      { path: `reviews/${bookingId}`, data: { ...data } },
    ];
  });
}

function accountOf(uid: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.uid === uid);
  if (!account) throw new Error(`No demo account ${uid}`);
  return account;
}
const demoAccount = accountOf('demo-customer');
const DEMO_CUSTOMER: Party = demoAccount;
const DEMO_PROVIDER = 'seed-provider-01';
const SECOND_PLUMBER = 'seed-provider-02';

/**
 * The demo customer's review of their completed booking with the second plumber (the demo
 * provider's figures stay those of its data: 4.8 from 8 reviews, which pages show).
 */
export const DEMO_REVIEW = {
  bookingId: 'seed-demo-booking-reviewed',
  providerId: SECOND_PLUMBER,
  rating: 5,
  comment: 'Réservoir vidé, nettoyé et désinfecté en une matinée, travail soigné. Je recommande.',
} as const;

/** Fixed ids (reseeding rewrites them), one per state of the demo. */
export const DEMO_BOOKING_IDS = {
  pending: 'seed-demo-booking-pending',
  thisWeek: 'seed-demo-booking-this-week',
  confirmed: 'seed-demo-booking-confirmed',
  reported: 'seed-demo-booking-reported',
  overdue: 'seed-demo-booking-overdue',
  toReview: 'seed-demo-booking-to-review',
  reviewed: DEMO_REVIEW.bookingId,
  cancelled: 'seed-demo-booking-cancelled',
  rescheduled: 'seed-demo-booking-rescheduled',
} as const;

/**
 * The demo customer's bookings, relative to `now` on the providers' clock (both in Douala):
 * pending, confirmed this week (on the demo provider's calendar) and later, confirmed with a
 * problem reported and the timer paused (the admin's page), confirmed and ended more than 48 h
 * ago with no problem (the auto-completion timer completes it once the emulators run), completed
 * without a review (the
 * demo provider's, to review) and with one, cancelled, rescheduled back to pending.
 */
function demoBookings(now: Date): { id: string; booking: BookingDocument<Timestamp> }[] {
  const demo = providerOf(DEMO_PROVIDER);
  const second = providerOf(SECOND_PLUMBER);
  const timeZone = providerTimeZone(demo.country);
  const today = zonedParts(now, timeZone).day;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const reachable = (slot: Slot) =>
    zonedInstant(slot.day, slot.time, timeZone).getTime() >=
    now.getTime() + BOOKING_LIMITS.leadMinutes * MINUTE_MS;
  /** The first open day from `from` on which the slot is far enough ahead. */
  const upcoming = (from: string, time: string, minutes: number): Slot => {
    let slot = slotOn(openDay(from, 1), time, minutes);
    while (!reachable(slot)) slot = slotOn(openDay(addCalendarDays(slot.day, 1), 1), time, minutes);
    return slot;
  };
  const past = (daysAgo: number, time: string, minutes: number) =>
    slotOn(openDay(addCalendarDays(today, -daysAgo), -1), time, minutes);
  const book = (seed: SeedProvider, serviceId: string, slot: Slot, createdAt: Date, notes = '') =>
    pendingBooking({
      customer: DEMO_CUSTOMER,
      seed,
      service: serviceOf(seed, serviceId),
      slot,
      createdAt,
      notes,
    });
  const minutesOf = (seed: SeedProvider, serviceId: string) =>
    defaultBookingDuration(serviceOf(seed, serviceId).durationMinutes);

  // This week's confirmed booking: the next 15:00 (09:00 on Saturday) of the week still ahead,
  // or, late on Saturday or on Sunday, Saturday's: ended less than 48 h ago, not yet completed.
  const weekDays = Array.from({ length: 7 }, (_, index) =>
    addCalendarDays(weekStartOf(today), index),
  )
    .filter((day) => day >= today && windowsOf(day).length > 0)
    .map((day) => slotOn(day, '15:00', minutesOf(demo, 's02')));
  const thisWeek =
    weekDays.find(reachable) ??
    slotOn(addCalendarDays(weekStartOf(today), 5), '09:00', minutesOf(demo, 's02'));

  const reported = confirmed(
    book(demo, 's01', past(5, '14:00', minutesOf(demo, 's01')), ago(9)),
    ago(8),
  );
  const problemAt = new Date(endOf(reported).getTime() + 5 * HOUR_MS);
  const cancelled = confirmed(
    book(
      second,
      's01',
      upcoming(addCalendarDays(today, 2), '11:00', minutesOf(second, 's01')),
      ago(3),
    ),
    ago(2),
  );
  const rescheduledFrom = book(
    demo,
    's01',
    upcoming(addCalendarDays(today, 6), '11:30', minutesOf(demo, 's01')),
    ago(4),
  );

  return [
    {
      id: DEMO_BOOKING_IDS.pending,
      booking: book(
        demo,
        's01',
        upcoming(addCalendarDays(today, 3), '10:00', minutesOf(demo, 's01')),
        new Date(now.getTime() - 2 * HOUR_MS),
        'Le robinet de la cuisine fuit sous l’évier ; le compteur est dans la cour.',
      ),
    },
    {
      id: DEMO_BOOKING_IDS.thisWeek,
      booking: confirmed(
        book(demo, 's02', thisWeek, ago(3), 'Évier de la cuisine bouché.'),
        ago(2),
      ),
    },
    {
      id: DEMO_BOOKING_IDS.confirmed,
      booking: confirmed(
        book(
          second,
          's03',
          upcoming(addCalendarDays(today, 5), '09:00', minutesOf(second, 's03')),
          ago(2),
        ),
        ago(1),
      ),
    },
    {
      id: DEMO_BOOKING_IDS.reported,
      booking: {
        ...reported,
        problem: {
          by: 'customer',
          reason: 'La fuite est revenue le soir même : le joint n’a pas tenu.',
          photoIds: [],
          at: ts(problemAt),
        },
        needsAttention: true,
        autoCompleteAt: null,
        updatedAt: ts(problemAt),
      },
    },
    {
      id: DEMO_BOOKING_IDS.overdue,
      booking: confirmed(
        book(demo, 's02', past(4, '10:00', minutesOf(demo, 's02')), ago(8)),
        ago(7),
      ),
    },
    {
      id: DEMO_BOOKING_IDS.toReview,
      booking: completedBooking(
        {
          customer: DEMO_CUSTOMER,
          seed: demo,
          service: serviceOf(demo, 's03'),
          slot: past(3, '08:00', minutesOf(demo, 's03')),
          createdAt: ago(8),
        },
        'provider',
        false,
      ),
    },
    {
      id: DEMO_BOOKING_IDS.reviewed,
      booking: completedBooking(
        {
          customer: DEMO_CUSTOMER,
          seed: second,
          service: serviceOf(second, 's03'),
          slot: past(12, '09:00', minutesOf(second, 's03')),
          createdAt: ago(16),
        },
        'timer',
        true,
      ),
    },
    {
      id: DEMO_BOOKING_IDS.cancelled,
      booking: {
        ...cancelled,
        status: 'cancelled',
        cancelReason: 'Je serai en déplacement à Yaoundé cette semaine-là.',
        cancelledBy: 'customer',
        cancelledAt: ts(ago(1)),
        autoCompleteAt: null,
        updatedAt: ts(ago(1)),
      },
    },
    {
      // Confirmed, then moved by the customer: back to pending, the provider's confirmation gone.
      id: DEMO_BOOKING_IDS.rescheduled,
      booking: { ...rescheduledFrom, updatedAt: ts(ago(1)) },
    },
  ];
}

/** The demo review, a day after its booking completed, still unanswered (to try a reply). */
function demoReview(booking: BookingDocument<Timestamp>): ReviewDocument<Timestamp> {
  const completedAt = booking.completedAt?.toDate();
  if (!completedAt) throw new Error('The reviewed demo booking is not completed');
  const createdAt = new Date(completedAt.getTime() + DAY_MS);
  return reviewDocument({
    review: {
      providerId: booking.providerId,
      // As the reviewAuthors trigger names them from their account.
      authorName: reviewAuthorName(newUserDocument(demoAccount)),
      rating: DEMO_REVIEW.rating,
      comment: DEMO_REVIEW.comment,
    },
    serviceTitle: booking.serviceTitle,
    createdAt,
    reply: null,
  });
}

/** The locks of a booking that holds the provider's time (pending or confirmed), as the api's. */
function locksOf(id: string, booking: BookingDocument<Timestamp>): SeedDocument[] {
  if (!(ACTIVE_BOOKING_STATUSES as readonly BookingStatus[]).includes(booking.status)) return [];
  const { providerId } = booking;
  return bookingLockIds(providerId, booking.startAt.toDate(), booking.durationMinutes).map(
    (lockId) => ({
      path: `bookingLocks/${lockId}`,
      data: { providerId, bookingId: id, unit: Number(lockId.slice(providerId.length + 1)) },
    }),
  );
}

/** Every seeded booking, lock and review, as of `now`. */
export function seedBookingDocuments(now: Date): SeedDocument[] {
  const documents = SEED_PROVIDERS.flatMap((seed) => reviewedBookings(seed, now));
  for (const { id, booking } of demoBookings(now)) {
    documents.push({ path: `bookings/${id}`, data: { ...booking } }, ...locksOf(id, booking));
    if (id === DEMO_REVIEW.bookingId) {
      documents.push({ path: `reviews/${id}`, data: { ...demoReview(booking) } });
    }
  }
  return documents;
}

/**
 * A provider's `rating`, `reviewCount` and `ratingCounts` from every review the seed gives them
 * (all visible).
 */
export function seedRatingFigures(seed: SeedProvider): RatingFigures {
  const ratings = seed.reviews.map((review) => review.rating);
  if (seed.id === DEMO_REVIEW.providerId) ratings.push(DEMO_REVIEW.rating);
  return ratingFigures(countRatings(ratings));
}
