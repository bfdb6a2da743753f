import type { FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore';
import {
  BOOKING_STATUSES,
  providerTimeZone,
  SERVICE_UNITS,
  type BookingDocument,
  type BookingProblem,
  type ReviewDocument,
} from '@marketplace/domain';
import { timestampToDate } from '../../shared/firebase/timestampToDate';

/**
 * The feature's converters. Bookings and reviews are written by the api alone (the rules
 * refuse every client write), so reading checks only what the pages rely on: a booking
 * without a known status is malformed (left out of a list); other fields fall back to empty
 * values. Timestamps become Dates. Zod-free, so nothing heavy loads with them.
 */

export type Booking = BookingDocument<Date | null> & { id: string };
export type BookingReview = ReviewDocument<Date | null> & { id: string };

type Data = Record<string, unknown>;
type Title = { fr: string; en?: string };

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function oneOfOrNull<T extends string>(values: readonly T[], value: unknown): T | null {
  return typeof value === 'string' && (values as readonly string[]).includes(value)
    ? (value as T)
    : null;
}

function titleOrNull(value: unknown): Title | null {
  if (!isRecord(value) || typeof value.fr !== 'string') return null;
  return typeof value.en === 'string' ? { fr: value.fr, en: value.en } : { fr: value.fr };
}

function problemOf(value: unknown): BookingProblem<Date | null> | null {
  if (!isRecord(value)) return null;
  return {
    by: value.by === 'provider' ? 'provider' : 'customer',
    reason: text(value.reason),
    photoIds: texts(value.photoIds),
    at: timestampToDate(value.at),
  };
}

const readOnly = (): never => {
  throw new Error('Bookings and reviews are written by the api only');
};

/** `bookings/{id}`. */
export const bookingConverter: FirestoreDataConverter<Booking> = {
  toFirestore: readOnly,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => {
    const data: Data = snapshot.data();
    const status = oneOfOrNull(BOOKING_STATUSES, data.status);
    if (!status) throw new Error(`Malformed booking ${snapshot.id}: unknown status`);
    return {
      id: snapshot.id,
      customerId: text(data.customerId),
      customerName: text(data.customerName),
      providerId: text(data.providerId),
      providerName: text(data.providerName),
      serviceId: text(data.serviceId),
      serviceType: text(data.serviceType),
      serviceTitle: titleOrNull(data.serviceTitle) ?? { fr: '' },
      day: text(data.day),
      time: text(data.time),
      timeZone: text(data.timeZone) || providerTimeZone(null),
      startAt: timestampToDate(data.startAt),
      endAt: timestampToDate(data.endAt),
      durationMinutes: count(data.durationMinutes),
      notes: text(data.notes),
      priceFCFA: count(data.priceFCFA),
      platformFeeFCFA: count(data.platformFeeFCFA),
      totalFCFA: count(data.totalFCFA),
      status,
      paymentStatus: oneOfOrNull(['pending', 'success', 'failed'], data.paymentStatus) ?? 'pending',
      paymentId: textOrNull(data.paymentId),
      paymentMethod: textOrNull(data.paymentMethod),
      paidAt: timestampToDate(data.paidAt),
      autoCompleteAt: timestampToDate(data.autoCompleteAt),
      problem: problemOf(data.problem),
      needsAttention: data.needsAttention === true,
      cancelReason: textOrNull(data.cancelReason),
      cancelledBy: oneOfOrNull(['customer', 'provider', 'admin'], data.cancelledBy),
      completedBy: oneOfOrNull(['provider', 'timer', 'admin'], data.completedBy),
      adminNote: textOrNull(data.adminNote),
      confirmedAt: timestampToDate(data.confirmedAt),
      completedAt: timestampToDate(data.completedAt),
      cancelledAt: timestampToDate(data.cancelledAt),
      reviewed: data.reviewed === true,
      createdAt: timestampToDate(data.createdAt),
      updatedAt: timestampToDate(data.updatedAt),
    };
  },
};

/** `reviews/{bookingId}`: the customer's own review of a booking. */
export const reviewConverter: FirestoreDataConverter<BookingReview> = {
  toFirestore: readOnly,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => {
    const data: Data = snapshot.data();
    const reply = isRecord(data.reply) ? data.reply : null;
    return {
      id: snapshot.id,
      providerId: text(data.providerId),
      authorName: textOrNull(data.authorName),
      rating: count(data.rating),
      comment: text(data.comment),
      serviceTitle: titleOrNull(data.serviceTitle),
      createdAt: timestampToDate(data.createdAt),
      updatedAt: timestampToDate(data.updatedAt),
      editableUntil: timestampToDate(data.editableUntil),
      reply: reply ? { text: text(reply.text), at: timestampToDate(reply.at) } : null,
      hidden: data.hidden === true,
      hiddenReason: textOrNull(data.hiddenReason),
    };
  },
};

/** A provider's service as the booking page offers it (`providers/{id}/services/{sid}`). */
export interface ServiceOption {
  id: string;
  title: Title;
  unit: (typeof SERVICE_UNITS)[number];
  priceFCFA: number;
  /** The service's own duration, in minutes. */
  durationMinutes: number;
}

/** Throws for a malformed service (unknown unit): the list leaves it out. */
export function serviceOptionOf({ id, data }: { id: string; data: Data }): ServiceOption {
  const unit = oneOfOrNull(SERVICE_UNITS, data.unit);
  if (!unit) throw new Error(`Malformed service ${id}: unknown unit`);
  return {
    id,
    title: titleOrNull(data.title) ?? { fr: id },
    unit,
    priceFCFA: count(data.priceFCFA),
    durationMinutes: count(data.durationMinutes),
  };
}

/** What the booking page shows of the provider (`providers/{id}`): their name and zone. */
export interface ProviderInfo {
  name: string;
  timeZone: string;
}

export function providerInfoOf({ data }: { data: Data }): ProviderInfo {
  return { name: text(data.displayName), timeZone: providerTimeZone(data.country) };
}
