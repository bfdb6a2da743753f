import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearVerifiedCookies } from '../../lib/session';
import { createApiApp } from '../app';

const auth = {
  verifyIdToken: vi.fn(),
  createSessionCookie: vi.fn(),
  verifySessionCookie: vi.fn(),
  getUser: vi.fn(),
  revokeRefreshTokens: vi.fn(),
};
const docs = new Map<string, Record<string, unknown>>();
/** Fails every Firestore call when set (an outage). */
let firestoreDown = false;

const snapshot = (path: string) => ({
  exists: docs.has(path),
  data: () => docs.get(path),
});
const docRef = (path: string) => ({
  path,
  get: async () => snapshot(path),
  set: async (data: Record<string, unknown>) => void docs.set(path, data),
  create: async (data: Record<string, unknown>) => {
    if (docs.has(path)) throw Object.assign(new Error('exists'), { code: 6 });
    docs.set(path, data);
  },
});

vi.mock('../../lib/admin', () => ({
  adminAuth: () => auth,
  adminDb: () => ({
    doc: docRef,
    getAll: async (...refs: { path: string }[]) => {
      if (firestoreDown) throw Object.assign(new Error('unavailable'), { code: 14 });
      return refs.map((ref) => snapshot(ref.path));
    },
  }),
}));

const app = createApiApp();
const ORIGIN = 'http://127.0.0.1:5000';
const now = () => Math.floor(Date.now() / 1000);
const authError = (code: string) => Object.assign(new Error(code), { code });

