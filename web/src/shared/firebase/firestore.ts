import type { Firestore } from 'firebase/firestore';
import { loadAuth } from './auth';
import { EMULATOR_PORTS } from './config';
import { withReadMeter } from './readMeter';

export type FirestoreModule = typeof import('firebase/firestore');

/** The SDK's functions and the app's database, handed to a feature's query builders. */
export interface FirestoreHandle {
  fs: FirestoreModule;
  db: Firestore;
}

let handle: Promise<FirestoreHandle> | undefined;

/**
 * Loads the Firestore SDK on first use: it is the largest dependency, and keeping it out of
 * the first-load bundle lets the page render before it arrives on a slow network. Auth is
 * initialised first (both download in parallel), so Firestore requests carry the signed-in
 * user's token, which the security rules need. A failed download is not remembered.
 */
export function loadFirestore(): Promise<FirestoreHandle> {
  handle ??= Promise.all([import('firebase/firestore'), import('./app'), loadAuth()])
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
