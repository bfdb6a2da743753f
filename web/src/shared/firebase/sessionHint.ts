/**
 * What the shell's session check (`GET /api/auth/user`) said, for the Firestore loader: a
 * signed-out visitor's pages must not download the Auth SDK (issue 11), a signed-in user's
 * Firestore requests must carry their token. `unknown` = the check failed (e.g. offline).
 */
export type SessionHint = 'signedIn' | 'signedOut' | 'unknown';

let settle: (hint: SessionHint) => void = () => undefined;
let current = new Promise<SessionHint>((resolve) => {
  settle = resolve;
});
let settled = false;

/** Called by the session check each time it answers. */
export function reportSession(hint: SessionHint): void {
  if (settled) current = Promise.resolve(hint);
  else settle(hint);
  settled = true;
}

/** The latest answer; waits for the first check when none has answered yet. */
export function sessionHint(): Promise<SessionHint> {
  return current;
}
