import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type DocumentSnapshot } from 'firebase-admin/firestore';
import { EMULATED_BACKOFF_MAX_SECONDS } from '../../functions/src/jobs/taskTimer';

export const HOSTING = `http://${process.env.FIREBASE_HOSTING_EMULATOR_HOST ?? '127.0.0.1:5000'}`;
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

const app =
  getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-marketplace' });
export const adminAuth = getAuth(app);
export const adminDb = getFirestore(app);

/** Signs in through the Auth emulator's REST API, as the web SDK would. */
export async function signInForIdToken(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/**
 * How long a test waits for a timer task to act on a deadline it moved into the past: the task
 * armed for the old deadline notices it at its next retry, under the emulators at most
 * EMULATED_BACKOFF_MAX_SECONDS after the last.
 */
export const TIMER_TASK_WAIT_MS = (EMULATED_BACKOFF_MAX_SECONDS + 30) * 1000;

/**
 * Polls `read` until `ready` holds: triggers run asynchronously, and right after a seed the
 * Functions emulator works through hundreds of queued events first.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  ready: (value: T) => boolean,
  timeoutMs = 60_000,
  describe: (value: T) => string = (value) => JSON.stringify(value),
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ready(value)) return value;
    if (Date.now() > deadline) throw new Error(`never ready: ${describe(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Reads the document at `path` until `ready` holds (see `eventually`). */
export function documentEventually(
  path: string,
  ready: (snapshot: DocumentSnapshot) => boolean,
  timeoutMs?: number,
): Promise<DocumentSnapshot> {
  return eventually(
    () => adminDb.doc(path).get(),
    ready,
    timeoutMs,
    (snapshot) => `${path}: ${JSON.stringify(snapshot.data())}`,
  );
}