beforeEach(() => {
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  clearVerifiedCookies();
  for (const mock of Object.values(auth)) mock.mockReset();
  docs.clear();
  firestoreDown = false;
  docs.set('sessions/u1', { validFromSeconds: 0, updatedAtMs: 0 });
  auth.verifySessionCookie.mockResolvedValue({ uid: 'u1', iat: now(), email: 'awa@example.com' });
  auth.getUser.mockResolvedValue({
    uid: 'u1',
    email: 'awa@example.com',
    customClaims: {},
    tokensValidAfterTime: new Date(0).toUTCString(),
  });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('POST /api/auth/session', () => {
  const post = () => request(app).post('/api/auth/session').set('Origin', ORIGIN);

  it('sets a 5-day HttpOnly, Secure, SameSite=Strict __session cookie for a fresh sign-in', async () => {
    auth.verifyIdToken.mockResolvedValue({ uid: 'u1', auth_time: now() - 10 });
    auth.createSessionCookie.mockResolvedValue('session-cookie');
    const response = await post().send({ idToken: 'id-token' });
    expect(response.status).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^__session=session-cookie;/);
    expect(cookie).toContain('Max-Age=432000');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Strict');
    expect(auth.createSessionCookie).toHaveBeenCalledWith('id-token', {
      expiresIn: 432_000_000,
    });
  });

  it('refuses a foreign or missing Origin with 403', async () => {
    const foreign = await request(app)
      .post('/api/auth/session')
      .set('Origin', 'https://evil.example')
      .send({ idToken: 'x' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('forbidden_origin');
    const missing = await request(app).post('/api/auth/session').send({ idToken: 'x' });
    expect(missing.status).toBe(403);
    expect(auth.verifyIdToken).not.toHaveBeenCalled();
  });

  it('accepts the configured site address as origin (a deployed site)', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('APP_URL', 'https://services.example.cm');
    auth.verifyIdToken.mockResolvedValue({ uid: 'u1', auth_time: now() });
    auth.createSessionCookie.mockResolvedValue('c');
    const response = await request(app)
      .post('/api/auth/session')
      .set('Origin', 'https://services.example.cm')
      .send({ idToken: 'x' });
    expect(response.status).toBe(200);
  });

  it('refuses an origin that only the request headers vouch for (X-Forwarded-Host)', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('APP_URL', 'https://services.example.cm');
    const forged = await request(app)
      .post('/api/auth/session')
      .set('Origin', 'https://evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .send({ idToken: 'x' });
    expect(forged.status).toBe(403);
    expect(forged.body.error.code).toBe('forbidden_origin');
    expect(auth.verifyIdToken).not.toHaveBeenCalled();
  });

  it.each([
    ['no body', undefined],
    ['no token', {}],
    ['an empty token', { idToken: '' }],
    ['a token of the wrong type', { idToken: 42 }],
  ])('answers %s with 400', async (_case, body) => {
    const response = await post().send(body as object);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_request');
  });

  it('answers malformed JSON with 400', async () => {
    const response = await post().set('Content-Type', 'application/json').send('{"idToken":');
    expect(response.status).toBe(400);
  });

  it('answers a bad token with 401', async () => {
    auth.verifyIdToken.mockRejectedValue(authError('auth/argument-error'));
    const response = await post().send({ idToken: 'forged' });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('invalid_token');
  });

  it('answers an Auth outage with 503, not 401', async () => {
    auth.verifyIdToken.mockRejectedValue(authError('auth/internal-error'));
    const response = await post().send({ idToken: 'id-token' });
    expect(response.status).toBe(503);
    expect(response.body.error.code).toBe('auth_unavailable');
  });

  it("issues the cookie of a sign-in right after a logout only after the logout's second", async () => {
    // A logout moments ago, in this second.
    const validFromSeconds = now() + 1;
    docs.set('sessions/u1', { validFromSeconds, updatedAtMs: Date.now() });
    auth.verifyIdToken.mockResolvedValue({ uid: 'u1', auth_time: now() });
    auth.createSessionCookie.mockImplementation(async () => `cookie-at-${Date.now()}`);
    const response = await post().send({ idToken: 'id-token' });
    expect(response.status).toBe(200);
    const issuedAt = Number(/cookie-at-(\d+)/.exec(String(response.headers['set-cookie']))?.[1]);
    expect(issuedAt).toBeGreaterThanOrEqual(validFromSeconds * 1000);
  });

  it('answers a sign-in older than 5 minutes with 401', async () => {
    auth.verifyIdToken.mockResolvedValue({ uid: 'u1', auth_time: now() - 301 });
    const response = await post().send({ idToken: 'old' });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('stale_sign_in');
    expect(auth.createSessionCookie).not.toHaveBeenCalled();
  });
});

describe('GET /api/auth/user', () => {
  it('returns the user with the claims of the session and profile fields, in one read', async () => {
    auth.verifySessionCookie.mockResolvedValue({
      uid: 'u1',
      iat: now(),
      email: 'awa@example.com',
      admin: true,
    });
    docs.set('users/u1', { firstName: 'Awa', lastName: 'Diop', profileImageUrl: '' });
    docs.set('providers/u1', {});
    const response = await request(app).get('/api/auth/user').set('Cookie', '__session=c');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: 'u1',
      email: 'awa@example.com',
      firstName: 'Awa',
      lastName: 'Diop',
      profileImageUrl: null,
      role: 'admin',
      isProvider: true,
    });
    // Verified locally; no call to Firebase Auth on the way.
    expect(auth.verifySessionCookie).toHaveBeenCalledWith('c', false);
    expect(auth.getUser).not.toHaveBeenCalled();
  });

  it.each([
    'auth/session-cookie-revoked',
    'auth/session-cookie-expired',
    'auth/argument-error',
    'auth/user-disabled',
    'auth/user-not-found',
  ])('answers a cookie rejected with %s with 401', async (code) => {
    auth.verifySessionCookie.mockRejectedValue(authError(code));
    const response = await request(app).get('/api/auth/user').set('Cookie', '__session=c');
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthenticated');
  });

  it.each([
    ['an Auth internal error', authError('auth/internal-error')],
    ['a network error', authError('app/network-error')],
    ['a time-out', authError('app/network-timeout')],
    ['an error without code', new Error('socket hang up')],
  ])('answers %s with 503 auth_unavailable, not 401', async (_case, error) => {
    auth.verifySessionCookie.mockRejectedValue(error);
    const response = await request(app).get('/api/auth/user').set('Cookie', '__session=c');
    expect(response.status).toBe(503);
    expect(response.body.error.code).toBe('auth_unavailable');
  });

  it('answers 503 when the session record cannot be read', async () => {
    firestoreDown = true;
    const response = await request(app).get('/api/auth/user').set('Cookie', '__session=c');
    expect(response.status).toBe(503);
    expect(response.body.error.code).toBe('auth_unavailable');
  });

  it('refuses a cookie issued before the last logout, in the same second too', async () => {
    const issued = now();
    auth.verifySessionCookie.mockResolvedValue({ uid: 'u1', iat: issued });
    docs.set('sessions/u1', { validFromSeconds: issued + 1, updatedAtMs: Date.now() });
    const before = await request(app).get('/api/auth/user').set('Cookie', '__session=c');
    expect(before.status).toBe(401);
    auth.verifySessionCookie.mockResolvedValue({ uid: 'u1', iat: issued + 1 });
    const after = await request(app).get('/api/auth/user').set('Cookie', '__session=c');
    expect(after.status).toBe(200);
  });

  it("without a session record, takes Firebase Auth's revocation time once and records it", async () => {
    docs.delete('sessions/u1');
    const revokedAt = now() - 10;
    auth.getUser.mockResolvedValue({
      uid: 'u1',
      disabled: false,
      tokensValidAfterTime: new Date(revokedAt * 1000).toUTCString(),
    });
    auth.verifySessionCookie.mockResolvedValue({ uid: 'u1', iat: revokedAt - 1 });
    expect((await request(app).get('/api/auth/user').set('Cookie', '__session=c')).status).toBe(
      401,
    );
    expect(docs.get('sessions/u1')).toMatchObject({ validFromSeconds: revokedAt });
    auth.verifySessionCookie.mockResolvedValue({ uid: 'u1', iat: revokedAt });
    expect((await request(app).get('/api/auth/user').set('Cookie', '__session=c')).status).toBe(
      200,
    );
    expect(auth.getUser).toHaveBeenCalledTimes(1);
  });

  it('without a session record, refuses a disabled or deleted user', async () => {
    docs.delete('sessions/u1');
    auth.getUser.mockResolvedValue({ uid: 'u1', disabled: true });
    expect((await request(app).get('/api/auth/user').set('Cookie', '__session=c')).status).toBe(
      401,
    );
    auth.getUser.mockRejectedValue(authError('auth/user-not-found'));
    expect((await request(app).get('/api/auth/user').set('Cookie', '__session=c')).status).toBe(
      401,
    );
    auth.getUser.mockRejectedValue(authError('auth/internal-error'));
    expect((await request(app).get('/api/auth/user').set('Cookie', '__session=c')).status).toBe(
      503,
    );
  });
});

