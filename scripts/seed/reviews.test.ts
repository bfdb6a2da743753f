import { reviewSchema } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { providerDocument } from './catalog';
import { SEED_PROVIDERS } from './data/providers';
import { SEED_REVIEWERS } from './data/reviewers';
import { reviewerAccount, seededReviews } from './reviews';

const all = SEED_PROVIDERS.flatMap((seed) => seededReviews(seed));

describe('seeded reviews', () => {
  it('carry no customer id, only a valid public review', () => {
    expect(all.length).toBeGreaterThanOrEqual(100);
    for (const { bookingId, review } of all) {
      expect(Object.keys(review).sort(), bookingId).toEqual(
        ['authorName', 'comment', 'providerId', 'rating'].sort(),
      );
      expect(reviewSchema.parse(review)).toEqual(review);
      expect(JSON.stringify(review)).not.toContain('seed-customer');
    }
  });

  it("name their author as the author's visibility allows", () => {
    for (const { reviewer, review } of all) {
      const expected = {
        public: `${reviewer.firstName} ${reviewer.lastName.charAt(0)}.`,
        contacts: `${reviewer.firstName.charAt(0)}. ${reviewer.lastName.charAt(0)}.`,
        private: null,
      }[reviewer.profileVisibility];
      expect(review.authorName, reviewer.id).toBe(expected);
    }
  });

  it('show all three kinds of author name, on the demo provider’s first page too', () => {
    const kinds = (reviews: typeof all) =>
      new Set(reviews.map((r) => r.reviewer.profileVisibility));
    expect(kinds(all)).toEqual(new Set(['public', 'contacts', 'private']));
    const demo = SEED_PROVIDERS.find((seed) => seed.id === 'seed-provider-01');
    expect(demo).toBeDefined();
    const newestFive = (demo ? seededReviews(demo) : [])
      .sort((a, b) => a.daysAgo - b.daysAgo)
      .slice(0, 5);
    expect(kinds(newestFive)).toEqual(new Set(['public', 'contacts', 'private']));
  });

  it('give each reviewer the account settings of their visibility', () => {
    for (const reviewer of SEED_REVIEWERS) {
      expect(reviewerAccount(reviewer).settings.profileVisibility).toBe(reviewer.profileVisibility);
    }
  });

  it('agree with the rating and count of their provider', () => {
    for (const seed of SEED_PROVIDERS) {
      const ratings = seededReviews(seed).map(({ review }) => review.rating);
      const provider = providerDocument(seed);
      expect(provider.reviewCount, seed.id).toBe(ratings.length);
      if (ratings.length) {
        const average = ratings.reduce((sum, value) => sum + value, 0) / ratings.length;
        expect(provider.rating, seed.id).toBeCloseTo(average, 2);
      }
    }
  });
});
