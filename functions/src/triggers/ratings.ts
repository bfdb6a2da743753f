import { AggregateField, type Firestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminDb } from '../lib/admin';
import { isUid } from './contacts';

/**
 * Honest ratings (issue 13 §6): `rating` and `reviewCount` on `providers/{uid}` are written only
 * here (the rules deny clients both fields), RECOMPUTED from the provider's visible reviews by one
 * aggregation query, never incremented: a retried or duplicated event, or an edited review,
 * cannot count twice.
 */

type Data = Record<string, unknown> | undefined;

export interface RatingFigures {
  rating: number;
  reviewCount: number;
}

/** The average of `count` ratings summing to `sum`, to one decimal; 0 without reviews. */
export function ratingFigures(count: number, sum: number): RatingFigures {
  return { rating: count > 0 ? Math.round((sum / count) * 10) / 10 : 0, reviewCount: count };
}

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

/**
 * Recomputes a provider's `rating` and `reviewCount` from their visible reviews (count and sum
 * in one aggregation query) and writes them only when they differ, so that an event changing
 * nothing does not wake the provider's own triggers (search tokens, index). The query runs in
 * the transaction that writes: a review written meanwhile waits or makes it retry, so an older
 * result never overwrites a newer one. Returns the figures, or null without a profile.
 */
export async function refreshProviderRating(
  db: Firestore,
  providerId: string,
): Promise<RatingFigures | null> {
  const providerRef = db.doc(`providers/${providerId}`);
  const visible = db
    .collection('reviews')
    .where('providerId', '==', providerId)
    .where('hidden', '==', false)
    .aggregate({ count: AggregateField.count(), sum: AggregateField.sum('rating') });
  return db.runTransaction(async (transaction) => {
    const [provider, totals] = await Promise.all([
      transaction.get(providerRef),
      transaction.get(visible),
    ]);
    if (!provider.exists) return null;
    const { count, sum } = totals.data();
    const figures = ratingFigures(count, sum ?? 0);
    if (provider.get('rating') !== figures.rating || provider.get('reviewCount') !== count) {
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

// `retry: true` is safe: a run recomputes the figures from the reviews as they are.
export const ratingsOnReviewWritten = onDocumentWritten(
  {
    document: 'reviews/{reviewId}',
    region: 'us-central1',
    retry: true,
    timeoutSeconds: 30,
    memory: '256MiB',
  },
  (event) =>
    refreshRatingsForReview(adminDb(), event.data?.before.data(), event.data?.after.data()),
);
