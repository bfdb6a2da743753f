/**
 * Which user last had a session on this device (localStorage), so that a session ending
 * without a logout here (expired, revoked) still makes the app forget that user's data, and so
 * that a browser where no session can exist is not asked for one at the app's start.
 */
const KEY = 'accounts:session-user';

export function rememberSessionUser(uid: string): void {
  try {
    localStorage.setItem(KEY, uid);
  } catch {
    // Storage disabled: a logout still forgets; only an expired session may not.
  }
}

/** The uid of that user, or null when none had a session here since the last forgetting. */
export function sessionUserToForget(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetSessionUser(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored then.
  }
}

/**
 * Whether this browser may hold a session: a user had one here and it was not seen to end, or
 * the storage cannot tell. Every session starts with a sign-in in this browser, whose check
 * remembers its user, and ends with a logout or a 401 that forgets it (a 5-day session also
 * ends before Safari drops a site's storage, after 7 days without a visit). Without one the app
 * starts signed out without `GET /api/auth/user`: a signed-out visitor's first visit is a
 * request and a function invocation lighter (issue 11).
 */
export function mayHaveSession(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return true;
  }
}
