import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { seedDemoAccounts } from './accounts';
import { seedCatalog } from './catalog';
import { seedContent } from './content';
import { seedDemos } from './demos';
import { seedMessaging } from './messaging';
import { seedPayments } from './payments';
import { seedProviderStats } from './providerStats';
import { seedQuoteDocuments, seedQuotes } from './quotes';
import { seedVerification } from './verification';

/** Bump when the seed changes shape so that `npm run seed` rewrites it. */
const SEED_VERSION = 11;

/**
 * Seeds the emulators once: a marker document records it, so restarts keep whatever the user
 * changed. `--force` rewrites the demo data (same ids, so it is still idempotent).
 * `triggersOff` writes the catalogue and its reviews with the emulated triggers off (see
 * seedCatalog): 450 trigger runs fewer, for the price of the Functions emulator reloading its
 * triggers when they are turned on again. The tests take it, since those runs would compete
 * with their first minutes; `npm start` does not, since the reload delays its first page.
 */
export async function seed({ force = false, triggersOff = false } = {}): Promise<
  'seeded' | 'already-seeded'
> {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'Refusing to seed: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must point at the emulators.',
    );
  }
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  const db = getFirestore(app);
  const marker = db.doc('meta/seed');
  const existing = await marker.get();
  if (!force && existing.get('version') === SEED_VERSION) return 'already-seeded';
  // One instant for every relative date (bookings, reviews, quotes, the dashboard's weeks).
  const now = new Date();
  await seedDemoAccounts(getAuth(app), db);
  const counts = await seedCatalog(db, now, { triggersOff });
  // The dashboard's figures count the quotes too; written first, so that the quote triggers
  // find them and recompute the same.
  const providerStats = await seedProviderStats(db, now, seedQuoteDocuments(now));
  const quotes = await seedQuotes(db, now);
  // After the bookings and quotes they are about, and the accounts whose language the
  // new_message notifications use.
  const messagingDocuments = await seedMessaging(db, now);
  // After the bookings they pay and the dashboards whose paid figures they complete.
  const paymentDocuments = await seedPayments(db, now);
  // The providers' requests, audit lines and files (their standing is in the catalogue).
  const verificationDocuments = await seedVerification(db, now);
  // Help articles, and testimonials among the catalogue's reviews.
  const contentDocuments = await seedContent(db, now);
  // What the demo pages received: feedback and questionnaire answers with their summaries.
  const demoDocuments = await seedDemos(db, now);
  await marker.set({
    version: SEED_VERSION,
    ...counts,
    providerStats,
    quoteDocuments: quotes,
    messagingDocuments,
    paymentDocuments,
    verificationDocuments,
    contentDocuments,
    demoDocuments,
    seededAt: FieldValue.serverTimestamp(),
  });
  return 'seeded';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.GCLOUD_PROJECT ??= 'demo-marketplace';
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  seed({ force: process.argv.includes('--force') })
    .then((result) => console.log(`Demo data: ${result}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