describe('GET /api/auth/team-member-check', () => {
  it('reads the team claim', async () => {
    auth.verifySessionCookie.mockResolvedValue({ uid: 'u1', iat: now(), team: true });
    const response = await request(app)
      .get('/api/auth/team-member-check')
      .set('Cookie', '__session=c');
    expect(response.body).toEqual({ isTeamMember: true });
  });

  it('is false without the claim and 401 signed out', async () => {
    const member = await request(app)
      .get('/api/auth/team-member-check')
      .set('Cookie', '__session=c');
    expect(member.body).toEqual({ isTeamMember: false });
    const visitor = await request(app).get('/api/auth/team-member-check');
    expect(visitor.status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the sessions to the millisecond, revokes the refresh tokens and clears the cookie', async () => {
    const response = await request(app)
      .post('/api/auth/logout')
      .set('Origin', ORIGIN)
      .set('Cookie', '__session=c');
    expect(response.status).toBe(200);
    expect(docs.get('sessions/u1')).toMatchObject({ validFromSeconds: now() + 1 });
    expect(auth.revokeRefreshTokens).toHaveBeenCalledWith('u1');
    expect(String(response.headers['set-cookie'])).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
    // The same cookie, issued within the logout's own second, no longer works.
    const again = await request(app).get('/api/auth/user').set('Cookie', '__session=c');
    expect(again.status).toBe(401);
  });

  it('succeeds signed out too, without revoking anything', async () => {
    const response = await request(app).post('/api/auth/logout').set('Origin', ORIGIN);
    expect(response.status).toBe(200);
    expect(auth.revokeRefreshTokens).not.toHaveBeenCalled();
    auth.verifySessionCookie.mockRejectedValue(authError('auth/session-cookie-expired'));
    const expired = await request(app)
      .post('/api/auth/logout')
      .set('Origin', ORIGIN)
      .set('Cookie', '__session=c');
    expect(expired.status).toBe(200);
    expect(auth.revokeRefreshTokens).not.toHaveBeenCalled();
  });

  it('answers 503 and keeps the cookie when Auth cannot be reached', async () => {
    auth.verifySessionCookie.mockRejectedValue(authError('auth/internal-error'));
    const response = await request(app)
      .post('/api/auth/logout')
      .set('Origin', ORIGIN)
      .set('Cookie', '__session=c');
    expect(response.status).toBe(503);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a foreign Origin', async () => {
    const response = await request(app)
      .post('/api/auth/logout')
      .set('Origin', 'https://evil.example')
      .set('Cookie', '__session=c');
    expect(response.status).toBe(403);
    expect(auth.revokeRefreshTokens).not.toHaveBeenCalled();
  });
});
