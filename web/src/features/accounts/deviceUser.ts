/**
 * Which user last had a session on this device (localStorage), so that a session ending
 * without a logout here (expired, revoked) still makes the app forget that user's data.
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
