import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { roleClients, rulesTestEnvironment } from './env';

// reviews/{bookingId}: anyone gets one; a list or a count only with a limit of at most 50;
// no client writes (the server writes reviews for now).

const PROVIDER = 'provider-1';
const AUTHOR = 'ami';
const REVIEW = 'reviews/booking-1';
const review = {
  providerId: PROVIDER,
  authorName: 'Ami K.',
  rating: 5,
  comment: 'Parfait',
  createdAt: Timestamp.fromMillis(1_750_000_000_000),
};

const env = rulesTestEnvironment(async (db) => {
  await setDoc(doc(db, REVIEW), review);
  await setDoc(doc(db, 'reviews/booking-2'), { ...review, rating: 4, authorName: null });
  await setDoc(doc(db, 'bookings/booking-1'), {
    customerId: AUTHOR,
    providerId: PROVIDER,
    status: 'completed',
  });
});

const { visitor, user, team, admin } = roleClients(env);
const contexts = {
  visitor,
  // The customer of the reviewed booking.
  author: () => env().authenticatedContext(AUTHOR).firestore(),
  // The reviewed provider.
  provider: () => env().authenticatedContext(PROVIDER).firestore(),
  user,
  team,
  admin,
};

describe.each(Object.keys(contexts) as (keyof typeof contexts)[])('reviews as %s', (who) => {
  const db = () => contexts[who]();
  const reviews = () => collection(db(), 'reviews');

  it('gets a review', async () => {
    const snapshot = await assertSucceeds(getDoc(doc(db(), REVIEW)));
    expect(snapshot.get('authorName')).toBe('Ami K.');
  });

  it('lists with a limit of at most 50: the pages and the testimonials the app asks for', async () => {
    await assertSucceeds(getDocs(query(reviews(), limit(50))));
    const page = await assertSucceeds(
      getDocs(
        query(
          reviews(),
          where('providerId', '==', PROVIDER),
          orderBy('createdAt', 'desc'),
          limit(5),
        ),
      ),
    );
    expect(page.size).toBe(2);
    await assertSucceeds(
      getDocs(query(reviews(), where('rating', '==', 5), orderBy('createdAt', 'desc'), limit(6))),
    );
  });

  it('cannot list without a limit, or with a limit over 50', async () => {
    await assertFails(getDocs(reviews()));
    await assertFails(getDocs(query(reviews(), where('providerId', '==', PROVIDER))));
    await assertFails(getDocs(query(reviews(), limit(51))));
  });

  it('counts a rating with a limit of at most 50, not without', async () => {
    const ofRating = (stars: number) =>
      query(reviews(), where('providerId', '==', PROVIDER), where('rating', '==', stars));
    const count = await assertSucceeds(getCountFromServer(query(ofRating(5), limit(50))));
    expect(count.data().count).toBe(1);
    await assertFails(getCountFromServer(ofRating(5)));
    await assertFails(getCountFromServer(query(ofRating(5), limit(51))));
  });

  it('cannot create, update or delete a review', async () => {
    await assertFails(setDoc(doc(db(), 'reviews/booking-3'), { ...review, authorName: null }));
    await assertFails(setDoc(doc(db(), REVIEW), review));
    await assertFails(updateDoc(doc(db(), REVIEW), { rating: 1 }));
    await assertFails(updateDoc(doc(db(), REVIEW), { authorName: 'Someone else' }));
    await assertFails(deleteDoc(doc(db(), REVIEW)));
  });
});
