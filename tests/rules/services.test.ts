import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { geohashOf, NEW_PROVIDER_STANDING, providerServiceSchema } from '@marketplace/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLES, rulesEnvironment } from './env';

const OWNER = 'provider-uid';
const PROVIDER = `providers/${OWNER}`;
const SERVICE = `${PROVIDER}/services/s1`;
const DOUALA = { lat: 4.0483, lng: 9.6985 };
const week = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

const provider = {
  displayName: 'Jean-Paul Ekwalla',
  headline: { fr: 'Plombier et électricien' },
  about: { fr: 'Douze ans de métier.' },
  categories: ['plumbing', 'electricity'],
  specialties: [],
  experienceYears: 12,
  city: 'Douala',
  country: 'CM',
  geo: { ...DOUALA, geohash: geohashOf(DOUALA) },
  priceFromFCFA: 10000,
  availability: week,
  portfolio: [],
  languages: ['fr'],
  contact: { phone: '+237677412583' },
};

/** domain providerServiceSchema */
const service = {
  title: { fr: 'Réparation de fuite', en: 'Leak repair' },
  category: 'plumbing',
  priceFCFA: 10000,
  unit: 'fixed',
  durationMinutes: 60,
  description: { fr: 'Robinet, siphon ou canalisation apparente.' },
};

const BAD_VALUES: [string, Record<string, unknown>][] = [
  ['a title without French', { title: { en: 'Leak repair' } }],
  ['a blank title', { title: { fr: '  ' } }],
  ['a long title', { title: { fr: 't'.repeat(81) } }],
  ['a category that is not a slug', { category: 'Plomberie' }],
  ['a negative price', { priceFCFA: -1 }],
  ['a fractional price', { priceFCFA: 10.5 }],
  ['a price as text', { priceFCFA: '10000' }],
  ['a price too high', { priceFCFA: 100_000_001 }],
  ['an unknown unit', { unit: 'week' }],
  ['no duration', { durationMinutes: 0 }],
  ['a fractional duration', { durationMinutes: 1.5 }],
  ['a duration over a week', { durationMinutes: 7 * 24 * 60 + 1 }],
  ['a description that is text', { description: 'Robinet' }],
  ['a long description', { description: { fr: 'd'.repeat(501) } }],
  ['a blank English description', { description: { fr: '', en: ' ' } }],
];

let env: RulesTestEnvironment;

// Loading the rules can take a while on a busy machine.
beforeAll(async () => {
  env = await rulesEnvironment();
}, 60_000);
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), PROVIDER), {
      ...provider,
      ...NEW_PROVIDER_STANDING,
      searchTokens: [],
    });
    await setDoc(doc(context.firestore(), SERVICE), service);
  });
});

const as = {
  owner: () => env.authenticatedContext(OWNER).firestore(),
  other: () => env.authenticatedContext(ROLES.user.uid).firestore(),
  team: () => env.authenticatedContext(ROLES.team.uid, ROLES.team.claims).firestore(),
  admin: () => env.authenticatedContext(ROLES.admin.uid, ROLES.admin.claims).firestore(),
  visitor: () => env.unauthenticatedContext().firestore(),
};
const others = ['other', 'team', 'visitor'] as const;

describe('the fixtures', () => {
  it('agree with the domain schema', () => {
    expect(providerServiceSchema.safeParse(service).success).toBe(true);
    for (const [label, changes] of BAD_VALUES) {
      expect(providerServiceSchema.safeParse({ ...service, ...changes }).success, label).toBe(
        false,
      );
    }
  });
});

