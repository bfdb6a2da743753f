// The admin content area through the api under the emulators (issue 16 §4): help articles
// (create, list, replace, repeat, delete, each audited), reviews featured on home (visible ones
// only; the home's public query then finds them), admins only. Needs the functions built
// (`npm run build -w functions`): `--only firestore,auth,functions`.
import { ADMIN_API, HELP_ARTICLES_API, type HelpArticleView } from '@marketplace/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminDb } from './emulators';
import { call, cleanup, createPerson, createProvider, run, type ApiAnswer } from './quoteFixtures';

vi.setConfig({ testTimeout: 60_000 });

const admin = `it-ac-admin-${run}`;
const member = `it-ac-member-${run}`;
const provider = `it-ac-provider-${run}`;
const articleId = `it-ac-${run}`;
const visible = `it-ac-${run}-visible`;
const hidden = `it-ac-${run}-hidden`;

const article = {
  question: { fr: 'Comment payer ?', en: 'How do I pay?' },
  answer: { fr: 'Par Mobile Money ou carte.', en: 'By mobile money or card.' },
  keywords: ['Paiement', 'MoMo', 'paiement'],
  published: true,
};
const errorCode = (answer: ApiAnswer) => answer.body.error?.code;

const auditOf = async (targetId: string) =>
  (await adminDb.collection('adminAudit').where('targetId', '==', targetId).get()).docs
    .map((doc) => doc.data())
    .sort((a, b) => a.at.toMillis() - b.at.toMillis())
    .map(({ actorId, action }) => ({ actorId, action }));

/** A review as the reviews api writes it. */
const review = (hiddenFlag: boolean, minutesAgo: number) => {
  const at = Timestamp.fromMillis(Date.now() - minutesAgo * 60_000);
  return {
    providerId: provider,
    authorName: 'Awa D.',
    rating: 5,
    comment: 'Travail soigné et rapide, merci.',
    serviceTitle: null,
    createdAt: at,
    updatedAt: at,
    editableUntil: at,
    reply: null,
    hidden: hiddenFlag,
    hiddenReason: hiddenFlag ? 'Hors sujet' : null,
  };
};

/** The home page's featured query, as a signed-out visitor runs it (REST, rules applied). */
async function publicFeatured(): Promise<string[]> {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const project = process.env.GCLOUD_PROJECT ?? 'demo-marketplace';
  const field = (fieldPath: string, value: Record<string, unknown>) => ({
    fieldFilter: { field: { fieldPath }, op: 'EQUAL', value },
  });
  const response = await fetch(
    `http://${host}/v1/projects/${project}/databases/(default)/documents:runQuery`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: 'reviews' }],
          where: {
            compositeFilter: {
              op: 'AND',
              filters: [
                field('featured', { booleanValue: true }),
                field('hidden', { booleanValue: false }),
              ],
            },
          },
          orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
          limit: 6,
        },
      }),
    },
  );
  expect(response.status).toBe(200);
  const rows = (await response.json()) as { document?: { name: string } }[];
  return rows.flatMap((row) => (row.document ? [row.document.name.split('/').pop() ?? ''] : []));
}

beforeAll(async () => {
  await createPerson({ uid: admin, firstName: 'Paul', admin: true });
  await createPerson({ uid: member, firstName: 'Binta' });
  await createProvider({
    uid: provider,
    name: 'Jean Plomberie',
    city: 'Douala',
    verified: true,
    rating: 0,
    reviewCount: 0,
  });
  await adminDb.doc(`reviews/${visible}`).set(review(false, 1));
  await adminDb.doc(`reviews/${hidden}`).set(review(true, 2));
}, 120_000);

afterAll(async () => {
  const writer = adminDb.bulkWriter();
  for (const id of [articleId, visible, hidden]) {
    const lines = await adminDb.collection('adminAudit').where('targetId', '==', id).get();
    for (const line of lines.docs) writer.delete(line.ref);
    writer.delete(adminDb.doc(`reviews/${id}`));
  }
  writer.delete(adminDb.doc(`helpArticles/${articleId}`));
  await writer.close();
  await adminDb.doc(`providerStats/${provider}`).delete();
  await cleanup([]);
}, 120_000);

