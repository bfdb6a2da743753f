import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type {
  PaymentCodeDocument,
  PaymentDocument,
  PaymentEventDocument,
  PaymentLinkDocument,
  PaymentStatus,
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
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Query,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { can, expectAccess, ROLES, rulesTestEnvironment } from './env';

// Payments (issue 15): payments/{id} is read by its payer, the provider it pays and admins,
// listed only by queries that filter on the caller's party field (admins: any bounded list),
// and written by functions only, admins included. Its events are admins' only. paymentLinks
// are read by their creator and admins. paymentKeys, paymentCodes, sandboxTransactions and
// hostedSessions are the functions' own: no client reads or writes them.

const PAYER = 'customer-uid';
const OTHER_CUSTOMER = 'customer-2';
const PROVIDER = 'provider-a';
const OTHER_PROVIDER = 'provider-b';
const PAGE = 50;

const time = (day: string, hour = 10) =>
  Timestamp.fromDate(new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`));

function payment(
  status: PaymentStatus,
  createdAt: Timestamp,
  changes: Partial<PaymentDocument<Timestamp>> = {},
): PaymentDocument<Timestamp> {
  const settled = status === 'success' || status === 'failed' || status === 'expired';
  return {
    target: 'booking',
    bookingId: 'booking-1',
    linkId: null,
    payerId: PAYER,
    payerName: 'Awa Koné',
    providerId: PROVIDER,
    description: 'Réparation de fuite',
    amountFCFA: 10150,
    priceFCFA: 10000,
    feesFCFA: 150,
    method: 'orange_money',
    operator: 'orange_money',
    gateway: 'sandbox',
    status,
    failureReason: status === 'failed' ? 'insufficient_balance' : null,
    reference: 'PAY-ABCDEF123456',
    idempotencyKey: 'key-1',
    country: 'CI',
    phone: '2250700000001',
    card: null,
    expiresAt: null,
    confirmedBy: null,
    lang: 'fr',
    createdAt,
    updatedAt: createdAt,
    settledAt: settled ? createdAt : null,
    ...changes,
  };
}

/** The payer's and provider's attempts, a transfer, and someone else's payment. */
const PAYMENTS = {
  paid: payment('success', time('2026-06-10')),
  failed: payment('failed', time('2026-06-09')),
  transfer: payment('pending', time('2026-06-12'), {
    method: 'bank_transfer',
    operator: 'bank_transfer',
    phone: null,
  }),
  others: payment('success', time('2026-06-11'), {
    payerId: OTHER_CUSTOMER,
    providerId: OTHER_PROVIDER,
    bookingId: 'booking-2',
  }),
};
type Key = keyof typeof PAYMENTS;
const PAYMENT = 'payments/paid';
const EVENT = 'payments/paid/events/e1';
const event: PaymentEventDocument<Timestamp> = {
  type: 'webhook',
  status: 'success',
  eventId: 'evt-1',
  detail: 'SUCCESSFUL',
  at: time('2026-06-10', 11),
};

const link = (creatorId: string, providerId: string | null): PaymentLinkDocument<Timestamp> => ({
  creatorId,
  providerId,
  payeeName: 'Plomberie Akwa',
  amountFCFA: 15000,
  description: 'Acompte chantier',
  expiresAt: time('2026-07-01'),
  status: 'active',
  paymentId: null,
  createdAt: time('2026-06-01'),
  paidAt: null,
});
const LINK = 'paymentLinks/provider-link';

const code: PaymentCodeDocument<Timestamp> = {
  payerId: PAYER,
  status: 'awaiting_customer',
  oneTimeCode: { code: '482193', expiresAt: time('2026-06-10', 12) },
};

/** The functions' own collections, each with one document. */
const SERVER_ONLY = {
  paymentKeys: { paymentId: 'paid', fingerprint: 'f'.repeat(64), accessKey: 'a'.repeat(32) },
  paymentCodes: code,
  sandboxTransactions: { amount: 10150, method: 'orange_money', status: 'PENDING' },
  hostedSessions: { priceFCFA: 5000, lang: 'fr', paymentId: null },
};
type ServerOnly = keyof typeof SERVER_ONLY;

const env = rulesTestEnvironment(async (db) => {
  for (const [key, data] of Object.entries(PAYMENTS))
    await setDoc(doc(db, `payments/${key}`), data);
  await setDoc(doc(db, EVENT), event);
  await setDoc(doc(db, 'payments/others/events/e1'), event);
  await setDoc(doc(db, LINK), link(PROVIDER, PROVIDER));
  await setDoc(doc(db, 'paymentLinks/other-link'), link(OTHER_PROVIDER, OTHER_PROVIDER));
  await setDoc(doc(db, 'paymentLinks/admin-link'), link(ROLES.admin.uid, null));
  for (const [name, data] of Object.entries(SERVER_ONLY)) {
    await setDoc(doc(db, `${name}/${name === 'paymentCodes' ? 'paid' : 'doc-1'}`), data);
  }
});

const verified = { email_verified: true };
const as =
  (uid: string, claims: Record<string, unknown> = verified) =>
  () =>
    env().authenticatedContext(uid, claims).firestore();
const clients = {
  visitor: () => env().unauthenticatedContext().firestore(),
  payer: as(PAYER),
  otherCustomer: as(OTHER_CUSTOMER),
  provider: as(PROVIDER),
  otherProvider: as(OTHER_PROVIDER),
  admin: as(ROLES.admin.uid, { ...ROLES.admin.claims, ...verified }),
};
type Who = keyof typeof clients;
/** The rules-unit-testing (compat) Firestore that the modular functions accept at runtime. */
type Db = ReturnType<(typeof clients)['visitor']>;
const EVERYONE = Object.keys(clients) as Who[];
/** Whose uid each client writes as party (a visitor has none: they pose as the payer). */
const UID: Record<Who, string> = {
  visitor: PAYER,
  payer: PAYER,
  otherCustomer: OTHER_CUSTOMER,
  provider: PROVIDER,
  otherProvider: OTHER_PROVIDER,
  admin: ROLES.admin.uid,
};

const payments = (db: Db) => collection(db, 'payments');

/** The app's payment lists, each with who may run it and what it returns. */
const LISTS = {
  "payer's payments": {
    readers: ['payer', 'admin'],
    query: (db: Db, size = PAGE) =>
      query(payments(db), where('payerId', '==', PAYER), orderBy('createdAt', 'desc'), limit(size)),
    expected: ['transfer', 'paid', 'failed'],
  },
  "provider's received payments": {
    readers: ['provider', 'admin'],
    query: (db: Db, size = PAGE) =>
      query(
        payments(db),
        where('providerId', '==', PROVIDER),
        where('status', '==', 'success'),
        where('settledAt', '>=', time('2026-06-01', 0)),
        orderBy('settledAt', 'asc'),
        limit(size),
      ),
    expected: ['paid'],
  },
  'admin, every payment': {
    readers: ['admin'],
    query: (db: Db, size = PAGE) => query(payments(db), orderBy('createdAt', 'desc'), limit(size)),
    expected: ['transfer', 'others', 'paid', 'failed'],
  },
  'admin, pending group and method': {
    readers: ['admin'],
    query: (db: Db, size = PAGE) =>
      query(
        payments(db),
        where('status', 'in', ['pending', 'awaiting_customer', 'challenge']),
        where('method', '==', 'bank_transfer'),
        orderBy('createdAt', 'desc'),
        limit(size),
      ),
    expected: ['transfer'],
  },
  'admin, date range': {
    readers: ['admin'],
    query: (db: Db, size = PAGE) =>
      query(
        payments(db),
        where('status', '==', 'success'),
        where('createdAt', '>=', time('2026-06-10', 0)),
        where('createdAt', '<', time('2026-06-12', 0)),
        orderBy('createdAt', 'desc'),
        limit(size),
      ),
    expected: ['others', 'paid'],
  },
} satisfies Record<
  string,
  { readers: Who[]; query: (db: Db, size?: number) => Query; expected: Key[] }
>;
type ListName = keyof typeof LISTS;
const LIST_NAMES = Object.keys(LISTS) as ListName[];
const reads = (list: ListName, who: Who) => (LISTS[list].readers as Who[]).includes(who);

describe.each(EVERYONE)('payments as %s', (who) => {
  const db = () => clients[who]();
  const readsPayment = ['payer', 'provider', 'admin'].includes(who);

  it(can(readsPayment, 'get the payment'), async () => {
    await expectAccess(readsPayment, getDoc(doc(db(), PAYMENT)));
  });

  // The other customer's payment to the other provider: theirs, not the first pair's.
  const readsOther = ['otherCustomer', 'otherProvider', 'admin'].includes(who);
  it(can(readsOther, "get the other pair's payment"), async () => {
    await expectAccess(readsOther, getDoc(doc(db(), 'payments/others')));
  });

  it.each(LIST_NAMES)(`${who} runs the %s list: its party and admins only`, async (list) => {
    await expectAccess(reads(list, who), getDocs(LISTS[list].query(db())));
  });

  it('cannot create, update or delete a payment (functions write them)', async () => {
    const own = { ...PAYMENTS.paid, payerId: UID[who], providerId: UID[who] };
    await assertFails(setDoc(doc(db(), 'payments/new'), own));
    await assertFails(setDoc(doc(db(), PAYMENT), PAYMENTS.paid));
    await assertFails(updateDoc(doc(db(), 'payments/transfer'), { status: 'success' }));
    await assertFails(updateDoc(doc(db(), 'payments/failed'), { status: 'success' }));
    await assertFails(updateDoc(doc(db(), PAYMENT), { amountFCFA: 1 }));
    await assertFails(deleteDoc(doc(db(), PAYMENT)));
  });
});

describe('payment lists', () => {
  it.each(LIST_NAMES)('the %s list returns its payments, in its order', async (list) => {
    const reader = clients[LISTS[list].readers[0] as Who]();
    const page = await assertSucceeds(getDocs(LISTS[list].query(reader)));
    expect(page.docs.map((snapshot) => snapshot.id)).toEqual(LISTS[list].expected);
  });

  it("give each party their own payments and nobody else's", async () => {
    const own = (db: Db, field: 'payerId' | 'providerId', uid: string) =>
      getDocs(query(payments(db), where(field, '==', uid), limit(PAGE)));
    const mine = await assertSucceeds(own(clients.otherCustomer(), 'payerId', OTHER_CUSTOMER));
    expect(mine.docs.map((snapshot) => snapshot.id)).toEqual(['others']);
    const received = await assertSucceeds(
      own(clients.otherProvider(), 'providerId', OTHER_PROVIDER),
    );
    expect(received.docs.map((snapshot) => snapshot.id)).toEqual(['others']);
    await assertFails(own(clients.otherCustomer(), 'payerId', PAYER));
    await assertFails(own(clients.otherProvider(), 'providerId', PROVIDER));
    await assertFails(own(clients.payer(), 'providerId', PROVIDER));
    await assertFails(own(clients.provider(), 'payerId', PAYER));
    await assertFails(getDoc(doc(clients.payer(), 'payments/others')));
    await assertFails(getDoc(doc(clients.provider(), 'payments/others')));
  });

  it('are bounded: no list or count without a limit or with a limit over 50', async () => {
    await assertSucceeds(getDocs(LISTS["payer's payments"].query(clients.payer(), 50)));
    await assertFails(getDocs(LISTS["payer's payments"].query(clients.payer(), 51)));
    await assertFails(getDocs(query(payments(clients.payer()), where('payerId', '==', PAYER))));
    await assertFails(
      getCountFromServer(query(payments(clients.provider()), where('providerId', '==', PROVIDER))),
    );
    await assertFails(getDocs(payments(clients.admin())));
    await assertFails(getDocs(LISTS['admin, every payment'].query(clients.admin(), 51)));
  });
});

describe.each(EVERYONE)('payment events as %s (admins read, functions write)', (who) => {
  const db = () => clients[who]();
  const events = () => collection(db(), 'payments/paid/events');

  it(can(who === 'admin', "get and list a payment's history"), async () => {
    await expectAccess(who === 'admin', getDoc(doc(db(), EVENT)));
    await expectAccess(who === 'admin', getDocs(query(events(), orderBy('at'), limit(PAGE))));
  });

  it('cannot list a history without a bounded limit', async () => {
    await assertFails(getDocs(query(events(), orderBy('at'))));
    await assertFails(getDocs(query(events(), orderBy('at'), limit(51))));
  });

  it('cannot create, update or delete an event', async () => {
    await assertFails(setDoc(doc(db(), 'payments/paid/events/forged'), event));
    await assertFails(setDoc(doc(db(), 'payments/transfer/events/forged'), event));
    await assertFails(updateDoc(doc(db(), EVENT), { detail: 'forged' }));
    await assertFails(deleteDoc(doc(db(), EVENT)));
  });
});

describe.each(EVERYONE)('paymentLinks as %s (creator and admins read, functions write)', (who) => {
  const db = () => clients[who]();
  const links = () => collection(db(), 'paymentLinks');
  const creatorList = (uid: string) =>
    getDocs(query(links(), where('creatorId', '==', uid), orderBy('createdAt', 'desc'), limit(20)));
  const reads = who === 'provider' || who === 'admin';

  it(can(reads, "get and list the provider's links"), async () => {
    await expectAccess(reads, getDoc(doc(db(), LINK)));
    await expectAccess(reads, creatorList(PROVIDER));
  });

  it(can(who !== 'visitor', 'list their own links (none or theirs)'), async () => {
    await expectAccess(who !== 'visitor', creatorList(UID[who]));
  });

  it(can(who === 'admin', 'list every link (bounded)'), async () => {
    await expectAccess(who === 'admin', getDocs(query(links(), limit(PAGE))));
    await assertFails(getDocs(links()));
  });

  it('cannot create, update or delete a link (the api signs them)', async () => {
    const own = link(UID[who], UID[who]);
    await assertFails(setDoc(doc(db(), 'paymentLinks/new'), own));
    await assertFails(updateDoc(doc(db(), LINK), { amountFCFA: 100 }));
    await assertFails(updateDoc(doc(db(), LINK), { status: 'paid' }));
    await assertFails(deleteDoc(doc(db(), LINK)));
  });
});

describe('paymentLinks', () => {
  it("give the creator their own links and not another provider's", async () => {
    const page = await assertSucceeds(
      getDocs(
        query(
          collection(clients.provider(), 'paymentLinks'),
          where('creatorId', '==', PROVIDER),
          orderBy('createdAt', 'desc'),
          limit(20),
        ),
      ),
    );
    expect(page.docs.map((snapshot) => snapshot.id)).toEqual(['provider-link']);
    await assertFails(getDoc(doc(clients.provider(), 'paymentLinks/other-link')));
    await assertFails(getDoc(doc(clients.provider(), 'paymentLinks/admin-link')));
  });
});

describe.each(Object.keys(SERVER_ONLY) as ServerOnly[])('%s (functions only)', (name) => {
  const id = name === 'paymentCodes' ? 'paid' : 'doc-1';

  it.each(EVERYONE)('the %s cannot get, list, create, update or delete one', async (who) => {
    const db = clients[who]();
    const data = SERVER_ONLY[name];
    await assertFails(getDoc(doc(db, `${name}/${id}`)));
    await assertFails(getDocs(query(collection(db, name), limit(1))));
    if (name === 'paymentCodes') {
      // Not even the payer: the code reaches them on their (simulated) phone only.
      await assertFails(
        getDocs(query(collection(db, name), where('payerId', '==', UID[who]), limit(1))),
      );
    }
    await assertFails(setDoc(doc(db, `${name}/new`), data));
    await assertFails(setDoc(doc(db, `${name}/${id}`), data));
    await assertFails(updateDoc(doc(db, `${name}/${id}`), { status: 'x' }));
    await assertFails(deleteDoc(doc(db, `${name}/${id}`)));
  });
});
