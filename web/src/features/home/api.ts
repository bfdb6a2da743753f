import type { Review } from '@marketplace/domain';
import {
  runPublicQuery,
  type PublicDocument,
  type PublicQuery,
} from '../../shared/firebase/publicQuery';
import { usePublicList } from '../../shared/firebase/usePublicList';
import { testimonialConverter as readTestimonial } from './converters';
import { loadableConverter } from '../../shared/firebase/servedData';

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

/**
 * The newest reviews an admin featured (issue 16 §4, content area). Index: reviews(featured,
 * hidden, createdAt DESC).
 */
export const FEATURED_REVIEWS_QUERY: PublicQuery = {
  collection: 'reviews',
  where: [
    ['featured', '==', true],
    ['hidden', '==', false],
  ],
  orderBy: [['createdAt', 'desc']],
  limit: TESTIMONIALS_LIMIT,
};

/** The featured reviews first, then the newest five-star ones not featured, six in all. */
export function featuredFirst(
  featured: readonly PublicDocument[],
  top: readonly PublicDocument[],
): PublicDocument[] {
  const ids = new Set(featured.map((document) => document.id));
  return [...featured, ...top.filter((document) => !ids.has(document.id))].slice(
    0,
    TESTIMONIALS_LIMIT,
  );
}

/** Both lists read together: at most twice six documents, whatever the number of reviews. */
async function readTestimonials(): Promise<PublicDocument[]> {
  const [featured, top] = await Promise.all([
    runPublicQuery(FEATURED_REVIEWS_QUERY),
    runPublicQuery(TOP_REVIEWS_QUERY),
  ]);
  return featuredFirst(featured, top);
}

const testimonialConverter = loadableConverter('home/testimonial', async () => readTestimonial);

/** Public: read over REST. */
export function useTopReviews() {
  return usePublicList('reviews:top', readTestimonials, testimonialConverter);
}