describe('help articles', () => {
  it('creates, lists, replaces, repeats and deletes an article, each change audited', async () => {
    const path = ADMIN_API.helpArticle(articleId);
    const created = await call('PUT', path, admin, article);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const stored = (await adminDb.doc(`helpArticles/${articleId}`).get()).data();
    expect(stored).toMatchObject({ ...article, keywords: ['paiement', 'momo'] });
    expect(stored?.updatedAt).toBeInstanceOf(Timestamp);

    const list = await call('GET', HELP_ARTICLES_API, admin);
    expect(list.status).toBe(200);
    const items = (list.body as unknown as { items: HelpArticleView[] }).items;
    expect(items.find((item) => item.id === articleId)).toMatchObject({
      question: article.question,
      keywords: ['paiement', 'momo'],
      published: true,
    });

    expect((await call('PUT', path, admin, article)).status).toBe(200);
    const draft = await call('PUT', path, admin, { ...article, published: false });
    expect(draft.status).toBe(200);
    expect((await adminDb.doc(`helpArticles/${articleId}`).get()).get('published')).toBe(false);

    expect((await call('DELETE', path, admin)).status).toBe(204);
    expect((await adminDb.doc(`helpArticles/${articleId}`).get()).exists).toBe(false);
    expect((await call('DELETE', path, admin)).status).toBe(204);
    expect(await auditOf(articleId)).toEqual([
      { actorId: admin, action: 'help_saved' },
      { actorId: admin, action: 'help_saved' },
      { actorId: admin, action: 'help_deleted' },
    ]);
  });

  it('refuses a bad article (400) and non-admins (403), writing nothing', async () => {
    const path = ADMIN_API.helpArticle(articleId);
    const english = await call('PUT', path, admin, { ...article, answer: { fr: 'Oui', en: ' ' } });
    expect(english.status).toBe(400);
    expect(errorCode(english)).toBe('invalid_request');
    expect((await call('PUT', ADMIN_API.helpArticle('Pas_un_id'), admin, article)).status).toBe(
      400,
    );
    expect((await call('GET', HELP_ARTICLES_API, member)).status).toBe(403);
    expect((await call('PUT', path, member, { ...article, admin: true })).status).toBe(403);
    expect((await call('DELETE', path, member)).status).toBe(403);
    expect((await call('GET', HELP_ARTICLES_API, null)).status).toBe(401);
    expect((await adminDb.doc(`helpArticles/${articleId}`).get()).exists).toBe(false);
  });
});

describe('featured reviews', () => {
  it('features a visible review: home finds it first; a hidden one is refused', async () => {
    const featured = await call('POST', ADMIN_API.featureReview(visible), admin, {
      featured: true,
    });
    expect(featured.status).toBe(200);
    expect((await adminDb.doc(`reviews/${visible}`).get()).get('featured')).toBe(true);
    expect(await publicFeatured()).toContain(visible);

    const refused = await call('POST', ADMIN_API.featureReview(hidden), admin, { featured: true });
    expect(refused.status).toBe(409);
    expect(errorCode(refused)).toBe('review_hidden');
    expect((await adminDb.doc(`reviews/${hidden}`).get()).get('featured')).toBeUndefined();

    const missing = await call('POST', ADMIN_API.featureReview(`it-ac-${run}-none`), admin, {
      featured: true,
    });
    expect(missing.status).toBe(404);

    const off = await call('POST', ADMIN_API.featureReview(visible), admin, { featured: false });
    expect(off.status).toBe(200);
    expect(await publicFeatured()).not.toContain(visible);
    expect(await auditOf(visible)).toEqual([
      { actorId: admin, action: 'review_featured' },
      { actorId: admin, action: 'review_unfeatured' },
    ]);
  });

  it('refuses non-admins (403), whatever the body', async () => {
    const answer = await call('POST', ADMIN_API.featureReview(visible), member, {
      featured: true,
      admin: true,
    });
    expect(answer.status).toBe(403);
    expect((await adminDb.doc(`reviews/${visible}`).get()).get('featured')).not.toBe(true);
  });
});
