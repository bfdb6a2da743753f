import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  geohashOf,
  NEW_PROVIDER_STANDING,
  providerServiceSchema,
  SERVICE_IDS,
} from '@marketplace/domain';
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
import { describe, expect, it } from 'vitest';
import { ROLES, roleClients, rulesTestEnvironment } from './env';

const OWNER = 'provider-uid';
const PROVIDER = `providers/${OWNER}`;
const SERVICE = `${PROVIDER}/services/s01`;
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

const CATEGORY_SLUGS = ['plumbing', 'electricity', 'cleaning', 'painting', 'gardening'];

const env = rulesTestEnvironment(async (db) => {
  for (const slug of CATEGORY_SLUGS) {
    await setDoc(doc(db, `categories/${slug}`), {
      name: { fr: slug },
      description: { fr: slug },
      icon: 'work',
      order: 0,
      active: true,
    });
  }
  await setDoc(doc(db, PROVIDER), {
    ...provider,
    ...NEW_PROVIDER_STANDING,
    priceFromFCFA: 10000,
    searchTokens: [],
  });
  await setDoc(doc(db, SERVICE), service);
});

const { team, admin, visitor } = roleClients(env);
const as = {
  owner: () => env().authenticatedContext(OWNER, { email_verified: true }).firestore(),
  other: () => env().authenticatedContext(ROLES.user.uid).firestore(),
  team,
  admin,
  visitor,
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

  it.each(Object.keys(as) as (keyof typeof as)[])(
    'a %s lists at most 50 services at a time',
    async (who) => {
      const services = collection(as[who](), `${PROVIDER}/services`);
      await assertFails(getDocs(services));
      await assertFails(getDocs(query(services, limit(51))));
      await assertSucceeds(getDocs(query(services, limit(50))));
    },
  );

  it('the owner adds, edits and removes services in their categories', async () => {
    const db = as.owner();
    await assertSucceeds(setDoc(doc(db, `${PROVIDER}/services/s02`), service));
    await assertSucceeds(
      setDoc(doc(db, `${PROVIDER}/services/s03`), {
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
    const db = env().authenticatedContext(uid, { email_verified: true }).firestore();
    const batch = writeBatch(db);
    batch.set(doc(db, `providers/${uid}`), {
      ...provider,
      ...NEW_PROVIDER_STANDING,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    batch.set(doc(db, `providers/${uid}/services/s01`), service);
    batch.set(doc(db, `providers/${uid}/services/s02`), { ...service, category: 'electricity' });
    await assertSucceeds(batch.commit());
  });

  it('one batch holds a provider in 5 categories and its 20 services (rules read limits)', async () => {
    const uid = 'newcomer';
    const db = env().authenticatedContext(uid, { email_verified: true }).firestore();
    const batch = writeBatch(db);
    batch.set(doc(db, `providers/${uid}`), {
      ...provider,
      categories: CATEGORY_SLUGS,
      ...NEW_PROVIDER_STANDING,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    SERVICE_IDS.forEach((id, index) => {
      const category = CATEGORY_SLUGS[index % CATEGORY_SLUGS.length];
      batch.set(doc(db, `providers/${uid}/services/${id}`), { ...service, category });
    });
    await assertSucceeds(batch.commit());
  });

  it('a service needs its provider', async () => {
    const db = env().authenticatedContext('nobody').firestore();
    await assertFails(setDoc(doc(db, 'providers/nobody/services/s01'), service));
  });

  it("a service's category is one of its provider's", async () => {
    await assertFails(
      setDoc(doc(as.owner(), `${PROVIDER}/services/s02`), { ...service, category: 'cleaning' }),
    );
    await assertFails(updateDoc(doc(as.owner(), SERVICE), { category: 'gardening' }));
  });

  it.each(BAD_VALUES)('%s is refused', async (_label, changes) => {
    await assertFails(
      setDoc(doc(as.owner(), `${PROVIDER}/services/s02`), { ...service, ...changes }),
    );
    await assertFails(updateDoc(doc(as.owner(), SERVICE), changes));
  });

  it('a missing field or an extra one is refused', async () => {
    for (const key of Object.keys(service)) {
      const data = Object.fromEntries(Object.entries(service).filter(([name]) => name !== key));
      await assertFails(setDoc(doc(as.owner(), `${PROVIDER}/services/s02`), data));
    }
    await assertFails(
      setDoc(doc(as.owner(), `${PROVIDER}/services/s02`), { ...service, featured: true }),
    );
  });

  it('at most 20 services: ids s01 to s20 only', async () => {
    for (const id of SERVICE_IDS) {
      await assertSucceeds(setDoc(doc(as.owner(), `${PROVIDER}/services/${id}`), service));
    }
    for (const id of ['s00', 's21', 's1', 's001', 'S01', 's01x', 'service-a', 'x'.repeat(64)]) {
      await assertFails(setDoc(doc(as.owner(), `${PROVIDER}/services/${id}`), service));
      await assertFails(setDoc(doc(as.admin(), `${PROVIDER}/services/${id}`), service));
    }
  });

  it.each(others)('a %s cannot add, edit or remove services', async (who) => {
    await assertFails(setDoc(doc(as[who](), `${PROVIDER}/services/s02`), service));
    await assertFails(updateDoc(doc(as[who](), SERVICE), { priceFCFA: 1 }));
    await assertFails(deleteDoc(doc(as[who](), SERVICE)));
  });

  it('an admin adds, edits and removes valid services', async () => {
    const db = as.admin();
    await assertSucceeds(setDoc(doc(db, `${PROVIDER}/services/s02`), service));
    await assertSucceeds(updateDoc(doc(db, SERVICE), { durationMinutes: 30 }));
    await assertSucceeds(deleteDoc(doc(db, SERVICE)));
    await assertFails(setDoc(doc(db, `${PROVIDER}/services/s03`), { ...service, unit: 'week' }));
  });
});
