import type { Language } from '@marketplace/domain';
import { loadAuth } from '../../shared/firebase/auth';
import { EMULATOR_PORTS } from '../../shared/firebase/config';
import { refreshVerification } from '../../shared/auth/emailVerification';
import { localizedPath } from '../../shared/i18n/language';
import { errorCode } from './authErrors';

// The email action links of Firebase Auth (verify email, reset password…) point here when the
// project's action URL is set to `https://<host>/auth/action` (Firebase console → Templates).

export type VerifyOutcome = 'verified' | 'alreadyVerified' | 'invalid' | 'network' | 'failed';

const INVALID_CODES = new Set([
  'auth/invalid-action-code',
  'auth/expired-action-code',
  'auth/user-disabled',
  'auth/user-not-found',
]);

/** One attempt per code and page load (a second `applyActionCode` would call it invalid). */
const attempts = new Map<string, Promise<VerifyOutcome>>();

/**
 * Applies a verification code. When this browser is signed in as that user, it then reloads
 * them and refreshes the ID token, so becoming a provider works at once. A used code from a
 * verified account is "already verified" rather than "invalid".
 */
export function verifyEmail(oobCode: string): Promise<VerifyOutcome> {
  let attempt = attempts.get(oobCode);
  if (!attempt) {
    attempt = applyVerification(oobCode);
    attempts.set(oobCode, attempt);
    // A failed network attempt may be retried.
    void attempt.then((outcome) => outcome === 'network' && attempts.delete(oobCode));
  }
  return attempt;
}

async function applyVerification(oobCode: string): Promise<VerifyOutcome> {
  let sdkAuth;
  try {
    sdkAuth = await loadAuth();
    await sdkAuth.sdk.applyActionCode(sdkAuth.auth, oobCode);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'auth/network-request-failed' || error instanceof TypeError) return 'network';
    if (!code || !INVALID_CODES.has(code) || !sdkAuth) return 'failed';
    const user = await signedInUser(sdkAuth.auth);
    return user && (await refreshVerification(user).catch(() => false))
      ? 'alreadyVerified'
      : 'invalid';
  }
  const user = await signedInUser(sdkAuth.auth);
  if (user) await refreshVerification(user).catch(() => false);
  return 'verified';
}

async function signedInUser(auth: Awaited<ReturnType<typeof loadAuth>>['auth']) {
  await auth.authStateReady();
  return auth.currentUser;
}

/** The continue URL's path when it is a page of this site, else the home page. */
export function continuePathOf(continueUrl: string | null, language: Language): string {
  const home = localizedPath('/', language);
  if (!continueUrl) return home;
  try {
    const url = new URL(continueUrl, window.location.origin);
    if (url.origin !== window.location.origin) return home;
    return `${url.pathname}${url.search}`;
  } catch {
    return home;
  }
}

/**
 * Firebase's own handler for the modes this app leaves to it (password reset, email
 * recovery): the Auth emulator's page locally, else the project's auth domain.
 */
export function firebaseActionUrl(
  search: string,
  authDomain: string | undefined,
  emulated: boolean,
) {
  return emulated
    ? `http://${window.location.hostname}:${EMULATOR_PORTS.auth}/emulator/action${search}`
    : `https://${authDomain}/__/auth/action${search}`;
}
