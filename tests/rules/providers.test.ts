import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
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
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLES, rulesEnvironment } from './env';

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
  priceFromFCFA: 10000,
  availability: { mon: [{ start: '08:00', end: '18:00' }], ...noSlots },
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

/** A provider as stored after a while: verified and rated by the platform, with tokens. */
const storedProvider = {
  ...profile,
  verified: true,
  verificationStatus: 'approved',
  rating: 4.5,
  reviewCount: 2,
  searchTokens: ['plombier', 'c:plumbing'],
  createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)),
  updatedAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)),
};

const FORBIDDEN: [string, unknown][] = [
  ['verified', true],
  ['verificationStatus', 'approved'],
  ['rating', 5],
  ['reviewCount', 12],
  ['searchTokens', ['plombier']],
];

/** Profile values the domain schema refuses; the rules must refuse them too. */
const BAD_VALUES: [string, Partial<Record<keyof ProviderProfile, unknown>>][] = [
  ['a blank displayName', { displayName: '   ' }],
  ['a long displayName', { displayName: 'n'.repeat(81) }],
  ['a headline without French', { headline: { en: 'Plumber' } }],
  ['a blank English headline', { headline: { fr: 'Plombier', en: '' } }],
  ['a long about', { about: { fr: 'a'.repeat(2001) } }],
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
  ['a country outside the 12', { country: 'FR' }],
  ['no country', { country: '' }],
  ['a latitude out of range', { geo: { lat: 91, lng: 9, geohash: 's0' } }],
  ['a longitude that is not a number', { geo: { lat: 4, lng: '9', geohash: 's0' } }],
  ['a geo without geohash', { geo: DOUALA }],
  ['a negative price', { priceFromFCFA: -1 }],
  ['a fractional price', { priceFromFCFA: 99.5 }],
  ['a price as text', { priceFromFCFA: '10000' }],
  ['availability without Sunday', { availability: { mon: [], ...noSlots, sun: undefined } }],
  [
    'four slots in a day',
    {
      availability: {
        mon: [
          { start: '06:00', end: '07:00' },
          { start: '08:00', end: '09:00' },
          { start: '10:00', end: '11:00' },
          { start: '12:00', end: '13:00' },
        ],
        ...noSlots,
      },
    },
  ],
  ['a javascript: portfolio link', { portfolio: ['javascript:alert(1)'] }],
  ['a portfolio link that is not a string', { portfolio: [{ url: 'https://example.com' }] }],
  ['thirteen portfolio links', { portfolio: Array(13).fill('https://example.com/a.jpg') }],
  ['no languages', { languages: [] }],
  ['an unknown language', { languages: ['fr', 'xx'] }],
  ['languages as text', { languages: 'fr' }],
  ['no way to be contacted', { contact: {} }],
  ['an invalid phone', { contact: { phone: 'call me' } }],
  ['an invalid email', { contact: { email: 'jean.example.com' } }],
  ['an invalid WhatsApp number', { contact: { whatsapp: '12' } }],
];

/**
 * Time slots the schema refuses but the rules let through: checking the up to 21 slots of a
 * week would take a large part of the rules' budget of 1,000 expressions per request, so the
 * rules check the week's shape (7 days, at most 3 slots each) and leave slots to the schema.
 */
const SCHEMA_ONLY: [string, Partial<Record<keyof ProviderProfile, unknown>>][] = [
  [
    'a slot ending before it starts',
    { availability: { mon: [{ start: '18:00', end: '08:00' }], ...noSlots } },
  ],
  ['an invalid time', { availability: { mon: [{ start: '8h', end: '18:00' }], ...noSlots } }],
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
const largest: ProviderProfile = {
  ...profile,
  displayName: 'n'.repeat(80),
  headline: { fr: 'h'.repeat(120), en: 'h'.repeat(120) },
  about: { fr: 'a'.repeat(2000), en: 'a'.repeat(2000) },
  categories: ['plumbing', 'electricity', 'cleaning', 'informatique', 'air-conditioning'],
  specialties: Array.from({ length: 10 }, (_, i) => `${'s'.repeat(38)}${i}`),
  experienceYears: 60,
  city: 'c'.repeat(100),
  priceFromFCFA: 100_000_000,
  availability: Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [
      day,
      [
        { start: '06:00', end: '09:59' },
        { start: '10:00', end: '13:30' },
        { start: '14:00', end: '23:59' },
      ],
    ]),
  ) as ProviderProfile['availability'],
  portfolio: Array.from({ length: 12 }, (_, i) => `https://example.com/photos/${i}.jpg`),
  languages: ['fr', 'en', 'ar', 'pt', 'sw', 'wo', 'ha', 'yo', 'ig', 'ln', 'ff', 'bm', 'am', 'zu'],
  contact: {
    phone: '+237 677 41 25 83',
    email: 'jean-paul.ekwalla@example.com',
    whatsapp: '+237677412583',
  },
};

let env: RulesTestEnvironment;

// Loading the rules can take a while on a busy machine.
beforeAll(async () => {
  env = await rulesEnvironment();
}, 60_000);
afterAll(() => env.cleanup());
beforeEach(() => env.clearFirestore());

function given(documents: Record<string, Record<string, unknown>>): Promise<void> {
  return env.withSecurityRulesDisabled(async (context) => {
    for (const [path, data] of Object.entries(documents)) {
      await setDoc(doc(context.firestore(), path), data);
    }
  });
}

const as = {
  owner: () => env.authenticatedContext(OWNER).firestore(),
  other: () => env.authenticatedContext(OTHER).firestore(),
  team: () => env.authenticatedContext(ROLES.team.uid, ROLES.team.claims).firestore(),
  admin: () => env.authenticatedContext(ROLES.admin.uid, ROLES.admin.claims).firestore(),
  visitor: () => env.unauthenticatedContext().firestore(),
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
});

describe('providers/{uid}: create', () => {
  const create = (who: keyof typeof as, data: Record<string, unknown>, path = PATH) =>
    setDoc(doc(as[who](), path), data);

  it('a signed-in user becomes a provider with their own complete profile', async () => {
    await assertSucceeds(create('owner', newProvider()));
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
          priceFromFCFA: 0,
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

  it('an admin may create any provider, standing included', async () => {
    await assertSucceeds(create('admin', { ...storedProvider, verified: true }));
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
    ['searchTokens', ['electricien']],
    ['createdAt', Timestamp.now()],
  ])('the owner cannot change %s', async (key, value) => {
    await assertFails(update('owner', { [key]: value, updatedAt: serverTimestamp() }));
  });

  it('the owner cannot remove their standing or tokens, nor a profile field', async () => {
    for (const key of ['verified', 'searchTokens', 'displayName', 'contact']) {
      await assertFails(update('owner', { [key]: deleteField(), updatedAt: serverTimestamp() }));
    }
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

  it('an admin changes anything, standing included', async () => {
    await assertSucceeds(update('admin', { verified: false, verificationStatus: 'rejected' }));
    await assertSucceeds(update('admin', { rating: 3.9, searchTokens: [] }));
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
