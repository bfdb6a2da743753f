import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { ReviewDocument } from '@marketplace/domain';
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
  type Query,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { can, expectAccess, ROLES, rulesTestEnvironment } from './env';

// reviews/{bookingId} (issue 13): anyone gets a visible review (`hidden == false`); a hidden
// one only admins, the reviewed provider and the booking's customer. A list or a count must
// ask for `hidden == false` (admins excepted) and at most 50 documents. No client writes a
// review, not even its author or an admin: the api does (review, reply, hide, unhide).

const PROVIDER = 'provider-1';
const AUTHOR = 'ami';
const REVIEW = 'reviews/booking-1';
const HIDDEN = 'reviews/booking-3';
const at = (ms: number) => Timestamp.fromMillis(ms);
const CREATED = 1_750_000_000_000;

const review: ReviewDocument<Timestamp> = {
  providerId: PROVIDER,
  authorName: 'Ami K.',
  rating: 5,
  comment: 'Parfait, rapide et soigneux.',
  serviceTitle: { fr: 'Réparation de fuite', en: 'Leak repair' },
  createdAt: at(CREATED),
  updatedAt: at(CREATED),
  editableUntil: at(CREATED + 48 * 3_600_000),
  reply: null,
  hidden: false,
  hiddenReason: null,
};
const hidden: ReviewDocument<Timestamp> = {
  ...review,
  rating: 1,
  comment: 'Propos injurieux retirés par la modération.',
  createdAt: at(CREATED + 2_000),
  hidden: true,
  hiddenReason: 'Insultes',
};

const env = rulesTestEnvironment(async (db) => {
  await setDoc(doc(db, REVIEW), review);
  await setDoc(doc(db, 'reviews/booking-2'), {
    ...review,
    rating: 4,
    authorName: null,
    createdAt: at(CREATED + 1_000),
  });
  await setDoc(doc(db, HIDDEN), hidden);
  for (const id of ['booking-1', 'booking-3']) {
    await setDoc(doc(db, `bookings/${id}`), {
      customerId: AUTHOR,
      providerId: PROVIDER,
      status: 'completed',
    });
  }
  await setDoc(doc(db, 'bookings/booking-2'), {
    customerId: 'someone',
    providerId: PROVIDER,
    status: 'completed',
  });
});

const as =
  (uid: string, claims: Record<string, unknown> = { email_verified: true }) =>
  () =>
    env().authenticatedContext(uid, claims).firestore();
const clients = {
  visitor: () => env().unauthenticatedContext().firestore(),
  stranger: as(ROLES.user.uid),
  team: as(ROLES.team.uid, ROLES.team.claims),
  /** The customer of the reviewed bookings (booking-1, booking-3). */
  author: as(AUTHOR),
  /** The reviewed provider. */
  provider: as(PROVIDER),
  admin: as(ROLES.admin.uid, ROLES.admin.claims),
  /** A signed-in user whose email is not verified. */
  unverified: as('newcomer', { email_verified: false }),
};
type Who = keyof typeof clients;
type Db = ReturnType<(typeof clients)['visitor']>;
const EVERYONE = Object.keys(clients) as Who[];

const reviews = (db: Db) => collection(db, 'reviews');

/** The provider page: visible reviews, newest first (web provider-profile reviewsPageQuery). */
const providerPage = (db: Db, size = 50): Query =>
  query(
    reviews(db),
    where('providerId', '==', PROVIDER),
    where('hidden', '==', false),
    orderBy('createdAt', 'desc'),
    limit(size),
  );

/** The same query without the `hidden` filter: the rules cannot prove it returns only visible ones. */
const providerPageWithHidden = (db: Db): Query =>
  query(reviews(db), where('providerId', '==', PROVIDER), orderBy('createdAt', 'desc'), limit(5));

/** The admin page: every review newest first, or the hidden ones. */
const adminPage = (db: Db, onlyHidden: boolean): Query =>
  query(
    reviews(db),
    ...(onlyHidden ? [where('hidden', '==', true)] : []),
    orderBy('createdAt', 'desc'),
    limit(20),
  );

