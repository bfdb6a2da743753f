import type { RequestHandler } from 'express';
import { HttpError } from './errors';

/** The local app's origins (Hosting emulator), besides the request's own host. */
const LOCAL_ORIGINS = ['http://127.0.0.1:5000', 'http://localhost:5000'];

function allowedHosts(headers: Record<string, string | string[] | undefined>): Set<string> {
  const hosts = new Set<string>();
  for (const name of ['x-forwarded-host', 'host']) {
    const value = headers[name];
    for (const host of (Array.isArray(value) ? value : [value]).flatMap(
      (v) => v?.split(',') ?? [],
    )) {
      if (host.trim()) hosts.add(host.trim().toLowerCase());
    }
  }
  for (const origin of [...LOCAL_ORIGINS, ...(process.env.ALLOWED_ORIGINS?.split(',') ?? [])]) {
    if (origin.trim()) hosts.add(new URL(origin.trim()).host);
  }
  return hosts;
}

function hostOf(origin: string | undefined): string | null {
  if (!origin) return null;
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * CSRF protection for state-changing cookie endpoints (DESIGN §4): the browser's `Origin`
 * must be this site. A missing Origin is refused too: browsers always send it on POST.
 */
export const requireSameOrigin: RequestHandler = (req, _res, next) => {
  const host = hostOf(req.headers.origin);
  if (!host || !allowedHosts(req.headers).has(host)) {
    throw new HttpError(403, 'forbidden_origin', 'Cross-site request refused');
  }
  next();
};
