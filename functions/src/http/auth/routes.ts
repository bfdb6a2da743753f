import { Router } from 'express';
import { z } from 'zod';
import type { AuthUser } from '@marketplace/domain';
import { adminAuth } from '../../lib/admin';
import { readCookie, SESSION_COOKIE } from '../../lib/cookies';
import { HttpError } from '../../lib/errors';
import { requireSameOrigin } from '../../lib/origin';
import {
  authFailure,
  endSessions,
  requireSession,
  requireSessionWith,
  waitForSessionBound,
} from '../../lib/session';

/** DESIGN §4: the session lasts 5 days. */
export const SESSION_DURATION_MS = 5 * 24 * 60 * 60 * 1000;
/** A session is only made from a fresh sign-in, so a stolen old ID token cannot mint one. */
export const MAX_SIGN_IN_AGE_SECONDS = 5 * 60;

const sessionBodySchema = z.object({ idToken: z.string().min(1).max(4096) });

const cookieOptions = {
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
  path: '/',
} as const;

export const authRouter = Router();

// The session is private and changes on sign-in/out: never cache it anywhere.
authRouter.use((_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  next();
});

authRouter.post('/session', requireSameOrigin, async (req, res) => {
  const { idToken } = sessionBodySchema.parse(req.body);
  // A rejected token is the user's 401; an Auth outage stays a 503.
  const invalid = (error: unknown) => {
    const failure = authFailure(error);
    return failure.status === 401
      ? new HttpError(401, 'invalid_token', 'The sign-in could not be verified')
      : failure;
  };
  const decoded = await adminAuth()
    .verifyIdToken(idToken, true)
    .catch((error: unknown) => {
      throw invalid(error);
    });
  if (Date.now() / 1000 - decoded.auth_time > MAX_SIGN_IN_AGE_SECONDS) {
    throw new HttpError(401, 'stale_sign_in', 'Sign in again to continue');
  }
  // A sign-in right after a logout: its cookie must be issued after the logout's second.
  await waitForSessionBound(decoded.uid);
  const cookie = await adminAuth()
    .createSessionCookie(idToken, { expiresIn: SESSION_DURATION_MS })
    .catch((error: unknown) => {
      throw invalid(error);
    });
  res.cookie(SESSION_COOKIE, cookie, { ...cookieOptions, maxAge: SESSION_DURATION_MS });
  res.json({ status: 'signed-in' });
});

authRouter.get('/user', async (req, res) => {
  const { session, docs } = await requireSessionWith(req, (uid) => [
    `users/${uid}`,
    `providers/${uid}`,
  ]);
  const [userDoc, providerDoc] = docs;
  const profile = userDoc?.data() ?? {};
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const user: AuthUser = {
    id: session.uid,
    email: session.email,
    firstName: text(profile.firstName),
    lastName: text(profile.lastName),
    profileImageUrl: text(profile.profileImageUrl),
    role: session.claims.admin === true ? 'admin' : 'user',
    isProvider: providerDoc?.exists === true,
  };
  res.json(user);
});

authRouter.get('/team-member-check', async (req, res) => {
  const session = await requireSession(req);
  res.json({ isTeamMember: session.claims.team === true });
});

/**
 * Idempotent: signed out or not, the cookie is cleared; a live session ends everywhere, to
 * the millisecond (a cookie issued earlier in the same second is refused too).
 */
authRouter.post('/logout', requireSameOrigin, async (req, res) => {
  if (readCookie(req.headers.cookie, SESSION_COOKIE)) {
    const session = await requireSession(req).catch((error: unknown) => {
      // Signed out already is fine; an outage must not look like a completed logout.
      if (error instanceof HttpError && error.status === 401) return null;
      throw error;
    });
    if (session) await endSessions(session.uid);
  }
  res.clearCookie(SESSION_COOKIE, cookieOptions);
  res.json({ status: 'signed-out' });
});
