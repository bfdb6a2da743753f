import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ROLES, rulesTestEnvironment } from './env';

const OWNER = ROLES.user.uid;
const OTHER = 'bob';
const STRANGER = 'carol';
const emailOf = (uid: string) => `${uid}@example.com`;

const settings = {
  emailNotifications: true,
  smsNotifications: false,
  reservationReminders: true,
  marketingEmails: false,
  profileVisibility: 'public',
  shareActivityHistory: false,
  locationAccess: false,
};

const noSocialMedia = { facebook: '', instagram: '', linkedin: '', x: '' };

function withoutKey(data: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([name]) => name !== key));
}

/** What the SPA writes at sign-up: newUserDocument(...) plus a server createdAt. */
function newUser(uid = OWNER): Record<string, unknown> {
  return {
    firstName: 'Aminata',
    lastName: 'Diallo',
    email: emailOf(uid),
    phone: '+237 699 00 00 00',
    address: '',
    city: 'Douala',
    country: 'CM',
    dateOfBirth: '',
    gender: '',
    bio: '',
    website: '',
    socialMedia: noSocialMedia,
    profileImageUrl: null,
    settings,
    createdAt: serverTimestamp(),
  };
}

/** A stored account, as the seed writes it (Admin SDK, no rules). */
function storedUser(visibility: string): Record<string, unknown> {
  return {
    ...newUser(),
    profileImageUrl: 'https://example.com/avatar.png',
    settings: { ...settings, profileVisibility: visibility },
    createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)),
  };
}

const profile = {
  displayName: 'Aminata Diallo',
  profileImageUrl: null,
  city: 'Douala',
  country: 'CM',
  bio: '',
};

const paths = {
  user: `users/${OWNER}`,
  profile: `profiles/${OWNER}`,
  contact: `profiles/${OWNER}/contacts/${OTHER}`,
};

const env = rulesTestEnvironment();

/** Writes documents with the rules off, like the seed and the functions do. */
function given(documents: Record<string, Record<string, unknown>>): Promise<void> {
  return env().withSecurityRulesDisabled(async (context) => {
    for (const [path, data] of Object.entries(documents)) {
      await setDoc(doc(context.firestore(), path), data);
    }
  });
}

const signedIn = (uid: string, claims: Record<string, unknown> = {}) =>
  env()
    .authenticatedContext(uid, { email: emailOf(uid), ...claims })
    .firestore();

const as = {
  owner: () => signedIn(OWNER),
  other: () => signedIn(OTHER),
  stranger: () => signedIn(STRANGER),
  team: () => signedIn(ROLES.team.uid, ROLES.team.claims),
  admin: () => signedIn(ROLES.admin.uid, ROLES.admin.claims),
  visitor: () => env().unauthenticatedContext().firestore(),
};
type Who = keyof typeof as;
/** The rules-unit-testing (compat) Firestore that the modular functions accept at runtime. */
type Db = ReturnType<typeof signedIn>;

const ROLE_KEYS = ['admin', 'team', 'role', 'roles', 'isAdmin', 'isProvider', 'claims'];

