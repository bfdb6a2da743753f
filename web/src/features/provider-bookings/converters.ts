import type { DocumentData, FirestoreDataConverter } from 'firebase/firestore';
import { BOOKING_STATUSES, providerTimeZone } from '@marketplace/domain';
import {
  isRecord,
  text,
  textOrNull,
  number,
  date,
  oneOf,
  oneOfOrNull,
  bilingual,
  writtenByTheApiOnly,
  type Raw,
  bookingProblemOrNull,
} from '../../shared/firebase/documentFields';
import type { BookingReview, ProviderBooking } from './model';

/**
 * Bookings and reviews are written by the api only; the converters still check each field the
 * pages show, without zod: a malformed document throws, and `useLiveQuery` leaves it out of the
 * list instead of showing `undefined`.
 */

/** `bookings/{id}`, as the provider's lists and calendar show it. */
export const providerBookingConverter: FirestoreDataConverter<ProviderBooking, DocumentData> = {
  toFirestore: writtenByTheApiOnly,
  fromFirestore: (snapshot) => {
    const data: Raw = snapshot.data();
    return {
      id: snapshot.id,
      cursor: snapshot,
      customerName: text(data.customerName, 'customerName'),
      serviceTitle: bilingual(data.serviceTitle, 'serviceTitle'),
      day: text(data.day, 'day'),
      time: text(data.time, 'time'),
      timeZone: text(data.timeZone, 'timeZone'),
      startAt: date(data.startAt, 'startAt'),
      endAt: date(data.endAt, 'endAt'),
      durationMinutes: number(data.durationMinutes, 'durationMinutes'),
      notes: textOrNull(data.notes, 'notes') ?? '',
      priceFCFA: number(data.priceFCFA, 'priceFCFA'),
      status: oneOf(BOOKING_STATUSES, data.status, 'status'),
      problem: bookingProblemOrNull(data.problem),
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
      // Bookings made before payments existed have no attempt yet: pending.
      paymentStatus:
        oneOfOrNull(
          ['pending', 'success', 'failed'] as const,
          data.paymentStatus,
          'paymentStatus',
        ) ?? 'pending',
      paymentId: textOrNull(data.paymentId, 'paymentId'),
      paymentMethod: textOrNull(data.paymentMethod, 'paymentMethod'),
    };
  },
};

/** `reviews/{bookingId}`: the customer's review of one of the provider's bookings. */
export const bookingReviewConverter: FirestoreDataConverter<BookingReview, DocumentData> = {
  toFirestore: writtenByTheApiOnly,
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
  toFirestore: writtenByTheApiOnly,
  fromFirestore: (snapshot) => providerTimeZone(snapshot.data().country),
};
