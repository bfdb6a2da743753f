import type { DocumentReference, QueryDocumentSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import {
  PROVIDER_LIMITS,
  REVIEW_LIMITS,
  type Provider,
  type ProviderService,
  type Review,
} from '@marketplace/domain';
import { loadFirestore, type FirestoreHandle } from '../../shared/firebase/firestore';
import { useLiveDoc, useLiveQuery } from '../../shared/firebase/useLiveQuery';

export type ProviderDetails = Provider & { id: string };
export type ProviderServiceItem = ProviderService & { id: string };

/** Where the next page of reviews starts: the last review's snapshot (the SDK's cursor). */
export type ReviewCursor = QueryDocumentSnapshot;

/** `reviews/{bookingId}`; `createdAt` is a Timestamp in Firestore and a Date here. */
export type ProviderReview = Review & { id: string; createdAt: Date | null; cursor: ReviewCursor };

/** Reviews load five at a time ("Show more reviews" asks for the next five). */
export const REVIEWS_PAGE_SIZE = 5;

export const STAR_VALUES = [5, 4, 3, 2, 1] as const;
export type Stars = (typeof STAR_VALUES)[number];
export type RatingDistribution = Record<Stars, number>;

/** `providers/{id}`, validated on read (the converter, and zod with it, loads with the data). */
export async function providerRef(
  { fs, db }: FirestoreHandle,
  id: string,
): Promise<DocumentReference<ProviderDetails>> {
  const { providerConverter } = await import('./converters');
  return fs.doc(db, 'providers', id).withConverter(providerConverter);
}

export const providerKey = (id: string) => `provider-profile:${id}`;

/** The live provider document; `null` once it is known not to exist. */
export function useProvider(id: string) {
  return useLiveDoc(providerKey(id), (handle) => providerRef(handle, id));
}

/** The provider's services, cheapest first. Single-field index on the subcollection. */
export function providerServicesQuery(providerId: string) {
  return async ({ fs, db }: FirestoreHandle) => {
    const { serviceConverter } = await import('./converters');
    return fs.query(
      fs.collection(db, `providers/${providerId}/services`).withConverter(serviceConverter),
      fs.orderBy('priceFCFA', 'asc'),
      fs.limit(PROVIDER_LIMITS.services),
    );
  };
}

export function useProviderServices(providerId: string) {
  return useLiveQuery(`provider-profile:${providerId}:services`, providerServicesQuery(providerId));
}

/**
 * One page of the provider's reviews, newest first, after `after` (the first page when null).
 * Index: reviews(providerId ASC, createdAt DESC).
 */
export function reviewsPageQuery(providerId: string, after: ReviewCursor | null) {
  return async ({ fs, db }: FirestoreHandle) => {
    const { reviewConverter } = await import('./converters');
    return fs.query(
      fs.collection(db, 'reviews').withConverter(reviewConverter),
      fs.where('providerId', '==', providerId),
      fs.orderBy('createdAt', 'desc'),
      ...(after ? [fs.startAfter(after)] : []),
      fs.limit(REVIEWS_PAGE_SIZE),
    );
  };
}

export const reviewsPageKey = (providerId: string, after: ReviewCursor | null) =>
  `provider-profile:${providerId}:reviews:${after ? `after:${after.id}` : 'first'}`;

/** `providerId` null waits without reading (a provider without reviews). */
export function useReviewsPage(providerId: string | null, after: ReviewCursor | null) {
  return useLiveQuery(
    providerId && reviewsPageKey(providerId, after),
    reviewsPageQuery(providerId ?? '', after),
  );
}

/**
 * How many reviews gave each number of stars: five count aggregations, answered by the
 * server only (they fail offline). Index: reviews(providerId ASC, rating ASC).
 *
 * The rules bound every list and count of reviews (REVIEW_LIMITS.query), so a count stops
 * there: one capped count is what the provider's `reviewCount` leaves for it; with more than
 * one, the distribution is unknown (null) and the page goes without it.
 */
export async function ratingDistribution(
  { fs, db }: FirestoreHandle,
  providerId: string,
  reviewCount: number,
): Promise<RatingDistribution | null> {
  const reviews = fs.collection(db, 'reviews');
  const cap = REVIEW_LIMITS.query;
  const counts = await Promise.all(
    STAR_VALUES.map(async (stars) => {
      const snapshot = await fs.getCountFromServer(
        fs.query(
          reviews,
          fs.where('providerId', '==', providerId),
          fs.where('rating', '==', stars),
          fs.limit(cap),
        ),
      );
      return [stars, snapshot.data().count] as const;
    }),
  );
  const capped = counts.filter(([, count]) => count >= cap);
  if (capped.length > 1) return null;
  const distribution = Object.fromEntries(counts) as RatingDistribution;
  const [stars] = capped[0] ?? [];
  if (stars !== undefined) {
    const rest = counts.reduce((sum, [other, count]) => (other === stars ? sum : sum + count), 0);
    if (reviewCount - rest < cap) return null;
    distribution[stars] = reviewCount - rest;
  }
  return distribution;
}

export type DistributionState =
  { status: 'loading' } | { status: 'success'; counts: RatingDistribution } | { status: 'error' };

/**
 * The rating distribution, read again when the review count changes. `providerId` null reads
 * nothing. Failures (offline, missing index) and an unknown distribution are part of the
 * state, not logged: the page simply goes without the distribution.
 */
export function useRatingDistribution(
  providerId: string | null,
  reviewCount: number,
): DistributionState {
  const key = providerId && `${providerId}:${reviewCount}`;
  const [state, setState] = useState<{ key: string | null; value: DistributionState }>({
    key: null,
    value: { status: 'loading' },
  });
  useEffect(() => {
    if (!providerId || key === null) return;
    let active = true;
    loadFirestore()
      .then((handle) => ratingDistribution(handle, providerId, reviewCount))
      .then(
        (counts) =>
          active &&
          setState({ key, value: counts ? { status: 'success', counts } : { status: 'error' } }),
        () => active && setState({ key, value: { status: 'error' } }),
      );
    return () => {
      active = false;
    };
  }, [providerId, key, reviewCount]);
  return state.key === key ? state.value : { status: 'loading' };
}
