import { DEMO_LIMITS, DEMOS_API } from '@marketplace/domain';
import express from 'express';
import request from 'supertest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorHandler, notFoundHandler } from '../../lib/errors';
import { fakeFirestore } from '../admin/fakeFirestore';
import { adminDemosRouter } from './admin';
import { demosRouter } from './routes';

const ORIGIN = 'http://127.0.0.1:5000';
let store = fakeFirestore();
const auth = { verifySessionCookie: vi.fn() };
vi.mock('../../lib/admin', () => ({ adminAuth: () => auth, adminDb: () => store.db }));

/** The two routers as app.ts mounts them (the whole app is built in app.test.ts). */
const app = express()
  .use(express.json())
  .use('/api/demos', demosRouter)
  .use('/api/admin/demos', adminDemosRouter)
  .use(notFoundHandler)
  .use(errorHandler);
const signIn = (uid: string, claims: Record<string, unknown> = {}) => {
  store.docs.set(`sessions/${uid}`, { validFromSeconds: 0, updatedAtMs: 0 });
  auth.verifySessionCookie.mockResolvedValue({
    uid,
    iat: Math.floor(Date.now() / 1000),
    ...claims,
  });
};
/** A POST as the app sends it; `cookie` false: a signed-out visitor. */
const post = (path: string, body: unknown, { cookie = false, origin = ORIGIN } = {}) => {
  const call = request(app).post(path).set('Origin', origin);
  if (cookie) void call.set('Cookie', '__session=c');
  return call.send(body as object);
};

const ID = 'f7a1c3e2-1111-4c3b-9a55-0123456789ab';
const feedback = { id: ID, rating: 4, comment: '  Simple et rapide.  ', language: 'fr' };
const answers = {
  id: ID,
  services: ['plumbing', 'cleaning'],
  frequency: 'monthly',
  paymentMethod: 'wave',
  city: 'Dakar',
  budget: 'to50k',
  language: 'en',
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  store = fakeFirestore();
});

describe('POST /api/demos/feedback', () => {
  it('stores a visitor’s feedback once, however often it is retried', async () => {
    const first = await post(DEMOS_API.feedback, feedback);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: ID, created: true });
    expect(store.docs.get(`demoFeedback/${ID}`)).toMatchObject({
      rating: 4,
      comment: 'Simple et rapide.',
      uid: null,
      language: 'fr',
    });
    const retry = await post(DEMOS_API.feedback, { ...feedback, rating: 1 });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({ id: ID, created: false });
    expect(store.docs.get(`demoFeedback/${ID}`)?.rating).toBe(4);
    expect(store.docs.get('demoSummaries/feedback')).toMatchObject({
      count: 1,
      ratingSum: 4,
      byRating: { '4': 1 },
    });
    expect(auth.verifySessionCookie).not.toHaveBeenCalled();
  });

  it('keeps the author of a signed-in user', async () => {
    signIn('u1');
    const answer = await post(DEMOS_API.feedback, feedback, { cookie: true });
    expect(answer.status).toBe(201);
    expect(store.docs.get(`demoFeedback/${ID}`)?.uid).toBe('u1');
  });

  it('answers bad input with a 400 JSON error and stores nothing', async () => {
    const bodies: unknown[] = [
      {},
      [feedback],
      { ...feedback, rating: 0 },
      { ...feedback, rating: '5' },
      { ...feedback, comment: 'x'.repeat(DEMO_LIMITS.feedbackCommentMax + 1) },
      { ...feedback, comment: { text: 'x' } },
      { ...feedback, id: '../sessions/u1' },
      { ...feedback, language: 'de' },
    ];
    for (const body of bodies) {
      const answer = await post(DEMOS_API.feedback, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.error.code).toBe('invalid_request');
    }
    const text = await request(app)
      .post(DEMOS_API.feedback)
      .set('Origin', ORIGIN)
      .set('Content-Type', 'application/json')
      .send('{"rating": 5');
    expect(text.status).toBe(400);
    expect(text.body.error.code).toBe('malformed_body');
    expect(store.all('demoFeedback')).toEqual({});
  });

  it('refuses another site (403)', async () => {
    const answer = await post(DEMOS_API.feedback, feedback, { origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('forbidden_origin');
  });

  it('limits the submissions of one address (429)', async () => {
    for (let index = 0; index < DEMO_LIMITS.rateLimit; index += 1) {
      const id = `${ID.slice(0, -2)}${String(index).padStart(2, '0')}`;
      expect((await post(DEMOS_API.feedback, { ...feedback, id })).status).toBe(201);
    }
    const over = await post(DEMOS_API.feedback, feedback);
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('rate_limited');
    // The questionnaire has its own count.
    expect((await post(DEMOS_API.questionnaire, answers)).status).toBe(201);
  });
});

