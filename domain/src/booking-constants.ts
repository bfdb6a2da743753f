// Bookings and reviews (issue 13): constants and the state machine, zod-free so that pages can
// offer the right actions without loading the schemas.
import type { Transition } from './quote-constants';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that hold the provider's time (their slot locks exist). */
export const ACTIVE_BOOKING_STATUSES = ['pending', 'confirmed'] as const satisfies BookingStatus[];
export const ENDED_BOOKING_STATUSES = ['completed', 'cancelled'] as const satisfies BookingStatus[];

/** Who reported a problem, who cancelled, who completed. */
export type BookingParty = 'customer' | 'provider';
export type BookingCompleter = 'provider' | 'timer' | 'admin';
export type BookingCanceller = BookingParty | 'admin';

export const BOOKING_LIMITS = {
  /** A booked duration: 15 minutes to 12 hours, in steps of 15 minutes. */
  durationMin: 15,
  durationMax: 12 * 60,
  durationStep: 15,
  notes: 1000,
  reason: 500,
  adminNote: 500,
  problemPhotos: 3,
  /** Per photo, before re-encoding (as quotes). */
  photoBytes: 5 * 1024 * 1024,
  /** Free start times are offered every this many minutes inside the weekly hours. */
  slotStepMinutes: 30,
  /** A slot must start at least this long after now. */
  leadMinutes: 60,
  /** How far ahead a booking may be made. */
  horizonDays: 90,
  /** The provider's time is locked in units of this many minutes (`bookingLocks`). */
  lockMinutes: 15,
  /** A confirmed booking completes by itself this long after its end (unless a problem). */
  autoCompleteHours: 48,
  /** Every list of bookings pages by this many documents. */
  pageSize: 20,
} as const;

export const REVIEW_RULES = {
  ratingMin: 1,
  ratingMax: 5,
  commentMin: 10,
  commentMax: 1000,
  reply: 1000,
  hideReason: 500,
  /** A review may be written until this many days after the booking's completion… */
  windowDays: 30,
  /** …and edited for this many hours after it was first posted. */
  editHours: 48,
} as const;

/**
 * DESIGN §3, booking. A provider's `decline` is a cancel of a `pending` booking; `reschedule`
 * (new date or time) returns it to `pending`; `report` (a problem) keeps the status and pauses
 * the auto-completion; an admin settles a reported booking (`complete` or `cancel`).
 */
export const BOOKING_TRANSITIONS = [
  { action: 'confirm', actor: 'provider', from: ['pending'], to: 'confirmed' },
  { action: 'decline', actor: 'provider', from: ['pending'], to: 'cancelled' },
  { action: 'complete', actor: 'provider', from: ['confirmed'], to: 'completed' },
  { action: 'complete', actor: 'timer', from: ['confirmed'], to: 'completed' },
  { action: 'complete', actor: 'admin', from: ['confirmed'], to: 'completed' },
  { action: 'cancel', actor: 'customer', from: ['pending', 'confirmed'], to: 'cancelled' },
  { action: 'cancel', actor: 'provider', from: ['pending', 'confirmed'], to: 'cancelled' },
  { action: 'cancel', actor: 'admin', from: ['pending', 'confirmed'], to: 'cancelled' },
  { action: 'reschedule', actor: 'customer', from: ['pending', 'confirmed'], to: 'pending' },
  { action: 'report', actor: 'customer', from: ['confirmed'], to: 'confirmed' },
  { action: 'report', actor: 'provider', from: ['confirmed'], to: 'confirmed' },
] as const satisfies readonly Transition<BookingStatus>[];

/** The api's paths (`:id` is the booking's id, which is also its review's). */
export const BOOKING_API = {
  slots: '/api/bookings/slots',
  create: '/api/bookings',
  photos: '/api/bookings/photos',
  photo: (id: string, photoId: string) => `/api/bookings/${id}/photos/${photoId}`,
  confirm: (id: string) => `/api/bookings/${id}/confirm`,
  decline: (id: string) => `/api/bookings/${id}/decline`,
  complete: (id: string) => `/api/bookings/${id}/complete`,
  cancel: (id: string) => `/api/bookings/${id}/cancel`,
  reschedule: (id: string) => `/api/bookings/${id}/reschedule`,
  problem: (id: string) => `/api/bookings/${id}/problem`,
  review: (id: string) => `/api/bookings/${id}/review`,
  reply: (id: string) => `/api/reviews/${id}/reply`,
  adminResolve: (id: string) => `/api/admin/bookings/${id}/resolve`,
  adminHideReview: (id: string) => `/api/admin/reviews/${id}/hide`,
  adminUnhideReview: (id: string) => `/api/admin/reviews/${id}/unhide`,
} as const;

/**
 * The api's error codes for bookings and reviews (besides `invalid_request`, `unauthenticated`,
 * `forbidden`, `not_found`, `email_not_verified`, `invalid_transition`, `file_too_large`,
 * `invalid_file_type`, `too_many_files`). Pages translate each one.
 */
export const BOOKING_ERRORS = {
  /** Another booking holds (part of) that time: the page reloads the free slots. 409. */
  slotTaken: 'slot_taken',
  /** The time is outside the provider's weekly hours, or not on the slot grid. 400. */
  outsideHours: 'outside_hours',
  /** The start is in the past, closer than `leadMinutes`, or beyond `horizonDays`. 400. */
  slotInPast: 'slot_in_past',
  /** A customer cannot book themselves. 400. */
  ownBooking: 'own_booking',
  /** A service priced "on quote" is requested with a quote, not booked. 400. */
  serviceNeedsQuote: 'service_needs_quote',
  /** The booking is not completed (yet), so it cannot be reviewed. 409. */
  notCompleted: 'not_completed',
  /** The 30 days to review, or the 48 hours to edit, are over. 409. */
  reviewWindowClosed: 'review_window_closed',
  /** The provider already replied to this review. 409. */
  alreadyReplied: 'already_replied',
  /** No review to reply to, hide or unhide. 404. */
  noReview: 'no_review',
} as const;
export type BookingErrorCode = (typeof BOOKING_ERRORS)[keyof typeof BOOKING_ERRORS];
