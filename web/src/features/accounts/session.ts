import type { User } from 'firebase/auth';
import { notifyAuthLogin } from '../../shared/api/authEvents';
import { HttpError, apiMutate } from '../../shared/api/http';
import { SessionError } from './authErrors';

/**
 * After any successful Firebase sign-in: trade the fresh ID token for the `__session` cookie,
 * then let the app re-read the signed-in user. Resolves once the app is signed in; the page
 * then leaves through its signed-in redirect.
 */
export async function startSession(user: User): Promise<void> {
  const idToken = await user.getIdToken();
  try {
    await apiMutate('/api/auth/session', { json: { idToken } });
  } catch (error) {
    throw error instanceof HttpError ? new SessionError({ cause: error }) : error;
  }
  let outcome;
  try {
    outcome = await notifyAuthLogin();
  } catch (error) {
    throw new SessionError({ cause: error });
  }
  // Still signed out with a fresh cookie: the browser refused it.
  if (outcome === 'signedOut') throw new SessionError();
}
