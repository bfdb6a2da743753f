import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  geohashOf,
  NEW_PROVIDER_STANDING,
  providerProfileSchema,
  type ProviderProfile,
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
import { beforeEach, describe, expect, it } from 'vitest';
import { largestProfile, LONGEST_CATEGORY_SLUGS } from '../fixtures/providers';
import { ROLES, roleClients, rulesTestEnvironment } from './env';

const OWNER = 'provider-uid';
const OTHER = ROLES.user.uid;
const PATH = `providers/${OWNER}`;
const DOUALA = { lat: 4.0483, lng: 9.6985 };
const noSlots = { tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

/** What the onboarding form writes (domain providerProfileSchema). */
const profile: ProviderProfile = {
  displayName: 'Jean-Paul Ekwalla',
  headline: { fr: 'Plombier agréé à Douala', en: 'Licensed plumber in Douala' },
  about: { fr: 'Douze ans de métier, devis gratuit.' },
  categories: ['plumbing', 'electricity'],
  specialties: ['Fuites', 'Débouchage'],
  experienceYears: 12,
  city: 'Douala',
  country: 'CM',
  geo: { ...DOUALA, geohash: geohashOf(DOUALA) },
  availability: { mon: ['08:00-18:00'], ...noSlots },
  portfolio: ['https://example.com/chantier.jpg'],
  languages: ['fr', 'en'],
  contact: { phone: '+237 677 41 25 83', whatsapp: '+237677412583' },
};

const newProvider = (changes: Record<string, unknown> = {}) => ({
  ...profile,
  ...NEW_PROVIDER_STANDING,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...changes,
});

/** A provider as stored after a while: verified and rated by the platform, indexed. */
const storedProvider = {
  ...profile,
  priceFromFCFA: 10000,
  verified: true,
  verificationStatus: 'approved',
  rating: 4.5,
  reviewCount: 2,
  ratingCounts: { 5: 1, 4: 1, 3: 0, 2: 0, 1: 0 },
  searchTokens: ['plombier', 'c:plumbing'],
  createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)),
  updatedAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)),
};

const FORBIDDEN: [string, unknown][] = [
  ['verified', true],
  ['verificationStatus', 'approved'],
  ['rating', 5],
  ['reviewCount', 12],
  ['ratingCounts', { 5: 12, 4: 0, 3: 0, 2: 0, 1: 0 }],
  ['searchTokens', ['plombier']],
  ['priceFromFCFA', 10000],
];

/** Category documents the fixtures name (a provider's categories must exist). */
const CATEGORY_SLUGS = [
  'plumbing',
  'electricity',
  'cleaning',
  'informatique',
  'air-conditioning',
  ...LONGEST_CATEGORY_SLUGS,
];
const categoryDocuments = Object.fromEntries(
  CATEGORY_SLUGS.map((slug, order) => [
    `categories/${slug}`,
    { name: { fr: slug }, description: { fr: slug }, icon: 'work', order, active: true },
  ]),
);

