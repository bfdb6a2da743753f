import type { Review } from '@marketplace/domain';
import type { PublicQuery } from '../../shared/firebase/publicQuery';
import { fromFirestoreConverter, usePublicList } from '../../shared/firebase/usePublicList';

export type Testimonial = Review & { id: string; createdAt: Date | null };

export const TESTIMONIALS_LIMIT = 6;

/** The newest five-star reviews. Index: reviews(rating ASC, createdAt DESC). */
export const TOP_REVIEWS_QUERY: PublicQuery = {
  collection: 'reviews',
  where: [
    ['rating', '==', 5],
    ['hidden', '==', false],
  ],
  orderBy: [['createdAt', 'desc']],
  limit: TESTIMONIALS_LIMIT,
};

/** Public: read over REST; the converter (and zod with it) loads with the data. */
export function useTopReviews() {
  return usePublicList('reviews:top', TOP_REVIEWS_QUERY, async () =>
    fromFirestoreConverter((await import('./converters')).testimonialConverter),
  );
}
