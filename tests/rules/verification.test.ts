import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  geohashOf,
  NEW_PROVIDER_STANDING,
  type ProviderProfile,
  type VerificationAuditDocument,
  type VerificationDocument,
  type VerificationRequestDocument,
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
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  adminAreaClients,
  can,
  expectAccess,
  ROLES,
  rulesTestEnvironment,
  VERIFIED_EMAIL,
} from './env';

// Provider verification (issue 16): verificationRequests/{uid} is read by its provider and
// admins and listed by admins only; verificationAudit lines are read by admins and by the
// provider they are about; nobody writes either from a client, admins included (the api and
// the timers do, in one transaction with the provider's standing). The standing on
// providers/{uid} (verified, verificationStatus, verifiedOn, criminalRecordCheckedOn) is not
// client-writable either. Roles come from the token's `admin` claim, never from a document.

const OWNER = 'provider-a';
const OTHER_PROVIDER = 'provider-b';
const CUSTOMER = 'customer-uid';
const PAGE = 50;

const time = (day: string) => Timestamp.fromDate(new Date(`${day}T09:00:00Z`));

const { clients, forgers } = adminAreaClients(() => env(), {
  customer: CUSTOMER,
  owner: OWNER,
  otherProvider: OTHER_PROVIDER,
});
type Who = keyof typeof clients;
type Db = ReturnType<(typeof clients)['visitor']>;
const EVERYONE = Object.keys(clients) as Who[];
/** The uid each client acts as (a visitor poses as the owner). */
const UID: Record<Who, string> = {
  visitor: OWNER,
  customer: CUSTOMER,
  owner: OWNER,
  otherProvider: OTHER_PROVIDER,
  team: ROLES.team.uid,
  admin: ROLES.admin.uid,
};

function document(
  kind: VerificationDocument['kind'],
  status: VerificationDocument['status'],
  submittedAt: Timestamp,
): VerificationDocument<Timestamp> {
  return {
    kind,
    status,
    files: [
      {
        id: `${kind}-1`,
        path: `verification/${OWNER}/${kind}/${kind}-1`,
        contentType: 'application/pdf',
        size: 1024,
        name: `${kind}.pdf`,
        uploadedAt: submittedAt,
      },
    ],
    submittedAt,
    decidedAt: status === 'pending' ? null : submittedAt,
    reviewerId: status === 'pending' ? null : ROLES.admin.uid,
    reason: status === 'rejected' ? 'unreadable' : null,
    reasonText: null,
    issuedOn: kind === 'criminal_record' ? '2026-05-20' : null,
    validUntil: null,
  };
}

function request(uid: string, displayName: string): VerificationRequestDocument<Timestamp> {
  const submitted = time('2026-06-01');
  return {
    uid,
    displayName,
    level: 'in_progress',
    documents: {
      identity: document('identity', 'pending', submitted),
      licence: document('licence', 'rejected', submitted),
    },
    waitingSince: submitted,
    waitingKinds: ['identity'],
    verifiedAt: null,
    updatedAt: submitted,
  };
}

const REQUESTS = {
  [OWNER]: request(OWNER, 'Jean-Paul Ekwalla'),
  [OTHER_PROVIDER]: request(OTHER_PROVIDER, 'Ibrahim Njoya'),
};
const REQUEST = `verificationRequests/${OWNER}`;
const OTHER_REQUEST = `verificationRequests/${OTHER_PROVIDER}`;

function auditLine(
  uid: string,
  action: VerificationAuditDocument['action'],
  at: Timestamp,
): VerificationAuditDocument<Timestamp> {
  const byAdmin = action === 'reject' || action === 'approve';
  return {
    uid,
    kind: 'licence',
    action,
    actor: byAdmin ? 'admin' : 'provider',
    actorId: byAdmin ? ROLES.admin.uid : uid,
    from: byAdmin ? 'pending' : 'missing',
    to: action === 'reject' ? 'rejected' : action === 'approve' ? 'approved' : 'pending',
    reason: action === 'reject' ? 'unreadable' : null,
    reasonText: null,
    at,
  };
}

const AUDIT = {
  'a-upload': auditLine(OWNER, 'upload', time('2026-06-01')),
  'a-reject': auditLine(OWNER, 'reject', time('2026-06-02')),
  'b-upload': auditLine(OTHER_PROVIDER, 'upload', time('2026-06-03')),
};
const AUDIT_LINE = 'verificationAudit/a-reject';