/** Profile values the domain schema refuses; the rules must refuse them too. */
const BAD_VALUES: [string, Partial<Record<keyof ProviderProfile, unknown>>][] = [
  ['a blank displayName', { displayName: '   ' }],
  ['a long displayName', { displayName: 'n'.repeat(81) }],
  ['a headline without French', { headline: { en: 'Plumber' } }],
  ['a blank English headline', { headline: { fr: 'Plombier', en: '' } }],
  ['a long headline', { headline: { fr: 'h'.repeat(121) } }],
  ['a long English headline', { headline: { fr: 'Plombier', en: 'h'.repeat(121) } }],
  ['a long about', { about: { fr: 'a'.repeat(2001) } }],
  ['a long English about', { about: { fr: 'À propos', en: 'a'.repeat(2001) } }],
  ['no categories', { categories: [] }],
  ['six categories', { categories: ['a', 'b', 'c', 'd', 'e', 'f'] }],
  ['a category that is not a slug', { categories: ['plumbing', 'Plomberie'] }],
  ['a category that is not a string', { categories: [3] }],
  ['two categories in one', { categories: ['plumbing,cleaning'] }],
  ['a long category', { categories: ['c'.repeat(41)] }],
  ['eleven specialties', { specialties: Array.from({ length: 11 }, (_, i) => `s${i}`) }],
  ['a blank specialty', { specialties: ['Fuites', ' '] }],
  ['a specialty that is not a string', { specialties: ['Fuites', 7] }],
  ['a specialty on two lines', { specialties: [`${'s'.repeat(30)}\n${'s'.repeat(30)}`] }],
  ['a long specialty', { specialties: ['s'.repeat(41)] }],
  ['negative experience', { experienceYears: -1 }],
  ['too much experience', { experienceYears: 61 }],
  ['fractional experience', { experienceYears: 2.5 }],
  ['a blank city', { city: '' }],
  ['a long city', { city: 'c'.repeat(101) }],
  ['a country outside the 12', { country: 'FR' }],
  ['no country', { country: '' }],
  ['a latitude out of range', { geo: { lat: 91, lng: 9, geohash: 's0' } }],
  ['a longitude that is not a number', { geo: { lat: 4, lng: '9', geohash: 's0' } }],
  ['a geo without geohash', { geo: DOUALA }],
  ['a long geohash', { geo: { ...DOUALA, geohash: 's'.repeat(13) } }],
  ['availability without Sunday', { availability: { mon: [], ...noSlots, sun: undefined } }],
  [
    'four slots in a day',
    {
      availability: {
        mon: ['06:00-07:00', '08:00-09:00', '10:00-11:00', '12:00-13:00'],
        ...noSlots,
      },
    },
  ],
  ['an invalid time', { availability: { mon: ['8h-18:00'], ...noSlots } }],
  ['an hour past 23', { availability: { mon: ['08:00-24:00'], ...noSlots } }],
  ['a slot with seconds', { availability: { mon: ['08:00:00-18:00'], ...noSlots } }],
  ['two slots in one string', { availability: { mon: ['08:00-09:00,10:00-11:00'], ...noSlots } }],
  ['a slot as a map', { availability: { mon: [{ start: '08:00', end: '18:00' }], ...noSlots } }],
  ['a day as text', { availability: { ...noSlots, mon: '08:00-18:00' } }],
  ['a javascript: portfolio link', { portfolio: ['javascript:alert(1)'] }],
  ['a long portfolio link', { portfolio: [`https://example.com/${'p'.repeat(281)}`] }],
  ['a portfolio link that is not a string', { portfolio: [{ url: 'https://example.com' }] }],
  ['thirteen portfolio links', { portfolio: Array(13).fill('https://example.com/a.jpg') }],
  ['no languages', { languages: [] }],
  ['an unknown language', { languages: ['fr', 'xx'] }],
  ['eighteen languages', { languages: Array(18).fill('fr') }],
  ['languages as text', { languages: 'fr' }],
  ['no way to be contacted', { contact: {} }],
  ['an invalid phone', { contact: { phone: 'call me' } }],
  ['a long phone', { contact: { phone: '+237 677 41 25 83 123' } }],
  ['a long email', { contact: { email: `${'e'.repeat(64)}@${'d'.repeat(186)}.com` } }],
  ['an invalid email', { contact: { email: 'jean.example.com' } }],
  ['an invalid WhatsApp number', { contact: { whatsapp: '12' } }],
  ['a long WhatsApp number', { contact: { whatsapp: '+23767741258312345678' } }],
];

/**
 * Slots the schema refuses but the rules let through: the rules check every slot's shape and
 * each day's count with one expression over the week, but 21 start/end comparisons do not fit
 * their budget of 1,000 expressions per request next to the rest of the profile.
 */
const SCHEMA_ONLY: [string, Partial<Record<keyof ProviderProfile, unknown>>][] = [
  ['a slot ending before it starts', { availability: { mon: ['18:00-08:00'], ...noSlots } }],
  ['a slot ending as it starts', { availability: { mon: ['08:00-08:00'], ...noSlots } }],
  [
    'a third slot ending before it starts',
    { availability: { mon: ['06:00-07:00', '08:00-09:00', '12:00-11:59'], ...noSlots } },
  ],
];

/**
 * What the schema tolerates (it strips unknown keys; a URL parser accepts a space) but the rules
 * refuse outright.
 */
const STRICTER_THAN_SCHEMA: [string, Partial<Record<keyof ProviderProfile, unknown>>][] = [
  ['a headline with another language', { headline: { fr: 'Plombier', de: 'Klempner' } }],
  ['a geo with an extra key', { geo: { ...profile.geo, city: 'Douala' } }],
  ['availability with an extra day', { availability: { ...profile.availability, holiday: [] } }],
  ['a portfolio link with a space', { portfolio: ['https://example.com/a b.jpg'] }],
  ['another contact channel', { contact: { phone: '+237677412583', fax: '+237677412584' } }],
];

/** The largest valid profile: every list full, every text at its longest. */
const largest = largestProfile;

const env = rulesTestEnvironment(() => given(categoryDocuments));

function given(documents: Record<string, Record<string, unknown>>): Promise<void> {
  return env().withSecurityRulesDisabled(async (context) => {
    for (const [path, data] of Object.entries(documents)) {
      await setDoc(doc(context.firestore(), path), data);
    }
  });
}

