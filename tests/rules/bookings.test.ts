import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  BOOKING_LIMITS,
  BOOKING_TRANSITIONS,
  bookingLockIds,
  zonedInstant,
  type BookingDocument,
  type BookingStatus,
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
  writeBatch,
  type Query,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { can, expectAccess, ROLES, rulesTestEnvironment } from './env';

// bookings/{id} and bookingLocks/{id} (issue 13): a booking is read by its customer, its
// provider and admins, listed only by queries that filter on the caller's party field with a
// limit of at most 50, and never written by a client, admins included: the api runs the state
// machine and holds the slot locks in its transactions. Nobody reads or writes a lock.

const CUSTOMER = 'customer-uid';
const PROVIDER = 'provider-a';
const ZONE = 'Africa/Douala';
const PAGE = BOOKING_LIMITS.pageSize;

const at = (day: string, time: string) => Timestamp.fromDate(zonedInstant(day, time, ZONE));

function booking(
  status: BookingStatus,
  day: string,
  changes: Partial<BookingDocument<Timestamp>> = {},
): BookingDocument<Timestamp> {
  const startAt = at(day, '10:00');
  return {
    customerId: CUSTOMER,
    customerName: 'Awa',
    providerId: PROVIDER,
    providerName: 'Plomberie Akwa',
    serviceId: 's01',
    serviceType: 'plumbing',
    serviceTitle: { fr: 'Réparation de fuite', en: 'Leak repair' },
    day,
    time: '10:00',
    timeZone: ZONE,
    startAt,
    endAt: at(day, '11:00'),
    durationMinutes: 60,
    notes: '',
    priceFCFA: 10000,
    platformFeeFCFA: 500,
    totalFCFA: 10500,
    status,
    paymentStatus: 'pending',
    autoCompleteAt: null,
    problem: null,
    needsAttention: false,
    cancelReason: null,
    cancelledBy: null,
    completedBy: null,
    adminNote: null,
    confirmedAt: null,
    completedAt: null,
    cancelledAt: null,
    reviewed: false,
    createdAt: at('2026-06-01', '09:00'),
    updatedAt: at('2026-06-01', '09:00'),
    ...changes,
  };
}

/** The week of 15 June 2026 (Monday) in the provider's zone, for the calendar. */
const WEEK_START = at('2026-06-15', '00:00');
const WEEK_END = at('2026-06-22', '00:00');

/** The customer's and provider's bookings, one per list they show in, plus someone else's. */
const BOOKINGS = {
  pending: booking('pending', '2026-06-24'),
  confirmed: booking('confirmed', '2026-06-16', { confirmedAt: at('2026-06-02', '08:00') }),
  reported: booking('confirmed', '2026-06-03', {
    problem: {
      by: 'customer',
      reason: 'Fuite revenue',
      photoIds: [],
      at: at('2026-06-06', '09:00'),
    },
    needsAttention: true,
    updatedAt: at('2026-06-06', '09:00'),
  }),
  completed: booking('completed', '2026-06-04', {
    completedAt: at('2026-06-04', '12:00'),
    completedBy: 'provider',
  }),
  cancelled: booking('cancelled', '2026-06-05', {
    cancelReason: 'Plus besoin',
    cancelledBy: 'customer',
    cancelledAt: at('2026-06-02', '10:00'),
  }),
  others: booking('confirmed', '2026-06-17', {
    customerId: 'other-customer',
    providerId: 'provider-b',
  }),
};
type Key = keyof typeof BOOKINGS;
const path = (key: Key) => `bookings/${key}`;
const BOOKING = path('pending');

const LOCK_IDS = bookingLockIds(PROVIDER, BOOKINGS.pending.startAt.toDate(), 60);
const LOCK = `bookingLocks/${LOCK_IDS[0]}`;
const lock = { providerId: PROVIDER, bookingId: 'pending', unit: 0 };

const env = rulesTestEnvironment(async (db) => {
  for (const [key, data] of Object.entries(BOOKINGS))
    await setDoc(doc(db, `bookings/${key}`), data);
  for (const id of LOCK_IDS) await setDoc(doc(db, `bookingLocks/${id}`), lock);
});

