import request from 'supertest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiApp } from '../app';

const auth = {
  verifyIdToken: vi.fn(),
  createSessionCookie: vi.fn(),
  verifySessionCookie: vi.fn(),
  getUser: vi.fn(),
  revokeRefreshTokens: vi.fn(),
};
const docs = new Map<string, Record<string, unknown>>();

vi.mock('../../lib/admin', () => ({
  adminAuth: () => auth,
  adminDb: () => ({
    doc: (path: string) => ({
      get: async () => ({ exists: docs.has(path), data: () => docs.get(path) }),
    }),
  }),
}));

const app = createApiApp();
const ORIGIN = 'http://127.0.0.1:5000';
const now = () => Math.floor(Date.now() / 1000);

beforeEach(() => {
  for (const mock of Object.values(auth)) mock.mockReset();
  docs.clear();
  auth.verifySessionCookie.mockResolvedValue({ uid: 'u1' });
  auth.getUser.mockResolvedValue({ uid: 'u1', email: 'awa@example.com', customClaims: {} });
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

  it('accepts the request host as origin (a deployed site)', async () => {
    auth.verifyIdToken.mockResolvedValue({ uid: 'u1', auth_time: now() });
    auth.createSessionCookie.mockResolvedValue('c');
    const response = await request(app)
      .post('/api/auth/session')
      .set('Origin', 'https://services.example.cm')
      .set('X-Forwarded-Host', 'services.example.cm')
      .send({ idToken: 'x' });
    expect(response.status).toBe(200);
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
    auth.verifyIdToken.mockRejectedValue(new Error('auth/argument-error'));
    const response = await post().send({ idToken: 'forged' });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('invalid_token');
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
  it('returns the user with fresh claims and profile fields', async () => {
    auth.getUser.mockResolvedValue({
      uid: 'u1',
      email: 'awa@example.com',
      customClaims: { admin: true },
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
    expect(auth.verifySessionCookie).toHaveBeenCalledWith('c', true);
  });

  it('answers an invalid, expired or revoked cookie with 401', async () => {
    auth.verifySessionCookie.mockRejectedValue(new Error('auth/session-cookie-revoked'));
    const response = await request(app).get('/api/auth/user').set('Cookie', '__session=c');
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthenticated');
  });
});

describe('GET /api/auth/team-member-check', () => {
  it('reads the team claim', async () => {
    auth.getUser.mockResolvedValue({ uid: 'u1', customClaims: { team: true } });
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
  it('revokes a live session and clears the cookie', async () => {
    const response = await request(app)
      .post('/api/auth/logout')
      .set('Origin', ORIGIN)
      .set('Cookie', '__session=c');
    expect(response.status).toBe(200);
    expect(auth.revokeRefreshTokens).toHaveBeenCalledWith('u1');
    expect(String(response.headers['set-cookie'])).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('succeeds signed out too, without revoking anything', async () => {
    const response = await request(app).post('/api/auth/logout').set('Origin', ORIGIN);
    expect(response.status).toBe(200);
    expect(auth.revokeRefreshTokens).not.toHaveBeenCalled();
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