const verified = { email_verified: true };
const { team, admin, visitor } = roleClients(env);
const as = {
  owner: () => env().authenticatedContext(OWNER, verified).firestore(),
  other: () => env().authenticatedContext(OTHER, verified).firestore(),
  team,
  admin,
  visitor,
};
const everyone = Object.keys(as) as (keyof typeof as)[];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** `base` with `changes`, where an undefined value (at the top or one level down) means absent. */
function withChanges(base: Record<string, unknown>, changes: Record<string, unknown>) {
  const defined = (entries: [string, unknown][]) =>
    entries.filter(([, value]) => value !== undefined);
  return Object.fromEntries(
    defined(Object.entries({ ...base, ...changes })).map(([key, value]) => [
      key,
      isPlainObject(value) ? Object.fromEntries(defined(Object.entries(value))) : value,
    ]),
  );
}

describe('the fixtures', () => {
  it('agree with the domain schema: the valid profiles pass, every bad value fails', () => {
    expect(providerProfileSchema.safeParse(profile).success).toBe(true);
    expect(providerProfileSchema.safeParse(largest).success).toBe(true);
    for (const [label, changes] of [...BAD_VALUES, ...SCHEMA_ONLY]) {
      const data = withChanges(profile as unknown as Record<string, unknown>, changes);
      expect(providerProfileSchema.safeParse(data).success, label).toBe(false);
    }
  });
});

describe('providers/{uid}: read', () => {
  beforeEach(() => given({ [PATH]: storedProvider }));

  it.each(everyone)('a %s reads a provider and lists the search results', async (who) => {
    await assertSucceeds(getDoc(doc(as[who](), PATH)));
    await assertSucceeds(
      getDocs(
        query(
          collection(as[who](), 'providers'),
          where('searchTokens', 'array-contains', 'plombier'),
          where('city', '==', 'Douala'),
          orderBy('rating', 'desc'),
          limit(20),
        ),
      ),
    );
  });

  it.each(everyone)('a %s lists at most 50 providers at a time', async (who) => {
    const providers = collection(as[who](), 'providers');
    await assertFails(getDocs(providers));
    await assertFails(getDocs(query(providers, where('city', '==', 'Douala'))));
    await assertFails(getDocs(query(providers, limit(51))));
    await assertSucceeds(getDocs(query(providers, limit(50))));
  });
});

describe('providers/{uid}: create', () => {
  const create = (who: keyof typeof as, data: Record<string, unknown>, path = PATH) =>
    setDoc(doc(as[who](), path), data);

  it('a signed-in user becomes a provider with their own complete profile', async () => {
    await assertSucceeds(create('owner', newProvider()));
  });

  it('only with a verified email', async () => {
    for (const claims of [{}, { email_verified: false }]) {
      const db = env().authenticatedContext(OWNER, claims).firestore();
      await assertFails(setDoc(doc(db, PATH), newProvider()));
    }
  });

  it('only in categories that exist', async () => {
    await assertFails(create('owner', newProvider({ categories: ['plumbing', 'astrology'] })));
    await assertFails(
      create('owner', newProvider({ categories: [...CATEGORY_SLUGS.slice(0, 4), 'astrology'] })),
    );
  });

  it('accepts the smallest valid profile', async () => {
    await assertSucceeds(
      create(
        'owner',
        newProvider({
          headline: { fr: 'Plombier' },
          categories: ['plumbing'],
          specialties: [],
          experienceYears: 0,
          availability: { mon: [], ...noSlots },
          portfolio: [],
          languages: ['fr'],
          contact: { email: 'jean@example.com' },
        }),
      ),
    );
  });

  it.each(['other', 'team', 'visitor'] as const)(
    'a %s cannot create the provider of someone else',
    async (who) => {
      await assertFails(create(who, newProvider()));
    },
  );

  it('another user creates only their own provider', async () => {
    await assertSucceeds(create('other', newProvider(), `providers/${OTHER}`));
  });

  it('an admin may create any provider, unverified (the api verifies)', async () => {
    const unverified = { ...storedProvider, verified: false, verificationStatus: 'unverified' };
    await assertSucceeds(create('admin', unverified));
    await assertFails(create('admin', { ...storedProvider, verified: true }));
  });

  it.each(FORBIDDEN)('the owner cannot set %s', async (key, value) => {
    await assertFails(create('owner', newProvider({ [key]: value })));
  });

  it('accepts the largest valid profile (within the rules expression budget)', async () => {
    await assertSucceeds(create('owner', newProvider(largest)));
  });

  it.each(Object.keys(newProvider()))('a missing %s is refused', async (key) => {
    await assertFails(create('owner', withChanges(newProvider(), { [key]: undefined })));
  });

  it.each(['role', 'admin', 'unknown'])('an extra %s key is refused', async (key) => {
    await assertFails(create('owner', newProvider({ [key]: true })));
  });

  it('createdAt and updatedAt must be the server time', async () => {
    await assertFails(create('owner', newProvider({ createdAt: Timestamp.now() })));
    await assertFails(create('owner', newProvider({ updatedAt: Timestamp.now() })));
  });

  it.each([...BAD_VALUES, ...STRICTER_THAN_SCHEMA])('%s is refused', async (_label, changes) => {
    await assertFails(create('owner', withChanges(newProvider(), changes)));
  });
});

