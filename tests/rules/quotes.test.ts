import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  PROVIDER_INBOX_TABS,
  QUOTE_LIMITS,
  QUOTE_RESPONSE_TRANSITIONS,
  QUOTE_TRANSITIONS,
  type QuoteRequestDocument,
  type QuoteResponseDocument,
  type QuoteResponseStatus,
  type Transition,
} from '@marketplace/domain';
import {
  arrayUnion,
  collection,
  collectionGroup,
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
  type Query,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { can, expectAccess, roleClients, rulesTestEnvironment } from './env';

// quotes/{id} and quotes/{id}/responses/{providerId} (issue 12): read by their parties and
// admins, listed only by queries that filter on the caller's party field with a limit of at
// most 50, and never written by a client, admins included: the api runs the state machines.

const CUSTOMER = 'customer-uid';
const OTHER_CUSTOMER = 'other-customer-uid';
/** The provider of the response under test, a recipient of the request. */
const RECIPIENT = 'provider-a';
/** Another recipient of the same request, who must not see RECIPIENT's price. */
const OTHER_RECIPIENT = 'provider-b';
/** A provider the request was not sent to (the other customer's request reached them). */
const OUTSIDER = 'provider-c';

const QUOTE = 'quotes/q1';
const RESPONSE = `${QUOTE}/responses/${RECIPIENT}`;
const OTHER_QUOTE = 'quotes/q2';
const PAGE = QUOTE_LIMITS.pageSize;

const day = (date: number) => Timestamp.fromMillis(Date.UTC(2026, 5, date));

const request: QuoteRequestDocument<Timestamp> = {
  customerId: CUSTOMER,
  customerName: 'Awa',
  providerId: null,
  serviceId: null,
  serviceTitle: null,
  category: 'plumbing',
  description: 'Fuite sous l’évier de la cuisine',
  urgency: 'medium',
  budgetFCFA: 50000,
  location: { city: 'Douala', address: 'Rue 1, Akwa' },
  preferredDate: '2026-06-20',
  contactMethod: 'phone',
  additionalInfo: '',
  photoIds: [],
  language: 'fr',
  status: 'responded',
  recipientIds: [RECIPIENT, OTHER_RECIPIENT],
  quoteCount: 1,
  acceptedProviderId: null,
  contractId: null,
  cancelReason: null,
  cancelledBy: null,
  createdAt: day(1),
  updatedAt: day(2),
  expiresAt: day(15),
};

function response(
  providerId: string,
  status: QuoteResponseStatus,
  of: QuoteRequestDocument<Timestamp> = request,
): QuoteResponseDocument<Timestamp> {
  const priced = status !== 'requested';
  return {
    quoteId: 'q1',
    customerId: of.customerId,
    providerId,
    providerName: providerId,
    providerRating: 4.5,
    providerReviewCount: 3,
    providerVerified: true,
    request: {
      category: of.category,
      serviceTitle: of.serviceTitle,
      description: of.description,
      urgency: of.urgency,
      budgetFCFA: of.budgetFCFA,
      city: of.location.city,
      preferredDate: of.preferredDate,
      customerName: of.customerName,
    },
    status,
    lineItems: priced ? [{ label: 'Joint', quantity: 2, unitPriceFCFA: 15000 }] : [],
    totalFCFA: priced ? 30000 : null,
    durationMinutes: priced ? 120 : null,
    earliestStart: priced ? '2026-06-10' : null,
    validUntil: priced ? day(9) : null,
    message: '',
    revision: 0,
    declineReason: null,
    seenAt: null,
    respondedAt: priced ? day(2) : null,
    createdAt: day(1),
    updatedAt: day(2),
  };
}

const otherRequest: QuoteRequestDocument<Timestamp> = {
  ...request,
  customerId: OTHER_CUSTOMER,
  providerId: OUTSIDER,
  category: 'electricity',
  location: { city: 'Yaoundé', address: 'Bastos' },
  status: 'pending',
  recipientIds: [OUTSIDER],
  quoteCount: 0,
};

const env = rulesTestEnvironment(async (db) => {
  await setDoc(doc(db, QUOTE), request);
  await setDoc(doc(db, RESPONSE), response(RECIPIENT, 'sent'));
  await setDoc(
    doc(db, `${QUOTE}/responses/${OTHER_RECIPIENT}`),
    response(OTHER_RECIPIENT, 'requested'),
  );
  await setDoc(doc(db, OTHER_QUOTE), otherRequest);
  await setDoc(doc(db, `${OTHER_QUOTE}/responses/${OUTSIDER}`), {
    ...response(OUTSIDER, 'requested', otherRequest),
    quoteId: 'q2',
  });
});

/** Writes `data` over `path` with the rules off (a document in a given state). */
function given(path: string, data: Record<string, unknown>): Promise<void> {
  return env().withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), path), data));
}

