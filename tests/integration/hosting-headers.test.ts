import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from '../../web/prerender/plugin';
import { HOSTING } from './emulators';

// Every page, the worker and the api carry the security headers of firebase.json (issue 10 §8).
const PATHS = ['/', '/en/services?category=plumbing', '/providers/seed-provider-01', '/sw.js'];

describe.each(PATHS)('security headers on %s', (path) => {
  it('sends a CSP that forbids framing, inline scripts and plugins', async () => {
    const response = await fetch(`${HOSTING}${path}`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toContain("'self'");
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
    expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('sends nosniff, a referrer policy, a permissions policy and DENY framing', async () => {
    const response = await fetch(`${HOSTING}${path}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    expect(response.headers.get('permissions-policy')).toMatch(/geolocation=\(self\)/);
  });
});

// A policy only acts on documents and workers: the hashed scripts get nosniff alone, which
// saves about 1 KB per file on a first visit over HTTP/1.1 (issue 11).
it('scripts carry nosniff but not the document policies', async () => {
  const page = await (await fetch(`${HOSTING}/app`)).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
  expect(script).toBeDefined();
  const response = await fetch(`${HOSTING}${script}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-security-policy')).toBeNull();
  expect(response.headers.get('permissions-policy')).toBeNull();
});

it('the api answers carry the headers too', async () => {
  const response = await fetch(`${HOSTING}/api/auth/user`);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
});

describe('Cache-Control', () => {
  it('keeps pages fresh (no-cache) but leaves the api its own caching', async () => {
    expect((await fetch(`${HOSTING}/`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${HOSTING}/en/about`)).headers.get('cache-control')).toBe('no-cache');
    // Set by the function (private, never stored by a shared cache), not replaced by Hosting.
    const api = await fetch(`${HOSTING}/api/auth/user`);
    expect(api.headers.get('cache-control')).toBe('private, no-store');
  });
});

// The Functions runtime parses JSON bodies before the app sees them (the emulator as in
// production), so a malformed body is refused there: still a 400, never a 5xx.
it('a malformed JSON body through Hosting is a 400', async () => {
  const response = await fetch(`${HOSTING}/api/auth/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: HOSTING },
    body: '{"idToken":',
  });
  expect(response.status).toBe(400);
});

// COOP makes Chrome open the page in a new browsing context group (a new renderer on a first
// visit; on Android, the site isolated in its own process): about 0.5 s of main-thread work
// and 250 ms of TBT on a 3 KB static page under Lighthouse (issue 11). The pages that show or
// act on a user's own data keep it; the public pages a first visit lands on hold none.
describe('Cross-Origin-Opener-Policy', () => {
  it.each(['/auth', '/profile', '/en/my-bookings', '/admin/users', '/pay/some-token'])(
    '%s (the app shell) keeps popups only from its own origin',
    async (path) => {
      const response = await fetch(`${HOSTING}${path}`);
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    },
  );

  // Every page drawn at build time, in both languages, and the data pages the server draws.
  const publicPaths = [
    ...PRERENDERED_PATHS.flatMap((path) => [path, `/en${path}`]),
    '/',
    '/en',
    '/services?category=plumbing',
    '/en/providers/seed-provider-01',
  ];
  it.each(publicPaths)('%s (a public page) sends none', async (path) => {
    const response = await fetch(`${HOSTING}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
  });
});
