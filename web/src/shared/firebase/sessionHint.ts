/**
 * What the shell's session check (`GET /api/auth/user`) last said, for the Firestore loader: a
 * signed-out visitor's pages must not download the Auth SDK (issue 11), a signed-in user's
 * Firestore requests must carry their token. `unknown` = the check failed (e.g. offline);
 * `pending` = it has not answered yet.
 */
export type SessionHint = 'signedIn' | 'signedOut' | 'unknown' | 'pending';

let current: SessionHint = 'pending';

/** Called by the session check each time it answers. */
export function reportSession(hint: Exclude<SessionHint, 'pending'>): void {
  current = hint;
}

export function sessionHint(): SessionHint {
  return current;
}
