import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  NOTIFICATION_TIMING,
  OUTBOX_COLLECTIONS,
  type MailDocument,
  type NotificationDocument,
  type SmsDocument,
  type UnreadCountsDocument,
} from '@marketplace/domain';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
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
import { can, expectAccess, ROLES, rulesTestEnvironment } from './env';

// notifications/{uid}/items/{id}, unreadCounts/{uid}, mail/{id} and sms/{id} (issue 14): all
// written by functions only (notify() and the unread triggers). The owner reads their feed and
// badges and flips an item's `read`, nothing else; admins read the outboxes, nobody writes them.

const OWNER = 'customer-uid';
const ITEM_ID = 'booking_confirmation-booking1-1780000000000';
const ITEM = `notifications/${OWNER}/items/${ITEM_ID}`;
const ITEMS = `notifications/${OWNER}/items`;
const COUNTS = `unreadCounts/${OWNER}`;
const MAIL = `${OUTBOX_COLLECTIONS.mail}/${OWNER}-${ITEM_ID}`;
const SMS = `${OUTBOX_COLLECTIONS.sms}/${OWNER}-${ITEM_ID}`;

const NOW = Date.now();
const at = (minutesAgo: number) => Timestamp.fromMillis(NOW - minutesAgo * 60_000);

const item = (createdAt: Timestamp, read = false): NotificationDocument<Timestamp> => ({
  kind: 'booking_confirmation',
  params: {
    bookingId: 'booking1',
    serviceTitle: { fr: 'Réparation de fuite', en: 'Leak repair' },
    providerName: 'Plomberie Akwa',
    day: '2026-06-16',
    time: '10:00',
    timeZone: 'Africa/Douala',
  },
  lang: 'fr',
  title: 'Réservation confirmée',
  body: 'Plomberie Akwa a confirmé votre réservation du mardi 16 juin à 10:00.',
  link: '/my-bookings',
  read,
  createdAt,
});

const counts: UnreadCountsDocument<Timestamp> = {
  messages: 2,
  conversations: { b_booking1: 2 },
  notifications: 1,
  updatedAt: at(1),
};

const mail: MailDocument<Timestamp> = {
  to: 'awa@example.com',
  message: { subject: 'Réservation confirmée', text: 'Confirmée.', html: '<p>Confirmée.</p>' },
  uid: OWNER,
  kind: 'booking_confirmation',
  createdAt: at(5),
};

const sms: SmsDocument<Timestamp> = {
  to: '+237699000000',
  body: 'Réservation confirmée.',
  uid: OWNER,
  kind: 'booking_confirmation',
  createdAt: at(5),
};

const env = rulesTestEnvironment(async (db) => {
  await setDoc(doc(db, ITEM), item(at(5)));
  await setDoc(doc(db, `${ITEMS}/older`), item(at(60), true));
  await setDoc(doc(db, `notifications/${ROLES.user.uid}/items/theirs`), item(at(2)));
  await setDoc(doc(db, COUNTS), counts);
  await setDoc(doc(db, MAIL), mail);
  await setDoc(doc(db, SMS), sms);
});

const clients = {
  visitor: () => env().unauthenticatedContext().firestore(),
  stranger: () => env().authenticatedContext(ROLES.user.uid, { email_verified: true }).firestore(),
  owner: () => env().authenticatedContext(OWNER, { email_verified: true }).firestore(),
  team: () => env().authenticatedContext(ROLES.team.uid, ROLES.team.claims).firestore(),
  admin: () => env().authenticatedContext(ROLES.admin.uid, ROLES.admin.claims).firestore(),
};
type Who = keyof typeof clients;
/** The rules-unit-testing (compat) Firestore that the modular functions accept at runtime. */
type Db = ReturnType<(typeof clients)['visitor']>;
const EVERYONE = Object.keys(clients) as Who[];

/** The feed's query (web): newest first, one page. */
const feed = (db: Db, size: number = NOTIFICATION_TIMING.pageSize) =>
  query(collection(db, ITEMS), orderBy('createdAt', 'desc'), limit(size));

/** The admin outbox page's query: newest first, one page of 50. */
const outbox = (db: Db, name: string, size = 50) =>
  query(collection(db, name), orderBy('createdAt', 'desc'), limit(size));

describe.each(EVERYONE)('notification items as %s', (who) => {
  const db = () => clients[who]();
  const owner = who === 'owner';

  it(can(owner, 'get an item of the feed'), async () => {
    await expectAccess(owner, getDoc(doc(db(), ITEM)));
  });

  it(can(owner, 'list the feed (newest 20)'), async () => {
    await expectAccess(owner, getDocs(feed(db())));
  });

  it(can(owner, 'mark an item read, and unread again'), async () => {
    await expectAccess(owner, updateDoc(doc(db(), ITEM), { read: true }));
    await expectAccess(owner, updateDoc(doc(db(), ITEM), { read: false }));
  });

  it('cannot create an item (notify() writes them), not even in their own feed', async () => {
    await assertFails(setDoc(doc(db(), `${ITEMS}/forged`), item(Timestamp.now())));
    await assertFails(
      setDoc(doc(db(), `notifications/${ROLES.user.uid}/items/forged`), {
        ...item(Timestamp.now()),
        createdAt: serverTimestamp(),
      }),
    );
    await assertFails(setDoc(doc(db(), `notifications/${OWNER}`), { unread: 0 }));
  });

  it('cannot delete an item', async () => {
    await assertFails(deleteDoc(doc(db(), ITEM)));
  });
});

