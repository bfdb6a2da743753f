import type { Firestore } from 'firebase-admin/firestore';

/**
 * `sessions/{uid}`: when the user's sessions were last ended (logout, role change), so that a
 * request checks a session with one Firestore read instead of two calls to Firebase Auth.
 * Only functions and scripts write it (no client rule matches it: deny by default).
 */
export const SESSIONS_COLLECTION = 'sessions';

export interface SessionRecord {
  /**
   * Cookies issued (`iat`, whole seconds) before this second are refused. A logout at
   * 12:00:00.400 sets 12:00:01, so a cookie made at 12:00:00.100 is refused although it
   * carries the same second: the reason for not relying on Firebase's own revocation alone,
   * which compares whole seconds.
   */
  validFromSeconds: number;
  updatedAtMs: number;
}

export const sessionPath = (uid: string) => `${SESSIONS_COLLECTION}/${uid}`;

/** The first whole second after `nowMs`: every cookie issued so far is older. */
export const validFromAfter = (nowMs: number) => Math.floor(nowMs / 1000) + 1;

/** Ends every session of `uid` issued until now; safe to retry (the bound only moves on). */
export async function endSessionsInStore(
  db: Pick<Firestore, 'doc'>,
  uid: string,
  nowMs = Date.now(),
): Promise<void> {
  const record: SessionRecord = { validFromSeconds: validFromAfter(nowMs), updatedAtMs: nowMs };
  await db.doc(sessionPath(uid)).set(record);
}
