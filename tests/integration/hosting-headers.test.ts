import {
  BOOKING_API,
  CONVERSATION_API,
  PAYMENT_API,
  QUOTE_API,
  VERIFICATION_API,
} from '@marketplace/domain';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTED_CSP } from '../../functions/src/http/hosted-checkout/html';
import { FIXTURES } from '../../functions/src/http/profile/testFixtures';
import { testImages } from '../../functions/src/http/profile/testImages';
import { API_SECURITY_HEADERS } from '../../functions/src/lib/securityHeaders';
import { functionsApiBase } from '../../scripts/lib/functionsApi';
import { PRERENDERED_PATHS } from '../../web/prerender/plugin';
import { adminDb, HOSTING } from './emulators';
import { call, cleanup, createPerson, run } from './quoteFixtures';

// Every page and the worker carry the security headers of firebase.json; the api sends its own
// (functions/src/lib/securityHeaders.ts), which Hosting leaves as they are.
const PATHS = [
  '/',
  '/en/services?category=plumbing',
  '/providers/seed-provider-01',
  '/sw.js',
  // The app's shell (its not-found page), though the path starts like the api's.
  '/api',
  '/apis',
];

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

it("the api answers carry the api's own headers", async () => {
  const response = await fetch(`${HOSTING}/api/auth/user`);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-security-policy')).toBe(
    API_SECURITY_HEADERS['Content-Security-Policy'],
  );
  expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  // The site's page policies are not theirs.
  expect(response.headers.get('permissions-policy')).toBeNull();
});

// A route that serves a file or a page sets a policy of its own, stricter than the site's or
// different from it; Hosting used to replace it with the site's (a provider's PDF then opened
// inline on our origin under the site's policy). Hosting's header rules choose by path alone,
// so comparing the headers served through Hosting with the function's own, path by path,
// shows that no rule touches them; the first three are fetched as served to their readers.
describe("the api's own headers reach the browser through Hosting", () => {
  const provider = `it-hh-provider-${run}`;
  let api = '';
  let downloadPath = '';
  let avatarPath = '';
  let checkoutPath = '';
  const SECURITY = [
    'content-security-policy',
    'x-content-type-options',
    'x-frame-options',
    'referrer-policy',
    'permissions-policy',
    'cross-origin-opener-policy',
    'content-disposition',
    'cache-control',
  ];
  const securityHeaders = (response: Response) =>
    Object.fromEntries(SECURITY.map((name) => [name, response.headers.get(name)]));

  beforeAll(async () => {
    api = await functionsApiBase();
    await createPerson({ uid: provider, firstName: 'Awa' });
    await adminDb.doc(`providers/${provider}`).set({
      displayName: 'Awa Plomberie',
      categories: [`it-hosting-headers-${run}`],
      city: 'Douala',
      country: 'CM',
      verified: false,
      verificationStatus: 'unverified',
    });
    await adminDb.doc(`profiles/${provider}`).set({
      displayName: 'Awa Test',
      profileImageUrl: null,
      city: '',
      country: '',
      bio: '',
    });
    await adminDb.doc(`users/${provider}`).update({ 'settings.profileVisibility': 'public' });

    const licence = new FormData();
    licence.append('files', new Blob([new Uint8Array(FIXTURES.pdf)]), 'licence.pdf');
    const uploaded = await call('POST', VERIFICATION_API.upload('licence'), provider, licence);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const fileId = (
      uploaded.body as { documents: { kind: string; files: { id: string }[] }[] }
    ).documents.find((document) => document.kind === 'licence')?.files[0]?.id;
    const link = await call(
      'POST',
      VERIFICATION_API.fileLink(provider, 'licence', fileId ?? ''),
      provider,
      {},
    );
    expect(link.status).toBe(200);
    downloadPath = (link.body as { url: string }).url;

    const avatar = new FormData();
    const photo = new Uint8Array((await testImages()).phonePhoto);
    avatar.append('avatar', new Blob([photo], { type: 'image/jpeg' }), 'me.jpg');
    const stored = await call('POST', '/api/profile/avatar', provider, avatar);
    expect(stored.status).toBe(200);
    avatarPath = (stored.body as { profileImageUrl: string }).profileImageUrl;

    const session = await call('POST', PAYMENT_API.hostedSessions, null, {
      priceFCFA: 5_000,
      lang: 'fr',
    });
    expect(session.status).toBe(201);
    checkoutPath = (session.body as { url: string }).url;
  }, 120_000);

  afterAll(async () => {
    await adminDb.doc(`verificationRequests/${provider}`).delete();
    const audit = await adminDb.collection('verificationAudit').where('uid', '==', provider).get();
    await Promise.all(audit.docs.map((line) => line.ref.delete()));
    await adminDb.doc(`hostedSessions/${checkoutPath.split('/').pop() ?? '-'}`).delete();
    await adminDb.recursiveDelete(adminDb.doc(`profiles/${provider}`));
    await adminDb.recursiveDelete(adminDb.doc(`providers/${provider}`));
    await adminDb.recursiveDelete(adminDb.doc(`notifications/${provider}`));
    const stored = new URL(`../../.emulator-storage/verification/${provider}`, import.meta.url);
    await rm(fileURLToPath(stored), { recursive: true, force: true });
    await cleanup([]);
  }, 120_000);

  it('a verification document keeps its sandbox policy (no script of it runs on our origin)', async () => {
    const response = await fetch(`${HOSTING}${downloadPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(FIXTURES.pdf);
  });

  it('the hosted checkout page keeps its own policy and referrer policy', async () => {
    const response = await fetch(`${HOSTING}${checkoutPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toBe(HOSTED_CSP);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('an avatar keeps its policy and its cache lifetime', async () => {
    const response = await fetch(`${HOSTING}${avatarPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toMatch(/^public/);
  });

  // Every api route that sets security headers of its own (grep Content-Security-Policy and
  // res.set in functions/src/http), as served through Hosting and by the function itself.
  const routes: [string, () => string][] = [
    ['the verification document', () => downloadPath],
    ['the hosted checkout page', () => checkoutPath],
    ['an avatar', () => avatarPath],
    ['a quote photo', () => QUOTE_API.photo('q'.repeat(20), 'p'.repeat(20))],
    ['a booking problem photo', () => BOOKING_API.photo('b'.repeat(20), 'p'.repeat(20))],
    ['a message attachment', () => CONVERSATION_API.attachment('c'.repeat(20), 'a'.repeat(20))],
    ['a payment receipt', () => `${PAYMENT_API.receipt('p'.repeat(20))}?lang=fr`],
  ];
  it.each(routes)("%s: Hosting serves the function's headers unchanged", async (_name, path) => {
    const [hosted, direct] = await Promise.all([
      fetch(`${HOSTING}${path()}`),
      fetch(`${api}${path()}`),
    ]);
    expect(hosted.status).toBe(direct.status);
    expect(securityHeaders(hosted)).toEqual(securityHeaders(direct));
    expect(hosted.headers.get('x-content-type-options')).toBe('nosniff');
    expect(hosted.headers.get('content-security-policy')).not.toMatch(/script-src/);
  });
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