/** Writes `data` over `path` with the rules off (a document in a given state). */
function given(target: string, data: object): Promise<void> {
  return env().withSecurityRulesDisabled((context) =>
    setDoc(doc(context.firestore(), target), data),
  );
}

const verified = { email_verified: true };
const as =
  (uid: string, claims: Record<string, unknown> = verified) =>
  () =>
    env().authenticatedContext(uid, claims).firestore();
const clients = {
  visitor: () => env().unauthenticatedContext().firestore(),
  stranger: as(ROLES.user.uid),
  customer: as(CUSTOMER),
  provider: as(PROVIDER),
  admin: as(ROLES.admin.uid, { ...ROLES.admin.claims, ...verified }),
  /** The booking's customer before verifying their email. */
  unverified: as(CUSTOMER, { email_verified: false }),
};
type Who = keyof typeof clients;
/** The rules-unit-testing (compat) Firestore that the modular functions accept at runtime. */
type Db = ReturnType<(typeof clients)['visitor']>;
const EVERYONE = Object.keys(clients) as Who[];
/** Whose uid each client writes as party (a visitor has none: they pose as the customer). */
const UID: Record<Who, string> = {
  visitor: CUSTOMER,
  stranger: ROLES.user.uid,
  customer: CUSTOMER,
  provider: PROVIDER,
  admin: ROLES.admin.uid,
  unverified: CUSTOMER,
};

const bookings = (db: Db) => collection(db, 'bookings');

/** The app's lists (the brief's queries), each with the party it filters on. */
const LISTS = {
  'customer upcoming': {
    readers: ['customer', 'unverified', 'admin'],
    query: (db: Db, size: number = PAGE) =>
      query(
        bookings(db),
        where('customerId', '==', CUSTOMER),
        where('status', 'in', ['pending', 'confirmed']),
        orderBy('startAt', 'asc'),
        limit(size),
      ),
    expected: ['reported', 'confirmed', 'pending'],
  },
  'customer past': {
    readers: ['customer', 'unverified', 'admin'],
    query: (db: Db, size: number = PAGE) =>
      query(
        bookings(db),
        where('customerId', '==', CUSTOMER),
        where('status', 'in', ['completed', 'cancelled']),
        orderBy('startAt', 'desc'),
        limit(size),
      ),
    expected: ['cancelled', 'completed'],
  },
  'provider requests': {
    readers: ['provider', 'admin'],
    query: (db: Db, size: number = PAGE) =>
      query(
        bookings(db),
        where('providerId', '==', PROVIDER),
        where('status', '==', 'pending'),
        orderBy('startAt', 'asc'),
        limit(size),
      ),
    expected: ['pending'],
  },
  'provider upcoming': {
    readers: ['provider', 'admin'],
    query: (db: Db, size: number = PAGE) =>
      query(
        bookings(db),
        where('providerId', '==', PROVIDER),
        where('status', '==', 'confirmed'),
        orderBy('startAt', 'asc'),
        limit(size),
      ),
    expected: ['reported', 'confirmed'],
  },
  'provider past': {
    readers: ['provider', 'admin'],
    query: (db: Db, size: number = PAGE) =>
      query(
        bookings(db),
        where('providerId', '==', PROVIDER),
        where('status', 'in', ['completed', 'cancelled']),
        orderBy('startAt', 'desc'),
        limit(size),
      ),
    expected: ['cancelled', 'completed'],
  },
  'provider week calendar': {
    readers: ['provider', 'admin'],
    query: (db: Db, size = 50) =>
      query(
        bookings(db),
        where('providerId', '==', PROVIDER),
        where('status', '==', 'confirmed'),
        where('startAt', '>=', WEEK_START),
        where('startAt', '<', WEEK_END),
        orderBy('startAt', 'asc'),
        limit(size),
      ),
    expected: ['confirmed'],
  },
  'admin reported': {
    readers: ['admin'],
    query: (db: Db, size: number = PAGE) =>
      query(
        bookings(db),
        where('needsAttention', '==', true),
        orderBy('updatedAt', 'desc'),
        limit(size),
      ),
    expected: ['reported'],
  },
} satisfies Record<
  string,
  { readers: Who[]; query: (db: Db, size?: number) => Query; expected: Key[] }
