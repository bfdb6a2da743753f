import { initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
} from 'firebase/firestore';
import { EMULATOR_PORTS, firebaseSetup } from './config';

const setup = firebaseSetup(import.meta.env);

export const firebaseApp = initializeApp(setup.options);

// Persistent cache: a page visited once still shows its data on a flaky or absent network.
export const db = initializeFirestore(firebaseApp, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});

if (setup.useEmulators) {
  // Same host as the page, so a phone on the LAN reaches the emulators of the dev machine.
  const host = window.location.hostname;
  connectFirestoreEmulator(db, host, EMULATOR_PORTS.firestore);
}
