import { localizedPath } from '../../shared/i18n/language';
import type { Language } from '@marketplace/domain';

/** The query parameter the route guard puts on `/auth` to come back afterwards. */
export const NEXT_PARAM = 'next';

/**
 * `next` when it is a path of this site, else null. Only "/…" is accepted, never "//host" nor
 * "/\host" (which browsers read as another host), nor anything that resolves elsewhere.
 */
export function safeNextPath(next: string | null, origin = window.location.origin): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // Browsers drop tabs and newlines inside URLs: "/\t/evil.com" would become "//evil.com".
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  try {
    const url = new URL(next, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** Where to go after signing in: `next` if safe, else the home page in the page language. */
export function afterSignInPath(next: string | null, language: Language): string {
  return safeNextPath(next) ?? localizedPath('/', language);
}

/** A link to another account page that keeps a safe `next`. */
export function withNext(path: string, next: string | null): string {
  const safe = safeNextPath(next);
  return safe ? `${path}?${NEXT_PARAM}=${encodeURIComponent(safe)}` : path;
}
