import { describe, expect, it } from 'vitest';
import { DEFAULT_HELP_ARTICLES, helpArticleIdSchema } from '../../domain/src';
import { SEED_PROVIDERS } from './data/providers';
import { featuredReviewIds, SEED_HELP_ARTICLES } from './content';
import { seededReviews } from './reviews';

describe('the seeded help articles', () => {
  // Their content is tested where it lives (domain/src/help-content.test.ts).
  it('are the default articles the assistant falls back to, with valid ids', () => {
    expect(SEED_HELP_ARTICLES).toBe(DEFAULT_HELP_ARTICLES);
    for (const id of Object.keys(SEED_HELP_ARTICLES)) {
      expect(helpArticleIdSchema.safeParse(id).success, id).toBe(true);
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
