import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type {
  AdminAuditDocument,
  DailyStatsDocument,
  HelpArticleDocument,
  ReviewDocument,
} from '@marketplace/domain';
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
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { adminAreaClients, can, expectAccess, ROLES, rulesTestEnvironment } from './env';

// The admin areas (issue 16 §4): the admin audit log, the analytics aggregates and the recent
// function errors are read by admins only; the analytics triggers' idempotency markers by
// nobody; help articles by anyone while published (admins: drafts too); none of them is
// written by a client, admins included (the api and triggers write them). adminProbes/{uid} is
// the one place an admin's client writes: their own probe, a nonce and the server time. A
// review's `featured` flag is the api's too. Roles come from the token's `admin` claim only.

const OWNER = 'provider-a';
const OTHER_PROVIDER = 'provider-b';
const CUSTOMER = 'customer-uid';
const OTHER_ADMIN = 'root-2';
const PAGE = 50;

const time = (day: string) => Timestamp.fromDate(new Date(`${day}T09:00:00Z`));

const { clients, forgers } = adminAreaClients(() => env(), {
  customer: CUSTOMER,
  owner: OWNER,
  otherProvider: OTHER_PROVIDER,
});
type Who = keyof typeof clients;
type Db = ReturnType<(typeof clients)['visitor']>;
const EVERYONE = Object.keys(clients) as Who[];

const auditEntry: AdminAuditDocument<Timestamp> = {
  actorId: ROLES.admin.uid,
  action: 'role_granted',
  targetId: CUSTOMER,
  detail: 'team',
  at: time('2026-06-10'),
};

const day: DailyStatsDocument = {
  day: '2026-06-10',
  signups: 3,
  activeProviders: 2,
  quotes: 5,
  bookings: 4,
  completed: 2,
  revenueFCFA: 45000,
  byCategory: { plumbing: { quotes: 3, bookings: 2, completed: 1, revenueFCFA: 30000 } },
  byCountry: { CM: { signups: 2, bookings: 3, revenueFCFA: 45000 } },
};

/** Collections admins read and only functions write, each with one document. */
const ADMIN_READ = {
  adminAudit: { id: 'entry-1', data: auditEntry, order: 'at' },
  dailyStats: { id: '2026-06-10', data: day, order: 'day' },
  weeklyStats: { id: '2026-06-08', data: { ...day, day: '2026-06-08' }, order: 'day' },
  monthlyStats: {
    id: '2026-06',
    data: {
      month: '2026-06',
      signups: 40,
      activeProviders: 9,
      quotes: 60,
      bookings: 48,
      completed: 30,
      revenueFCFA: 540000,
      byCategory: {},
      byCountry: {},
    },
    order: 'month',
  },
  systemErrors: {
    id: 'error-1',
    data: { at: time('2026-06-10'), source: 'api', message: 'Deadline exceeded' },
    order: 'at',
  },
} as const;
type AdminRead = keyof typeof ADMIN_READ;

const article = (published: boolean): HelpArticleDocument<Timestamp> => ({
  question: { fr: 'Comment payer ?', en: 'How do I pay?' },
  answer: { fr: 'Par Mobile Money ou carte.', en: 'With mobile money or a card.' },
  keywords: ['paiement', 'payment'],
  published,
  updatedAt: time('2026-06-01'),
});
const PUBLISHED = 'helpArticles/how-to-pay';
const DRAFT = 'helpArticles/draft';

const review: ReviewDocument<Timestamp> = {
  providerId: OWNER,
  authorName: 'Awa D.',
  rating: 5,
  comment: 'Travail impeccable.',
  serviceTitle: { fr: 'Réparation de fuite', en: 'Leak repair' },
  createdAt: time('2026-06-01'),
  updatedAt: time('2026-06-01'),
  editableUntil: time('2026-06-03'),
  reply: null,
  hidden: false,
  hiddenReason: null,
};
const REVIEW = 'reviews/booking-1';

const probe = (nonce = 'n-123') => ({ nonce, at: serverTimestamp() });
const OWN_PROBE = `adminProbes/${ROLES.admin.uid}`;

