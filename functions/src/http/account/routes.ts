import { Router } from 'express';
import { accountDeletionSchema, CONFIRM_EMAIL_MISMATCH, sameEmail } from '@marketplace/domain';
import { adminAuth } from '../../lib/admin';
import { SESSION_COOKIE } from '../../lib/cookies';
import { HttpError } from '../../lib/errors';
import { requireSameOrigin } from '../../lib/origin';
import { requireSession } from '../../lib/session';
import { cleanUpAccount } from '../../triggers/accountCleanup';

export const accountRouter = Router();

/**
 * `DELETE /api/account` with `{confirmEmail}`: removes the signed-in user's data (the same
 * cleanup the Auth trigger runs), then the Auth user, and clears the session cookie. A repeat
 * after a lost answer finds no session (401); a repeat after a failure starts over safely.
 */
accountRouter.delete('/', requireSameOrigin, async (req, res) => {
  res.set('Cache-Control', 'private, no-store');
  const session = await requireSession(req);
  const { confirmEmail } = accountDeletionSchema.parse(req.body ?? {});
  if (!sameEmail(confirmEmail, session.email)) {
    throw new HttpError(400, CONFIRM_EMAIL_MISMATCH, 'Type the email address of your account');
  }
  await cleanUpAccount(session.uid);
  await adminAuth()
    .deleteUser(session.uid)
    .catch((error: unknown) => {
      if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
    });
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, secure: true, sameSite: 'strict', path: '/' });
  res.json({ status: 'deleted' });
});
