import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

// Initialised on first use so that unit tests of routes that never touch Firebase need no
// credentials or emulator.
function app() {
  return getApps()[0] ?? initializeApp();
}

export const adminAuth = () => getAuth(app());
export const adminDb = () => getFirestore(app());