describe('users/{uid}', () => {
  describe('read', () => {
    beforeEach(() => given({ [paths.user]: storedUser('public') }));

    it.each(['owner', 'admin'] as const)('the %s reads it', async (who) => {
      await assertSucceeds(getDoc(doc(as[who](), paths.user)));
    });

    it.each(['other', 'team', 'visitor'] as const)('a %s cannot read it', async (who) => {
      await assertFails(getDoc(doc(as[who](), paths.user)));
    });

    it('only admins list accounts', async () => {
      await assertSucceeds(getDocs(query(collection(as.admin(), 'users'), limit(10))));
      for (const who of ['owner', 'other', 'team', 'visitor'] as const) {
        await assertFails(getDocs(query(collection(as[who](), 'users'), limit(10))));
      }
    });
  });

  describe('create', () => {
    const create = (db: Db, data: Record<string, unknown>, path = paths.user) =>
      setDoc(doc(db, path), data);

    it('the owner creates a complete account with the Auth email', async () => {
      await assertSucceeds(create(as.owner(), newUser()));
    });

    it('the owner may also stamp updatedAt with the server time', async () => {
      await assertSucceeds(create(as.owner(), { ...newUser(), updatedAt: serverTimestamp() }));
    });

    it('accepts filled optional fields', async () => {
      await assertSucceeds(
        create(as.owner(), {
          ...newUser(),
          address: 'Rue 1.234, Bonapriso',
          dateOfBirth: '1990-12-31',
          gender: 'female',
          bio: 'b'.repeat(500),
          website: 'https://aminata.example.com',
          socialMedia: {
            facebook: 'https://facebook.com/aminata',
            instagram: '',
            linkedin: 'http://linkedin.com/in/aminata',
            x: '',
          },
          settings: { ...settings, profileVisibility: 'contacts' },
        }),
      );
    });

    it.each(['other', 'team', 'admin', 'visitor'] as const)(
      'a %s cannot create the account of someone else',
      async (who) => {
        await assertFails(create(as[who](), newUser()));
      },
    );

    it.each(Object.keys(newUser()))('a missing %s is refused', async (key) => {
      await assertFails(create(as.owner(), withoutKey(newUser(), key)));
    });

    it.each([...ROLE_KEYS, 'unknown'])('an extra %s key is refused', async (key) => {
      await assertFails(create(as.owner(), { ...newUser(), [key]: true }));
    });

    it('an email other than the Auth one is refused', async () => {
      await assertFails(create(as.owner(), { ...newUser(), email: 'someone@example.com' }));
      await assertFails(create(as.owner(), { ...newUser(), email: emailOf(OTHER) }));
    });

    it('an account without an email in its token cannot create one', async () => {
      const noEmail = env().authenticatedContext(OWNER).firestore();
      await assertFails(create(noEmail, newUser()));
    });

    it('a profile image cannot be set by the client', async () => {
      await assertFails(
        create(as.owner(), { ...newUser(), profileImageUrl: 'https://evil.example/a.png' }),
      );
    });

    it('createdAt and updatedAt must be the server time', async () => {
      await assertFails(create(as.owner(), { ...newUser(), createdAt: Timestamp.now() }));
      await assertFails(create(as.owner(), { ...newUser(), updatedAt: Timestamp.now() }));
    });

    it.each<[string, Record<string, unknown>]>([
      ['blank firstName', { firstName: '   ' }],
      ['long lastName', { lastName: 'l'.repeat(51) }],
      ['non-string phone', { phone: 699000000 }],
      ['invalid phone', { phone: 'call me' }],
      ['long address', { address: 'a'.repeat(201) }],
      ['long city', { city: 'c'.repeat(101) }],
      ['unknown country', { country: 'FR' }],
      ['invalid dateOfBirth', { dateOfBirth: '31/12/1990' }],
      ['unknown gender', { gender: 'robot' }],
      ['long bio', { bio: 'b'.repeat(501) }],
      ['javascript: website', { website: 'javascript:alert(1)' }],
      ['incomplete socialMedia', { socialMedia: { facebook: '' } }],
      ['socialMedia with an extra key', { socialMedia: { ...noSocialMedia, tiktok: '' } }],
      [
        'non-link social account',
        { socialMedia: { facebook: 'aminata', instagram: '', linkedin: '', x: '' } },
      ],
      ['settings missing a key', { settings: withoutKey(settings, 'locationAccess') }],
      ['settings with an extra key', { settings: { ...settings, admin: true } }],
      ['non-boolean setting', { settings: { ...settings, marketingEmails: 'yes' } }],
      ['unknown visibility', { settings: { ...settings, profileVisibility: 'friends' } }],
    ])('a %s is refused', async (_label, change) => {
      await assertFails(create(as.owner(), { ...newUser(), ...change }));
    });
  });

  describe('update', () => {
    beforeEach(() => given({ [paths.user]: storedUser('public') }));
    const update = (who: Who, data: Record<string, unknown>) =>
      updateDoc(doc(as[who](), paths.user), { ...data, updatedAt: serverTimestamp() });

    const allowed: [string, Record<string, unknown>][] = [
      ['firstName', { firstName: 'Awa' }],
      ['lastName', { lastName: 'Ndiaye' }],
      ['phone', { phone: '' }],
      ['address', { address: 'Rue 1.234' }],
      ['city', { city: 'Yaoundé' }],
      ['country', { country: '' }],
      ['dateOfBirth', { dateOfBirth: '1990-01-31' }],
      ['gender', { gender: 'unspecified' }],
      ['bio', { bio: 'Cliente fidèle' }],
      ['website', { website: 'https://example.com' }],
      [
        'socialMedia',
        { socialMedia: { facebook: '', instagram: '', linkedin: '', x: 'https://x.com/a' } },
      ],
      ['settings', { settings: { ...settings, profileVisibility: 'private' } }],
      ['one setting by field path', { 'settings.marketingEmails': true }],
      ['language (English)', { language: 'en' }],
      ['language (French)', { language: 'fr' }],
    ];

    it.each(allowed)('the owner changes %s', async (_label, change) => {
      await assertSucceeds(update('owner', change));
    });

    it.each(allowed)('an admin changes %s', async (_label, change) => {
      await assertSucceeds(update('admin', change));
    });

    it.each(['other', 'team', 'visitor'] as const)('a %s cannot update it', async (who) => {
      await assertFails(update(who, { bio: 'hacked' }));
    });

    it('an update must stamp updatedAt with the server time', async () => {
      await assertFails(updateDoc(doc(as.owner(), paths.user), { bio: 'no stamp' }));
      await assertFails(
        updateDoc(doc(as.owner(), paths.user), { bio: 'old stamp', updatedAt: Timestamp.now() }),
      );
    });

    const forbidden: [string, Record<string, unknown>][] = [
      ['email', { email: 'new@example.com' }],
      ['profileImageUrl', { profileImageUrl: 'https://evil.example/a.png' }],
      ['profileImageUrl (to null)', { profileImageUrl: null }],
      ['createdAt', { createdAt: serverTimestamp() }],
      ...ROLE_KEYS.map((key): [string, Record<string, unknown>] => [key, { [key]: true }]),
    ];

    it.each(forbidden)('the owner cannot write %s', async (_label, change) => {
      await assertFails(update('owner', change));
    });

    it.each(forbidden)('an admin cannot write %s either', async (_label, change) => {
      await assertFails(update('admin', change));
    });

    it.each<[string, Record<string, unknown>]>([
      ['blank firstName', { firstName: '' }],
      ['long firstName', { firstName: 'f'.repeat(51) }],
      ['invalid phone', { phone: '12' }],
      ['unknown country', { country: 'US' }],
      ['unknown gender', { gender: 'x' }],
      ['impossible date', { dateOfBirth: '1990-13-01' }],
      ['long bio', { bio: 'b'.repeat(501) }],
      ['data: website', { website: 'data:text/html,hi' }],
      ['non-boolean setting', { 'settings.smsNotifications': 'no' }],
      ['unknown visibility', { 'settings.profileVisibility': 'everyone' }],
      ['extra setting', { 'settings.isAdmin': true }],
      ['removed setting', { 'settings.locationAccess': deleteField() }],
      ['removed field', { bio: deleteField() }],
      ['unknown language', { language: 'de' }],
      ['non-string language', { language: 1 }],
      ['null language', { language: null }],
    ])('a %s is refused', async (_label, change) => {
      await assertFails(update('owner', change));
      await assertFails(update('admin', change));
    });
  });

  describe('delete', () => {
    beforeEach(() => given({ [paths.user]: storedUser('public') }));

    it.each(Object.keys(as) as Who[])('the %s cannot delete it', async (who) => {
      await assertFails(deleteDoc(doc(as[who](), paths.user)));
    });
  });
});