describe('the notification feed', () => {
  it('lists the owner’s items newest first, and their unread ones', async () => {
    const page = await assertSucceeds(getDocs(feed(clients.owner())));
    expect(page.docs.map((snapshot) => snapshot.id)).toEqual([ITEM_ID, 'older']);
    const unread = query(
      collection(clients.owner(), ITEMS),
      where('read', '==', false),
      orderBy('createdAt', 'desc'),
      limit(NOTIFICATION_TIMING.pageSize),
    );
    await assertSucceeds(getDocs(unread));
  });

  it('is bounded: at most 50 a page, a limit required', async () => {
    await assertSucceeds(getDocs(feed(clients.owner(), 50)));
    await assertFails(getDocs(feed(clients.owner(), 51)));
    await assertFails(
      getDocs(query(collection(clients.owner(), ITEMS), orderBy('createdAt', 'desc'))),
    );
  });

  it("is nobody else's: not another user's, not admins'", async () => {
    await assertFails(getDocs(feed(clients.stranger())));
    await assertFails(getDocs(feed(clients.admin())));
    await assertFails(getDoc(doc(clients.owner(), `notifications/${ROLES.user.uid}/items/theirs`)));
  });
});

describe('the owner flips only `read`', () => {
  it.each<[string, Record<string, unknown>]>([
    ['read to a string', { read: 'yes' }],
    ['read to null', { read: null }],
    ['read removed', { read: deleteField() }],
    ['the title', { title: 'Gagné !' }],
    ['the link', { link: 'https://evil.example' }],
    ['the kind', { kind: 'payment_confirmation' }],
    ['a param', { 'params.providerName': 'Autre' }],
    ['the language', { lang: 'en' }],
    ['createdAt', { createdAt: serverTimestamp() }],
    ['read with the body', { read: true, body: 'Autre texte' }],
    ['an extra key', { read: true, seenAt: serverTimestamp() }],
  ])('cannot write %s', async (_label, change) => {
    await assertFails(updateDoc(doc(clients.owner(), ITEM), change));
  });

  it('may set the whole item only when nothing but read changes', async () => {
    await assertFails(
      setDoc(doc(clients.owner(), ITEM), { ...item(at(5)), read: true, title: 'x' }),
    );
    await assertSucceeds(setDoc(doc(clients.owner(), ITEM), { ...item(at(5)), read: true }));
  });
});

describe.each(EVERYONE)('unreadCounts as %s', (who) => {
  const db = () => clients[who]();
  const owner = who === 'owner';

  it(can(owner, 'get the badges'), async () => {
    await expectAccess(owner, getDoc(doc(db(), COUNTS)));
  });

  it('cannot list them', async () => {
    await assertFails(getDocs(query(collection(db(), 'unreadCounts'), limit(1))));
  });

  it('cannot create, update or delete a count (the triggers recount them)', async () => {
    await assertFails(updateDoc(doc(db(), COUNTS), { messages: 0 }));
    await assertFails(
      updateDoc(doc(db(), COUNTS), { notifications: 0, updatedAt: serverTimestamp() }),
    );
    await assertFails(setDoc(doc(db(), COUNTS), { ...counts, messages: 0 }));
    await assertFails(
      setDoc(doc(db(), `unreadCounts/${ROLES.user.uid}`), {
        messages: 0,
        notifications: 0,
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(deleteDoc(doc(db(), COUNTS)));
  });
});

describe.each([
  [OUTBOX_COLLECTIONS.mail, MAIL, mail],
  [OUTBOX_COLLECTIONS.sms, SMS, sms],
] as const)('the %s outbox', (name, path, data) => {
  describe.each(EVERYONE)('as %s', (who) => {
    const db = () => clients[who]();
    const admin = who === 'admin';

    it(can(admin, 'get a document'), async () => {
      await expectAccess(admin, getDoc(doc(db(), path)));
    });

    it(can(admin, 'list the outbox (newest 50)'), async () => {
      await expectAccess(admin, getDocs(outbox(db(), name)));
    });

    it('cannot create, update or delete a document (notify() writes them)', async () => {
      await assertFails(
        setDoc(doc(db(), `${name}/forged`), { ...data, createdAt: serverTimestamp() }),
      );
      await assertFails(updateDoc(doc(db(), path), { to: 'attacker@example.com' }));
      await assertFails(setDoc(doc(db(), path), data));
      await assertFails(deleteDoc(doc(db(), path)));
    });
  });

  it('is bounded and owner-blind: the recipient cannot list their own', async () => {
    await assertSucceeds(getDocs(outbox(clients.admin(), name)));
    await assertFails(getDocs(outbox(clients.admin(), name, 51)));
    await assertFails(
      getDocs(query(collection(clients.owner(), name), where('uid', '==', OWNER), limit(50))),
    );
  });
});
