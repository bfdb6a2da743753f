import { describe, expect, it } from 'vitest';
import { adminAuth, HOSTING, signInForIdToken } from './emulators';

const FIVE_DAYS_MS = 5 * 24 * 60 * 60 * 1000;

async function sessionCookieFor(email: string, password: string): Promise<string> {
  const idToken = await signInForIdToken(email, password);
  return adminAuth.createSessionCookie(idToken, { expiresIn: FIVE_DAYS_MS });
}

describe('GET /api/auth/user through the Hosting rewrite', () => {
  it('answers 401 JSON when signed out', async () => {
    const response = await fetch(`${HOSTING}/api/auth/user`);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Not signed in' },
    });
  });

  it('answers 401 for a forged cookie', async () => {
    const response = await fetch(`${HOSTING}/api/auth/user`, {
      headers: { Cookie: '__session=eyJhbGciOiJSUzI1NiJ9.e30.forged' },
    });
    expect(response.status).toBe(401);
  });

  it('returns the seeded admin with role admin for a valid session cookie', async () => {
    const cookie = await sessionCookieFor('admin@example.com', 'Admin-demo-2026');
    const response = await fetch(`${HOSTING}/api/auth/user`, {
      headers: { Cookie: `__session=${cookie}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: 'demo-admin',
      email: 'admin@example.com',
      firstName: 'Paul',
      role: 'admin',
      isProvider: false,
    });
  });

  it('reports the seeded provider account as a provider', async () => {
    const cookie = await sessionCookieFor('prestataire@example.com', 'Prestataire-demo-2026');
    const response = await fetch(`${HOSTING}/api/auth/user`, {
      headers: { Cookie: `__session=${cookie}` },
    });
    expect(await response.json()).toMatchObject({ role: 'user', isProvider: true });
  });
});

describe('GET /api/placeholder/32/32', () => {
  it('returns a 32×32 PNG', async () => {
    const response = await fetch(`${HOSTING}/api/placeholder/32/32`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([32, 32]);
  });
});

describe('Hosting', () => {
  it('serves a prerendered page or the app shell for any page path, uncached', async () => {
    for (const path of ['/', '/en', '/en/about', '/services/plumbing']) {
      const response = await fetch(`${HOSTING}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toMatch(/<div id="root"[ >]/);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('caches hashed assets as immutable', async () => {
    const html = await (await fetch(`${HOSTING}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await fetch(`${HOSTING}${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
