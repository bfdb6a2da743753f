import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setClock } from '../../lib/clock';
import { signLinkToken } from '../../lib/payments/links';
import { createApiApp } from '../app';

const NOW = new Date('2026-03-10T12:00:00Z');
const LINK_ID = 'LinkId00000000000001';
const auth = { verifySessionCookie: vi.fn() };
const created = vi.fn();
const stored = new Map<string, Record<string, unknown>>();
let providerProfile: Record<string, unknown> | undefined;

const snapshot = (data: Record<string, unknown> | undefined) => ({
  exists: data !== undefined,
  data: () => data,
  get: (field: string) => data?.[field],
});
const sessionRecord = snapshot({ validFromSeconds: 0, updatedAtMs: 0 });

vi.mock('../../lib/admin', () => ({
  adminAuth: () => auth,
  adminDb: () => ({
    doc: (path: string) => ({ path, get: async () => snapshot(stored.get(path)) }),
    // requireSessionWith: sessions/{uid}, then providers/{uid} and users/{uid}.
    getAll: async () => [
      sessionRecord,
      snapshot(providerProfile),
      snapshot({ firstName: 'Paul', lastName: 'Ngando' }),
    ],
    collection: () => ({ doc: () => ({ id: LINK_ID, create: created }) }),
  }),
}));

const app = createApiApp();
const ORIGIN = 'http://127.0.0.1:5000';
const body = { amountFCFA: 15_000, description: 'Retouche robe', expiresInHours: 48 };
const create = (payload: object = body, origin = ORIGIN) =>
  request(app)
    .post('/api/payment-links')
    .set('Origin', origin)
    .set('Cookie', '__session=cookie')
    .send(payload);

const signIn = (claims: Record<string, unknown> = {}) =>
  auth.verifySessionCookie.mockResolvedValue({
    uid: 'u1',
    email: 'u1@example.com',
    iat: Math.floor(Date.now() / 1000),
    ...claims,
  });

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  setClock(() => NOW);
  stored.clear();
  providerProfile = undefined;
  created.mockResolvedValue(undefined);
  signIn();
});

afterEach(() => {
  vi.unstubAllEnvs();
  setClock(null);
});

describe('POST /api/payment-links', () => {
  it('creates a provider’s link: 201 with a signed token and its url', async () => {
    providerProfile = { displayName: 'Awa Couture' };
    const response = await create();
    expect(response.status).toBe(201);
    const expiresAt = new Date(NOW.getTime() + 48 * 3_600_000);
    const token = signLinkToken(LINK_ID, 15_000, expiresAt);
    expect(response.body).toEqual({ id: LINK_ID, token, url: `${ORIGIN}/pay/${token}` });
    expect(created).toHaveBeenCalledWith({
      creatorId: 'u1',
      providerId: 'u1',
      payeeName: 'Awa Couture',
      amountFCFA: 15_000,
      description: 'Retouche robe',
      expiresAt: Timestamp.fromDate(expiresAt),
      status: 'active',
      paymentId: null,
      createdAt: Timestamp.fromDate(NOW),
      paidAt: null,
      token,
    });
  });

  it("builds the link from the site's configured address, not the request's headers", async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('APP_URL', 'https://services.example.cm');
    providerProfile = { displayName: 'Awa Couture' };
    const forged = await request(app)
      .post('/api/payment-links')
      .set('Origin', 'http://evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .set('Cookie', '__session=cookie')
      .send(body);
    expect(forged.status).toBe(403);
    expect(forged.body.error.code).toBe('forbidden_origin');
    expect(created).not.toHaveBeenCalled();
    const honest = await create(body, 'https://services.example.cm');
    expect(honest.status).toBe(201);
    expect(honest.body.url).toBe(`https://services.example.cm/pay/${honest.body.token}`);
  });

  it('accepts the provider role claim and admins (the platform is the payee)', async () => {
    signIn({ role: 'provider' });
    expect((await create()).status).toBe(201);
    expect(created.mock.lastCall?.[0]).toMatchObject({
      providerId: 'u1',
      payeeName: 'Paul Ngando',
    });
    signIn({ admin: true });
    expect((await create()).status).toBe(201);
    expect(created.mock.lastCall?.[0]).toMatchObject({
      providerId: null,
      payeeName: 'Marketplace Services SA',
    });
  });

  it('refuses customers (403), signed-out callers (401) and other sites (403)', async () => {
    const customer = await create();
    expect(customer.status).toBe(403);
    expect(customer.body.error.code).toBe('forbidden');
    const signedOut = await request(app)
      .post('/api/payment-links')
      .set('Origin', ORIGIN)
      .send(body);
    expect(signedOut.status).toBe(401);
    signIn({ admin: true });
    const foreign = await create(body, 'https://evil.example');
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('forbidden_origin');
    expect(created).not.toHaveBeenCalled();
  });

  it('answers a bad body with 400 and writes nothing', async () => {
    signIn({ admin: true });
    for (const payload of [
      { ...body, amountFCFA: 50 },
      { ...body, amountFCFA: 100.5 },
      { ...body, description: '  ' },
      { ...body, expiresInHours: 0 },
      { ...body, expiresInHours: 24 * 31 },
      {},
    ]) {
      const response = await create(payload);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('invalid_request');
    }
    expect(created).not.toHaveBeenCalled();
  });
});

describe('GET /api/payment-links/:token', () => {
  const expiresAt = new Date(NOW.getTime() + 3_600_000);
  beforeEach(() => {
    stored.set(`paymentLinks/${LINK_ID}`, {
      creatorId: 'u1',
      providerId: 'u1',
      payeeName: 'Awa Couture',
      amountFCFA: 15_000,
      description: 'Retouche robe',
      expiresAt: Timestamp.fromDate(expiresAt),
      status: 'active',
      paymentId: null,
      createdAt: Timestamp.fromDate(NOW),
      paidAt: null,
    });
  });

  it('shows the link to anyone', async () => {
    const response = await request(app).get(
      `/api/payment-links/${signLinkToken(LINK_ID, 15_000, expiresAt)}`,
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: LINK_ID,
      payeeName: 'Awa Couture',
      amountFCFA: 15_000,
      description: 'Retouche robe',
      expiresAt: expiresAt.toISOString(),
      status: 'active',
    });
  });

  it('answers a tampered or made-up token with 404 invalid_link', async () => {
    for (const token of [
      signLinkToken(LINK_ID, 100, expiresAt),
      signLinkToken('LinkId00000000000002', 15_000, expiresAt),
      'not-a-token',
    ]) {
      const response = await request(app).get(`/api/payment-links/${token}`);
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('invalid_link');
    }
  });
});
