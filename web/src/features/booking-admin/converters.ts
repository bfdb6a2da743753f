import type { DocumentData, FirestoreDataConverter } from 'firebase/firestore';
import { BOOKING_STATUSES, type BookingProblem } from '@marketplace/domain';
import { timestampToDate } from '../../shared/firebase/timestampToDate';
import type { AdminBooking, AdminReview } from './model';

/**
 * Bookings and reviews are written by the api only: the converters check the fields the admin
 * pages show, without zod (a malformed document is left out of the list by `useLiveQuery`).
 */

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new Error(`Malformed field: ${field}`);
  return value;
}

const textOrNull = (value: unknown, field: string) =>
  value === null || value === undefined ? null : text(value, field);

function number(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`Malformed field: ${field}`);
  }
  return value;
}

function date(value: unknown, field: string): Date {
  const found = timestampToDate(value);
  if (!found) throw new Error(`Malformed field: ${field}`);
  return found;
}

function oneOf<T extends string>(values: readonly T[], value: unknown, field: string): T {
  if (!values.includes(value as T)) throw new Error(`Malformed field: ${field}`);
  return value as T;
}

function titleOrNull(value: unknown, field: string): { fr: string; en?: string } | null {
  if (value === null || value === undefined) return null;
  if (!isRecord(value)) throw new Error(`Malformed field: ${field}`);
  const en = textOrNull(value.en, `${field}.en`);
  return en ? { fr: text(value.fr, `${field}.fr`), en } : { fr: text(value.fr, `${field}.fr`) };
}

function problemOf(value: unknown): BookingProblem<Date> | null {
  if (value === null || value === undefined) return null;
  if (!isRecord(value)) throw new Error('Malformed field: problem');
  const photoIds = Array.isArray(value.photoIds) ? value.photoIds : [];
  return {
    by: oneOf(['customer', 'provider'] as const, value.by, 'problem.by'),
    reason: text(value.reason, 'problem.reason'),
    photoIds: photoIds.map((id, index) => text(id, `problem.photoIds.${index}`)),
    at: date(value.at, 'problem.at'),
  };
}

const readOnly = (): never => {
  throw new Error('Bookings and reviews are written by the api only');
};

export const adminBookingConverter: FirestoreDataConverter<AdminBooking, DocumentData> = {
  toFirestore: readOnly,
  fromFirestore: (snapshot) => {
    const data: Raw = snapshot.data();
    const serviceTitle = titleOrNull(data.serviceTitle, 'serviceTitle');
    if (!serviceTitle) throw new Error('Malformed field: serviceTitle');
    return {
      id: snapshot.id,
      cursor: snapshot,
      customerName: text(data.customerName, 'customerName'),
      providerId: text(data.providerId, 'providerId'),
      providerName: text(data.providerName, 'providerName'),
      serviceTitle,
      day: text(data.day, 'day'),
      time: text(data.time, 'time'),
      timeZone: text(data.timeZone, 'timeZone'),
      startAt: date(data.startAt, 'startAt'),
      endAt: date(data.endAt, 'endAt'),
      totalFCFA: number(data.totalFCFA, 'totalFCFA'),
      status: oneOf(BOOKING_STATUSES, data.status, 'status'),
      problem: problemOf(data.problem),
      updatedAt: date(data.updatedAt, 'updatedAt'),
    };
  },
};

export const adminReviewConverter: FirestoreDataConverter<AdminReview, DocumentData> = {
  toFirestore: readOnly,
  fromFirestore: (snapshot) => {
    const data: Raw = snapshot.data();
    return {
      id: snapshot.id,
      cursor: snapshot,
      providerId: text(data.providerId, 'providerId'),
      authorName: textOrNull(data.authorName, 'authorName'),
      rating: number(data.rating, 'rating'),
      comment: text(data.comment, 'comment'),
      serviceTitle: titleOrNull(data.serviceTitle, 'serviceTitle'),
      createdAt: date(data.createdAt, 'createdAt'),
      reply: isRecord(data.reply)
        ? { text: text(data.reply.text, 'reply.text'), at: date(data.reply.at, 'reply.at') }
        : null,
      hidden: data.hidden === true,
      hiddenReason: textOrNull(data.hiddenReason, 'hiddenReason'),
    };
  },
};