const { visitor, user, team, admin } = roleClients(env);
const as = (uid: string) => () => env().authenticatedContext(uid).firestore();
const clients = {
  visitor,
  stranger: user,
  team,
  otherCustomer: as(OTHER_CUSTOMER),
  customer: as(CUSTOMER),
  recipient: as(RECIPIENT),
  otherRecipient: as(OTHER_RECIPIENT),
  outsider: as(OUTSIDER),
  admin,
};
type Who = keyof typeof clients;
/** The rules-unit-testing (compat) Firestore that the modular functions accept at runtime. */
type Db = ReturnType<typeof visitor>;
const EVERYONE = Object.keys(clients) as Who[];

/** Who reads the request q1: its customer, the providers it was sent to, admins. */
const READS_QUOTE: Record<Who, boolean> = {
  visitor: false,
  stranger: false,
  team: false,
  otherCustomer: false,
  customer: true,
  recipient: true,
  otherRecipient: true,
  outsider: false,
  admin: true,
};

/** Who reads RECIPIENT's response on q1: never another provider (no price leak). */
const READS_RESPONSE: Record<Who, boolean> = {
  ...READS_QUOTE,
  otherRecipient: false,
};

/** Who may run a list query over a party's documents: that party and admins. */
const onlyParty = (party: Who): Record<Who, boolean> =>
  Object.fromEntries(EVERYONE.map((who) => [who, who === party || who === 'admin'])) as Record<
    Who,
    boolean
  >;

/** The customer's "my quotes" page: newest first, one page. */
const customerRequests = (db: Db, customerId = CUSTOMER, size: number = PAGE) =>
  query(
    collection(db, 'quotes'),
    where('customerId', '==', customerId),
    orderBy('createdAt', 'desc'),
    limit(size),
  );

/** The customer's comparison page: the responses of one request, filtered on customerId. */
const requestResponses = (db: Db, customerId = CUSTOMER, size: number = PAGE) =>
  query(collection(db, `${QUOTE}/responses`), where('customerId', '==', customerId), limit(size));

/** The provider inbox: a collection-group query over every request's responses. */
const inbox = (db: Db, providerId: string, statuses: readonly string[]): Query =>
  query(
    collectionGroup(db, 'responses'),
    where('providerId', '==', providerId),
    where('status', 'in', statuses),
    orderBy('createdAt', 'desc'),
    limit(PAGE),
  );

