// The demo pages' api under the emulators (issue 17 §6): feedback and questionnaire answers
// sent by visitors and signed-in users, stored once per client id with their summaries, bad
// input refused with 4xx JSON, a rate limit per address, and the admin views (admins only).
// Needs the functions built (`npm run build -w functions`): `--only firestore,auth,functions`.
import { randomUUID } from 'node:crypto';
import {
  DEMO_LIMITS,
  DEMO_SUMMARY_PATHS,
  DEMOS_API,
  type FeedbackListView,
  type QuestionnaireSummaryView,
} from '@marketplace/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminDb } from './emulators';
import { call, cleanup, createPerson, read, run, type ApiAnswer } from './quoteFixtures';

vi.setConfig({ testTimeout: 60_000 });

const admin = `it-demos-admin-${run}`;
const member = `it-demos-member-${run}`;
const created: string[] = [];

/**
 * Each visitor its own address (the first X-Forwarded-For entry when nothing better is there,
 * lib/rateLimit.ts), so this file never spends the quota of the end-to-end tests' 127.0.0.1.
 */
let addresses = 0;
const newVisitor = () => ({ 'x-forwarded-for': `203.0.113.${(addresses += 1)}` });

const feedback = (changes: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  rating: 4,
  comment: `Retour d’essai ${run}`,
  language: 'fr',
  ...changes,
});
const answers = (changes: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  services: ['plumbing', 'gardening'],
  frequency: 'weekly',
  paymentMethod: 'moov_money',
  city: 'Kribi',
  budget: 'over200k',
  language: 'en',
  ...changes,
});
const count = async (path: string, field: string) => Number((await read(path))?.[field] ?? 0);
const errorCode = (answer: ApiAnswer) => answer.body.error?.code;

beforeAll(async () => {
  await createPerson({ uid: admin, firstName: 'Paul', admin: true });
  await createPerson({ uid: member, firstName: 'Binta' });
}, 120_000);

afterAll(async () => {
  const writer = adminDb.bulkWriter();
  for (const path of created) writer.delete(adminDb.doc(path));
  await writer.close();
  await cleanup([]);
}, 120_000);

