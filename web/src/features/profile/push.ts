import type { Messaging } from 'firebase/messaging';
import { loadFirestore } from '../../shared/firebase/firestore';

/**
 * Web push on this device (issue 14): FCM through the app's own service worker (web/src/sw.ts
 * shows the pushes), only with a VAPID key configured and in a browser that has the Push and
 * Notification APIs. The Messaging SDK loads only when the user turns the switch. The token is
 * stored as `users/{uid}/pushTokens/{token}`, which the functions push to.
 */

/** The VAPID key when web push can work here, else null (the switch is then not shown). */
export function pushVapidKey(
  env: Record<string, unknown> = import.meta.env,
  scope: object = globalThis,
): string | null {
  const key = env.VITE_FIREBASE_VAPID_KEY;
  if (typeof key !== 'string' || key.trim() === '') return null;
  const supported = 'PushManager' in scope && 'Notification' in scope && 'navigator' in scope;
  return supported && 'serviceWorker' in navigator ? key.trim() : null;
}

/** Which user this browser's token was registered for (one browser, one token). */
const STORAGE_KEY = 'pushToken';
interface Registered {
  uid: string;
  token: string;
}

function registered(): Registered | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { uid, token } = value as Record<string, unknown>;
    return typeof uid === 'string' && typeof token === 'string' ? { uid, token } : null;
  } catch {
    return null;
  }
}

/** Whether this browser receives the user's pushes. */
export function pushEnabledHere(uid: string): boolean {
  return registered()?.uid === uid && Notification.permission === 'granted';
}

async function messaging(): Promise<{
  sdk: typeof import('firebase/messaging');
  messaging: Messaging;
}> {
  const [sdk, { firebaseApp }] = await Promise.all([
    import('firebase/messaging'),
    import('../../shared/firebase/app'),
  ]);
  return { sdk, messaging: sdk.getMessaging(firebaseApp()) };
}

export type EnableOutcome = 'enabled' | 'denied' | 'unavailable';

/** Asks the browser's permission, then registers this browser's token for the user. */
export async function enablePush(uid: string, vapidKey: string): Promise<EnableOutcome> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  // The app's worker (registered in production builds only) shows the pushes.
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'unavailable';
  const { sdk, messaging: instance } = await messaging();
  // Another account used push here: its token dies with it, or this browser would go on
  // receiving that account's pushes.
  const previous = registered();
  if (previous && previous.uid !== uid) await sdk.deleteToken(instance).catch(() => false);
  const token = await sdk.getToken(instance, { vapidKey, serviceWorkerRegistration: registration });
  const { fs, db } = await loadFirestore();
  const ref = fs.doc(db, 'users', uid, 'pushTokens', token);
  // The rules let the owner create a token's document, not rewrite it.
  if (!(await fs.getDoc(ref)).exists()) await fs.setDoc(ref, { createdAt: fs.serverTimestamp() });
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ uid, token } satisfies Registered));
  return 'enabled';
}

/** Unregisters this browser: the token's document, and the token itself. */
export async function disablePush(uid: string): Promise<void> {
  const current = registered();
  if (current?.uid === uid) {
    const { fs, db } = await loadFirestore();
    await fs.deleteDoc(fs.doc(db, 'users', uid, 'pushTokens', current.token));
  }
  const { sdk, messaging: instance } = await messaging();
  await sdk.deleteToken(instance).catch(() => false);
  localStorage.removeItem(STORAGE_KEY);
}
