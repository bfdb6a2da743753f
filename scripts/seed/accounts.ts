import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { newUserDocument, userDocumentSchema, type Language } from '../../domain/src';
import { SEED_PROVIDERS } from './data/providers';

export interface DemoAccount {
  role: 'customer' | 'provider' | 'admin' | 'team';
  uid: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  claims: Record<string, boolean>;
  /** `users/{uid}.language`, the language of their notifications (none: French). */
  language?: Language;
}

const [demoProvider, secondProvider] = SEED_PROVIDERS;
if (!demoProvider || !secondProvider) throw new Error('The seed needs at least two providers');
/** Providers not verified yet, with no document sent: to try verification (fr, en). */
const unverified = (id: string) => {
  const provider = SEED_PROVIDERS.find((candidate) => candidate.id === id);
  if (!provider || provider.verified) throw new Error(`${id} must be a seeded unverified provider`);
  return provider;
};
const newProviderFr = unverified('seed-provider-14');
const newProviderEn = unverified('seed-provider-16');

const namesOf = (displayName: string) => ({
  firstName: displayName.split(' ')[0] ?? displayName,
  lastName: displayName.split(' ').slice(1).join(' '),
});

/** Printed by `npm start`; emulator-only accounts, never created in a real project. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    role: 'customer',
    uid: 'demo-customer',
    email: 'client@example.com',
    password: 'Client-demo-2026',
    firstName: 'Aminata',
    lastName: 'Diallo',
    claims: {},
  },
  {
    role: 'customer',
    // A second customer, to race the first one for the same slot (e2e).
    uid: 'demo-customer-2',
    email: 'client2@example.com',
    password: 'Client2-demo-2026',
    firstName: 'Koffi',
    lastName: 'Mensah',
    claims: {},
    // Reads the app in English: their notifications are written in English.
    language: 'en',
  },
  {
    role: 'provider',
    // The demo provider owns the first seeded provider profile, with its services and reviews.
    uid: demoProvider.id,
    email: 'prestataire@example.com',
    password: 'Prestataire-demo-2026',
    ...namesOf(demoProvider.displayName),
    claims: {},
  },
  {
    role: 'provider',
    // A second plumber in Douala, so that a request can be answered by two competitors.
    uid: secondProvider.id,
    email: 'plombier@example.com',
    password: 'Plombier-demo-2026',
    ...namesOf(secondProvider.displayName),
    claims: {},
  },
  {
    role: 'provider',
    // Not verified yet, nothing sent: sends their documents at /provider-verification.
    uid: newProviderFr.id,
    email: 'nouveau.prestataire@example.com',
    password: 'Nouveau-demo-2026',
    ...namesOf(newProviderFr.displayName),
    claims: {},
  },
  {
    role: 'provider',
    // The same, reading the app in English.
    uid: newProviderEn.id,
    email: 'new.provider@example.com',
    password: 'Newprovider-demo-2026',
    ...namesOf(newProviderEn.displayName),
    claims: {},
    language: 'en',
  },
  {
    role: 'admin',
    uid: 'demo-admin',
    email: 'admin@example.com',
    password: 'Admin-demo-2026',
    firstName: 'Paul',
    lastName: 'Ngando',
    claims: { admin: true },
  },
  {
    role: 'team',
    uid: 'demo-team',
    email: 'equipe@example.com',
    password: 'Equipe-demo-2026',
    firstName: 'Fatou',
    lastName: 'Sow',
    claims: { team: true },
  },
];

async function upsertAuthUser(auth: Auth, account: DemoAccount): Promise<void> {
  const properties = {
    email: account.email,
    password: account.password,
    displayName: `${account.firstName} ${account.lastName}`.trim(),
    emailVerified: true,
  };
  try {
    await auth.createUser({ uid: account.uid, ...properties });
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/uid-already-exists') throw error;
    await auth.updateUser(account.uid, properties);
  }
  await auth.setCustomUserClaims(account.uid, account.claims);
}

export async function seedDemoAccounts(auth: Auth, db: Firestore): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    await upsertAuthUser(auth, account);
    const displayName = `${account.firstName} ${account.lastName}`.trim();
    const user = userDocumentSchema.parse(
      newUserDocument({ ...account, phone: '+237 699 00 00 00', city: 'Douala', country: 'CM' }),
    );
    const language = account.language ? { language: account.language } : {};
    await db
      .doc(`users/${account.uid}`)
      .set({ ...user, ...language, createdAt: FieldValue.serverTimestamp() }, { merge: true });
    await db
      .doc(`profiles/${account.uid}`)
      .set(
        { displayName, profileImageUrl: null, city: 'Douala', country: 'CM', bio: '' },
        { merge: true },
      );
  }
}
