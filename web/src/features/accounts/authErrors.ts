import { HttpError } from '../../shared/api/http';

/** The session cookie could not be created, or the app is still signed out afterwards. */
export class SessionError extends Error {
  override readonly name = 'SessionError';

  constructor(options?: ErrorOptions) {
    super('Session could not be started', options);
  }
}

/** The `code` of a Firebase error ("auth/wrong-password", "permission-denied"…). */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

export type AuthAction = 'signIn' | 'google' | 'register' | 'reset';

/** Registration with a taken email: the page renders this text with a link to sign in. */
export const EMAIL_IN_USE_KEY = 'accounts:register.emailInUse';

/** Firebase's answers to a wrong email or password, whichever of the two is wrong. */
export const INVALID_CREDENTIAL_CODES = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
]);

const CODE_MESSAGES: Record<string, string> = {
  // One neutral message: never tell which of the email or the password is wrong.
  ...Object.fromEntries(
    [...INVALID_CREDENTIAL_CODES].map((code) => [code, 'errors.invalidCredentials']),
  ),
  'auth/too-many-requests': 'errors.tooManyRequests',
  'auth/network-request-failed': 'errors.network',
  'auth/timeout': 'errors.network',
  unavailable: 'errors.network',
  'auth/user-disabled': 'errors.userDisabled',
  'auth/popup-blocked': 'errors.popupBlocked',
  'auth/popup-closed-by-user': 'errors.popupClosed',
  'auth/cancelled-popup-request': 'errors.popupClosed',
  'auth/user-cancelled': 'errors.popupClosed',
  'auth/account-exists-with-different-credential': 'errors.accountExists',
  'auth/weak-password': 'errors.weakPassword',
};

const GOOGLE_UNAVAILABLE = new Set([
  'auth/operation-not-allowed',
  'auth/unauthorized-domain',
  'auth/operation-not-supported-in-this-environment',
  'auth/web-storage-unsupported',
  'auth/internal-error',
]);

/**
 * The text key (with its namespace) for a failure of sign-in, Google sign-in, registration or
 * a password reset request.
 */
export function authErrorMessageKey(error: unknown, action: AuthAction): string {
  const code = errorCode(error);
  if (action === 'register' && code === 'auth/email-already-in-use') return EMAIL_IN_USE_KEY;
  if (action === 'register' && code === 'auth/invalid-email')
    return 'common:validation.invalidEmail';
  if (action === 'signIn' && code === 'auth/invalid-email')
    return 'accounts:errors.invalidCredentials';
  if (code && CODE_MESSAGES[code]) return `accounts:${CODE_MESSAGES[code]}`;
  if (action === 'google' && code && GOOGLE_UNAVAILABLE.has(code)) {
    return 'accounts:errors.googleUnavailable';
  }
  // fetch rejects with a TypeError when the network is down, however deep it was wrapped.
  if (rootCause(error) instanceof TypeError) return 'accounts:errors.network';
  if (error instanceof SessionError || error instanceof HttpError) return 'accounts:errors.session';
  return 'common:errors.generic';
}

function rootCause(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error && current.cause; depth += 1) {
    current = current.cause;
  }
  return current;
}

/**
 * Logs a failed sign-in or registration: Firebase Auth's own refusals (wrong password, email
 * in use, network…) are the user's situation, shown to them, so only a warning; anything else
 * is a fault of ours.
 */
export function logAuthFailure(label: string, failure: unknown): void {
  if (errorCode(failure)?.startsWith('auth/')) console.warn(label, failure);
  else console.error(label, failure);
}
