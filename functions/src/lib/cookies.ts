import type { CookieOptions, Response } from 'express';
import { SESSION_HINT_COOKIE } from '@marketplace/domain';

/** Firebase Hosting forwards only this cookie to functions (DESIGN §1). */
export const SESSION_COOKIE = '__session';

const SESSION_COOKIE_OPTIONS = {
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
  path: '/',
} as const satisfies CookieOptions;

/** The page may read the hint (domain `SESSION_HINT_COOKIE`); it says only that a session exists. */
const HINT_COOKIE_OPTIONS = { ...SESSION_COOKIE_OPTIONS, httpOnly: false } as const;

/** Sets the session cookie, with its hint for the page, both for `maxAge` ms. */
export function setSessionCookie(res: Response, cookie: string, maxAge: number): void {
  res.cookie(SESSION_COOKIE, cookie, { ...SESSION_COOKIE_OPTIONS, maxAge });
  setSessionHint(res, maxAge);
}

/** The hint alone: a session from before the hint existed gets one at its next check. */
export function setSessionHint(res: Response, maxAge: number): void {
  res.cookie(SESSION_HINT_COOKIE, '1', { ...HINT_COOKIE_OPTIONS, maxAge });
}

export function clearSessionCookie(res: Response): void {
  res.clearCookie(SESSION_COOKIE, SESSION_COOKIE_OPTIONS);
  res.clearCookie(SESSION_HINT_COOKIE, HINT_COOKIE_OPTIONS);
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) {
      const value = part.slice(separator + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}