const env = rulesTestEnvironment(async (db) => {
  for (const [name, { id, data }] of Object.entries(ADMIN_READ)) {
    await setDoc(doc(db, `${name}/${id}`), data);
  }
  await setDoc(doc(db, 'statsEvents/booking-1_created'), { at: time('2026-06-10') });
  await setDoc(doc(db, PUBLISHED), article(true));
  await setDoc(doc(db, DRAFT), article(false));
  await setDoc(doc(db, REVIEW), { ...review, featured: true });
  await setDoc(doc(db, 'reviews/booking-2'), { ...review, comment: 'Bien.', featured: false });
  await setDoc(doc(db, OWN_PROBE), { nonce: 'old', at: time('2026-06-01') });
  await setDoc(doc(db, `adminProbes/${OTHER_ADMIN}`), { nonce: 'other', at: time('2026-06-01') });
  // A forged role in a document the client may write itself: the rules never read it.
  await setDoc(doc(db, `users/${CUSTOMER}`), { admin: true, roles: ['admin'] });
});

describe.each(Object.keys(ADMIN_READ) as AdminRead[])(
  '%s (admins read, functions write)',
  (name) => {
    const { id, order } = ADMIN_READ[name];
    const path = `${name}/${id}`;

    it.each(EVERYONE)('the %s gets and lists one only if an admin (bounded)', async (who) => {
      const db = clients[who]();
      const admin = who === 'admin';
      await expectAccess(admin, getDoc(doc(db, path)));
      await expectAccess(admin, getDocs(query(collection(db, name), orderBy(order), limit(PAGE))));
      await assertFails(getDocs(query(collection(db, name), limit(PAGE + 1))));
      await assertFails(getDocs(collection(db, name)));
    });

    it.each(EVERYONE)('the %s cannot create, update or delete one', async (who) => {
      const db = clients[who]();
      const data = ADMIN_READ[name].data as Record<string, unknown>;
      await assertFails(setDoc(doc(db, `${name}/forged`), { ...data, forged: true }));
      await assertFails(setDoc(doc(db, path), { ...data, forged: true }));
      await assertFails(updateDoc(doc(db, path), { forged: true }));
      await assertFails(deleteDoc(doc(db, path)));
    });
  },
);

describe('statsEvents (the analytics triggers own them)', () => {
  it.each(EVERYONE)('the %s cannot get, list, create, update or delete one', async (who) => {
    const db = clients[who]();
    const path = 'statsEvents/booking-1_created';
    await assertFails(getDoc(doc(db, path)));
    await assertFails(getDocs(query(collection(db, 'statsEvents'), limit(1))));
    await assertFails(setDoc(doc(db, 'statsEvents/booking-2_created'), { at: serverTimestamp() }));
    await assertFails(setDoc(doc(db, path), { at: serverTimestamp() }));
    await assertFails(updateDoc(doc(db, path), { at: serverTimestamp() }));
    await assertFails(deleteDoc(doc(db, path)));
  });
});

const articles = (db: Db) => collection(db, 'helpArticles');
const publishedArticles = (db: Db, size = PAGE) =>
  query(articles(db), where('published', '==', true), limit(size));

describe.each(EVERYONE)('helpArticles as %s', (who) => {
  const db = () => clients[who]();
  const admin = who === 'admin';

  it('can get and list the published articles', async () => {
    await assertSucceeds(getDoc(doc(db(), PUBLISHED)));
    const page = await assertSucceeds(getDocs(publishedArticles(db())));
    expect(page.docs.map((snapshot) => snapshot.id)).toEqual(['how-to-pay']);
  });

  it(can(admin, 'get a draft and list every article'), async () => {
    await expectAccess(admin, getDoc(doc(db(), DRAFT)));
    await expectAccess(admin, getDocs(query(articles(db()), limit(PAGE))));
    await expectAccess(
      admin,
      getDocs(query(articles(db()), where('published', '==', false), limit(PAGE))),
    );
  });

  it('cannot list without a limit or over 50', async () => {
    await assertFails(getDocs(query(articles(db()), where('published', '==', true))));
    await assertFails(getDocs(publishedArticles(db(), PAGE + 1)));
    await assertFails(getCountFromServer(query(articles(db()), where('published', '==', true))));
  });

  it('cannot create, update or delete an article (the api writes them)', async () => {
    await assertFails(setDoc(doc(db(), 'helpArticles/forged'), article(true)));
    await assertFails(setDoc(doc(db(), PUBLISHED), article(true)));
    await assertFails(updateDoc(doc(db(), DRAFT), { published: true }));
    await assertFails(updateDoc(doc(db(), PUBLISHED), { 'answer.fr': 'Autre réponse.' }));
    await assertFails(deleteDoc(doc(db(), PUBLISHED)));
  });
});

