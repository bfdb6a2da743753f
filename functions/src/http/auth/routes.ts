import { Router } from 'express';
import type { AuthUser } from '@marketplace/domain';
import { adminAuth, adminDb } from '../../lib/admin';
import { readCookie, SESSION_COOKIE } from '../../lib/cookies';
import { HttpError } from '../../lib/errors';

const signedOut = () => new HttpError(401, 'unauthenticated', 'Not signed in');

export const authRouter = Router();

// The session is private and changes on sign-in/out: never cache it anywhere.
authRouter.use((_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  next();
});

authRouter.get('/user', async (req, res) => {
  const cookie = readCookie(req.headers.cookie, SESSION_COOKIE);
  if (!cookie) throw signedOut();
  const claims = await adminAuth()
    .verifySessionCookie(cookie, true)
    .catch(() => {
      throw signedOut();
    });
  const [userDoc, providerDoc] = await Promise.all([
    adminDb().doc(`users/${claims.uid}`).get(),
    adminDb().doc(`providers/${claims.uid}`).get(),
  ]);
  const profile = userDoc.data() ?? {};
  const user: AuthUser = {
    id: claims.uid,
    email: claims.email ?? null,
    firstName: typeof profile.firstName === 'string' ? profile.firstName : null,
    lastName: typeof profile.lastName === 'string' ? profile.lastName : null,
    profileImageUrl: typeof profile.profileImageUrl === 'string' ? profile.profileImageUrl : null,
    role: claims.admin === true ? 'admin' : 'user',
    isProvider: providerDoc.exists,
  };
  res.json(user);
});
