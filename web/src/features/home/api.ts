import type { Review } from '@marketplace/domain';
import type { FirestoreHandle } from '../../shared/firebase/firestore';
import { useLiveQuery } from '../../shared/firebase/useLiveQuery';

export type Testimonial = Review & { id: string; createdAt: Date | null };

export const TESTIMONIALS_LIMIT = 6;

/** The newest five-star reviews. Index: reviews(rating ASC, createdAt DESC). */
export async function topReviewsQuery({ fs, db }: FirestoreHandle) {
  // Loaded with the data, not the first paint: the converter brings zod along.
  const { testimonialConverter } = await import('./converters');
  return fs.query(
    fs.collection(db, 'reviews').withConverter(testimonialConverter),
    fs.where('rating', '==', 5),
    fs.orderBy('createdAt', 'desc'),
    fs.limit(TESTIMONIALS_LIMIT),
  );
}

export function useTopReviews() {
  return useLiveQuery('reviews:top', topReviewsQuery);
}