const DOUALA = { lat: 4.0483, lng: 9.6985 };
const profile: ProviderProfile = {
  displayName: 'Jean-Paul Ekwalla',
  headline: { fr: 'Plombier agréé à Douala' },
  about: { fr: 'Douze ans de métier.' },
  categories: ['plumbing'],
  specialties: ['Fuites'],
  experienceYears: 12,
  city: 'Douala',
  country: 'CM',
  geo: { ...DOUALA, geohash: geohashOf(DOUALA) },
  availability: { mon: ['08:00-18:00'], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  portfolio: [],
  languages: ['fr'],
  contact: { phone: '+237677412583' },
};
/** The owner as functions leave them while their documents wait: not verified yet. */
const waitingProvider = {
  ...profile,
  priceFromFCFA: 10000,
  verified: false,
  verificationStatus: 'in_progress',
  verifiedOn: null,
  criminalRecordCheckedOn: null,
  rating: 4.5,
  reviewCount: 2,
  searchTokens: ['plombier'],
  createdAt: time('2026-01-01'),
  updatedAt: time('2026-06-02'),
};
/** The other provider, verified with a checked criminal record. */
const verifiedProvider = {
  ...waitingProvider,
  displayName: 'Ibrahim Njoya',
  verified: true,
  verificationStatus: 'verified',
  verifiedOn: '2026-06-02',
  criminalRecordCheckedOn: '2026-06-02',
};
/** Each verification field with a value a client would like to write, on each provider. */
const STANDING: Record<string, [string, unknown][]> = {
  [OWNER]: [
    ['verified', true],
    ['verificationStatus', 'verified'],
    ['verifiedOn', '2026-06-20'],
    ['criminalRecordCheckedOn', '2026-06-20'],
  ],
  [OTHER_PROVIDER]: [
    ['verified', false],
    ['verificationStatus', 'unverified'],
    ['verifiedOn', '2026-06-20'],
    ['criminalRecordCheckedOn', null],
  ],
};
const STANDING_KEYS = ['verified', 'verificationStatus', 'verifiedOn', 'criminalRecordCheckedOn'];
const without = (data: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(data).filter(([name]) => name !== key));
const newProvider = (changes: Record<string, unknown> = {}) => ({
  ...profile,
  ...NEW_PROVIDER_STANDING,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...changes,
});

const env = rulesTestEnvironment(async (db) => {
  for (const [uid, data] of Object.entries(REQUESTS)) {
    await setDoc(doc(db, `verificationRequests/${uid}`), data);
  }
  for (const [id, data] of Object.entries(AUDIT))
    await setDoc(doc(db, `verificationAudit/${id}`), data);
  await setDoc(doc(db, 'categories/plumbing'), {
    name: { fr: 'Plomberie' },
    description: { fr: 'Plomberie' },
    icon: 'plumbing',
    order: 0,
    active: true,
  });
  await setDoc(doc(db, `providers/${OWNER}`), waitingProvider);
  await setDoc(doc(db, `providers/${OTHER_PROVIDER}`), verifiedProvider);
  // A forged role in documents the client may write itself: the rules never read them.
  await setDoc(doc(db, `users/${CUSTOMER}`), { admin: true, roles: ['admin'], role: 'admin' });
});

const requests = (db: Db) => collection(db, 'verificationRequests');
const audit = (db: Db) => collection(db, 'verificationAudit');
/** The admin queue (VERIFICATION_API.queue): oldest waiting first. */
const queue = (db: Db, size = 20) =>
  query(requests(db), where('waitingSince', '!=', null), orderBy('waitingSince'), limit(size));
const ownAudit = (db: Db, uid: string, size = PAGE) =>
  query(audit(db), where('uid', '==', uid), orderBy('at', 'desc'), limit(size));

describe.each(EVERYONE)('verificationRequests as %s', (who) => {
  const db = () => clients[who]();

  const readsOwn = who === 'owner' || who === 'admin';
  it(can(readsOwn, "get the provider's request"), async () => {
    await expectAccess(readsOwn, getDoc(doc(db(), REQUEST)));
  });

  const readsOther = who === 'otherProvider' || who === 'admin';
  it(can(readsOther, "get another provider's request"), async () => {
    await expectAccess(readsOther, getDoc(doc(db(), OTHER_REQUEST)));
  });

  it(can(who === 'admin', 'list requests (the queue, bounded)'), async () => {
    await expectAccess(who === 'admin', getDocs(queue(db())));
    await expectAccess(who === 'admin', getDocs(query(requests(db()), limit(PAGE))));
    await expectAccess(
      who === 'admin',
      getDocs(
        query(
          requests(db()),
          where('waitingKinds', 'array-contains', 'criminal_record'),
          orderBy('waitingSince'),
          limit(20),
        ),
      ),
    );
  });

  it(
    can(who === 'admin', 'list requests filtered on their own uid (only admins list)'),
    async () => {
      await expectAccess(
        who === 'admin',
        getDocs(query(requests(db()), where('uid', '==', UID[who]), limit(1))),
      );
    },
  );

  it('cannot create, update or delete a request (functions write them)', async () => {
    const own = `verificationRequests/${UID[who]}`;
    const approved = {
      ...request(UID[who], 'Forged'),
      level: 'verified',
      documents: {
        identity: document('identity', 'approved', time('2026-06-01')),
        licence: document('licence', 'approved', time('2026-06-01')),
      },
    };
    await assertFails(setDoc(doc(db(), own), approved));
    await assertFails(setDoc(doc(db(), 'verificationRequests/new-provider'), approved));
    await assertFails(setDoc(doc(db(), REQUEST), approved));
    await assertFails(updateDoc(doc(db(), REQUEST), { 'documents.licence.status': 'approved' }));
    await assertFails(updateDoc(doc(db(), REQUEST), { level: 'verified' }));
    await assertFails(updateDoc(doc(db(), REQUEST), { waitingSince: null }));
    await assertFails(deleteDoc(doc(db(), REQUEST)));
    await assertFails(deleteDoc(doc(db(), OTHER_REQUEST)));
  });
});

describe.each(EVERYONE)('verificationAudit as %s', (who) => {
  const db = () => clients[who]();

  const readsOwner = who === 'owner' || who === 'admin';
  it(can(readsOwner, "get and list the provider's audit lines"), async () => {
    await expectAccess(readsOwner, getDoc(doc(db(), AUDIT_LINE)));
    await expectAccess(readsOwner, getDocs(ownAudit(db(), OWNER)));
  });

  const readsOther = who === 'otherProvider' || who === 'admin';
  it(can(readsOther, "get and list another provider's audit lines"), async () => {
    await expectAccess(readsOther, getDoc(doc(db(), 'verificationAudit/b-upload')));
    await expectAccess(readsOther, getDocs(ownAudit(db(), OTHER_PROVIDER)));
  });

  it(can(who !== 'visitor', 'list the lines about themselves (none or theirs)'), async () => {
    await expectAccess(who !== 'visitor', getDocs(ownAudit(db(), UID[who])));
  });

  it(can(who === 'admin', 'list every line (bounded)'), async () => {
    await expectAccess(
      who === 'admin',
      getDocs(query(audit(db()), orderBy('at', 'desc'), limit(PAGE))),
    );
  });

  it('cannot create, update or delete a line (append-only, functions write them)', async () => {
    const own = auditLine(UID[who], 'approve', time('2026-06-04'));
    await assertFails(setDoc(doc(db(), 'verificationAudit/forged'), own));
    await assertFails(setDoc(doc(db(), AUDIT_LINE), own));
    await assertFails(updateDoc(doc(db(), AUDIT_LINE), { reason: null, to: 'approved' }));
    await assertFails(updateDoc(doc(db(), AUDIT_LINE), { actorId: 'someone-else' }));
    await assertFails(deleteDoc(doc(db(), AUDIT_LINE)));
  });
});

describe('verification reads', () => {
  it("give the provider their own request and lines, and nobody else's", async () => {
    const own = await assertSucceeds(getDoc(doc(clients.owner(), REQUEST)));
    expect(own.get('waitingKinds')).toEqual(['identity']);
    const lines = await assertSucceeds(getDocs(ownAudit(clients.owner(), OWNER)));
    expect(lines.docs.map((line) => line.id)).toEqual(['a-reject', 'a-upload']);
    await assertFails(getDoc(doc(clients.owner(), OTHER_REQUEST)));
    await assertFails(getDocs(query(audit(clients.owner()), limit(PAGE))));
    await assertFails(getDocs(ownAudit(clients.owner(), OTHER_PROVIDER)));
  });

  it('give admins the queue, oldest first', async () => {
    const page = await assertSucceeds(getDocs(queue(clients.admin())));
    expect(page.docs.map((request) => request.id).sort()).toEqual([OWNER, OTHER_PROVIDER].sort());
  });

  it('are bounded: no list or count without a limit or with a limit over 50', async () => {
    await assertSucceeds(getDocs(queue(clients.admin(), 50)));
    await assertFails(getDocs(queue(clients.admin(), 51)));
    await assertFails(getDocs(requests(clients.admin())));
    await assertFails(getCountFromServer(requests(clients.admin())));
    await assertSucceeds(getDocs(ownAudit(clients.owner(), OWNER, 50)));
    await assertFails(getDocs(ownAudit(clients.owner(), OWNER, 51)));
    await assertFails(getDocs(query(audit(clients.owner()), where('uid', '==', OWNER))));
    await assertFails(getDocs(audit(clients.admin())));
  });

  it.each(Object.keys(forgers) as (keyof typeof forgers)[])(
    '%s is not an admin',
    async (forger) => {
      const db = forgers[forger]();
      await assertFails(getDoc(doc(db, REQUEST)));
      await assertFails(getDocs(queue(db)));
      await assertFails(getDocs(ownAudit(db, OWNER)));
      await assertFails(
        setDoc(doc(db, `verificationRequests/${CUSTOMER}`), {
          ...request(CUSTOMER, 'Forged'),
          admin: true,
        }),
      );
      await assertFails(updateDoc(doc(db, REQUEST), { level: 'verified', admin: true }));
    },
  );

  it('a request carrying admin: true does not let its owner list the queue', async () => {
    await env().withSecurityRulesDisabled((context) =>
      updateDoc(doc(context.firestore(), REQUEST), { admin: true }),
    );
    await assertSucceeds(getDoc(doc(clients.owner(), REQUEST)));
    await assertFails(getDocs(queue(clients.owner())));
    await assertFails(getDoc(doc(clients.owner(), OTHER_REQUEST)));
  });
});

describe.each(EVERYONE)('the verification standing on providers/{uid} as %s', (who) => {
  const db = () => clients[who]();

  it.each([OWNER, OTHER_PROVIDER])('cannot change any of it on %s', async (provider) => {
    const path = `providers/${provider}`;
    for (const [key, value] of STANDING[provider] ?? []) {
      await assertFails(updateDoc(doc(db(), path), { [key]: value, updatedAt: serverTimestamp() }));
      await assertFails(updateDoc(doc(db(), path), { [key]: value }));
    }
  });

  it.each([OWNER, OTHER_PROVIDER])('cannot remove any of it on %s', async (provider) => {
    const stored = provider === OWNER ? waitingProvider : verifiedProvider;
    for (const key of STANDING_KEYS) {
      await assertFails(
        setDoc(doc(db(), `providers/${provider}`), {
          ...without(stored, key),
          updatedAt: serverTimestamp(),
        }),
      );
    }
  });
});

describe('the verification standing on providers/{uid}', () => {
  /** Someone becoming a provider (their document does not exist yet), and the others. */
  const creators = {
    'a new provider': () => env().authenticatedContext('provider-new', VERIFIED_EMAIL).firestore(),
    visitor: clients.visitor,
    customer: clients.customer,
    team: clients.team,
    admin: clients.admin,
  };
  const uidOf = (creator: keyof typeof creators) =>
    creator === 'a new provider'
      ? 'provider-new'
      : UID[creator as Exclude<keyof typeof creators, 'a new provider'>];

  it.each(Object.keys(creators) as (keyof typeof creators)[])(
    '%s cannot create a provider with any of it set',
    async (creator) => {
      const path = `providers/${uidOf(creator)}`;
      for (const [key, value] of STANDING[OWNER] ?? []) {
        await assertFails(setDoc(doc(creators[creator](), path), newProvider({ [key]: value })));
      }
    },
  );

  it('a new provider, or an admin, creates one unverified without dates', async () => {
    await assertSucceeds(
      setDoc(doc(creators['a new provider'](), 'providers/provider-new'), newProvider()),
    );
    await assertSucceeds(setDoc(doc(clients.admin(), 'providers/by-admin'), newProvider()));
    await assertFails(setDoc(doc(clients.visitor(), 'providers/by-visitor'), newProvider()));
  });

  it('the owner still edits their profile, and everyone reads the standing', async () => {
    await assertSucceeds(
      updateDoc(doc(clients.owner(), `providers/${OWNER}`), {
        city: 'Yaoundé',
        updatedAt: serverTimestamp(),
      }),
    );
    const read = await assertSucceeds(
      getDoc(doc(clients.visitor(), `providers/${OTHER_PROVIDER}`)),
    );
    expect(read.get('verifiedOn')).toBe('2026-06-02');
    expect(read.get('criminalRecordCheckedOn')).toBe('2026-06-02');
  });

  it('an admin edits other fields, never the standing (the api decides)', async () => {
    await assertSucceeds(
      updateDoc(doc(clients.admin(), `providers/${OWNER}`), { rating: 3.9, searchTokens: [] }),
    );
    await assertFails(
      updateDoc(doc(clients.admin(), `providers/${OWNER}`), { rating: 3.9, verified: true }),
    );
  });
});
