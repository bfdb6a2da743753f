import { z } from 'zod';
import { VALIDATION, type SERVICE_UNITS } from './constants';
import {
  BOOKING_LIMITS,
  REVIEW_RULES,
  type BookingCanceller,
  type BookingCompleter,
  type BookingParty,
  type BookingStatus,
} from './booking-constants';
import { applyFeeRule, PLATFORM_SERVICE_FEE } from './fees';
import { clientIdSchema, daySchema, documentIdSchema, photoIdSchema } from './quote';

/**
 * Bookings and reviews (issue 13, DESIGN §2–§3): the bodies of the api's booking and review
 * endpoints, checked by the web before sending and by the function on arrival, and the shapes
 * of the documents. Messages are i18n keys (`validation.*`).
 */

const requiredText = (max: number) =>
  z.string().trim().min(1, VALIDATION.required).max(max, VALIDATION.tooLong);
const optionalText = (max: number) => z.string().trim().max(max, VALIDATION.tooLong);

/** 'HH:MM' on the 24-hour clock. */
export const timeOfDaySchema = z
  .string({ error: VALIDATION.required })
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, VALIDATION.required);

/** 15 minutes to 12 hours, in steps of 15 (0 and 10 000 are refused). */
export const bookingDurationSchema = z
  .number({ error: VALIDATION.invalidDuration })
  .int(VALIDATION.invalidDuration)
  .min(BOOKING_LIMITS.durationMin, VALIDATION.invalidDuration)
  .max(BOOKING_LIMITS.durationMax, VALIDATION.invalidDuration)
  .refine((minutes) => minutes % BOOKING_LIMITS.durationStep === 0, {
    message: VALIDATION.invalidDuration,
  });

/** The provider's day and start time (their wall clock), as offered by the slots endpoint. */
export const bookingSlotSchema = z.object({
  day: daySchema,
  time: timeOfDaySchema,
});

/**
 * `POST /api/bookings`: book a provider's service at a free slot. `requestId` is made by the
 * client once per booking attempt and is the booking's id: sending it twice creates one.
 */
export const bookingInputSchema = bookingSlotSchema.extend({
  requestId: clientIdSchema,
  providerId: documentIdSchema,
  serviceId: documentIdSchema,
  durationMinutes: bookingDurationSchema,
  notes: optionalText(BOOKING_LIMITS.notes).default(''),
});
export type BookingInput = z.infer<typeof bookingInputSchema>;

/** `GET /api/bookings/slots?provider=&service=&day=&duration=`. */
export const slotsQuerySchema = z.object({
  provider: documentIdSchema,
  service: documentIdSchema,
  day: daySchema,
  duration: z.coerce.number().pipe(bookingDurationSchema),
});
export type SlotsQuery = z.infer<typeof slotsQuerySchema>;

/** The answer of the slots endpoint; instants as ISO strings. */
export interface SlotsAnswer {
  day: string;
  timeZone: string;
  durationMinutes: number;
  slots: { time: string; startAt: string }[];
}

/** `POST .../reschedule`. */
export const bookingRescheduleSchema = bookingSlotSchema;

/** `POST .../decline` and `.../cancel`: a reason is required. */
export const bookingReasonSchema = z.object({ reason: requiredText(BOOKING_LIMITS.reason) });

/** `POST .../problem`: a reason and up to 3 photos (ids from `POST /api/bookings/photos`). */
export const bookingProblemSchema = z.object({
  reason: requiredText(BOOKING_LIMITS.reason),
  photoIds: z
    .array(photoIdSchema)
    .max(BOOKING_LIMITS.problemPhotos, VALIDATION.tooMany)
    .default([]),
});

/** `POST /api/admin/bookings/:id/resolve`: an admin settles a reported booking. */
export const bookingResolveSchema = z.object({
  outcome: z.enum(['complete', 'cancel']),
  note: requiredText(BOOKING_LIMITS.adminNote),
});