describe.each(EVERYONE)('adminProbes as %s', (who) => {
  const db = () => clients[who]();
  const admin = who === 'admin';

  it(can(admin, 'write its own probe and read it back'), async () => {
    await expectAccess(admin, setDoc(doc(db(), OWN_PROBE), probe('n-456')));
    await expectAccess(admin, getDoc(doc(db(), OWN_PROBE)));
    await expectAccess(admin, updateDoc(doc(db(), OWN_PROBE), probe('n-789')));
    await expectAccess(admin, deleteDoc(doc(db(), OWN_PROBE)));
    await expectAccess(admin, setDoc(doc(db(), OWN_PROBE), probe()));
  });

  it("cannot read, write or delete another admin's probe, nor list probes", async () => {
    const other = `adminProbes/${OTHER_ADMIN}`;
    await assertFails(getDoc(doc(db(), other)));
    await assertFails(setDoc(doc(db(), other), probe()));
    await assertFails(updateDoc(doc(db(), other), probe()));
    await assertFails(deleteDoc(doc(db(), other)));
    await assertFails(getDocs(query(collection(db(), 'adminProbes'), limit(1))));
  });
});

describe('adminProbes: what an admin may store', () => {
  const write = (data: Record<string, unknown>) => setDoc(doc(clients.admin(), OWN_PROBE), data);

  it.each<[string, Record<string, unknown>]>([
    ['another field', { ...probe(), note: 'x' }],
    ['no time', { nonce: 'n-1' }],
    ['no nonce', { at: serverTimestamp() }],
    ['a time of its own', { nonce: 'n-1', at: Timestamp.now() }],
    ['a nonce over 64 characters', probe('n'.repeat(65))],
    ['a nonce that is not text', { nonce: 42, at: serverTimestamp() }],
    ['an admin flag', { ...probe(), admin: true }],
  ])('refuses %s', async (_label, data) => {
    await assertFails(write(data));
  });

  it('accepts a nonce of 64 characters', async () => {
    await assertSucceeds(write(probe('n'.repeat(64))));
  });

  it('a non-admin cannot write a probe even at their own uid', async () => {
    await assertFails(setDoc(doc(clients.team(), `adminProbes/${ROLES.team.uid}`), probe()));
    await assertFails(setDoc(doc(clients.customer(), `adminProbes/${CUSTOMER}`), probe()));
  });
});

describe.each(EVERYONE)('reviews: featured as %s', (who) => {
  const db = () => clients[who]();

  it('can read the featured reviews (visible ones)', async () => {
    const page = await assertSucceeds(
      getDocs(
        query(
          collection(db(), 'reviews'),
          where('hidden', '==', false),
          where('featured', '==', true),
          limit(6),
        ),
      ),
    );
    expect(page.docs.map((snapshot) => snapshot.id)).toEqual(['booking-1']);
  });

  it('cannot feature or unfeature a review (the api does, audited)', async () => {
    await assertFails(updateDoc(doc(db(), 'reviews/booking-2'), { featured: true }));
    await assertFails(updateDoc(doc(db(), REVIEW), { featured: false }));
    await assertFails(setDoc(doc(db(), 'reviews/booking-3'), { ...review, featured: true }));
    await assertFails(deleteDoc(doc(db(), REVIEW)));
  });
});

describe('roles come from the token claim only', () => {
  it.each(Object.keys(forgers) as (keyof typeof forgers)[])(
    '%s is not an admin',
    async (forger) => {
      const db = forgers[forger]();
      await assertFails(getDoc(doc(db, 'adminAudit/entry-1')));
      await assertFails(getDocs(query(collection(db, 'dailyStats'), limit(PAGE))));
      await assertFails(getDoc(doc(db, 'systemErrors/error-1')));
      await assertFails(getDoc(doc(db, DRAFT)));
      await assertFails(getDocs(query(articles(db), limit(PAGE))));
      await assertFails(setDoc(doc(db, 'helpArticles/forged'), { ...article(true), admin: true }));
      await assertFails(
        setDoc(doc(db, 'adminAudit/forged'), { ...auditEntry, actorId: CUSTOMER, admin: true }),
      );
      await assertFails(updateDoc(doc(db, REVIEW), { featured: false, admin: true }));
    },
  );

  it("a forged admin cannot write a probe at the admin's uid or their own", async () => {
    for (const forger of Object.values(forgers)) {
      await assertFails(setDoc(doc(forger(), OWN_PROBE), probe()));
      await assertFails(setDoc(doc(forger(), `adminProbes/${CUSTOMER}`), probe()));
    }
  });
});