describe.each(EVERYONE)('quotes as %s', (who) => {
  const db = () => clients[who]();
  const readsQuote = READS_QUOTE[who];
  const readsResponse = READS_RESPONSE[who];

  it(can(readsQuote, 'get the request'), async () => {
    await expectAccess(readsQuote, getDoc(doc(db(), QUOTE)));
  });

  it(can(onlyParty('customer')[who], "list the customer's requests"), async () => {
    await expectAccess(onlyParty('customer')[who], getDocs(customerRequests(db())));
  });

  it(can(who === 'admin', 'list requests without filtering on a party'), async () => {
    await expectAccess(who === 'admin', getDocs(query(collection(db(), 'quotes'), limit(PAGE))));
  });

  it('cannot create, update or delete a request (the api writes them)', async () => {
    await assertFails(setDoc(doc(db(), 'quotes/q3'), { ...request, customerId: CUSTOMER }));
    await assertFails(setDoc(doc(db(), QUOTE), request));
    await assertFails(updateDoc(doc(db(), QUOTE), { description: 'Une autre description' }));
    await assertFails(deleteDoc(doc(db(), QUOTE)));
  });

  it(can(readsResponse, "get a recipient's response"), async () => {
    await expectAccess(readsResponse, getDoc(doc(db(), RESPONSE)));
  });

  it(can(onlyParty('customer')[who], "list the responses of the customer's request"), async () => {
    await expectAccess(onlyParty('customer')[who], getDocs(requestResponses(db())));
  });

  it(can(onlyParty('recipient')[who], "run and count the recipient's inbox"), async () => {
    const allowed = onlyParty('recipient')[who];
    await expectAccess(allowed, getDocs(inbox(db(), RECIPIENT, PROVIDER_INBOX_TABS.answered)));
    await expectAccess(
      allowed,
      getCountFromServer(query(inbox(db(), RECIPIENT, PROVIDER_INBOX_TABS.answered), limit(50))),
    );
  });

  it('cannot create, update or delete a response (the api writes them)', async () => {
    await assertFails(
      setDoc(doc(db(), `${QUOTE}/responses/${OUTSIDER}`), response(OUTSIDER, 'sent')),
    );
    await assertFails(setDoc(doc(db(), RESPONSE), response(RECIPIENT, 'sent')));
    await assertFails(updateDoc(doc(db(), RESPONSE), { message: 'Disponible demain' }));
    await assertFails(deleteDoc(doc(db(), RESPONSE)));
  });
});

describe('quote lists', () => {
  it('give the customer their own requests, newest first, and nobody else’s', async () => {
    const page = await assertSucceeds(getDocs(customerRequests(clients.customer())));
    expect(page.docs.map((snapshot) => snapshot.ref.path)).toEqual([QUOTE]);
    const others = await assertSucceeds(getDocs(customerRequests(clients.stranger(), 'alice')));
    expect(others.size).toBe(0);
  });

  it('are bounded: no list without a limit or with a limit over 50', async () => {
    const db = clients.customer();
    await assertSucceeds(getDocs(customerRequests(db, CUSTOMER, 50)));
    await assertFails(getDocs(customerRequests(db, CUSTOMER, 51)));
    await assertFails(
      getDocs(query(collection(db, 'quotes'), where('customerId', '==', CUSTOMER))),
    );
    await assertFails(getDocs(collection(clients.admin(), 'quotes')));
    await assertFails(getDocs(query(collection(clients.admin(), 'quotes'), limit(51))));
  });

  it('give a provider the requests sent to them only', async () => {
    const sentTo = (who: 'recipient' | 'outsider', uid: string) =>
      getDocs(
        query(
          collection(clients[who](), 'quotes'),
          where('recipientIds', 'array-contains', uid),
          limit(PAGE),
        ),
      );
    const mine = await assertSucceeds(sentTo('recipient', RECIPIENT));
    expect(mine.docs.map((snapshot) => snapshot.ref.path)).toEqual([QUOTE]);
    const outsider = await assertSucceeds(sentTo('outsider', OUTSIDER));
    expect(outsider.docs.map((snapshot) => snapshot.ref.path)).toEqual([OTHER_QUOTE]);
    await assertFails(getDoc(doc(clients.recipient(), OTHER_QUOTE)));
  });

  it('let admins filter every request by status, category and city, in any combination', async () => {
    const filters = [
      where('status', '==', 'responded'),
      where('category', '==', 'plumbing'),
      where('location.city', '==', 'Douala'),
    ];
    const quotes = collection(clients.admin(), 'quotes');
    for (let mask = 0; mask < 2 ** filters.length; mask += 1) {
      const chosen = filters.filter((_, index) => mask & (1 << index));
      const page = await assertSucceeds(
        getDocs(query(quotes, ...chosen, orderBy('createdAt', 'desc'), limit(PAGE))),
      );
      expect(page.size).toBe(chosen.length === 0 ? 2 : 1);
      await assertFails(getDocs(query(quotes, ...chosen, orderBy('createdAt', 'desc'), limit(51))));
    }
  });
});

