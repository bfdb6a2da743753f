import {
  BOOKING_ERRORS,
  documentIdSchema,
  REVIEW_RULES,
  reviewAuthorName,
  type BookingDocument,
  type ReviewDocument,
  type ReviewInput,
} from '@marketplace/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { clock, plusDays } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { auditLine, newAuditRef } from '../admin/adminActions';

/**
 * Reviews (issue 13 §5): one per completed booking (`reviews/{bookingId}`), by its customer,
 * within 30 days of completion, editable for 48 hours; one reply by the provider; admins hide
 * and unhide. Every write is the api's (clients only read); the ratings trigger derives the
 * provider's figures.
 */

const HOUR_MS = 60 * 60 * 1000;

const bookingRef = (db: Firestore, id: string) => db.doc(`bookings/${id}`);
const reviewRef = (db: Firestore, id: string) => db.doc(`reviews/${id}`);

const notFound = () => new HttpError(404, 'not_found', 'No such booking');
const noReview = () => new HttpError(404, BOOKING_ERRORS.noReview, 'No such review');
const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
const windowClosed = (message: string) =>
  new HttpError(409, BOOKING_ERRORS.reviewWindowClosed, message);

/** A booking's (and so its review's) id in a path; anything else cannot exist: a 404. */
export function pathId(value: unknown, missing: () => HttpError): string {
  if (!documentIdSchema.safeParse(value).success) throw missing();
  return value as string;
}
export const bookingPathId = (value: unknown) => pathId(value, notFound);
export const reviewPathId = (value: unknown) => pathId(value, noReview);

const millisOf = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : null;

/**
 * `PUT /api/bookings/{id}/review` `{rating, comment}`: the booking's customer creates its review
 * (201) while the booking is completed and less than 30 days old, with `reviewed: true` on the
 * booking in the same transaction; a second call edits it (200) until `editableUntil`. The same
 * rating and comment again (a retry) writes nothing. Someone else's booking is a 404 (its
 * provider, who knows it exists, gets a 403).
 */
export async function saveReview(
  db: Firestore,
  bookingId: string,
  uid: string,
  input: ReviewInput,
  now: Date,
): Promise<{ created: boolean }> {
  return db.runTransaction(async (transaction) => {
    const [bookingSnapshot, reviewSnapshot, author] = await transaction.getAll(
      bookingRef(db, bookingId),
      reviewRef(db, bookingId),
      db.doc(`users/${uid}`),
    );
    const booking = bookingSnapshot?.data() as BookingDocument | undefined;
    if (!booking) throw notFound();
    if (booking.customerId !== uid) {
      if (booking.providerId === uid) throw forbidden('Only the customer reviews a booking');
      throw notFound();
    }
    if (booking.status !== 'completed') {
      throw new HttpError(409, BOOKING_ERRORS.notCompleted, 'The booking is not completed');
    }
    const at = Timestamp.fromDate(now);
    const review = reviewSnapshot?.data() as ReviewDocument | undefined;
    if (review) {
      if (now.getTime() > (millisOf(review.editableUntil) ?? 0)) {
        throw windowClosed('The review can no longer be edited');
      }
      if (review.rating === input.rating && review.comment === input.comment) {
        return { created: false };
      }
      transaction.update(reviewRef(db, bookingId), { ...input, updatedAt: at });
      return { created: false };
    }
    const completedMs = millisOf(booking.completedAt);
    if (completedMs === null || now > plusDays(new Date(completedMs), REVIEW_RULES.windowDays)) {
      throw windowClosed('The time to review this booking is over');
    }
    const created: ReviewDocument = {
      providerId: booking.providerId,
      authorName: reviewAuthorName(author?.data()),
      rating: input.rating,
      comment: input.comment,
      serviceTitle: booking.serviceTitle ?? null,
      createdAt: at,
      updatedAt: at,
      editableUntil: Timestamp.fromMillis(now.getTime() + REVIEW_RULES.editHours * HOUR_MS),
      reply: null,
      hidden: false,
      hiddenReason: null,
    };
    transaction.create(reviewRef(db, bookingId), created);
    transaction.update(bookingRef(db, bookingId), { reviewed: true, updatedAt: at });
    return { created: true };
  });
}

/**
 * `PUT /api/reviews/{id}/reply` `{text}`: the review's provider answers once, publicly (201).
 * The same text again (a retry) is a 200 that writes nothing; another text a 409
 * `already_replied`.
 */
export async function replyToReview(
  db: Firestore,
  reviewId: string,
  uid: string,
  text: string,
  now: Date,
): Promise<{ created: boolean }> {
  return db.runTransaction(async (transaction) => {
    const review = (await transaction.get(reviewRef(db, reviewId))).data() as
      ReviewDocument | undefined;
    if (!review) throw noReview();
    if (review.providerId !== uid) throw forbidden("Only the review's provider replies");
    if (review.reply) {
      if (review.reply.text === text) return { created: false };
      throw new HttpError(409, BOOKING_ERRORS.alreadyReplied, 'The review has a reply already');
    }
    transaction.update(reviewRef(db, reviewId), {
      reply: { text, at: Timestamp.fromDate(now) },
    });
    return { created: true };
  });
}

/**
 * `POST /api/admin/reviews/{id}/hide` `{reason}` and `.../unhide`: an admin takes a review out of
 * the public lists (and the provider's rating) with a reason, or puts it back. The review stays
 * stored either way; a repeat changes nothing more.
 */
export async function setReviewHidden(
  db: Firestore,
  reviewId: string,
  hidden: boolean,
  reason: string | null,
  actorId: string,
): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(reviewRef(db, reviewId));
    const review = snapshot.data() as ReviewDocument | undefined;
    if (!review) throw noReview();
    const hiddenReason = hidden ? reason : null;
    // A repeated request changes nothing and adds no second audit line.
    if (review.hidden === hidden && (review.hiddenReason ?? null) === hiddenReason) return;
    transaction.update(reviewRef(db, reviewId), { hidden, hiddenReason });
    transaction.create(
      newAuditRef(db),
      auditLine(
        actorId,
        hidden ? 'review_hidden' : 'review_shown',
        reviewId,
        hiddenReason,
        clock.now(),
      ),
    );
  });
}
