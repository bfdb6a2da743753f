import type { DocumentData, FirestoreDataConverter } from 'firebase/firestore';
import { BOOKING_STATUSES, providerTimeZone, type BookingProblem } from '@marketplace/domain';
import { timestampToDate } from '../../shared/firebase/timestampToDate';
import type { BookingReview, ProviderBooking } from './model';

/**
 * Bookings and reviews are written by the api only; the converters still check each field the
 * pages show, without zod: a malformed document throws, and `useLiveQuery` leaves it out of the
 * list instead of showing `undefined`.
 */

class MalformedDocument extends Error {
  constructor(field: string) {
    super(`Malformed field: ${field}`);
    this.name = 'MalformedDocument';
  }
}

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new MalformedDocument(field);
  return value;
}

const textOrNull = (value: unknown, field: string) =>
  value === null || value === undefined ? null : text(value, field);

function number(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new MalformedDocument(field);
  return value;
}

function date(value: unknown, field: string): Date {
  const found = timestampToDate(value);
  if (!found) throw new MalformedDocument(field);
  return found;
}

function oneOf<T extends string>(values: readonly T[], value: unknown, field: string): T {
  if (!values.includes(value as T)) throw new MalformedDocument(field);
  return value as T;
}

const oneOfOrNull = <T extends string>(values: readonly T[], value: unknown, field: string) =>
  value === null || value === undefined ? null : oneOf(values, value, field);

function title(value: unknown, field: string): { fr: string; en?: string } {
  if (!isRecord(value)) throw new MalformedDocument(field);
  const en = textOrNull(value.en, `${field}.en`);
  return en ? { fr: text(value.fr, `${field}.fr`), en } : { fr: text(value.fr, `${field}.fr`) };
}

function problemOf(value: unknown): BookingProblem<Date> | null {
  if (value === null || value === undefined) return null;
  if (!isRecord(value)) throw new MalformedDocument('problem');
  const photoIds = Array.isArray(value.photoIds) ? value.photoIds : [];
  return {
    by: oneOf(['customer', 'provider'] as const, value.by, 'problem.by'),
    reason: text(value.reason, 'problem.reason'),
    photoIds: photoIds.map((id, index) => text(id, `problem.photoIds.${index}`)),
    at: date(value.at, 'problem.at'),
  };
}

const readOnly = (): never => {
  throw new Error('Bookings and reviews are written by the api function only');
};

/** `bookings/{id}`, as the provider's lists and calendar show it. */
export const providerBookingConverter: FirestoreDataConverter<ProviderBooking, DocumentData> = {
  toFirestore: readOnly,
  fromFirestore: (snapshot) => {
    const data: Raw = snapshot.data();
    return {
      id: snapshot.id,
      cursor: snapshot,
      customerName: text(data.customerName, 'customerName'),
      serviceTitle: title(data.serviceTitle, 'serviceTitle'),
      day: text(data.day, 'day'),
      time: text(data.time, 'time'),
      timeZone: text(data.timeZone, 'timeZone'),
      startAt: date(data.startAt, 'startAt'),
      endAt: date(data.endAt, 'endAt'),
      durationMinutes: number(data.durationMinutes, 'durationMinutes'),
      notes: textOrNull(data.notes, 'notes') ?? '',
      priceFCFA: number(data.priceFCFA, 'priceFCFA'),
      status: oneOf(BOOKING_STATUSES, data.status, 'status'),
      problem: problemOf(data.problem),
      needsAttention: data.needsAttention === true,
      cancelReason: textOrNull(data.cancelReason, 'cancelReason'),
      cancelledBy: oneOfOrNull(
        ['customer', 'provider', 'admin'] as const,
        data.cancelledBy,
        'cancelledBy',
      ),
      completedBy: oneOfOrNull(
        ['provider', 'timer', 'admin'] as const,
        data.completedBy,
        'completedBy',
      ),
      adminNote: textOrNull(data.adminNote, 'adminNote'),
      reviewed: data.reviewed === true,
    };
  },
};

/** `reviews/{bookingId}`: the customer's review of one of the provider's bookings. */
export const bookingReviewConverter: FirestoreDataConverter<BookingReview, DocumentData> = {
  toFirestore: readOnly,
  fromFirestore: (snapshot) => {
    const data: Raw = snapshot.data();
    const reply = isRecord(data.reply)
      ? { text: text(data.reply.text, 'reply.text'), at: date(data.reply.at, 'reply.at') }
      : null;
    return {
      authorName: textOrNull(data.authorName, 'authorName'),
      rating: number(data.rating, 'rating'),
      comment: text(data.comment, 'comment'),
      createdAt: date(data.createdAt, 'createdAt'),
      reply,
      hidden: data.hidden === true,
      hiddenReason: textOrNull(data.hiddenReason, 'hiddenReason'),
    };
  },
};

/** `providers/{uid}`: only the time zone of the provider's country, where their bookings live. */
export const providerZoneConverter: FirestoreDataConverter<string, DocumentData> = {
  toFirestore: readOnly,
  fromFirestore: (snapshot) => providerTimeZone(snapshot.data().country),
};
