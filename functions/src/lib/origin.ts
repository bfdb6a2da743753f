import type { RequestHandler } from 'express';
import { HttpError } from './errors';

/** The Hosting emulator's app: trusted only when running under the emulators. */
export const LOCAL_ORIGINS = ['http://127.0.0.1:5000', 'http://localhost:5000'];

type Headers = Record<string, string | string[] | undefined>;

const underEmulators = (env: NodeJS.ProcessEnv) => env.FUNCTIONS_EMULATOR === 'true';

function headerValues(headers: Headers, name: string): string[] {
  const value = headers[name];
  return (Array.isArray(value) ? value : [value])
    .flatMap((item) => item?.split(',') ?? [])
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}

/** `scheme://host[:port]` in URL's normal form, or null when `value` is not an origin. */
export function normalOrigin(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * The full origins (scheme included) this request may come from: the site it was sent to,
 * over https (over http too under the emulators, which serve plain http), the origins of
 * `ALLOWED_ORIGINS`, and the local Hosting emulator's only under the emulators.
 */
export function allowedOrigins(headers: Headers, env: NodeJS.ProcessEnv = process.env): Set<string> {
  const local = underEmulators(env);
  const schemes = local ? ['https', 'http'] : ['https'];
  const candidates = [
    ...['x-forwarded-host', 'host'].flatMap((name) =>
      headerValues(headers, name).flatMap((host) => schemes.map((scheme) => `${scheme}://${host}`)),
    ),
    ...(env.ALLOWED_ORIGINS?.split(',') ?? []),
    ...(local ? LOCAL_ORIGINS : []),
  ];
  return new Set(candidates.map((origin) => normalOrigin(origin.trim())).filter((o) => o !== null));
}

/**
 * CSRF protection for state-changing cookie endpoints (DESIGN §4): the browser's `Origin`
 * must be this site, compared as a whole (`http://site` is not `https://site`). A missing
 * Origin is refused too: browsers always send it on POST.
 */
export const requireSameOrigin: RequestHandler = (req, _res, next) => {
  const origin = normalOrigin(req.headers.origin);
  if (!origin || !allowedOrigins(req.headers).has(origin)) {
    throw new HttpError(403, 'forbidden_origin', 'Cross-site request refused');
  }
  next();
};
