import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiApp } from '../app';

const auth = { verifySessionCookie: vi.fn(), getUser: vi.fn(), deleteUser: vi.fn() };
const cleanUpAccount = vi.hoisted(() => vi.fn());

// The session record that requireSession reads (sessions/{uid}): no session ended yet.
const sessionRecord = { exists: true, data: () => ({ validFromSeconds: 0, updatedAtMs: 0 }) };
vi.mock('../../lib/admin', () => ({
  adminAuth: () => auth,
  adminDb: () => ({ doc: (path: string) => ({ path }), getAll: async () => [sessionRecord] }),
}));
vi.mock('../../triggers/accountCleanup', () => ({ cleanUpAccount }));

const app = createApiApp();
const ORIGIN = 'http://127.0.0.1:5000';
const remove = (body: unknown = { confirmEmail: 'awa@example.com' }, origin = ORIGIN) =>
  request(app)
    .delete('/api/account')
    .set('Origin', origin)
    .set('Cookie', '__session=cookie')
    .send(body as object);

beforeEach(() => {
  vi.clearAllMocks();
  // The local app's origin is trusted under the emulators only.
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  auth.verifySessionCookie.mockResolvedValue({
    uid: 'u1',
    email: 'awa@example.com',
    iat: Math.floor(Date.now() / 1000),
  });
  auth.getUser.mockResolvedValue({ uid: 'u1', email: 'awa@example.com', customClaims: {} });
  auth.deleteUser.mockResolvedValue(undefined);
  cleanUpAccount.mockResolvedValue(undefined);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('DELETE /api/account', () => {
  it('cleans up, deletes the Auth user and clears the session cookie', async () => {
    const response = await remove({ confirmEmail: ' Awa@Example.com ' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'deleted' });
    expect(cleanUpAccount).toHaveBeenCalledWith('u1');
    expect(auth.deleteUser).toHaveBeenCalledWith('u1');
    expect(cleanUpAccount.mock.invocationCallOrder[0]).toBeLessThan(
      auth.deleteUser.mock.invocationCallOrder[0] ?? 0,
    );
    expect(String(response.headers['set-cookie'])).toMatch(
      /^__session=;.*Expires=Thu, 01 Jan 1970/,
    );
  });

  it('refuses another email with 400 and deletes nothing', async () => {
    const response = await remove({ confirmEmail: 'someone@example.com' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('confirm_email_mismatch');
    expect(cleanUpAccount).not.toHaveBeenCalled();
    expect(auth.deleteUser).not.toHaveBeenCalled();
  });

  it('answers a missing confirmation with 400', async () => {
    const response = await remove({});
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_request');
  });

  it('answers 401 without a session and 403 from another site', async () => {
    const signedOut = await request(app)
      .delete('/api/account')
      .set('Origin', ORIGIN)
      .send({ confirmEmail: 'awa@example.com' });
    expect(signedOut.status).toBe(401);
    const foreign = await remove(undefined, 'https://evil.example');
    expect(foreign.status).toBe(403);
    expect(cleanUpAccount).not.toHaveBeenCalled();
  });

  it('succeeds when the Auth user is already gone (a retry after a lost answer)', async () => {
    auth.deleteUser.mockRejectedValue(
      Object.assign(new Error('gone'), { code: 'auth/user-not-found' }),
    );
    expect((await remove()).status).toBe(200);
  });
});
