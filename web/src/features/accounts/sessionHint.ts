import { SESSION_HINT_COOKIE } from '@marketplace/domain';
import { sessionUserToForget } from './deviceUser';

const HINT = new RegExp(`(?:^|;\\s*)${SESSION_HINT_COOKIE}=`);

/**
 * Whether this browser may hold a session: the server's readable hint, set and cleared with
 * the `__session` cookie, or a user remembered on this device (a session from before the
 * hint, which gets one at its next check). Without either, the app starts signed out without
 * asking `GET /api/auth/user`: a signed-out visitor's first visit makes one request less, and
 * the Functions instance behind it is not woken for nothing (issue 11).
 */
export function mayHaveSession(): boolean {
  return HINT.test(document.cookie) || sessionUserToForget() !== null;
}

/** After a check found no session (expired, revoked): the next visits need not ask again. */
export function forgetSessionHint(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict; Secure`;
}
