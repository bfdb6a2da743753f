import type { Request } from 'express';
import { adminAuth } from './admin';
import { readCookie, SESSION_COOKIE } from './cookies';
import { HttpError } from './errors';

export interface Session {
  uid: string;
  email: string | null;
  /** Custom claims as they are now, not as they were when the cookie was made. */
  claims: Record<string, unknown>;
}

export const signedOut = () => new HttpError(401, 'unauthenticated', 'Not signed in');

/**
 * The signed-in user of a request: the `__session` cookie, verified with revocation checking
 * (so a logout or a role change ends old sessions). Throws 401 otherwise.
 */
export async function requireSession(req: Request): Promise<Session> {
  const cookie = readCookie(req.headers.cookie, SESSION_COOKIE);
  if (!cookie) throw signedOut();
  try {
    const decoded = await adminAuth().verifySessionCookie(cookie, true);
    const user = await adminAuth().getUser(decoded.uid);
    return { uid: user.uid, email: user.email ?? null, claims: user.customClaims ?? {} };
  } catch {
    throw signedOut();
  }
}
