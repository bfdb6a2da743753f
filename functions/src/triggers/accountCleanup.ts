import { FieldValue, FieldPath, type Firestore } from 'firebase-admin/firestore';
import { region } from 'firebase-functions/v1';
import { adminDb } from '../lib/admin';
import { endSessionsInStore } from '../lib/sessionStore';
import { getFileStore, type FileStore } from '../lib/storage';

/** Bookings read per page while anonymising a customer's reviews (a batch holds 500 writes). */
const BOOKINGS_PAGE = 200;

/** Where an account's files live in storage (DESIGN §5). */
export const accountFileTrees = (uid: string) => [`avatars/${uid}`];

export interface CleanupDeps {
  db: Firestore;
  store: FileStore;
}

/**
 * Removes what a deleted account leaves behind (issue 10 item 10). Every step reads what is
 * still there and deletes or overwrites it, so running it twice — the route, then the Auth
 * trigger, or a retried trigger — changes nothing more:
 * - every session cookie issued so far is refused (cookies are verified locally, against
 *   `sessions/{uid}`: deleting the Auth user alone would leave them valid until they expire);
 * - the contact entries both ways, `profiles/{uid}` and `users/{uid}`;
 * - the provider profile with its services (search and the public page read that document, so
 *   deleting it hides the provider everywhere; reviews live elsewhere and stay);
 * - the account's files (avatars);
 * - the reviews they wrote stay, without author (`authorName: null` shows "Verified customer"),
 *   and their bookings stay for the provider's records, without the customer's notes.
 */
export async function cleanUpAccount(
  uid: string,
  { db, store }: CleanupDeps = { db: adminDb(), store: getFileStore() },
): Promise<void> {
  await endSessionsInStore(db, uid);
  await removeContacts(db, uid);
  await Promise.all([
    db.recursiveDelete(db.doc(`profiles/${uid}`)),
    db.recursiveDelete(db.doc(`users/${uid}`)),
    db.recursiveDelete(db.doc(`providers/${uid}`)),
    removeFiles(store, uid),
    anonymiseBookingsAndReviews(db, uid),
  ]);
}

/** `profiles/{other}/contacts/{uid}` for each contact of uid: nobody keeps a link to them. */
async function removeContacts(db: Firestore, uid: string): Promise<void> {
  const contacts = await db.collection(`profiles/${uid}/contacts`).listDocuments();
  for (let start = 0; start < contacts.length; start += 250) {
    const batch = db.batch();
    for (const contact of contacts.slice(start, start + 250)) {
      batch.delete(db.doc(`profiles/${contact.id}/contacts/${uid}`));
      batch.delete(contact);
    }
    await batch.commit();
  }
}

async function removeFiles(store: FileStore, uid: string): Promise<void> {
  for (const tree of accountFileTrees(uid)) {
    // The folder of versions, and an object at its own path (how avatars were stored before).
    await store.deleteFolder(tree);
    await store.delete(tree);
  }
}

async function anonymiseBookingsAndReviews(db: Firestore, uid: string): Promise<void> {
  let query = db
    .collection('bookings')
    .where('customerId', '==', uid)
    .orderBy(FieldPath.documentId())
    .limit(BOOKINGS_PAGE);
  for (;;) {
    const page = await query.get();
    if (page.empty) return;
    const reviews = await db.getAll(...page.docs.map((booking) => db.doc(`reviews/${booking.id}`)));
    const batch = db.batch();
    for (const review of reviews) {
      // customerId/customerName: the review shape before authorName; gone where still stored.
      if (review.exists) {
        batch.update(review.ref, {
          authorName: null,
          customerId: FieldValue.delete(),
          customerName: FieldValue.delete(),
        });
      }
    }
    for (const booking of page.docs) {
      if (booking.get('notes')) batch.update(booking.ref, { notes: '' });
    }
    await batch.commit();
    const last = page.docs[page.docs.length - 1];
    if (page.size < BOOKINGS_PAGE || !last) return;
    query = query.startAfter(last.id);
  }
}

/**
 * The same cleanup when an account is deleted anywhere else (the console, the Admin SDK).
 * `failurePolicy`: retried on failure, which is safe because the cleanup is idempotent.
 */
export const accountCleanupOnUserDeleted = region('us-central1')
  .runWith({ timeoutSeconds: 300, failurePolicy: true })
  .auth.user()
  .onDelete((user) => cleanUpAccount(user.uid));
