import type { Request } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { adminAuth, adminDb } from './admin';
import { readCookie, SESSION_COOKIE } from './cookies';
import { HttpError } from './errors';
import {
  endSessionsInStore,
  sessionPath,
  type SessionRecord,
} from './sessionStore';

export interface Session {
  uid: string;
  email: string | null;
  /** The custom claims of the sign-in; a role change ends older sessions (`endSessions`). */
  claims: Record<string, unknown>;
}

export const signedOut = () => new HttpError(401, 'unauthenticated', 'Not signed in');
export const authUnavailable = () =>
  new HttpError(503, 'auth_unavailable', 'Sign-in cannot be checked right now; try again');

/** Firebase Auth codes that mean "this credential is not valid": the user must sign in. */
const REJECTIONS = new Set(
  [
    'argument-error',
    'invalid-argument',
    'invalid-id-token',
    'invalid-uid',
    'id-token-expired',
    'id-token-revoked',
    'session-cookie-expired',
    'session-cookie-revoked',
    'user-disabled',
    'user-not-found',
  ].map((code) => `auth/${code}`),
);

/**
 * A rejected credential is the user's 401; anything else (network, quota, an Auth or
 * Firestore outage) is ours, a 503, so that a client does not sign a user out for it.
 */
export function authFailure(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && REJECTIONS.has(code) ? signedOut() : authUnavailable();
}

const JWT_FIELDS = new Set([
  'aud', 'auth_time', 'exp', 'firebase', 'iat', 'iss', 'sub', 'uid', 'user_id',
  'email', 'email_verified', 'name', 'picture', 'phone_number',
]);

/**
 * The lower bound of a user's sessions when `sessions/{uid}` does not exist yet (sessions
 * made before it was introduced, or by another tool): Firebase Auth's own revocation time,
 * recorded once with `create` so that it never overwrites a later logout.
 */
async function recordFromAuth(uid: string): Promise<SessionRecord> {
  const user = await adminAuth().getUser(uid);
  if (user.disabled) throw signedOut();
  const validAfterMs = Date.parse(user.tokensValidAfterTime ?? '') || 0;
  const record: SessionRecord = {
    validFromSeconds: Math.floor(validAfterMs / 1000),
    updatedAtMs: Date.now(),
  };
  const ref = adminDb().doc(sessionPath(uid));
  try {
    await ref.create(record);
    return record;
  } catch {
    // Someone recorded it first (a logout, or a parallel request): theirs wins.
    const existing = await ref.get();
    if (!existing.exists) throw authUnavailable();
    return existing.data() as SessionRecord;
  }
}

/** Verified cookies of this instance, until they expire: at most this many, oldest out. */
const VERIFIED_CACHE_SIZE = 1000;
const verifiedCookies = new Map<string, DecodedIdToken>();

/**
 * The cookie's verified claims. Verification (signature, issuer, expiry) gives the same
 * answer until the cookie expires, so it is kept per instance; what can change — a logout, a
 * role change — is in `sessions/{uid}`, read on every request, so the cache can never
 * resurrect an ended session.
 */
async function verifiedCookie(cookie: string): Promise<DecodedIdToken> {
  const cached = verifiedCookies.get(cookie);
  if (cached && cached.exp * 1000 > Date.now()) return cached;
  verifiedCookies.delete(cookie);
  const decoded = await adminAuth().verifySessionCookie(cookie, false);
  if (verifiedCookies.size >= VERIFIED_CACHE_SIZE) {
    const oldest = verifiedCookies.keys().next().value;
    if (oldest !== undefined) verifiedCookies.delete(oldest);
  }
  verifiedCookies.set(cookie, decoded);
  return decoded;
}

/** For tests: forget the verified cookies. */
export function clearVerifiedCookies(): void {
  verifiedCookies.clear();
}

/**
 * The signed-in user of a request, with `paths` read in the same Firestore call as the
 * session record. The `__session` cookie is verified without asking Firebase Auth (in
 * production: signature and expiry against Google's cached keys; once per instance and
 * cookie, see `verifiedCookie`), then checked against
 * `sessions/{uid}`, which a logout or a role change moves forward. 401 when signed out or
 * ended, 503 when Auth or Firestore cannot answer.
 */
export async function requireSessionWith(
  req: Request,
  paths: (uid: string) => readonly string[],
): Promise<{ session: Session; docs: DocumentSnapshot[] }> {
  const cookie = readCookie(req.headers.cookie, SESSION_COOKIE);
  if (!cookie) throw signedOut();
  try {
    const decoded = await verifiedCookie(cookie);
    const db = adminDb();
    const [sessionDoc, ...docs] = await db.getAll(
      db.doc(sessionPath(decoded.uid)),
      ...paths(decoded.uid).map((path) => db.doc(path)),
    );
    const record = sessionDoc?.exists
      ? (sessionDoc.data() as SessionRecord)
      : await recordFromAuth(decoded.uid);
    if (!(decoded.iat >= record.validFromSeconds)) throw signedOut();
    const claims = Object.fromEntries(
      Object.entries(decoded).filter(([key]) => !JWT_FIELDS.has(key)),
    );
    const session: Session = {
      uid: decoded.uid,
      email: decoded.email ?? null,
      claims,
    };
    return { session, docs };
  } catch (error) {
    throw authFailure(error);
  }
}

/** The signed-in user of a request (see `requireSessionWith`). */
export async function requireSession(req: Request): Promise<Session> {
  return (await requireSessionWith(req, () => [])).session;
}

/**
 * The signed-in user, or null for a visitor: for routes open to visitors that still want to
 * know who asks (payment links and demos, a rate limit per user, a feedback's author). An
 * ended or expired session is a visitor too; an Auth or Firestore outage stays a 503.
 */
export async function optionalSession(req: Request): Promise<Session | null> {
  if (!readCookie(req.headers.cookie, SESSION_COOKIE)) return null;
  try {
    return await requireSession(req);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Ends every session of `uid`: our record first (what `requireSession` checks, to the
 * millisecond), then Firebase Auth's refresh tokens (the web SDK's own sign-in).
 */
export async function endSessions(uid: string): Promise<void> {
  await endSessionsInStore(adminDb(), uid);
  await adminAuth().revokeRefreshTokens(uid);
}

const CLOCK_MARGIN_MS = 100;

/**
 * Waits until a new cookie would fall inside the user's sessions, i.e. after the second of a
 * logout that happened less than a second ago (at most one second). 503 if the record
 * cannot be read.
 */
export async function waitForSessionBound(uid: string): Promise<void> {
  const snapshot = await adminDb()
    .doc(sessionPath(uid))
    .get()
    .catch(() => {
      throw authUnavailable();
    });
  const validFromSeconds = (snapshot.data() as SessionRecord | undefined)?.validFromSeconds ?? 0;
  // A little beyond the second, in case Firebase Auth's clock is behind ours.
  const waitMs = validFromSeconds * 1000 + CLOCK_MARGIN_MS - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
}
