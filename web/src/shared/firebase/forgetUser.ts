import { signOutFirebase } from './auth';
import { clearFirestoreCache } from './firestore';

/**
 * Forgets what the Firebase SDKs keep of a user on this device: the Auth user restored across
 * reloads and the offline cache of Firestore (its documents, e.g. `users/{uid}`). Both run
 * together, and each runs even when the other fails; the first failure is reported.
 * `uid`: see `signOutFirebase`.
 */
export async function forgetFirebaseUser(uid?: string): Promise<void> {
  const results = await Promise.allSettled([signOutFirebase(uid), clearFirestoreCache()]);
  for (const result of results) {
    if (result.status === 'rejected') throw result.reason;
  }
}
