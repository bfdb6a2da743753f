import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { ProviderStatsDocument } from '@marketplace/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  query,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { can, expectAccess, ROLES, rulesTestEnvironment } from './env';

// providerStats/{uid} (issue 13): the sales dashboard's figures, read by that provider and
// admins, written by triggers only (from aggregation queries): no client writes them, not even
// their provider, who could otherwise inflate their own figures.

const PROVIDER = 'provider-a';
const STATS = `providerStats/${PROVIDER}`;

const stats: ProviderStatsDocument<Timestamp> = {
  statusCounts: { pending: 1, confirmed: 2, completed: 3, cancelled: 1 },
  revenueByWeek: { '2026-06-08': 20000, '2026-06-15': 10000 },
  revenueByMonth: { '2026-06': 30000 },
  ratingByMonth: { '2026-06': { sum: 9, count: 2 } },
  services: {
    s01: {
      title: { fr: 'Réparation de fuite', en: 'Leak repair' },
      completed: 3,
      revenueFCFA: 30000,
    },
  },
  quotes: { answered: 4, won: 1 },
  paid: { count: 2, amountFCFA: 25000 },
  paidByMonth: { '2026-06': 25000 },
  updatedAt: Timestamp.fromMillis(Date.UTC(2026, 5, 20)),
};

const env = rulesTestEnvironment(async (db) => {
  await setDoc(doc(db, STATS), stats);
  await setDoc(doc(db, 'providerStats/provider-b'), stats);
});

const as =
  (uid: string, claims: Record<string, unknown> = { email_verified: true }) =>
  () =>
    env().authenticatedContext(uid, claims).firestore();
const clients = {
  visitor: () => env().unauthenticatedContext().firestore(),
  stranger: as(ROLES.user.uid),
  /** A customer of the provider (one of their bookings' customers). */
  customer: as('customer-uid'),
  owner: as(PROVIDER),
  /** Another provider, a competitor. */
  otherProvider: as('provider-b'),
  admin: as(ROLES.admin.uid, ROLES.admin.claims),
  /** The provider before verifying their email: their figures are still theirs. */
  unverifiedOwner: as(PROVIDER, { email_verified: false }),
};
type Who = keyof typeof clients;
const EVERYONE = Object.keys(clients) as Who[];

describe.each(EVERYONE)('providerStats as %s', (who) => {
  const db = () => clients[who]();
  const reads = who === 'owner' || who === 'unverifiedOwner' || who === 'admin';

  it(can(reads, "get the provider's figures"), async () => {
    await expectAccess(reads, getDoc(doc(db(), STATS)));
  });

  it(can(who === 'admin', 'list figures (bounded)'), async () => {
    await expectAccess(
      who === 'admin',
      getDocs(query(collection(db(), 'providerStats'), limit(20))),
    );
    await assertFails(getDocs(collection(db(), 'providerStats')));
    await assertFails(getDocs(query(collection(db(), 'providerStats'), limit(51))));
  });

  it('cannot create, update or delete figures (triggers write them)', async () => {
    await assertFails(setDoc(doc(db(), 'providerStats/provider-c'), stats));
    await assertFails(setDoc(doc(db(), STATS), stats));
    await assertFails(updateDoc(doc(db(), STATS), { 'revenueByMonth.2026-06': 9_000_000 }));
    await assertFails(updateDoc(doc(db(), STATS), { 'statusCounts.completed': increment(1) }));
    await assertFails(updateDoc(doc(db(), STATS), { 'paid.amountFCFA': increment(100000) }));
    await assertFails(deleteDoc(doc(db(), STATS)));
  });
});

describe('providerStats', () => {
  it("gives the provider their own figures and not a competitor's", async () => {
    const own = await assertSucceeds(getDoc(doc(clients.owner(), STATS)));
    expect(own.get('revenueByMonth')).toEqual({ '2026-06': 30000 });
    await assertFails(getDoc(doc(clients.owner(), 'providerStats/provider-b')));
  });
});
