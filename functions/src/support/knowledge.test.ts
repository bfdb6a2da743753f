import { describe, expect, it, vi } from 'vitest';
import { knowledgeLoader, KNOWLEDGE_TTL_MS } from './knowledge';
import { fakeFirestore } from './testing';

vi.mock('firebase-functions', () => ({ logger: { warn: vi.fn() } }));

const article = (question: string, published = true) => ({
  question: { fr: question, en: question },
  answer: { fr: `Réponse : ${question}`, en: `Answer: ${question}` },
  keywords: [],
  published,
  link: '/privacy',
  updatedAt: new Date(),
});

function setup() {
  const store = fakeFirestore({
    'helpArticles/livraison': article('Livrez-vous les colis de jardinage ?'),
    'helpArticles/brouillon': article('Un brouillon sur les colis', false),
    'helpArticles/casse': { question: 'not an article' },
    'categories/plumbing': {
      name: { fr: 'Plomberie', en: 'Plumbing' },
      keywords: ['plombier'],
      active: true,
    },
    'categories/old': { name: { fr: 'Ancienne' }, keywords: [], active: false },
  });
  let now = Date.parse('2026-03-14T10:00:00Z');
  const clock = { now: () => new Date(now) };
  const loader = knowledgeLoader(() => store.db, clock);
  return { store, loader, advance: (ms: number) => (now += ms) };
}

describe('the assistant’s knowledge', () => {
  it('is the published, well-formed stored articles and the active categories', async () => {
    const { loader } = setup();
    const knowledge = await loader.get();
    expect(knowledge.source).toBe('firestore');
    expect(knowledge.index.size).toBe(1);
    expect(knowledge.index.search('colis')[0]?.article).toMatchObject({
      id: 'livraison',
      link: '/privacy',
    });
    expect(knowledge.categories.match('un plombier')?.category.slug).toBe('plumbing');
    expect(knowledge.categories.match('ancienne')).toBeNull();
  });

  it('is read again once it is older than the TTL, so an admin’s edit is used', async () => {
    const { store, loader, advance } = setup();
    const first = await loader.get();
    await Promise.all([loader.get(), loader.get()]);
    expect(store.reads).toEqual(['helpArticles', 'categories']);

    store.docs.set('helpArticles/livraison', article('Livrez-vous les meubles ?'));
    advance(KNOWLEDGE_TTL_MS - 1);
    expect(await loader.get()).toBe(first);
    advance(1);
    const second = await loader.get();
    expect(second).not.toBe(first);
    expect(second.index.search('meubles')[0]?.article.id).toBe('livraison');

    // Unchanged content: read again, the index is kept.
    advance(KNOWLEDGE_TTL_MS);
    expect(await loader.get()).toBe(second);
    expect(store.reads).toHaveLength(6);
  });

  it('falls back to the default articles without stored ones or Firestore', async () => {
    const { store, loader } = setup();
    store.docs.clear();
    const empty = await loader.get();
    expect(empty.source).toBe('default');
    expect(empty.index.search('comment payer avec orange money')[0]?.article.id).toBe(
      'paiement-mobile-money',
    );

    const broken = setup();
    broken.store.fail(new Error('unavailable'));
    const fallback = await broken.loader.get();
    expect(fallback.source).toBe('default');
    expect(fallback.index.size).toBeGreaterThan(5);
    // Not retried on every question while it fails.
    await broken.loader.get();
    expect(broken.store.reads).toHaveLength(2);
  });
});