describe('profiles/{uid}', () => {
  const readProfile = (who: Who) => getDoc(doc(as[who](), paths.profile));

  describe.each(['public', 'contacts', 'private'])('visibility %s', (visibility) => {
    beforeEach(() =>
      given({
        [paths.user]: storedUser(visibility),
        [paths.profile]: profile,
        // OTHER shares a booking with the owner; STRANGER only has a contact of their own.
        [paths.contact]: { via: 'booking', since: Timestamp.now() },
        [`profiles/${STRANGER}/contacts/${OWNER}`]: { via: 'quote', since: Timestamp.now() },
      }),
    );

    const readers: Record<string, Who[]> = {
      public: ['owner', 'admin', 'other', 'stranger', 'team', 'visitor'],
      contacts: ['owner', 'admin', 'other'],
      private: ['owner', 'admin'],
    };
    const allowed = readers[visibility] ?? [];
    const denied = (Object.keys(as) as Who[]).filter((who) => !allowed.includes(who));

    it.each(allowed)('the %s reads it', async (who) => {
      await assertSucceeds(readProfile(who));
    });

    if (denied.length > 0) {
      it.each(denied)('the %s cannot read it', async (who) => {
        await assertFails(readProfile(who));
      });
    }
  });

  describe('without an account document', () => {
    beforeEach(() =>
      given({
        [paths.profile]: profile,
        [paths.contact]: { via: 'booking', since: Timestamp.now() },
      }),
    );

    it.each(['owner', 'admin'] as const)('the %s reads it', async (who) => {
      await assertSucceeds(readProfile(who));
    });

    it.each(['other', 'stranger', 'team', 'visitor'] as const)(
      'it is private: the %s cannot read it',
      async (who) => {
        await assertFails(readProfile(who));
      },
    );
  });

  it('an account without settings is private', async () => {
    await given({
      [paths.user]: withoutKey(storedUser('public'), 'settings'),
      [paths.profile]: profile,
    });
    await assertFails(readProfile('other'));
    await assertSucceeds(readProfile('owner'));
  });

  it('a public profile that does not exist yet reads as missing', async () => {
    await given({ [paths.user]: storedUser('public') });
    await assertSucceeds(readProfile('visitor'));
  });

  it('only admins list profiles (visibility is per document)', async () => {
    await given({ [paths.user]: storedUser('public'), [paths.profile]: profile });
    await assertSucceeds(getDocs(query(collection(as.admin(), 'profiles'), limit(10))));
    for (const who of ['owner', 'other', 'team', 'visitor'] as const) {
      await assertFails(getDocs(query(collection(as[who](), 'profiles'), limit(10))));
    }
  });

  describe('create', () => {
    const create = (who: Who, data: Record<string, unknown>) =>
      setDoc(doc(as[who](), paths.profile), data);

    it('the owner creates it', async () => {
      await assertSucceeds(create('owner', profile));
      await assertSucceeds(
        create('owner', { ...profile, displayName: 'd'.repeat(101), country: '', city: '' }),
      );
    });

    it.each(['other', 'team', 'admin', 'visitor'] as const)(
      'a %s cannot create it',
      async (who) => {
        await assertFails(create(who, profile));
      },
    );

    it.each(Object.keys(profile))('a missing %s is refused', async (key) => {
      await assertFails(create('owner', withoutKey(profile, key)));
    });

    it.each<[string, Record<string, unknown>]>([
      ['profile image', { profileImageUrl: 'https://evil.example/a.png' }],
      ['role key', { admin: true }],
      ['private field', { email: emailOf(OWNER) }],
      ['blank displayName', { displayName: ' ' }],
      ['long displayName', { displayName: 'd'.repeat(102) }],
      ['long bio', { bio: 'b'.repeat(501) }],
      ['long city', { city: 'c'.repeat(101) }],
      ['unknown country', { country: 'FR' }],
      ['non-string bio', { bio: 5 }],
    ])('a %s is refused', async (_label, change) => {
      await assertFails(create('owner', { ...profile, ...change }));
    });
  });

  describe('update', () => {
    beforeEach(() =>
      given({
        [paths.user]: storedUser('public'),
        [paths.profile]: { ...profile, profileImageUrl: 'https://example.com/avatar.png' },
      }),
    );
    const update = (who: Who, data: Record<string, unknown>) =>
      updateDoc(doc(as[who](), paths.profile), data);

    it('the owner changes the public fields', async () => {
      await assertSucceeds(
        update('owner', { displayName: 'Awa N.', city: 'Dakar', country: 'SN', bio: 'Bonjour' }),
      );
    });

    it.each(['other', 'team', 'admin', 'visitor'] as const)(
      'a %s cannot update it',
      async (who) => {
        await assertFails(update(who, { bio: 'hacked' }));
      },
    );

    it.each<[string, Record<string, unknown>]>([
      ['profile image', { profileImageUrl: 'https://evil.example/a.png' }],
      ['profile image (to null)', { profileImageUrl: null }],
      ['role key', { role: 'admin' }],
      ['blank displayName', { displayName: '' }],
      ['long bio', { bio: 'b'.repeat(501) }],
      ['unknown country', { country: 'XX' }],
      ['removed field', { city: deleteField() }],
    ])('a %s is refused', async (_label, change) => {
      await assertFails(update('owner', change));
    });
  });

  describe('delete', () => {
    beforeEach(() => given({ [paths.user]: storedUser('public'), [paths.profile]: profile }));

    it.each(Object.keys(as) as Who[])('the %s cannot delete it', async (who) => {
      await assertFails(deleteDoc(doc(as[who](), paths.profile)));
    });
  });
});

