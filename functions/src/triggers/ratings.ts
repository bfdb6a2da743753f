import type { Firestore } from 'firebase-admin/firestore';
import {
  ratingCountsOf,
  ratingFigures,
  STAR_VALUES,
  type RatingCounts,
  type RatingFigures,
} from '@marketplace/domain';
import { adminDb } from '../lib/admin';
import { isUid } from './contacts';
import type { WriteHandler } from './documentWrites';

/**
 * Honest ratings (issue 13 §6): `rating`, `reviewCount` and `ratingCounts` on `providers/{uid}`
 * are written only here (the rules deny clients those fields), RECOMPUTED from the provider's
 * visible reviews by aggregation queries, never incremented: a retried or duplicated event, or
 * an edited review, cannot count twice.
 */

type Data = Record<string, unknown> | undefined;

/**
 * The providers whose figures a write of `reviews/{id}` may change: those named before and
 * after, when the rating, the visibility or the provider changed (a reply or a new author
 * name changes nothing).
 */
export function ratedProviders(before: Data, after: Data): string[] {
  const changed = ['providerId', 'rating', 'hidden'].some(
    (field) => before?.[field] !== after?.[field],
  );
  if (!changed) return [];
  return [...new Set([before?.providerId, after?.providerId])].filter(isUid);
}

const sameCounts = (stored: unknown, counts: RatingCounts) =>
  typeof stored === 'object' &&
  stored !== null &&
  STAR_VALUES.every((stars) => (stored as Record<string, unknown>)[stars] === counts[stars]);

/**
 * Recomputes a provider's `rating`, `reviewCount` and `ratingCounts` from their visible
 * reviews (one count per star value) and writes them only when they differ, so that an event
 * changing nothing does not wake the provider's own triggers (search tokens, index). The
 * counts run in the transaction that writes: a review written meanwhile waits or makes it
 * retry, so an older result never overwrites a newer one. Returns the figures, or null
 * without a profile.
 */
export async function refreshProviderRating(
  db: Firestore,
  providerId: string,
): Promise<RatingFigures | null> {
  const providerRef = db.doc(`providers/${providerId}`);
  const visible = db
    .collection('reviews')
    .where('providerId', '==', providerId)
    .where('hidden', '==', false);
  return db.runTransaction(async (transaction) => {
    const [provider, ...counts] = await Promise.all([
      transaction.get(providerRef),
      ...STAR_VALUES.map((stars) => transaction.get(visible.where('rating', '==', stars).count())),
    ]);
    if (!provider.exists) return null;
    const figures = ratingFigures(
      ratingCountsOf((stars) => counts[STAR_VALUES.indexOf(stars)]?.data().count ?? 0),
    );
    if (
      provider.get('rating') !== figures.rating ||
      provider.get('reviewCount') !== figures.reviewCount ||
      !sameCounts(provider.get('ratingCounts'), figures.ratingCounts)
    ) {
      transaction.update(providerRef, { ...figures });
    }
    return figures;
  });
}

export async function refreshRatingsForReview(db: Firestore, before: Data, after: Data) {
  for (const providerId of ratedProviders(before, after)) {
    await refreshProviderRating(db, providerId);
  }
}

/** Safe to run again: a run recomputes the figures from the reviews as they are. */
export const ratingsOnReviewWritten: WriteHandler<{ reviewId: string }> = (event) =>
  refreshRatingsForReview(adminDb(), event.data?.before.data(), event.data?.after.data());