describe('the customer’s comparison of responses', () => {
  it('lists every response of their request, prices included', async () => {
    const page = await assertSucceeds(getDocs(requestResponses(clients.customer())));
    expect(page.docs.map((snapshot) => snapshot.id).sort()).toEqual([RECIPIENT, OTHER_RECIPIENT]);
    expect(page.docs.find((snapshot) => snapshot.id === RECIPIENT)?.get('totalFCFA')).toBe(30000);
  });

  it('must filter on customerId, so the rules can prove it returns only theirs', async () => {
    const responses = collection(clients.customer(), `${QUOTE}/responses`);
    await assertFails(getDocs(query(responses, limit(PAGE))));
    await assertFails(getDocs(requestResponses(clients.customer(), CUSTOMER, 51)));
  });

  it('is closed to a different customer, whatever the query', async () => {
    const db = clients.otherCustomer();
    await assertFails(getDocs(requestResponses(db)));
    await assertFails(getDocs(query(collection(db, `${QUOTE}/responses`), limit(PAGE))));
    // Filtering on their own uid is allowed and finds nothing on someone else's request.
    const own = await assertSucceeds(getDocs(requestResponses(db, OTHER_CUSTOMER)));
    expect(own.size).toBe(0);
  });
});

describe('the provider inbox', () => {
  // RECIPIENT's response is `sent`: it shows in the answered tab only.
  it.each(Object.entries(PROVIDER_INBOX_TABS))('lists and counts the %s tab', async (name, tab) => {
    const db = clients.recipient();
    const page = await assertSucceeds(getDocs(inbox(db, RECIPIENT, tab)));
    const expected = name === 'answered' ? [RESPONSE] : [];
    expect(page.docs.map((snapshot) => snapshot.ref.path)).toEqual(expected);
    const count = await assertSucceeds(
      getCountFromServer(query(inbox(db, RECIPIENT, tab), limit(50))),
    );
    expect(count.data().count).toBe(expected.length);
  });

  it('shows each recipient only their own response', async () => {
    const page = await assertSucceeds(
      getDocs(inbox(clients.otherRecipient(), OTHER_RECIPIENT, PROVIDER_INBOX_TABS.new)),
    );
    expect(page.docs.map((snapshot) => snapshot.ref.path)).toEqual([
      `${QUOTE}/responses/${OTHER_RECIPIENT}`,
    ]);
  });

  it('never lets a provider read another provider’s quote (no price leak)', async () => {
    const db = clients.otherRecipient();
    await assertFails(getDoc(doc(db, RESPONSE)));
    await assertFails(getDocs(inbox(db, RECIPIENT, PROVIDER_INBOX_TABS.answered)));
    await assertFails(
      getDocs(query(collectionGroup(db, 'responses'), where('status', '==', 'sent'), limit(PAGE))),
    );
    await assertFails(getDocs(query(collection(db, `${QUOTE}/responses`), limit(PAGE))));
  });

  it('is bounded: no inbox or count without a limit, or over 50', async () => {
    const db = clients.recipient();
    const unbounded = query(
      collectionGroup(db, 'responses'),
      where('providerId', '==', RECIPIENT),
      where('status', 'in', PROVIDER_INBOX_TABS.answered),
    );
    await assertFails(getDocs(unbounded));
    await assertFails(getCountFromServer(unbounded));
    await assertFails(getCountFromServer(query(unbounded, limit(51))));
  });

  it('lets admins list every response', async () => {
    const page = await assertSucceeds(
      getDocs(query(collectionGroup(clients.admin(), 'responses'), limit(PAGE))),
    );
    expect(page.size).toBe(3);
  });
});

