import {
  countRatings,
  ratingFigures,
  REVIEW_RULES,
  reviewSchema,
  type ReviewDocument,
  type Stars,
} from '@marketplace/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { seedBookingDocuments } from './bookings';
import { providerDocument } from './catalog';
import { SEED_PROVIDERS } from './data/providers';
import { SEED_REVIEWERS } from './data/reviewers';
import { reviewerAccount, seededReviews } from './reviews';

const all = SEED_PROVIDERS.flatMap((seed) => seededReviews(seed));
const NOW = new Date('2026-11-24T10:00:00Z');
/** Every stored review: each seeded one and the demo customer's. */
const stored = seedBookingDocuments(NOW)
  .filter(({ path }) => path.startsWith('reviews/'))
  .map(({ path, data }) => ({ path, review: data as unknown as ReviewDocument<Timestamp> }));
const HOUR_MS = 60 * 60 * 1000;

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

  it('are stored as the api writes them: visible, editable 48 h, a few answered', () => {
    expect(stored.length).toBe(all.length + 1);
    for (const { path, review } of stored) {
      expect(Object.keys(review).sort(), path).toEqual(
        [
          'providerId',
          'authorName',
          'rating',
          'comment',
          'serviceTitle',
          'createdAt',
          'updatedAt',
          'editableUntil',
          'reply',
          'hidden',
          'hiddenReason',
        ].sort(),
      );
      expect(review).toMatchObject({ hidden: false, hiddenReason: null });
      expect(review.serviceTitle?.fr, path).toBeTruthy();
      expect(review.updatedAt.toMillis()).toBe(review.createdAt.toMillis());
      expect(review.editableUntil.toMillis() - review.createdAt.toMillis()).toBe(
        REVIEW_RULES.editHours * HOUR_MS,
      );
      expect(review.comment.trim().length, path).toBeGreaterThanOrEqual(REVIEW_RULES.commentMin);
      expect(review.comment.length, path).toBeLessThanOrEqual(REVIEW_RULES.commentMax);
      if (review.reply) {
        expect(review.reply.at.toMillis()).toBeGreaterThan(review.createdAt.toMillis());
        expect(review.reply.at.toMillis()).toBeLessThanOrEqual(NOW.getTime());
        expect(review.reply.text.length).toBeLessThanOrEqual(REVIEW_RULES.reply);
      }
    }
    const answered = stored.filter(({ review }) => review.reply).length;
    expect(answered).toBeGreaterThan(10);
    expect(answered).toBeLessThan(stored.length / 2);
    const demo = stored.filter(({ review }) => review.providerId === 'seed-provider-01');
    expect(demo.some(({ review }) => review.reply)).toBe(true);
    expect(demo.some(({ review }) => !review.reply)).toBe(true);
  });

  it('give each provider the figures the ratings trigger computes from them', () => {
    for (const seed of SEED_PROVIDERS) {
      const ratings = stored
        .filter(({ review }) => review.providerId === seed.id && !review.hidden)
        .map(({ review }) => review.rating as Stars);
      const { rating, reviewCount, ratingCounts } = providerDocument(seed);
      expect({ rating, reviewCount, ratingCounts }, seed.id).toEqual(
        ratingFigures(countRatings(ratings)),
      );
    }
    // The pages show these: the demo provider's 4.8 from its 8 reviews stays.
    const demo = SEED_PROVIDERS.find((seed) => seed.id === 'seed-provider-01');
    expect(demo && providerDocument(demo)).toMatchObject({ rating: 4.8, reviewCount: 8 });
  });
});
