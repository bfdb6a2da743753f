import { describe, expect, it } from 'vitest';
import { SEED_CATEGORIES } from '../../../scripts/seed/data/categories';
import { buildKnowledge, defaultHelpArticles } from './knowledge';
import { answerLocally, type LocalAnswer } from './localAnswerer';
import type { PriceSummary } from './prices';
import { ARTICLE_QUESTIONS, INTENT_QUESTIONS, OUT_OF_SCOPE } from './qualityQuestions';

/**
 * Issue 17 point 4: the local answerer's quality, measured. Questions as people type them
 * (typos, no accents, half sentences), half French, half English, each with the help article
 * that answers it; the top answer must be right for at least 90 % of them. The index is built
 * from the default help articles and the seeded categories, as a fresh project has them.
 */

const knowledge = buildKnowledge(
  defaultHelpArticles(),
  SEED_CATEGORIES.map(({ slug, name, keywords }) => ({ slug, name, keywords })),
);
const SUMMARY: PriceSummary = {
  found: 3,
  priced: 3,
  ranges: [{ unit: 'fixed', min: 5000, max: 25_000 }],
};
const ask = (message: string): Promise<LocalAnswer> =>
  answerLocally(
    { message, history: [], pageLanguage: undefined },
    { knowledge: async () => knowledge, prices: async () => SUMMARY },
  );

describe('the local answerer’s quality', () => {
  it('has at least 60 questions, half French and half English', () => {
    expect(ARTICLE_QUESTIONS.length).toBeGreaterThanOrEqual(60);
  });

  it('gives the right help article first for at least 90 % of the questions', async () => {
    const wrong: string[] = [];
    for (const { question, expected } of ARTICLE_QUESTIONS) {
      const answer = await ask(question);
      if (answer.kind !== 'article' || answer.articleId !== expected) {
        wrong.push(`${question} → ${answer.kind} ${answer.articleId ?? ''} (expected ${expected})`);
      }
    }
    const right = ARTICLE_QUESTIONS.length - wrong.length;
    const share = (100 * right) / ARTICLE_QUESTIONS.length;
    console.log(
      `local answerer: ${right}/${ARTICLE_QUESTIONS.length} (${share.toFixed(1)} %) top answers right`,
    );
    if (wrong.length) console.log(`wrong:\n  ${wrong.join('\n  ')}`);
    expect(share).toBeGreaterThanOrEqual(90);
  });

  it('answers search intents with the matching search', async () => {
    for (const { question, category, location } of INTENT_QUESTIONS) {
      const answer = await ask(question);
      expect(answer.kind, question).toBe('intent');
      expect(answer.intent?.category.slug, question).toBe(category);
      const [link] = answer.response.links;
      const params = new URL(link?.path ?? '', 'https://app.test').searchParams;
      expect(params.get('category'), question).toBe(category);
      expect(params.get('location'), question).toBe(location);
    }
  });

  it('says honestly when it does not know', async () => {
    for (const question of OUT_OF_SCOPE) {
      const answer = await ask(question);
      expect(answer.kind, `${question}: ${answer.articleId}`).toBe('unknown');
    }
  });
});
