import type { Firestore } from 'firebase/firestore';
import { loadAuth, loadedAuth } from './auth';
import { EMULATOR_PORTS } from './config';
import { withReadMeter } from './readMeter';
import { sessionHint } from './sessionHint';

export type FirestoreModule = typeof import('firebase/firestore');

/** The SDK's functions and the app's database, handed to a feature's query builders. */
export interface FirestoreHandle {
  fs: FirestoreModule;
  db: Firestore;
}

let handle: Promise<FirestoreHandle> | undefined;

/**
 * Auth first when the visitor is (or may be) signed in, so Firestore requests carry the user's
 * token, which the security rules need. A signed-out visitor's public pages skip the Auth SDK
 * (and the Google scripts it fetches); if they sign in later, the sign-in page loads Auth and
 * Firestore picks the user up from the app.
 */
async function authIfSignedIn(): Promise<void> {
  if (loadedAuth()) return;
  if ((await sessionHint()) !== 'signedOut') await loadAuth();
}

/**
 * Loads the Firestore SDK on first use: it is the largest dependency, and keeping it out of
 * the first-load bundle lets the page render before it arrives on a slow network. The SDK
 * downloads while the session check answers. A failed download is not remembered.
 */
export function loadFirestore(): Promise<FirestoreHandle> {
  handle ??= Promise.all([import('firebase/firestore'), import('./app'), authIfSignedIn()])
    .then(([fs, app]) => {
      const { firebaseApp, setup } = app;
      // Persistent cache: a page visited once still shows its data on a flaky or absent network.
      const db = fs.initializeFirestore(firebaseApp(), {
        localCache: fs.persistentLocalCache({ tabManager: fs.persistentMultipleTabManager() }),
      });
      if (setup.useEmulators) {
        // Same host as the page, so a phone on the LAN reaches the emulators of the dev machine.
        fs.connectFirestoreEmulator(db, window.location.hostname, EMULATOR_PORTS.firestore);
      }
      return { fs: withReadMeter(fs, setup.useEmulators), db };
    })
    .catch((error: unknown) => {
      handle = undefined;
      throw error;
    });
  return handle;
}
