import type { RequestHandler } from 'express';
import { HttpError } from './errors';
import { hostingEmulatorUrl, siteUrls, underEmulators } from './siteUrl';

/** The Hosting emulator's app on its default port: trusted only under the emulators. */
export const LOCAL_ORIGINS = ['http://127.0.0.1:5000', 'http://localhost:5000'];

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
 * The full origins (scheme included) a state-changing request may come from, all from
 * configuration: the site's address (`APP_URL`, see siteUrl.ts), the origins of
 * `ALLOWED_ORIGINS`, and only under the emulators the Hosting emulator's. Never the request's
 * `Host` or `X-Forwarded-Host`: a client writes those, so an `Origin` matching them proves
 * nothing.
 */
export function allowedOrigins(env: NodeJS.ProcessEnv = process.env): Set<string> {
  const candidates = [
    ...siteUrls(env),
    ...(env.ALLOWED_ORIGINS?.split(',') ?? []),
    ...(underEmulators(env) ? [hostingEmulatorUrl(env), ...LOCAL_ORIGINS] : []),
  ];
  return new Set(candidates.map((origin) => normalOrigin(origin.trim())).filter((o) => o !== null));
}

/**
 * CSRF protection for state-changing cookie endpoints: the browser's `Origin` must be one of
 * the site's configured origins, compared as a whole (`http://site` is not `https://site`).
 * A missing Origin is refused too: browsers always send it on POST.
 */
export const requireSameOrigin: RequestHandler = (req, _res, next) => {
  const origin = normalOrigin(req.headers.origin);
  if (!origin || !allowedOrigins().has(origin)) {
    throw new HttpError(403, 'forbidden_origin', 'Cross-site request refused');
  }
  next();
};
