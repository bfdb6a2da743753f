import { describe, expect, it } from 'vitest';
import { helpArticleIdSchema, helpArticleInputSchema } from '../../domain/src';
import { SEED_PROVIDERS } from './data/providers';
import { featuredReviewIds, SEED_HELP_ARTICLES } from './content';
import { seededReviews } from './reviews';

const articles = Object.entries(SEED_HELP_ARTICLES);

describe('the seeded help articles', () => {
  it('are valid articles as the api stores them, with valid ids', () => {
    for (const [id, article] of articles) {
      expect(helpArticleIdSchema.safeParse(id).success, id).toBe(true);
      const parsed = helpArticleInputSchema.safeParse(article);
      expect(parsed.success, `${id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      // Stored as given: keywords already lower-cased and distinct.
      expect(parsed.data?.keywords, id).toEqual(article.keywords);
    }
  });

  it('are 6 to 8, published but one, covering what customers and providers ask', () => {
    expect(articles.length).toBeGreaterThanOrEqual(6);
    expect(articles.length).toBeLessThanOrEqual(8);
    const published = articles.filter(([, article]) => article.published);
    expect(published.length).toBe(articles.length - 1);
    const keywords = new Set(published.flatMap(([, article]) => article.keywords));
    for (const topic of [
      'provider',
      'mobile money',
      'fees',
      'booking',
      'cancel',
      'quote',
      'verification',
    ]) {
      expect(keywords, topic).toContain(topic);
    }
  });

  it('answer in both languages, the same figures in each', () => {
    for (const [id, { answer }] of articles) {
      const figures = (text: string) => text.match(/\d+/g) ?? [];
      expect(figures(answer.en).sort(), id).toEqual(figures(answer.fr).sort());
    }
  });
});

describe('the featured reviews', () => {
  it('are two visible five-star seeded reviews', () => {
    const reviews = new Map(
      SEED_PROVIDERS.flatMap(seededReviews).map((entry) => [entry.bookingId, entry]),
    );
    const featured = featuredReviewIds();
    expect(featured).toHaveLength(2);
    for (const id of featured) expect(reviews.get(id)?.review.rating, id).toBe(5);
  });
});
