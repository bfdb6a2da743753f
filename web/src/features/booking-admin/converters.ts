import type { DocumentData, FirestoreDataConverter } from 'firebase/firestore';
import { BOOKING_STATUSES } from '@marketplace/domain';
import {
  isRecord,
  text,
  textOrNull,
  number,
  date,
  oneOf,
  bilingual,
  bilingualOrNull,
  writtenByTheApiOnly,
  type Raw,
  bookingProblemOrNull,
} from '../../shared/firebase/documentFields';
import type { AdminBooking, AdminReview } from './model';

/**
 * Bookings and reviews are written by the api only: the converters check the fields the admin
 * pages show, without zod (a malformed document is left out of the list by `useLiveQuery`).
 */

export const adminBookingConverter: FirestoreDataConverter<AdminBooking, DocumentData> = {
  toFirestore: writtenByTheApiOnly,
  fromFirestore: (snapshot) => {
    const data: Raw = snapshot.data();
    const serviceTitle = bilingual(data.serviceTitle, 'serviceTitle');
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
      problem: bookingProblemOrNull(data.problem),
      updatedAt: date(data.updatedAt, 'updatedAt'),
    };
  },
};

export const adminReviewConverter: FirestoreDataConverter<AdminReview, DocumentData> = {
  toFirestore: writtenByTheApiOnly,
  fromFirestore: (snapshot) => {
    const data: Raw = snapshot.data();
    return {
      id: snapshot.id,
      cursor: snapshot,
      providerId: text(data.providerId, 'providerId'),
      authorName: textOrNull(data.authorName, 'authorName'),
      rating: number(data.rating, 'rating'),
      comment: text(data.comment, 'comment'),
      serviceTitle: bilingualOrNull(data.serviceTitle, 'serviceTitle'),
      createdAt: date(data.createdAt, 'createdAt'),
      reply: isRecord(data.reply)
        ? { text: text(data.reply.text, 'reply.text'), at: date(data.reply.at, 'reply.at') }
        : null,
      hidden: data.hidden === true,
      hiddenReason: textOrNull(data.hiddenReason, 'hiddenReason'),
    };
  },
};
