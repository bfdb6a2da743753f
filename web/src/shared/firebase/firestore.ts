import type { Firestore } from 'firebase/firestore';
import { loadAuth } from './auth';
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
 * Auth before any read once the session check says signed in (or could not tell), so requests
 * carry the user's token, which the security rules need; guarded pages render only after that
 * answer. A signed-out visitor's pages never download the Auth SDK (nor the Google scripts it
 * fetches), and public pages do not wait for the check: Firestore takes up a user whenever
 * Auth is initialised on the app later (the sign-in pages load it).
 */
async function authIfSignedIn(): Promise<void> {
  const hint = sessionHint();
  if (hint === 'signedIn' || hint === 'unknown') await loadAuth();
}

/**
 * Loads the Firestore SDK on first use: it is the largest dependency, and keeping it out of
 * the first-load bundle lets the page render before it arrives on a slow network. A failed
 * download is not remembered.
 */
export async function loadFirestore(): Promise<FirestoreHandle> {
  handle ??= Promise.all([import('firebase/firestore'), import('./app')])
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
  const [firestore] = await Promise.all([handle, authIfSignedIn()]);
  return firestore;
}
