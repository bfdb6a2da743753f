/** The user object of `GET /api/auth/user` (spec §3, §7), shared by the function and the SPA. */
export interface AuthUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: 'admin' | 'user';
  isProvider: boolean;
}

/**
 * A readable companion of the HttpOnly `__session` cookie, set and cleared with it and holding
 * no secret: without it (and without a user remembered on this device) the SPA knows there is
 * no session to check, and a signed-out visitor's pages make no `GET /api/auth/user` call
 * (issue 11). Firebase Hosting forwards only `__session` to functions; this one is for the page.
 */
export const SESSION_HINT_COOKIE = 'signed_in';
