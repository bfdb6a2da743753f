import { createHash } from 'node:crypto';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  CONTRACT_TRANSITIONS,
  contractSignedContent,
  QUOTE_LIMITS,
  type ContractDocument,
  type ContractStatus,
} from '@marketplace/domain';
import {
  collection,
  deleteDoc,
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
import { can, expectAccess, roleClients, rulesTestEnvironment } from './env';

// contracts/{quoteId} (issue 12): read by its two parties and admins, listed only by queries
// that filter on the caller's party field with a limit of at most 50, and never written by a
// client, admins included: the api drafts it on acceptance, checks each signature against the
// hash of the terms and runs the state machine.

const CUSTOMER = 'customer-uid';
const PROVIDER = 'provider-a';
/** Another recipient of the request, whose quote was declined when PROVIDER's was accepted. */
const DECLINED_PROVIDER = 'provider-b';
/** A provider who never received the request. */
const OUTSIDER = 'provider-c';

const CONTRACT = 'contracts/q1';
const PAGE = QUOTE_LIMITS.pageSize;
const day = (date: number) => Timestamp.fromMillis(Date.UTC(2026, 5, date));

const drafted = {
  quoteId: 'q1',
  customerId: CUSTOMER,
  providerId: PROVIDER,
  lineItems: [{ label: 'Joint', quantity: 2, unitPriceFCFA: 15000 }],
  totalFCFA: 30000,
  termsVersion: 1,
  terms: {
    duration: '1 jour',
    startDate: '2026-06-10',
    endDate: '2026-06-10',
    paymentTerms: 'À la fin des travaux',
    deliverables: 'Fuite réparée',
    responsibilities: 'Le client donne accès à la cuisine',
    penalties: '',
    terminationClause: 'Annulable 24 h avant',
  },
};
const termsHash = createHash('sha256').update(contractSignedContent(drafted)).digest('hex');

const contract: ContractDocument<Timestamp> = {
  ...drafted,
  customerName: 'Awa',
  providerName: 'Plomberie Akwa',
  category: 'plumbing',
  serviceTitle: null,
  description: 'Fuite sous l’évier de la cuisine',
  location: { city: 'Douala', address: 'Rue 1, Akwa' },
  termsDrafted: true,
  termsHash,
  signatures: { customer: null, provider: null },
  changeRequest: null,
  status: 'pending',
  cancelReason: null,
  cancelledBy: null,
  createdAt: day(3),
  updatedAt: day(3),
};

const env = rulesTestEnvironment(async (db) => {
  await setDoc(doc(db, CONTRACT), contract);
  await setDoc(doc(db, 'contracts/q2'), {
    ...contract,
    quoteId: 'q2',
    customerId: 'other-customer',
    providerId: OUTSIDER,
  });
});

function given(status: ContractStatus): Promise<void> {
  return env().withSecurityRulesDisabled((context) =>
    setDoc(doc(context.firestore(), CONTRACT), { ...contract, status }),
  );
}

const { visitor, user, team, admin } = roleClients(env);
const as = (uid: string) => () => env().authenticatedContext(uid).firestore();
const clients = {
  visitor,
  stranger: user,
  team,
  customer: as(CUSTOMER),
  provider: as(PROVIDER),
  declinedProvider: as(DECLINED_PROVIDER),
  outsider: as(OUTSIDER),
  admin,
};
type Who = keyof typeof clients;
/** The rules-unit-testing (compat) Firestore that the modular functions accept at runtime. */
type Db = ReturnType<typeof visitor>;
const EVERYONE = Object.keys(clients) as Who[];

/** A party's contracts, newest first, one page. */
const contractsOf = (
  db: Db,
  field: 'customerId' | 'providerId',
  uid: string,
  size: number = PAGE,
) =>
  query(
    collection(db, 'contracts'),
    where(field, '==', uid),
    orderBy('createdAt', 'desc'),
    limit(size),
  );

describe.each(EVERYONE)('contracts as %s', (who) => {
  const db = () => clients[who]();
  const isParty = who === 'customer' || who === 'provider';
  const isReader = isParty || who === 'admin';

  it(can(isReader, 'get the contract'), async () => {
    await expectAccess(isReader, getDoc(doc(db(), CONTRACT)));
  });

  it(can(who === 'customer' || who === 'admin', "list the customer's contracts"), async () => {
    await expectAccess(
      who === 'customer' || who === 'admin',
      getDocs(contractsOf(db(), 'customerId', CUSTOMER)),
    );
  });

  it(can(who === 'provider' || who === 'admin', "list the provider's contracts"), async () => {
    await expectAccess(
      who === 'provider' || who === 'admin',
      getDocs(contractsOf(db(), 'providerId', PROVIDER)),
    );
  });

  it(can(who === 'admin', 'list contracts without filtering on a party'), async () => {
    await expectAccess(who === 'admin', getDocs(query(collection(db(), 'contracts'), limit(PAGE))));
  });

  it('cannot create, update or delete a contract (the api writes them)', async () => {
    await assertFails(setDoc(doc(db(), 'contracts/q3'), { ...contract, quoteId: 'q3' }));
    await assertFails(setDoc(doc(db(), CONTRACT), contract));
    await assertFails(updateDoc(doc(db(), CONTRACT), { description: 'Autre chose' }));
    await assertFails(deleteDoc(doc(db(), CONTRACT)));
  });
});

describe('contract lists', () => {
  it("give each party their own contracts and nobody else's", async () => {
    const mine = await assertSucceeds(
      getDocs(contractsOf(clients.customer(), 'customerId', CUSTOMER)),
    );
    expect(mine.docs.map((snapshot) => snapshot.ref.path)).toEqual([CONTRACT]);
    const theirs = await assertSucceeds(
      getDocs(contractsOf(clients.provider(), 'providerId', PROVIDER)),
    );
    expect(theirs.docs.map((snapshot) => snapshot.ref.path)).toEqual([CONTRACT]);
    const none = await assertSucceeds(
      getDocs(contractsOf(clients.declinedProvider(), 'providerId', DECLINED_PROVIDER)),
    );
    expect(none.size).toBe(0);
  });

  it('are bounded: no list without a limit or with a limit over 50', async () => {
    await assertSucceeds(getDocs(contractsOf(clients.customer(), 'customerId', CUSTOMER, 50)));
    await assertFails(getDocs(contractsOf(clients.customer(), 'customerId', CUSTOMER, 51)));
    await assertFails(
      getDocs(
        query(collection(clients.provider(), 'contracts'), where('providerId', '==', PROVIDER)),
      ),
    );
    await assertFails(getDocs(collection(clients.admin(), 'contracts')));
    await assertFails(getDocs(query(collection(clients.admin(), 'contracts'), limit(51))));
  });
});

/** Every move a party makes, from each state it starts from. */
const moves = CONTRACT_TRANSITIONS.flatMap(({ action, actor, from, to }) =>
  from.map((start) => ({ action, actor, from: start, to })),
);

describe('contract state machine: the api moves every state, no client write does', () => {
  it.each(moves)(
    'the $actor cannot $action a contract ($from → $to) by writing it: the api runs the state machine',
    async ({ actor, from, to }) => {
      await given(from);
      await assertFails(
        updateDoc(doc(clients[actor](), CONTRACT), { status: to, updatedAt: serverTimestamp() }),
      );
    },
  );

  it('an admin cannot move a contract either', async () => {
    await given('active');
    await assertFails(updateDoc(doc(clients.admin(), CONTRACT), { status: 'cancelled' }));
  });

  const signature = { name: 'Awa Ndiaye', signedAt: serverTimestamp(), termsHash };

  it.each([
    ['customer', 'sign their own signature', { 'signatures.customer': signature }],
    ['provider', 'sign their own signature', { 'signatures.provider': signature }],
    ['customer', "sign the provider's signature", { 'signatures.provider': signature }],
    ['provider', 'draft the terms', { terms: { ...contract.terms, penalties: '10 %' } }],
    ['provider', 'mark the terms drafted', { termsDrafted: true, termsVersion: 2 }],
    ['provider', 'replace the terms hash', { termsHash: '0'.repeat(64) }],
    ['customer', 'ask for a change', { changeRequest: { message: 'Plus tôt', at: day(4) } }],
    ['customer', 'cancel with a reason', { cancelReason: 'Plus besoin', cancelledBy: 'customer' }],
    ['provider', 'change the price', { totalFCFA: 60000 }],
  ] as const)('the %s cannot %s with a client write (the api does it)', async (who, _, changes) => {
    await assertFails(updateDoc(doc(clients[who](), CONTRACT), changes));
  });
});
