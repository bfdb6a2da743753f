import request from 'supertest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiApp } from '../app';
import { fakeFirestore } from './fakeFirestore';

const ORIGIN = 'http://127.0.0.1:5000';
let store = fakeFirestore();
const auth = { verifySessionCookie: vi.fn() };
vi.mock('../../lib/admin', () => ({ adminAuth: () => auth, adminDb: () => store.db }));

const app = createApiApp();
const signIn = (claims: Record<string, unknown>) =>
  auth.verifySessionCookie.mockResolvedValue({
    uid: 'admin1',
    iat: Math.floor(Date.now() / 1000),
    ...claims,
  });
const send = (method: 'put' | 'post' | 'delete', path: string, body?: object) =>
  request(app)[method](path).set('Origin', ORIGIN).set('Cookie', '__session=c').send(body);
const actions = () => Object.values(store.all('adminAudit')).map((line) => line?.action);

const article = {
  question: { fr: 'Comment payer ?', en: 'How do I pay?' },
  answer: { fr: 'Par Mobile Money.', en: 'By mobile money.' },
  keywords: ['Paiement', 'momo'],
  published: true,
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  store = fakeFirestore();
  store.docs.set('sessions/admin1', { validFromSeconds: 0, updatedAtMs: 0 });
  signIn({ admin: true });
});

describe('/api/admin/help', () => {
  it('creates (201), lists, replaces (200), repeats without writing, and deletes', async () => {
    const created = await send('put', '/api/admin/help/paiement', article);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: 'paiement', keywords: ['paiement', 'momo'] });
    expect(created.body.updatedAt).toEqual(expect.any(String));

    const again = await send('put', '/api/admin/help/paiement', article);
    expect(again.status).toBe(200);
    expect(actions()).toEqual(['help_saved']);

    const changed = await send('put', '/api/admin/help/paiement', { ...article, published: false });
    expect(changed.status).toBe(200);
    expect(changed.body.published).toBe(false);

    const list = await request(app).get('/api/admin/help').set('Cookie', '__session=c');
    expect(list.body.items.map((item: { id: string }) => item.id)).toEqual(['paiement']);

    expect((await send('delete', '/api/admin/help/paiement')).status).toBe(204);
    expect((await send('delete', '/api/admin/help/paiement')).status).toBe(204);
    expect(store.docs.has('helpArticles/paiement')).toBe(false);
    expect(actions()).toEqual(['help_saved', 'help_saved', 'help_deleted']);
  });

  it('stores the link to a page of the app, changes and removes it', async () => {
    const linked = await send('put', '/api/admin/help/paiement', {
      ...article,
      link: '/mobile-money-guide',
    });
    expect(linked.status).toBe(201);
    expect(linked.body.link).toBe('/mobile-money-guide');
    expect(store.docs.get('helpArticles/paiement')?.link).toBe('/mobile-money-guide');

    const moved = await send('put', '/api/admin/help/paiement', { ...article, link: '/privacy' });
    expect(moved.body.link).toBe('/privacy');
    const unlinked = await send('put', '/api/admin/help/paiement', article);
    expect(unlinked.body.link).toBeUndefined();
    expect(store.docs.get('helpArticles/paiement')).not.toHaveProperty('link');
    expect(actions()).toEqual(['help_saved', 'help_saved', 'help_saved']);

    const offSite = await send('put', '/api/admin/help/paiement', {
      ...article,
      link: 'https://evil.example',
    });
    expect(offSite.status).toBe(400);
  });

  it('refuses a bad id or body (400) and non-admins (403)', async () => {
    expect((await send('put', '/api/admin/help/Not%20a%20slug', article)).status).toBe(400);
    const noEnglish = await send('put', '/api/admin/help/paiement', {
      ...article,
      answer: { fr: 'Oui' },
    });
    expect(noEnglish.status).toBe(400);
    expect(noEnglish.body.error.code).toBe('invalid_request');
    signIn({ admin: 'true' });
    expect((await send('put', '/api/admin/help/paiement', article)).status).toBe(403);
    expect((await send('delete', '/api/admin/help/paiement')).status).toBe(403);
    expect(store.all('helpArticles')).toEqual({});
  });
});

describe('POST /api/admin/reviews/:id/featured', () => {
  beforeEach(() => {
    store.docs.set('reviews/visible1', { rating: 5, hidden: false });
    store.docs.set('reviews/hidden1', { rating: 5, hidden: true });
  });

  it('features a visible review once, and takes the flag off', async () => {
    const featured = await send('post', '/api/admin/reviews/visible1/featured', { featured: true });
    expect(featured.status).toBe(200);
    expect(store.docs.get('reviews/visible1')?.featured).toBe(true);
    await send('post', '/api/admin/reviews/visible1/featured', { featured: true });
    await send('post', '/api/admin/reviews/visible1/featured', { featured: false });
    expect(store.docs.get('reviews/visible1')?.featured).toBe(false);
    expect(actions()).toEqual(['review_featured', 'review_unfeatured']);
  });

  it('refuses a hidden review (409), an unknown one (404) and non-admins (403)', async () => {
    const hidden = await send('post', '/api/admin/reviews/hidden1/featured', { featured: true });
    expect(hidden.status).toBe(409);
    expect(hidden.body.error.code).toBe('review_hidden');
    expect(
      (await send('post', '/api/admin/reviews/nope/featured', { featured: true })).status,
    ).toBe(404);
    expect((await send('post', '/api/admin/reviews/visible1/featured', {})).status).toBe(400);
    signIn({});
    expect(
      (await send('post', '/api/admin/reviews/visible1/featured', { featured: true })).status,
    ).toBe(403);
    expect(store.docs.get('reviews/visible1')?.featured).toBeUndefined();
    expect(actions()).toEqual([]);
  });
});
