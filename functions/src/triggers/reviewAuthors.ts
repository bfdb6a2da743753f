import { reviewAuthorName, type ReviewAuthor } from '@marketplace/domain';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { adminDb } from '../lib/admin';
import { isUpdate, type WriteHandler } from './documentWrites';

/** Bookings read per page, and so reviews updated per batch (a batch takes 500). */
export const REVIEW_AUTHOR_PAGE_SIZE = 200;

/** Whether a change of `users/{uid}` changes the name its reviews show. */
export function authorNameChanged(before: unknown, after: unknown): boolean {
  return (
    reviewAuthorName(before as ReviewAuthor | undefined) !==
    reviewAuthorName(after as ReviewAuthor | undefined)
  );
}

/**
 * Sets `authorName` on every review of `uid`'s bookings to what their account allows now.
 * Reviews carry no author id: the bookings (`customerId`) say whose they are, read page by page
 * in id order so that any number of bookings is covered. The name comes from the account as
 * it is when this runs, not from the event, so a late or repeated run never restores an older
 * name; only reviews whose name differs are written. Returns how many changed.
 */
export async function refreshReviewAuthorNames(
  db: Firestore,
  uid: string,
  pageSize = REVIEW_AUTHOR_PAGE_SIZE,
): Promise<number> {
  const account = await db.doc(`users/${uid}`).get();
  const authorName = reviewAuthorName(account.data());
  let changed = 0;
  let last: string | undefined;
  for (;;) {
    let query = db
      .collection('bookings')
      .where('customerId', '==', uid)
      .orderBy(FieldPath.documentId())
      .select()
      .limit(pageSize);
    if (last) query = query.startAfter(last);
    const bookings = await query.get();
    if (bookings.empty) break;
    const reviews = await db.getAll(
      ...bookings.docs.map((booking) => db.doc(`reviews/${booking.id}`)),
    );
    const stale = reviews.filter(
      (review) => review.exists && review.get('authorName') !== authorName,
    );
    if (stale.length) {
      const batch = db.batch();
      for (const review of stale) batch.update(review.ref, { authorName });
      await batch.commit();
      changed += stale.length;
    }
    if (bookings.size < pageSize) break;
    last = bookings.docs[bookings.size - 1]?.id;
  }
  return changed;
}

/**
 * Keeps the name on a user's reviews honest when they change their visibility or their name
 * (a review shows its author's name only while they allow it). Safe to run again: it recomputes
 * from the current account and writes only what differs, so a retried or duplicated event
 * changes nothing more.
 */
export const reviewAuthorsOnUserWritten: WriteHandler<{ uid: string }> = async (event) => {
  if (!isUpdate(event)) return;
  if (!authorNameChanged(event.data?.before.data(), event.data?.after.data())) return;
  await refreshReviewAuthorNames(adminDb(), event.params.uid);
};