describe('POST /api/demos/questionnaire', () => {
  it('stores an answer once and counts it in the summary', async () => {
    expect((await post(DEMOS_API.questionnaire, answers)).status).toBe(201);
    expect((await post(DEMOS_API.questionnaire, answers)).status).toBe(200);
    expect(store.docs.get(`questionnaireResponses/${ID}`)).toMatchObject({
      services: ['plumbing', 'cleaning'],
      city: 'Dakar',
      uid: null,
      language: 'en',
    });
    expect(store.docs.get('demoSummaries/questionnaire')).toMatchObject({
      total: 1,
      counts: {
        services: { plumbing: 1, cleaning: 1 },
        frequency: { monthly: 1 },
        paymentMethod: { wave: 1 },
        city: { Dakar: 1 },
        budget: { to50k: 1 },
      },
    });
  });

  it('refuses an incomplete or unknown answer (400)', async () => {
    for (const body of [
      { ...answers, services: [] },
      { ...answers, city: 'Gotham' },
      { ...answers, frequency: undefined },
      'services=plumbing',
    ]) {
      const answer = await post(DEMOS_API.questionnaire, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(store.all('questionnaireResponses')).toEqual({});
  });
});

describe('GET /api/admin/demos', () => {
  const get = (path: string, cookie = true) => {
    const call = request(app).get(path);
    if (cookie) void call.set('Cookie', '__session=c');
    return call;
  };

  it('gives admins the feedback with its average, and the questionnaire summary', async () => {
    await post(DEMOS_API.feedback, feedback);
    await post(DEMOS_API.feedback, { ...feedback, id: `${ID.slice(0, -1)}c`, rating: 5 });
    await post(DEMOS_API.questionnaire, answers);
    signIn('admin1', { admin: true });
    const list = await get(DEMOS_API.adminFeedback);
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.body.items).toHaveLength(2);
    expect(list.body.items[0]).toMatchObject({ rating: 4, comment: 'Simple et rapide.' });
    expect(list.body.items[0].createdAt).toEqual(expect.any(String));
    expect(list.body.average).toBe(4.5);
    expect(list.body.summary).toEqual({ count: 2, ratingSum: 9, byRating: { '4': 1, '5': 1 } });

    const summary = await get(DEMOS_API.adminQuestionnaire);
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ total: 1, counts: { city: { Dakar: 1 } } });
    expect(summary.body.updatedAt).toEqual(expect.any(String));
  });

  it('answers empty figures before any submission', async () => {
    signIn('admin1', { admin: true });
    expect((await get(DEMOS_API.adminFeedback)).body).toEqual({
      items: [],
      summary: { count: 0, ratingSum: 0, byRating: {} },
      average: null,
    });
    expect((await get(DEMOS_API.adminQuestionnaire)).body).toMatchObject({
      total: 0,
      updatedAt: null,
    });
  });

  it('refuses other users (403) and visitors (401)', async () => {
    signIn('u1', { admin: 'true' });
    for (const path of [DEMOS_API.adminFeedback, DEMOS_API.adminQuestionnaire]) {
      expect((await get(path)).status).toBe(403);
      expect((await get(path, false)).status).toBe(401);
    }
  });
});