describe('profiles/{uid}/contacts/{otherUid}', () => {
  const contact = { via: 'booking', since: Timestamp.now() };
  beforeEach(() => given({ [paths.profile]: profile, [paths.contact]: contact }));

  it.each(['owner', 'admin'] as const)('the %s reads and lists them', async (who) => {
    await assertSucceeds(getDoc(doc(as[who](), paths.contact)));
    await assertSucceeds(getDocs(collection(as[who](), `${paths.profile}/contacts`)));
  });

  it.each(['other', 'stranger', 'team', 'visitor'] as const)(
    'the %s cannot read them (not even their own entry)',
    async (who) => {
      await assertFails(getDoc(doc(as[who](), paths.contact)));
      await assertFails(getDocs(collection(as[who](), `${paths.profile}/contacts`)));
    },
  );

  it.each(Object.keys(as) as Who[])('the %s cannot write them', async (who) => {
    const db = as[who]();
    await assertFails(setDoc(doc(db, `${paths.profile}/contacts/${STRANGER}`), contact));
    await assertFails(setDoc(doc(db, `profiles/${STRANGER}/contacts/${who}`), contact));
    await assertFails(updateDoc(doc(db, paths.contact), { via: 'quote' }));
    await assertFails(deleteDoc(doc(db, paths.contact)));
  });
});

