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
let clearing: Promise<void> | undefined;
/** Counts cache clearings, so live queries subscribe again on the new instance. */
let generation = 0;
const resetListeners = new Set<() => void>();

export const firestoreGeneration = () => generation;

export function subscribeToFirestoreReset(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

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
    .then(async ([fs, app]) => {
      // A sign-out is deleting the cache: the new instance must not open it meanwhile.
      await clearing;
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

/** Whether this browser may hold a Firestore cache (when it can tell without the SDK). */
async function mayHoldCache(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases();
  return databases.some((database) => database.name?.startsWith('firestore/'));
}

async function clearCache(loading: Promise<FirestoreHandle> | undefined): Promise<void> {
  const loaded = await loading?.catch(() => undefined);
  if (loaded) {
    await loaded.fs.terminate(loaded.db);
    await loaded.fs.clearIndexedDbPersistence(loaded.db);
    return;
  }
  // Not started in this visit, but an earlier visit may have left its cache on the device:
  // an instance that was never used may clear it, then is let go.
  if (!(await mayHoldCache())) return;
  const [fs, { firebaseApp }] = await Promise.all([import('firebase/firestore'), import('./app')]);
  const db = fs.initializeFirestore(firebaseApp(), {
    localCache: fs.persistentLocalCache({ tabManager: fs.persistentMultipleTabManager() }),
  });
  await fs.clearIndexedDbPersistence(db);
  await fs.terminate(db);
}

/**
 * Forgets every document the offline cache holds (sign-out, an expired session): ends the
 * database instance and deletes its IndexedDB storage, so the next person on a shared phone
 * reads nothing of the previous user, even offline. The next `loadFirestore` starts afresh.
 * Fails (`failed-precondition`) while another tab of the app still uses the cache.
 */
export function clearFirestoreCache(): Promise<void> {
  const loading = handle;
  handle = undefined;
  const done = clearCache(loading);
  clearing = done.then(
    () => undefined,
    () => undefined,
  );
  // Listeners of the ended instance receive nothing more: let them start again.
  void clearing.then(() => {
    generation += 1;
    for (const listener of resetListeners) listener();
  });
  return done;
}
