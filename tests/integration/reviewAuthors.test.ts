// Review author names under the emulators: the seeded reviews, and the reviewAuthors trigger
// (functions loaded from functions/lib: run `npm run build -w functions` first; `npm run seed`).
import { randomUUID } from 'node:crypto';
import { newUserDocument, reviewAuthorName } from '@marketplace/domain';
import { FieldPath, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { refreshReviewAuthorNames } from '../../functions/src/triggers/reviewAuthors';
import { adminDb, documentEventually } from './emulators';

const run = randomUUID().slice(0, 8);
const created: string[] = [];

async function put(path: string, data: Record<string, unknown>) {
  created.push(path);
  await adminDb.doc(path).set(data);
}

function account(uid: string, profileVisibility: string, firstName = 'Awa', lastName = 'Diop') {
  const user = newUserDocument({ firstName, lastName, email: `${uid}@example.com` });
  return { ...user, settings: { ...user.settings, profileVisibility } };
}

/** A completed booking of `uid` and its review, named as `authorName` says. */
async function reviewedBooking(uid: string, index: number, authorName: string | null) {
  const bookingId = `it-booking-${run}-${uid}-${index}`;
  await put(`bookings/${bookingId}`, {
    customerId: uid,
    providerId: 'seed-provider-01',
    status: 'completed',
  });
  await put(`reviews/${bookingId}`, {
    providerId: `it-provider-${run}`,
    authorName,
    rating: 5,
    comment: 'Test',
    createdAt: Timestamp.now(),
  });
  return `reviews/${bookingId}`;
}

// The Functions emulator runs events one at a time: right after a seed, behind hundreds.
const TRIGGER_WAIT_MS = 90_000;

const named = (name: string | null) => (snapshot: DocumentSnapshot) =>
  snapshot.get('authorName') === name;

afterAll(async () => {
  const writer = adminDb.bulkWriter();
  for (const path of created.reverse()) writer.delete(adminDb.doc(path));
  await writer.close();
});

describe('seeded reviews', () => {
  it("carry no customer id, and the name their author's visibility allows", async () => {
    // Only the seed's (other tests write reviews of their own).
    const reviews = await adminDb
      .collection('reviews')
      .orderBy(FieldPath.documentId())
      .startAt('seed-booking-')
      .endAt('seed-booking-\uf8ff')
      .limit(50)
      .get();
    expect(reviews.size).toBeGreaterThan(0);
    const bookings = await adminDb.getAll(
      ...reviews.docs.map((review) => adminDb.doc(`bookings/${review.id}`)),
    );
    const authors = await adminDb.getAll(
      ...bookings.map((booking) => adminDb.doc(`users/${booking.get('customerId')}`)),
    );
    const kinds = new Set<string>();
    reviews.docs.forEach((review, index) => {
      expect(review.data(), review.id).not.toHaveProperty('customerId');
      expect(review.data(), review.id).not.toHaveProperty('customerName');
      const author = authors[index]?.data();
      expect(review.get('authorName'), review.id).toBe(reviewAuthorName(author));
      kinds.add(author?.settings?.profileVisibility);
    });
    expect(kinds).toEqual(new Set(['public', 'contacts', 'private']));
  });
});

describe('reviewAuthorsOnUserWritten', () => {
  it('renames the reviews of a user who changes their visibility or their name', async () => {
    const uid = `it-author-${run}`;
    const other = `it-other-${run}`;
    await put(`users/${uid}`, account(uid, 'public'));
    await put(`users/${other}`, account(other, 'public', 'Paul', 'Biya'));
    const first = await reviewedBooking(uid, 1, 'Awa D.');
    const second = await reviewedBooking(uid, 2, 'Awa D.');
    const untouched = await reviewedBooking(other, 1, 'Paul B.');

    await adminDb.doc(`users/${uid}`).update({ 'settings.profileVisibility': 'private' });
    await documentEventually(first, named(null), TRIGGER_WAIT_MS);
    await documentEventually(second, named(null), TRIGGER_WAIT_MS);

    await adminDb.doc(`users/${uid}`).update({ 'settings.profileVisibility': 'contacts' });
    await documentEventually(first, named('A. D.'), TRIGGER_WAIT_MS);

    await adminDb
      .doc(`users/${uid}`)
      .update({ 'settings.profileVisibility': 'public', firstName: 'Fatou', lastName: 'Sow' });
    await documentEventually(first, named('Fatou S.'), TRIGGER_WAIT_MS);
    await documentEventually(second, named('Fatou S.'), TRIGGER_WAIT_MS);

    expect((await adminDb.doc(untouched).get()).get('authorName')).toBe('Paul B.');
  }, 300_000);

  it('pages through all of the bookings, and a second run changes nothing', async () => {
    // Created, never updated: the trigger stays out of this one.
    const uid = `it-many-${run}`;
    await put(`users/${uid}`, account(uid, 'contacts', 'Kofi', 'Annan'));
    const reviews = [];
    for (let index = 1; index <= 5; index += 1) {
      reviews.push(await reviewedBooking(uid, index, 'Old N.'));
    }
    expect(await refreshReviewAuthorNames(adminDb, uid, 2)).toBe(5);
    for (const path of reviews) {
      expect((await adminDb.doc(path).get()).get('authorName'), path).toBe('K. A.');
    }
    expect(await refreshReviewAuthorNames(adminDb, uid, 2)).toBe(0);
  });
});