>;
type ListName = keyof typeof LISTS;
const LIST_NAMES = Object.keys(LISTS) as ListName[];
const reads = (list: ListName, who: Who) => (LISTS[list].readers as Who[]).includes(who);

describe.each(EVERYONE)('bookings as %s', (who) => {
  const db = () => clients[who]();
  const readsBooking = ['customer', 'provider', 'admin', 'unverified'].includes(who);

  it(can(readsBooking, 'get the booking'), async () => {
    await expectAccess(readsBooking, getDoc(doc(db(), BOOKING)));
  });

  it.each(LIST_NAMES)(
    `${who} runs the %s list: allowed only to its party and admins`,
    async (list) => {
      await expectAccess(reads(list, who), getDocs(LISTS[list].query(db())));
    },
  );

  it(can(who === 'admin', 'list bookings without filtering on a party'), async () => {
    await expectAccess(who === 'admin', getDocs(query(bookings(db()), limit(PAGE))));
  });

  it('cannot create, update or delete a booking (the api writes them)', async () => {
    await assertFails(
      setDoc(doc(db(), 'bookings/new'), { ...BOOKINGS.pending, customerId: UID[who] }),
    );
    await assertFails(setDoc(doc(db(), BOOKING), BOOKINGS.pending));
    await assertFails(updateDoc(doc(db(), BOOKING), { notes: 'Sonner deux fois' }));
    await assertFails(updateDoc(doc(db(), path('completed')), { reviewed: true }));
    await assertFails(deleteDoc(doc(db(), BOOKING)));
    await assertFails(deleteDoc(doc(db(), path('cancelled'))));
  });
});

describe('booking lists', () => {
  it.each(LIST_NAMES)('the %s list returns its bookings, in its order', async (list) => {
    const reader = clients[LISTS[list].readers[0] as Who]();
    const page = await assertSucceeds(getDocs(LISTS[list].query(reader)));
    expect(page.docs.map((snapshot) => snapshot.id)).toEqual(LISTS[list].expected);
  });

  it("give each party their own bookings and nobody else's", async () => {
    const own = (db: Db, field: 'customerId' | 'providerId', uid: string) =>
      getDocs(query(bookings(db), where(field, '==', uid), orderBy('startAt', 'asc'), limit(PAGE)));
    const stranger = await assertSucceeds(own(clients.stranger(), 'customerId', ROLES.user.uid));
    expect(stranger.size).toBe(0);
    await assertFails(own(clients.stranger(), 'customerId', CUSTOMER));
    await assertFails(own(clients.customer(), 'providerId', PROVIDER));
    await assertFails(own(clients.provider(), 'customerId', CUSTOMER));
    await assertFails(getDoc(doc(clients.customer(), path('others'))));
    await assertFails(getDoc(doc(clients.provider(), path('others'))));
  });

  it('are bounded: no list or count without a limit or with a limit over 50', async () => {
    const customer = clients.customer();
    await assertSucceeds(getDocs(LISTS['customer upcoming'].query(customer, 50)));
    await assertFails(getDocs(LISTS['customer upcoming'].query(customer, 51)));
    await assertFails(getDocs(LISTS['provider week calendar'].query(clients.provider(), 51)));
    await assertFails(getDocs(query(bookings(customer), where('customerId', '==', CUSTOMER))));
    await assertFails(
      getCountFromServer(query(bookings(customer), where('customerId', '==', CUSTOMER))),
    );
    await assertFails(getDocs(bookings(clients.admin())));
    await assertFails(getDocs(query(bookings(clients.admin()), limit(51))));
  });
});