describe('POST /api/demos/feedback', () => {
  it('stores a visitor’s feedback once, however often it is sent, and lists it for admins', async () => {
    const before = await count(DEMO_SUMMARY_PATHS.feedback, 'count');
    const body = feedback({ rating: 2 });
    created.push(`demoFeedback/${body.id}`);
    const visitor = newVisitor();
    const first = await call('POST', DEMOS_API.feedback, null, body, visitor);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toEqual({ id: body.id, created: true });
    const again = await call('POST', DEMOS_API.feedback, null, { ...body, rating: 5 }, visitor);
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(false);

    expect(await read(`demoFeedback/${body.id}`)).toMatchObject({
      rating: 2,
      comment: body.comment,
      uid: null,
      language: 'fr',
    });
    expect(await count(DEMO_SUMMARY_PATHS.feedback, 'count')).toBe(before + 1);

    const list = await call('GET', DEMOS_API.adminFeedback, admin);
    expect(list.status).toBe(200);
    const view = list.body as unknown as FeedbackListView;
    expect(view.items.length).toBeLessThanOrEqual(DEMO_LIMITS.feedbackList);
    expect(view.items.find((item) => item.id === body.id)).toMatchObject({ rating: 2, uid: null });
    const times = view.items.map((item) => item.createdAt ?? '');
    expect(times).toEqual([...times].sort().reverse());
    expect(view.summary.count).toBeGreaterThanOrEqual(1);
    expect(view.average).toBeCloseTo(view.summary.ratingSum / view.summary.count, 1);
  });

  it('keeps the author of a signed-in user', async () => {
    const body = feedback({ rating: 5, comment: '', language: 'en' });
    created.push(`demoFeedback/${body.id}`);
    expect((await call('POST', DEMOS_API.feedback, member, body)).status).toBe(201);
    expect(await read(`demoFeedback/${body.id}`)).toMatchObject({ uid: member, comment: '' });
  });

  it('refuses bad input with a 4xx JSON error, never a 5xx, and stores nothing', async () => {
    const id = randomUUID();
    const bad: unknown[] = [
      {},
      [feedback({ id })],
      feedback({ id, rating: 6 }),
      feedback({ id, rating: null }),
      feedback({ id, comment: 'x'.repeat(10_000) }),
      feedback({ id: '../sessions/x' }),
      feedback({ id, language: 42 }),
    ];
    for (const body of bad) {
      const answer = await call('POST', DEMOS_API.feedback, null, body, newVisitor());
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(errorCode(answer)).toBe('invalid_request');
    }
    const text = await call('POST', DEMOS_API.feedback, null, undefined, {
      ...newVisitor(),
      'Content-Type': 'application/json',
    });
    expect(text.status).toBeLessThan(500);
    const foreign = await call('POST', DEMOS_API.feedback, null, feedback({ id }), {
      ...newVisitor(),
      Origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect((await adminDb.doc(`demoFeedback/${id}`).get()).exists).toBe(false);
  });

  it('limits one address to DEMO_LIMITS.rateLimit sends per window (429)', async () => {
    const body = feedback();
    created.push(`demoFeedback/${body.id}`);
    const visitor = newVisitor();
    // Retries of one feedback count too: a loop cannot hammer the api with one id.
    for (let sent = 0; sent < DEMO_LIMITS.rateLimit; sent += 1) {
      expect((await call('POST', DEMOS_API.feedback, null, body, visitor)).status).toBeLessThan(
        300,
      );
    }
    const over = await call('POST', DEMOS_API.feedback, null, body, visitor);
    expect(over.status).toBe(429);
    expect(errorCode(over)).toBe('rate_limited');
    // Another address is not limited.
    const other = await call('POST', DEMOS_API.feedback, null, body, newVisitor());
    expect(other.status).toBe(200);
  });
});

describe('POST /api/demos/questionnaire', () => {
  it('stores an answer once and counts it in the admins’ summary', async () => {
    const before = (await call('GET', DEMOS_API.adminQuestionnaire, admin))
      .body as unknown as QuestionnaireSummaryView;
    const body = answers();
    created.push(`questionnaireResponses/${body.id}`);
    const visitor = newVisitor();
    expect((await call('POST', DEMOS_API.questionnaire, null, body, visitor)).status).toBe(201);
    expect((await call('POST', DEMOS_API.questionnaire, null, body, visitor)).status).toBe(200);
    expect(await read(`questionnaireResponses/${body.id}`)).toMatchObject({
      services: ['plumbing', 'gardening'],
      city: 'Kribi',
      uid: null,
      language: 'en',
    });

    const answer = await call('GET', DEMOS_API.adminQuestionnaire, admin);
    expect(answer.status).toBe(200);
    const after = answer.body as unknown as QuestionnaireSummaryView;
    const plusOne = (question: keyof QuestionnaireSummaryView['counts'], option: string) =>
      expect(after.counts[question][option] ?? 0, `${question}.${option}`).toBe(
        (before.counts[question][option] ?? 0) + 1,
      );
    expect(after.total).toBe(before.total + 1);
    plusOne('services', 'plumbing');
    plusOne('services', 'gardening');
    plusOne('frequency', 'weekly');
    plusOne('paymentMethod', 'moov_money');
    plusOne('city', 'Kribi');
    plusOne('budget', 'over200k');
    expect(after.updatedAt).toEqual(expect.any(String));
  });

  it('refuses an incomplete or unknown answer (400)', async () => {
    for (const body of [
      answers({ services: [] }),
      answers({ services: ['plumbing', 'plumbing', 'x'] }),
      answers({ city: 'Gotham' }),
      answers({ budget: undefined }),
      answers({ services: Array.from({ length: 6 }, () => 'plumbing') }),
    ]) {
      const answer = await call('POST', DEMOS_API.questionnaire, null, body, newVisitor());
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(errorCode(answer)).toBe('invalid_request');
    }
  });
});

describe('the admin views', () => {
  it('refuse other users (403) and visitors (401)', async () => {
    for (const path of [DEMOS_API.adminFeedback, DEMOS_API.adminQuestionnaire]) {
      expect((await call('GET', path, member)).status).toBe(403);
      expect((await call('GET', path, null)).status).toBe(401);
    }
  });
});