describe('users/{uid}/pushTokens/{token}', () => {
  const TOKEN = 'fcm-token:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx';
  const tokenPath = (uid = OWNER, token = TOKEN) => `users/${uid}/pushTokens/${token}`;
  const register = (who: Who, data: Record<string, unknown>, path = tokenPath()) =>
    setDoc(doc(as[who](), path), data);
  beforeEach(() =>
    given({
      [paths.user]: storedUser('public'),
      [tokenPath(OWNER, 'registered')]: { createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 2)) },
    }),
  );

  it('the owner registers a token of their browser at the server time', async () => {
    await assertSucceeds(register('owner', { createdAt: serverTimestamp() }));
  });

  it.each(['other', 'team', 'admin', 'visitor'] as const)(
    "a %s cannot register a token for someone else's account",
    async (who) => {
      await assertFails(register(who, { createdAt: serverTimestamp() }));
    },
  );

  it.each<[string, Record<string, unknown>]>([
    ['a client createdAt', { createdAt: Timestamp.now() }],
    ['no createdAt', {}],
    ['an extra key', { createdAt: serverTimestamp(), uid: OTHER }],
  ])('a token with %s is refused', async (_label, data) => {
    await assertFails(register('owner', data));
  });

  it('a registered token is not rewritten (create only)', async () => {
    await assertFails(
      register('owner', { createdAt: serverTimestamp() }, tokenPath(OWNER, 'registered')),
    );
  });

  it('the owner reads, lists and deletes their tokens; nobody else does', async () => {
    for (const who of ['other', 'team', 'admin', 'visitor'] as const) {
      await assertFails(getDoc(doc(as[who](), tokenPath(OWNER, 'registered'))));
      await assertFails(getDocs(collection(as[who](), `${paths.user}/pushTokens`)));
      await assertFails(deleteDoc(doc(as[who](), tokenPath(OWNER, 'registered'))));
    }
    await assertSucceeds(getDoc(doc(as.owner(), tokenPath(OWNER, 'registered'))));
    await assertSucceeds(getDocs(collection(as.owner(), `${paths.user}/pushTokens`)));
    await assertSucceeds(deleteDoc(doc(as.owner(), tokenPath(OWNER, 'registered'))));
  });
});
