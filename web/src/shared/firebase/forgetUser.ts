import { signOutFirebase } from './auth';
import { clearFirestoreCache } from './firestore';

/**
 * Forgets what the Firebase SDKs keep of a user on this device: the offline cache of Firestore
 * (its documents, e.g. `users/{uid}`) and the Auth user restored across reloads. The cache goes
 * first, so a running Firestore never re-reads as a signed-out user; the sign-out happens even
 * when the cache cannot be cleared. `uid`: see `signOutFirebase`.
 */
export async function forgetFirebaseUser(uid?: string): Promise<void> {
  try {
    await clearFirestoreCache();
  } finally {
    await signOutFirebase(uid);
  }
}