/** `PUT /api/bookings/:id/review`: create, or edit within 48 h. */
export const reviewInputSchema = z.object({
  rating: z
    .number({ error: VALIDATION.invalidRating })
    .int(VALIDATION.invalidRating)
    .min(REVIEW_RULES.ratingMin, VALIDATION.invalidRating)
    .max(REVIEW_RULES.ratingMax, VALIDATION.invalidRating),
  comment: z
    .string()
    .trim()
    .min(REVIEW_RULES.commentMin, VALIDATION.tooShort)
    .max(REVIEW_RULES.commentMax, VALIDATION.tooLong),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** `PUT /api/reviews/:id/reply`: the provider's one public reply. */
export const reviewReplySchema = z.object({ text: requiredText(REVIEW_RULES.reply) });

/** `POST /api/admin/reviews/:id/hide`. */
export const reviewHideSchema = z.object({ reason: requiredText(REVIEW_RULES.hideReason) });

export interface BookingPrice {
  priceFCFA: number;
  platformFeeFCFA: number;
  totalFCFA: number;
}

/**
 * What a booking costs: a fixed price as is; by the hour, the price × hours (rounded to whole
 * francs); by the day, the price × started days of 8 hours. The platform fee
 * (`PLATFORM_SERVICE_FEE`, fees.ts) is added on top. Null for a service priced on quote.
 */
export function bookingPrice(
  service: { priceFCFA: number; unit: (typeof SERVICE_UNITS)[number] },
  durationMinutes: number,
): BookingPrice | null {
  let priceFCFA: number;
  switch (service.unit) {
    case 'fixed':
      priceFCFA = service.priceFCFA;
      break;
    case 'hour':
      priceFCFA = Math.round((service.priceFCFA * durationMinutes) / 60);
      break;
    case 'day':
      priceFCFA = service.priceFCFA * Math.ceil(durationMinutes / (8 * 60));
      break;
    case 'quote':
      return null;
  }
  const platformFeeFCFA = priceFCFA > 0 ? applyFeeRule(PLATFORM_SERVICE_FEE, priceFCFA) : 0;
  return { priceFCFA, platformFeeFCFA, totalFCFA: priceFCFA + platformFeeFCFA };
}

/** The service's own duration as a bookable one (on the 15-minute grid, 15 min – 12 h). */
export function defaultBookingDuration(serviceMinutes: number): number {
  const step = BOOKING_LIMITS.durationStep;
  const rounded = Math.ceil(serviceMinutes / step) * step;
  return Math.min(BOOKING_LIMITS.durationMax, Math.max(BOOKING_LIMITS.durationMin, rounded));
}

export interface BookingProblem<Time = unknown> {
  by: BookingParty;
  reason: string;
  photoIds: string[];
  at: Time;
}

/**
 * `bookings/{id}` (DESIGN §2), written by the api only. `day`/`time` are the provider's wall
 * clock in `timeZone`; `startAt`/`endAt` the instants. Names are copied so that lists need no
 * second read.
 */
export interface BookingDocument<Time = unknown> {
  customerId: string;
  customerName: string;
  providerId: string;
  providerName: string;
  serviceId: string;
  /** The service's category slug. */
  serviceType: string;
  serviceTitle: { fr: string; en?: string };
  day: string;
  time: string;
  timeZone: string;
  startAt: Time;
  endAt: Time;
  durationMinutes: number;
  notes: string;
  priceFCFA: number;
  platformFeeFCFA: number;
  totalFCFA: number;
  status: BookingStatus;
  /** Spec §4: 'pending' until an attempt succeeds; 'failed' when the latest attempt failed or expired. */
  paymentStatus: 'pending' | 'success' | 'failed';
  /** The latest payment attempt and its method (absent before the first attempt). */
  paymentId?: string | null;
  paymentMethod?: string | null;
  paidAt?: Time | null;
  /** Set on confirmation (end + 48 h); null while pending, once a problem is reported, or ended. */
  autoCompleteAt: Time | null;
  problem: BookingProblem<Time> | null;
  /** True while a reported problem waits for an admin (the admin page's query). */
  needsAttention: boolean;
  cancelReason: string | null;
  cancelledBy: BookingCanceller | null;
  completedBy: BookingCompleter | null;
  adminNote: string | null;
  confirmedAt: Time | null;
  completedAt: Time | null;
  cancelledAt: Time | null;
  /** Whether `reviews/{id}` exists (set by the api with the review). */
  reviewed: boolean;
  createdAt: Time;
  updatedAt: Time;
}

/**
 * `reviews/{bookingId}`: public unless hidden. Carries no author uid (the booking has it), only
 * the name the author's visibility allows. Written by the api (and the seed).
 */
export interface ReviewDocument<Time = unknown> {
  providerId: string;
  authorName: string | null;
  rating: number;
  comment: string;
  serviceTitle: { fr: string; en?: string } | null;
  createdAt: Time;
  updatedAt: Time;
  /** createdAt + 48 h: the author may edit until then. */
  editableUntil: Time;
  reply: { text: string; at: Time } | null;
  /** Hidden reviews stay stored; lists ask for `hidden == false`. */
  hidden: boolean;
  hiddenReason: string | null;
}

/**
 * `providerStats/{uid}`: the sales dashboard's figures, kept by triggers from aggregation
 * queries (each event recomputes the buckets it touches, so a retried event changes nothing).
 * Buckets use the provider's time zone; weeks are keyed by their Monday ('YYYY-MM-DD'), months
 * by 'YYYY-MM'. The last 26 weeks and 12 months are kept.
 */
export interface ProviderStatsDocument<Time = unknown> {
  statusCounts: Record<BookingStatus, number>;
  /** Completed bookings' `priceFCFA`, by the week / month of `completedAt`. */
  revenueByWeek: Record<string, number>;
  revenueByMonth: Record<string, number>;
  /** Visible reviews by the month of `createdAt`: average = sum / count. */
  ratingByMonth: Record<string, { sum: number; count: number }>;
  /** Completed bookings per service. */
  services: Record<
    string,
    { title: { fr: string; en?: string }; completed: number; revenueFCFA: number }
  >;
  /** Priced quotes the provider sent (any outcome) and those accepted. */
  quotes: { answered: number; won: number };
  /**
   * Payments received (issue 15): successful `payments` whose `providerId` is the provider, all
   * time, and their `priceFCFA` (the provider's part, fees excluded) by the month of `settledAt`.
   */
  paid: { count: number; amountFCFA: number };
  paidByMonth: Record<string, number>;
  updatedAt: Time;
}

export const STATS_KEEP = { weeks: 26, months: 12 } as const;