/** Each write as [who, its fields' names, the fields] for a test's name. */
const fieldWrites = (writes: [Who, Record<string, unknown>][]) =>
  writes.map(([who, changes]) => [who, Object.keys(changes).join(', '), changes] as const);

/** Every move of a state machine that a party makes, from each state it starts from. */
function clientMoves<S extends string>(machine: readonly Transition<S>[]) {
  return machine.flatMap(({ action, actor, from, to }) =>
    actor === 'timer' ? [] : from.map((start) => ({ action, actor, from: start, to })),
  );
}

/** The client each actor of a transition would write with; timers have none. */
const ACTOR_CLIENT = { customer: 'customer', provider: 'recipient', admin: 'admin' } as const;

describe('request state machine: the api moves every state, no client write does', () => {
  it.each(clientMoves(QUOTE_TRANSITIONS))(
    'the $actor cannot $action a request ($from → $to) by writing it: the api runs the state machine',
    async ({ actor, from, to }) => {
      await given(QUOTE, { ...request, status: from });
      const db = clients[ACTOR_CLIENT[actor]]();
      await assertFails(updateDoc(doc(db, QUOTE), { status: to, updatedAt: serverTimestamp() }));
    },
  );

  it.each(['customer', 'recipient', 'admin'] as const)(
    'the %s cannot expire a request (a server timer does)',
    async (who) => {
      await given(QUOTE, { ...request, status: 'pending' });
      await assertFails(updateDoc(doc(clients[who](), QUOTE), { status: 'expired' }));
    },
  );

  it.each(
    fieldWrites([
      ['customer', { acceptedProviderId: RECIPIENT, contractId: 'q1' }],
      ['customer', { cancelReason: 'Plus besoin', cancelledBy: 'customer' }],
      ['customer', { recipientIds: [RECIPIENT] }],
      ['recipient', { quoteCount: 2 }],
      ['outsider', { recipientIds: arrayUnion(OUTSIDER) }],
      ['admin', { cancelReason: 'Abus', cancelledBy: 'admin' }],
    ]),
  )('the %s cannot write %s (the api sets them)', async (who, _, changes) => {
    await assertFails(updateDoc(doc(clients[who](), QUOTE), changes));
  });
});

describe('response state machine: the api moves every state, no client write does', () => {
  it.each(clientMoves(QUOTE_RESPONSE_TRANSITIONS))(
    'the $actor cannot $action a response ($from → $to) by writing it: the api runs the state machine',
    async ({ actor, from, to }) => {
      await given(RESPONSE, { ...response(RECIPIENT, from) });
      const db = clients[ACTOR_CLIENT[actor]]();
      await assertFails(updateDoc(doc(db, RESPONSE), { status: to, updatedAt: serverTimestamp() }));
    },
  );

  it.each(['customer', 'recipient', 'admin'] as const)(
    'the %s cannot expire a response (a server timer does at validUntil)',
    async (who) => {
      await assertFails(updateDoc(doc(clients[who](), RESPONSE), { status: 'expired' }));
    },
  );

  it.each(
    fieldWrites([
      ['customer', { seenAt: serverTimestamp() }],
      ['recipient', { totalFCFA: 1, lineItems: [] }],
      ['recipient', { validUntil: day(30), revision: 1 }],
      ['recipient', { providerRating: 5, providerVerified: true }],
      ['recipient', { seenAt: null }],
      ['otherRecipient', { customerId: OTHER_RECIPIENT }],
    ]),
  )('the %s cannot write %s (the api sets them)', async (who, _, changes) => {
    await assertFails(updateDoc(doc(clients[who](), RESPONSE), changes));
  });
});
