import request from 'supertest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiApp } from '../app';
import { fakeFirestore } from './fakeFirestore';

const ORIGIN = 'http://127.0.0.1:5000';
let store = fakeFirestore();

interface FakeUser {
  uid: string;
  email: string;
  disabled: boolean;
  customClaims?: Record<string, unknown>;
}
const users = new Map<string, FakeUser>();
const record = (user: FakeUser) => ({
  ...user,
  metadata: { creationTime: 'Tue, 10 Mar 2026 09:00:00 GMT', lastSignInTime: null },
});

const auth = {
  verifySessionCookie: vi.fn(),
  getUser: vi.fn(async (uid: string) => {
    const user = users.get(uid);
    if (!user) throw Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
    return record(user);
  }),
  getUsers: vi.fn(async (ids: { uid: string }[]) => ({
    users: ids.flatMap(({ uid }) => {
      const user = users.get(uid);
      return user ? [record(user)] : [];
    }),
  })),
  setCustomUserClaims: vi.fn(async (uid: string, claims: Record<string, unknown>) => {
    (users.get(uid) as FakeUser).customClaims = claims;
  }),
  updateUser: vi.fn(async (uid: string, changes: { disabled: boolean }) => {
    (users.get(uid) as FakeUser).disabled = changes.disabled;
  }),
  revokeRefreshTokens: vi.fn(async () => undefined),
};

vi.mock('../../lib/admin', () => ({ adminAuth: () => auth, adminDb: () => store.db }));

const app = createApiApp();

const signIn = (claims: Record<string, unknown>) =>
  auth.verifySessionCookie.mockResolvedValue({
    uid: 'admin1',
    email: 'admin1@example.com',
    iat: Math.floor(Date.now() / 1000),
    ...claims,
  });

const post = (path: string, body: object) =>
  request(app).post(path).set('Origin', ORIGIN).set('Cookie', '__session=c').send(body);

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  store = fakeFirestore();
  store.docs.set('sessions/admin1', { validFromSeconds: 0, updatedAtMs: 0 });
  store.docs.set('users/u2', { firstName: 'Awa', lastName: 'Koné', email: 'awa@example.com' });
  store.docs.set('providers/u2', { displayName: 'Awa Couture' });
  users.clear();
  users.set('admin1', {
    uid: 'admin1',
    email: 'admin1@example.com',
    disabled: false,
    customClaims: { admin: true },
  });
  users.set('u2', {
    uid: 'u2',
    email: 'awa@example.com',
    disabled: false,
    customClaims: { plan: 'pro' },
  });
  signIn({ admin: true });
});

describe('admin users: who may', () => {
  it('refuses a non-admin, whatever the body says (403), and a visitor (401)', async () => {
    signIn({ team: true });
    const forged = await post('/api/admin/users/u2/roles', {
      role: 'admin',
      grant: true,
      admin: true,
    });
    expect(forged.status).toBe(403);
    expect((await request(app).get('/api/admin/users').set('Cookie', '__session=c')).status).toBe(
      403,
    );
    expect((await request(app).get('/api/admin/users')).status).toBe(401);
    expect(auth.setCustomUserClaims).not.toHaveBeenCalled();
  });
});

describe('GET /api/admin/users/:uid', () => {
  it('shows the user with their name, roles, provider page and dates', async () => {
    const response = await request(app).get('/api/admin/users/u2').set('Cookie', '__session=c');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      uid: 'u2',
      email: 'awa@example.com',
      displayName: 'Awa Koné',
      roles: [],
      provider: true,
      disabled: false,
      createdAt: '2026-03-10T09:00:00.000Z',
      lastSignInAt: null,
    });
    const missing = await request(app).get('/api/admin/users/nobody').set('Cookie', '__session=c');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('user_not_found');
  });
});

describe('POST /api/admin/users/:uid/roles', () => {
  it('merges the role into the claims, ends their sessions and audits it once', async () => {
    const granted = await post('/api/admin/users/u2/roles', { role: 'team', grant: true });
    expect(granted.status).toBe(200);
    expect(granted.body.roles).toEqual(['team']);
    expect(auth.setCustomUserClaims).toHaveBeenCalledWith('u2', { plan: 'pro', team: true });
    expect(auth.revokeRefreshTokens).toHaveBeenCalledWith('u2');
    expect(store.docs.get('sessions/u2')).toBeDefined();
    expect(Object.values(store.all('adminAudit'))).toEqual([
      expect.objectContaining({
        actorId: 'admin1',
        action: 'role_granted',
        targetId: 'u2',
        detail: 'team',
      }),
    ]);

    // The same grant again (a retry) changes and writes nothing.
    const again = await post('/api/admin/users/u2/roles', { role: 'team', grant: true });
    expect(again.status).toBe(200);
    expect(auth.setCustomUserClaims).toHaveBeenCalledTimes(1);
    expect(Object.keys(store.all('adminAudit'))).toHaveLength(1);

    const revoked = await post('/api/admin/users/u2/roles', { role: 'team', grant: false });
    expect(revoked.body.roles).toEqual([]);
    expect(users.get('u2')?.customClaims).toEqual({ plan: 'pro' });
    expect(Object.values(store.all('adminAudit')).map((line) => line?.action)).toEqual([
      'role_granted',
      'role_revoked',
    ]);
  });

  it('refuses revoking one’s own admin role (409), an unknown role or user', async () => {
    const own = await post('/api/admin/users/admin1/roles', { role: 'admin', grant: false });
    expect(own.status).toBe(409);
    expect(own.body.error.code).toBe('own_admin_role');
    expect((await post('/api/admin/users/u2/roles', { role: 'owner', grant: true })).status).toBe(
      400,
    );
    expect(
      (await post('/api/admin/users/nobody/roles', { role: 'team', grant: true })).status,
    ).toBe(404);
    expect(auth.setCustomUserClaims).not.toHaveBeenCalled();
    expect(store.all('adminAudit')).toEqual({});
  });

  it('lets an admin take the team role without ending their own session', async () => {
    const own = await post('/api/admin/users/admin1/roles', { role: 'team', grant: true });
    expect(own.status).toBe(200);
    expect(auth.revokeRefreshTokens).not.toHaveBeenCalled();
  });
});

describe('POST /api/admin/users/:uid/disabled', () => {
  it('disables an account and ends its sessions, then enables it, each audited', async () => {
    const disabled = await post('/api/admin/users/u2/disabled', { disabled: true });
    expect(disabled.status).toBe(200);
    expect(disabled.body.disabled).toBe(true);
    expect(auth.updateUser).toHaveBeenCalledWith('u2', { disabled: true });
    expect(auth.revokeRefreshTokens).toHaveBeenCalledWith('u2');
    const enabled = await post('/api/admin/users/u2/disabled', { disabled: false });
    expect(enabled.body.disabled).toBe(false);
    expect(await post('/api/admin/users/u2/disabled', { disabled: false })).toHaveProperty(
      'status',
      200,
    );
    expect(Object.values(store.all('adminAudit')).map((line) => line?.action)).toEqual([
      'account_disabled',
      'account_enabled',
    ]);
  });

  it('refuses one’s own account (409) and a body that is not a boolean (400)', async () => {
    const own = await post('/api/admin/users/admin1/disabled', { disabled: true });
    expect(own.status).toBe(409);
    expect(own.body.error.code).toBe('own_account');
    expect((await post('/api/admin/users/u2/disabled', { disabled: 'yes' })).status).toBe(400);
    expect(auth.updateUser).not.toHaveBeenCalled();
  });
});