/** The fields each step of the state machine writes besides `status` (DESIGN §3). */
const STEP_FIELDS: Record<string, Record<string, unknown>> = {
  confirm: { confirmedAt: at('2026-06-10', '08:00'), autoCompleteAt: at('2026-06-26', '11:00') },
  decline: {
    cancelReason: 'Indisponible',
    cancelledBy: 'provider',
    cancelledAt: at('2026-06-10', '08:00'),
  },
  complete: { completedAt: at('2026-06-24', '11:00'), completedBy: 'provider' },
  cancel: {
    cancelReason: 'Plus besoin',
    cancelledBy: 'customer',
    cancelledAt: at('2026-06-10', '08:00'),
  },
  reschedule: {
    day: '2026-06-25',
    time: '14:00',
    startAt: at('2026-06-25', '14:00'),
    endAt: at('2026-06-25', '15:00'),
    autoCompleteAt: null,
  },
  report: {
    problem: {
      by: 'customer',
      reason: 'Travail inachevé',
      photoIds: [],
      at: at('2026-06-24', '12:00'),
    },
    needsAttention: true,
    autoCompleteAt: null,
  },
  reopen: { cancelReason: null, cancelledBy: null, completedAt: null },
};

/**
 * Every move of the state machine (each action from each state it leaves, whoever its actor),
 * plus reopening an ended booking, which nothing allows.
 */
const MOVES = [
  ...new Map(
    BOOKING_TRANSITIONS.flatMap(({ action, from, to }) =>
      from.map((start) => [`${action} ${start}`, { action, from: start, to }] as const),
    ),
  ).values(),
  { action: 'reopen', from: 'completed', to: 'pending' },
  { action: 'reopen', from: 'cancelled', to: 'confirmed' },
] as { action: string; from: BookingStatus; to: BookingStatus }[];

describe('booking state machine: the api moves every state, no client write does', () => {
  it.each(EVERYONE)('the %s cannot create a pending booking, even their own', async (who) => {
    const db = clients[who]();
    const own = { ...BOOKINGS.pending, customerId: UID[who] };
    await assertFails(setDoc(doc(db, 'bookings/requested-by-client'), own));
    // Nor with its slot locks in the same batch, as a client-side no-double-booking would.
    const batch = writeBatch(db);
    batch.set(doc(db, 'bookings/requested-by-client'), own);
    for (const id of bookingLockIds(PROVIDER, at('2026-06-26', '10:00').toDate(), 60)) {
      batch.set(doc(db, `bookingLocks/${id}`), { ...lock, bookingId: 'requested-by-client' });
    }
    await assertFails(batch.commit());
  });

  describe.each(MOVES)('$action ($from → $to)', ({ action, from, to }) => {
    it.each(EVERYONE)('the %s cannot make it by writing the booking', async (who) => {
      await given(BOOKING, { ...BOOKINGS.pending, status: from });
      const changes = { status: to, ...STEP_FIELDS[action], updatedAt: at('2026-06-10', '08:00') };
      await assertFails(updateDoc(doc(clients[who](), BOOKING), changes));
      await assertFails(setDoc(doc(clients[who](), BOOKING), { ...BOOKINGS.pending, ...changes }));
      await assertFails(deleteDoc(doc(clients[who](), BOOKING)));
    });
  });
});

describe.each(EVERYONE)('bookingLocks as %s (the api only)', (who) => {
  const db = () => clients[who]();

  it('cannot get, list, count, create, update or delete a lock', async () => {
    const locks = collection(db(), 'bookingLocks');
    await assertFails(getDoc(doc(db(), LOCK)));
    await assertFails(getDocs(query(locks, where('providerId', '==', PROVIDER), limit(PAGE))));
    await assertFails(getDocs(query(locks, limit(1))));
    await assertFails(getCountFromServer(query(locks, limit(50))));
    await assertFails(setDoc(doc(db(), `bookingLocks/${PROVIDER}_1`), lock));
    await assertFails(setDoc(doc(db(), LOCK), { ...lock, bookingId: 'mine' }));
    await assertFails(updateDoc(doc(db(), LOCK), { bookingId: 'mine' }));
    await assertFails(deleteDoc(doc(db(), LOCK)));
  });
});
