import type { Auth } from 'firebase/auth';
import { EMULATOR_PORTS } from './config';

export type AuthModule = typeof import('firebase/auth');

/** The Auth SDK's functions and the app's Auth instance. */
export interface AuthHandle {
  sdk: AuthModule;
  auth: Auth;
}

let handle: Promise<AuthHandle> | undefined;
let loaded: AuthHandle | undefined;

/**
 * Loads the Auth SDK on first use (sign-in pages, Firestore), keeping it out of the first-load
 * bundle: the shell knows the session from the `__session` cookie through `/api/auth/user`.
 * A failed download (flaky network) is not remembered, so the next call tries again.
 */
export function loadAuth(): Promise<AuthHandle> {
  handle ??= Promise.all([import('firebase/auth'), import('./app')])
    .then(([sdk, { firebaseApp, setup }]) => {
      // The signed-in user survives reloads (IndexedDB, else localStorage), so Firestore
      // requests keep carrying their token; the popup resolver serves Google sign-in.
      const auth = sdk.initializeAuth(firebaseApp(), {
        persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
        popupRedirectResolver: sdk.browserPopupRedirectResolver,
      });
      if (setup.useEmulators) {
        // Same host as the page, so a phone on the LAN reaches the emulators of the dev machine.
        const url = `http://${window.location.hostname}:${EMULATOR_PORTS.auth}`;
        sdk.connectAuthEmulator(auth, url, { disableWarnings: true });
      }
      loaded = { sdk, auth };
      return loaded;
    })
    .catch((error: unknown) => {
      handle = undefined;
      throw error;
    });
  return handle;
}

/** The SDK if something has loaded it already; never downloads it. */
export function loadedAuth(): AuthHandle | undefined {
  return loaded;
}

/**
 * Signs the SDK's user out, which also erases the user it keeps across reloads: without this
 * the next person on a shared phone would read Firestore as the previous user. With `uid`,
 * only that user: someone who signed in meanwhile stays signed in.
 */
export async function signOutFirebase(uid?: string): Promise<void> {
  const { sdk, auth } = await loadAuth();
  await auth.authStateReady();
  if (auth.currentUser && (uid === undefined || auth.currentUser.uid === uid)) {
    await sdk.signOut(auth);
  }
}