describe('providers/{uid}: update', () => {
  beforeEach(() => given({ [PATH]: storedProvider }));
  const update = (who: keyof typeof as, changes: Record<string, unknown>) =>
    updateDoc(doc(as[who](), PATH), changes);

  it('the owner edits the profile, stamping updatedAt', async () => {
    await assertSucceeds(
      update('owner', {
        headline: { fr: 'Plombier et électricien', en: 'Plumber and electrician' },
        categories: ['plumbing'],
        contact: { email: 'jean@example.com' },
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(
      setDoc(doc(as.owner(), PATH), {
        ...storedProvider,
        city: 'Yaoundé',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('the owner must stamp updatedAt with the server time', async () => {
    await assertFails(update('owner', { city: 'Yaoundé' }));
    await assertFails(update('owner', { city: 'Yaoundé', updatedAt: Timestamp.now() }));
  });

  it.each<[string, unknown]>([
    ['verified', false],
    ['verificationStatus', 'pending'],
    ['rating', 5],
    ['reviewCount', 12],
    ['ratingCounts', { 5: 12, 4: 0, 3: 0, 2: 0, 1: 0 }],
    ['searchTokens', ['electricien']],
    ['priceFromFCFA', 1],
    ['priceFromFCFA', null],
    ['createdAt', Timestamp.now()],
  ])('the owner cannot change %s', async (key, value) => {
    await assertFails(update('owner', { [key]: value, updatedAt: serverTimestamp() }));
  });

  it('the owner cannot remove their standing or tokens, nor a profile field', async () => {
    for (const key of [
      'verified',
      'ratingCounts',
      'searchTokens',
      'priceFromFCFA',
      'displayName',
      'contact',
    ]) {
      await assertFails(update('owner', { [key]: deleteField(), updatedAt: serverTimestamp() }));
    }
  });

  it('the owner may only choose categories that exist', async () => {
    await assertFails(
      update('owner', { categories: ['plumbing', 'astrology'], updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(
      update('owner', { categories: ['cleaning'], updatedAt: serverTimestamp() }),
    );
  });

  it('a category deleted since does not block editing other fields', async () => {
    await env().withSecurityRulesDisabled((context) =>
      deleteDoc(doc(context.firestore(), 'categories/electricity')),
    );
    await assertSucceeds(update('owner', { city: 'Yaoundé', updatedAt: serverTimestamp() }));
  });

  it('the owner cannot add another key', async () => {
    await assertFails(update('owner', { featured: true, updatedAt: serverTimestamp() }));
  });

  it('the owner saves the largest valid profile', async () => {
    await assertSucceeds(
      setDoc(doc(as.owner(), PATH), {
        ...storedProvider,
        ...largest,
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it.each([...BAD_VALUES, ...STRICTER_THAN_SCHEMA])('%s is refused', async (_label, changes) => {
    const data = withChanges(storedProvider, { ...changes, updatedAt: serverTimestamp() });
    await assertFails(setDoc(doc(as.owner(), PATH), data));
  });

  it.each(['other', 'team', 'visitor'] as const)('a %s cannot edit it', async (who) => {
    await assertFails(update(who, { city: 'Yaoundé', updatedAt: serverTimestamp() }));
  });

  it('an admin changes anything but the verification standing (tests/rules/verification)', async () => {
    await assertSucceeds(update('admin', { rating: 3.9, searchTokens: [] }));
    await assertFails(update('admin', { verified: false, verificationStatus: 'rejected' }));
  });
});

describe('providers/{uid}: delete', () => {
  beforeEach(() => given({ [PATH]: storedProvider }));

  it.each(['owner', 'other', 'team', 'visitor'] as const)('a %s cannot delete it', async (who) => {
    await assertFails(deleteDoc(doc(as[who](), PATH)));
  });

  it('an admin deletes it', async () => {
    await assertSucceeds(deleteDoc(doc(as.admin(), PATH)));
  });
});
