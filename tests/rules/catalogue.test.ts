import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { roleClients, rulesTestEnvironment } from './env';

const PROVIDER = 'provider-1';
const paths = {
  provider: `providers/${PROVIDER}`,
  service: `providers/${PROVIDER}/services/s01`,
  review: 'reviews/booking-1',
};
const documents: Record<keyof typeof paths, Record<string, unknown>> = {
  provider: { displayName: 'Jean', city: 'Douala', verified: true, rating: 4.5, reviewCount: 2 },
  service: { title: { fr: 'Débouchage' }, priceFCFA: 15000, unit: 'fixed' },
  review: {
    providerId: PROVIDER,
    authorName: 'Alice D.',
    rating: 5,
    comment: 'Parfait',
    hidden: false,
  },
};

const env = rulesTestEnvironment(async (db) => {
  for (const key of Object.keys(paths) as (keyof typeof paths)[]) {
    await setDoc(doc(db, paths[key]), documents[key]);
  }
});

const { visitor, user, team, admin } = roleClients(env);
const contexts = {
  visitor,
  // The provider's own uid.
  owner: () => env().authenticatedContext(PROVIDER).firestore(),
  user,
  team,
  admin,
};

describe.each(Object.keys(contexts) as (keyof typeof contexts)[])('catalogue as %s', (who) => {
  const db = () => contexts[who]();

  it.each(Object.keys(paths) as (keyof typeof paths)[])('reads a %s', async (key) => {
    await assertSucceeds(getDoc(doc(db(), paths[key])));
  });

  it('runs the public list queries', async () => {
    const providers = collection(db(), 'providers');
    await assertSucceeds(
      getDocs(query(providers, where('verified', '==', true), orderBy('rating', 'desc'), limit(6))),
    );
    await assertSucceeds(getDocs(query(collection(db(), `${paths.provider}/services`), limit(20))));
    await assertSucceeds(
      getDocs(
        query(
          collection(db(), 'categories'),
          where('active', '==', true),
          orderBy('order'),
          limit(50),
        ),
      ),
    );
    await assertSucceeds(
      getDocs(
        query(
          collection(db(), 'reviews'),
          where('rating', '==', 5),
          where('hidden', '==', false),
          limit(6),
        ),
      ),
    );
  });

  it('cannot list a whole catalogue collection in one call', async () => {
    await assertFails(getDocs(collection(db(), 'providers')));
    await assertFails(getDocs(collection(db(), `${paths.provider}/services`)));
    await assertFails(getDocs(collection(db(), 'categories')));
  });

  // Provider and service writes: providers.test.ts and services.test.ts. Reviews arrive with
  // completed bookings; until then no client writes them.
  it('cannot create, update or delete a review', async () => {
    await assertFails(setDoc(doc(db(), `${paths.review}-new`), documents.review));
    await assertFails(updateDoc(doc(db(), paths.review), { rating: 1 }));
    await assertFails(deleteDoc(doc(db(), paths.review)));
  });
});