describe.each(EVERYONE)('reviews as %s', (who) => {
  const db = () => clients[who]();
  const readsHidden = who === 'admin' || who === 'author' || who === 'provider';

  it('gets a visible review', async () => {
    const snapshot = await assertSucceeds(getDoc(doc(db(), REVIEW)));
    expect(snapshot.get('authorName')).toBe('Ami K.');
  });

  it(can(readsHidden, 'get a hidden review'), async () => {
    await expectAccess(readsHidden, getDoc(doc(db(), HIDDEN)));
  });

  it("runs the provider page's query (hidden == false, at most 50): visible reviews only", async () => {
    const page = await assertSucceeds(getDocs(providerPage(db())));
    expect(page.docs.map((snapshot) => snapshot.ref.path)).toEqual(['reviews/booking-2', REVIEW]);
  });

  it(can(who === 'admin', "run the provider page's query without hidden == false"), async () => {
    await expectAccess(who === 'admin', getDocs(providerPageWithHidden(db())));
  });

  it('runs the testimonials and counts the ratings with hidden == false', async () => {
    await assertSucceeds(
      getDocs(
        query(
          reviews(db()),
          where('rating', '==', 5),
          where('hidden', '==', false),
          orderBy('createdAt', 'desc'),
          limit(6),
        ),
      ),
    );
    const ofRating = (stars: number, visibleOnly: boolean) =>
      query(
        reviews(db()),
        where('providerId', '==', PROVIDER),
        ...(visibleOnly ? [where('hidden', '==', false)] : []),
        where('rating', '==', stars),
        limit(50),
      );
    const count = await assertSucceeds(getCountFromServer(ofRating(5, true)));
    expect(count.data().count).toBe(1);
    await expectAccess(who === 'admin', getCountFromServer(ofRating(1, false)));
  });

  it(can(who === 'admin', "list every review or the hidden ones (the admin's page)"), async () => {
    await expectAccess(who === 'admin', getDocs(adminPage(db(), false)));
    await expectAccess(who === 'admin', getDocs(adminPage(db(), true)));
  });

  it('cannot list or count without a limit, or with a limit over 50', async () => {
    const visible = query(reviews(db()), where('hidden', '==', false));
    await assertFails(getDocs(reviews(db())));
    await assertFails(getDocs(visible));
    await assertFails(getDocs(query(visible, limit(51))));
    await assertFails(getDocs(providerPage(db(), 51)));
    await assertFails(getCountFromServer(query(visible, where('rating', '==', 5))));
    await assertFails(getCountFromServer(query(visible, where('rating', '==', 5), limit(51))));
  });

  it('cannot create, edit, reply to, hide, unhide or delete a review', async () => {
    await assertFails(setDoc(doc(db(), 'reviews/booking-4'), { ...review, authorName: null }));
    await assertFails(setDoc(doc(db(), REVIEW), review));
    await assertFails(updateDoc(doc(db(), REVIEW), { rating: 1, comment: 'Finalement décevant' }));
    await assertFails(updateDoc(doc(db(), REVIEW), { authorName: 'Someone else' }));
    await assertFails(
      updateDoc(doc(db(), REVIEW), { reply: { text: 'Merci !', at: at(CREATED) } }),
    );
    await assertFails(updateDoc(doc(db(), REVIEW), { hidden: true, hiddenReason: 'Spam' }));
    await assertFails(updateDoc(doc(db(), HIDDEN), { hidden: false, hiddenReason: null }));
    await assertFails(deleteDoc(doc(db(), REVIEW)));
    await assertFails(deleteDoc(doc(db(), HIDDEN)));
  });
});

describe('hidden reviews', () => {
  it("are read by the booking's customer, not by the customer of another booking", async () => {
    const author = clients.author();
    await assertSucceeds(getDoc(doc(author, HIDDEN)));
    // booking-2 is someone else's: had it been hidden, the author could not read it.
    await given('reviews/booking-2', { ...review, hidden: true });
    await assertFails(getDoc(doc(author, 'reviews/booking-2')));
    await assertSucceeds(getDoc(doc(as('someone')(), 'reviews/booking-2')));
  });

  it('are not read by another provider', async () => {
    await assertFails(getDoc(doc(as('provider-2')(), HIDDEN)));
  });

  it('show in the admin list of hidden reviews, and there only', async () => {
    const page = await assertSucceeds(getDocs(adminPage(clients.admin(), true)));
    expect(page.docs.map((snapshot) => snapshot.ref.path)).toEqual([HIDDEN]);
  });
});

/** Writes `data` over `path` with the rules off. */
function given(path: string, data: object): Promise<void> {
  return env().withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), path), data));
}