describe('providers/{uid}/services/{id}', () => {
  it.each(Object.keys(as) as (keyof typeof as)[])(
    'a %s reads the services of a provider',
    async (who) => {
      await assertSucceeds(getDoc(doc(as[who](), SERVICE)));
      await assertSucceeds(
        getDocs(query(collection(as[who](), `${PROVIDER}/services`), limit(20))),
      );
    },
  );

  it('the owner adds, edits and removes services in their categories', async () => {
    const db = as.owner();
    await assertSucceeds(setDoc(doc(db, `${PROVIDER}/services/s2`), service));
    await assertSucceeds(
      setDoc(doc(db, `${PROVIDER}/services/s3`), {
        ...service,
        title: { fr: 'Tableau électrique' },
        category: 'electricity',
        unit: 'quote',
        priceFCFA: 0,
        description: { fr: '' },
      }),
    );
    await assertSucceeds(updateDoc(doc(db, SERVICE), { priceFCFA: 12000, unit: 'hour' }));
    await assertSucceeds(deleteDoc(doc(db, SERVICE)));
  });

  it('the owner creates their provider and its services in one batch', async () => {
    const uid = 'newcomer';
    const db = env.authenticatedContext(uid).firestore();
    const batch = writeBatch(db);
    batch.set(doc(db, `providers/${uid}`), {
      ...provider,
      ...NEW_PROVIDER_STANDING,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    batch.set(doc(db, `providers/${uid}/services/s1`), service);
    batch.set(doc(db, `providers/${uid}/services/s2`), { ...service, category: 'electricity' });
    await assertSucceeds(batch.commit());
  });

  it('a service needs its provider', async () => {
    const db = env.authenticatedContext('nobody').firestore();
    await assertFails(setDoc(doc(db, 'providers/nobody/services/s1'), service));
  });

  it("a service's category is one of its provider's", async () => {
    await assertFails(
      setDoc(doc(as.owner(), `${PROVIDER}/services/s2`), { ...service, category: 'cleaning' }),
    );
    await assertFails(updateDoc(doc(as.owner(), SERVICE), { category: 'gardening' }));
  });

  it.each(BAD_VALUES)('%s is refused', async (_label, changes) => {
    await assertFails(
      setDoc(doc(as.owner(), `${PROVIDER}/services/s2`), { ...service, ...changes }),
    );
    await assertFails(updateDoc(doc(as.owner(), SERVICE), changes));
  });

  it('a missing field or an extra one is refused', async () => {
    for (const key of Object.keys(service)) {
      const data = Object.fromEntries(Object.entries(service).filter(([name]) => name !== key));
      await assertFails(setDoc(doc(as.owner(), `${PROVIDER}/services/s2`), data));
    }
    await assertFails(
      setDoc(doc(as.owner(), `${PROVIDER}/services/s2`), { ...service, featured: true }),
    );
  });

  it('a very long id is refused', async () => {
    await assertFails(setDoc(doc(as.owner(), `${PROVIDER}/services/${'x'.repeat(65)}`), service));
    await assertSucceeds(
      setDoc(doc(as.owner(), `${PROVIDER}/services/${'x'.repeat(64)}`), service),
    );
  });

  it.each(others)('a %s cannot add, edit or remove services', async (who) => {
    await assertFails(setDoc(doc(as[who](), `${PROVIDER}/services/s2`), service));
    await assertFails(updateDoc(doc(as[who](), SERVICE), { priceFCFA: 1 }));
    await assertFails(deleteDoc(doc(as[who](), SERVICE)));
  });

  it('a signed-in user cannot add services to their own id under another provider', async () => {
    const db = as.other();
    await assertFails(setDoc(doc(db, `${PROVIDER}/services/${ROLES.user.uid}`), service));
  });

  it('an admin adds, edits and removes valid services', async () => {
    const db = as.admin();
    await assertSucceeds(setDoc(doc(db, `${PROVIDER}/services/s2`), service));
    await assertSucceeds(updateDoc(doc(db, SERVICE), { durationMinutes: 30 }));
    await assertSucceeds(deleteDoc(doc(db, SERVICE)));
    await assertFails(setDoc(doc(db, `${PROVIDER}/services/s3`), { ...service, unit: 'week' }));
  });
});
