import {
  PROVIDER_LIMITS,
  PROVIDER_PAGE_FIELDS,
  type Provider,
  type ProviderService,
  type Review,
} from '@marketplace/domain';
import { readPublicDocument, type PublicQuery } from '../../shared/firebase/publicQuery';
import { usePublicList } from '../../shared/firebase/usePublicList';
import * as readers from './converters';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { loadableConverter } from '../../shared/firebase/servedData';

export type ProviderDetails = Provider & { id: string };
export type ProviderServiceItem = ProviderService & { id: string };

/** Where the next page of reviews starts: the last review's date and id. */
export interface ReviewCursor {
  id: string;
  /** ISO date; null for a review the server has not dated yet. */
  createdAt: string | null;
}

/** The provider's one public answer to a review (`at` null when the server has not dated it). */
export interface ReviewReply {
  text: string;
  at: Date | null;
}

/** `reviews/{bookingId}`; `createdAt` is a Timestamp in Firestore and a Date here. */
export type ProviderReview = Review & {
  id: string;
  createdAt: Date | null;
  reply: ReviewReply | null;
  cursor: ReviewCursor;
};

/** Reviews load five at a time ("Show more reviews" asks for the next five). */
export const REVIEWS_PAGE_SIZE = 5;

/**
 * The provider pages a phone keeps for offline visits: each page keeps its provider, services
 * and first reviews (and each further page of reviews opened), so about the last twenty pages.
 */
const KEPT_PAGES = { name: 'provider-profile', max: 80 };

const providerConverter = loadableConverter(
  'provider-profile/provider',
  async () => readers.providerConverter,
);
const serviceConverter = loadableConverter(
  'provider-profile/service',
  async () => readers.serviceConverter,
);
const reviewConverter = loadableConverter(
  'provider-profile/review',
  async () => readers.reviewConverter,
);

export const providerKey = (id: string) => `provider-profile:${id}`;

/** `providers/{id}` without its search tokens, as a list of one (none when it does not exist). */
export const readProvider = (id: string) => () =>
  readPublicDocument(`providers/${id}`, [...PROVIDER_PAGE_FIELDS]);

/**
 * The provider, read over REST (no Firestore SDK on a first visit), kept for offline visits;
 * `null` once it is known not to exist. Offline, a provider never seen is unknown: `null`
 * from the cache.
 */
export function useProvider(id: string): LiveData<ProviderDetails | null> {
  const list = usePublicList(providerKey(id), readProvider(id), providerConverter, KEPT_PAGES);
  if (list.status === 'success') return { ...list, data: list.data[0] ?? null };
  if (list.status === 'error' && list.error instanceof TypeError) {
    return { status: 'success', data: null, fromCache: true, error: undefined };
  }
  return list;
}

/** The provider's services, cheapest first. Single-field index on the subcollection. */
export const providerServicesQuery = (providerId: string): PublicQuery => ({
  parent: `providers/${providerId}`,
  collection: 'services',
  where: [],
  orderBy: [['priceFCFA', 'asc']],
  limit: PROVIDER_LIMITS.services,
});

export function useProviderServices(providerId: string) {
  return usePublicList(
    `provider-profile:${providerId}:services`,
    providerServicesQuery(providerId),
    serviceConverter,
    KEPT_PAGES,
  );
}

/**
 * One page of the provider's visible reviews, newest first, after `after` (the first page when
 * null). The rules allow a list of reviews only when it asks for `hidden == false` (an admin's
 * hidden review stays stored). Index: reviews(providerId ASC, hidden ASC, createdAt DESC).
 */
export function reviewsPageQuery(providerId: string, after: ReviewCursor | null): PublicQuery {
  return {
    collection: 'reviews',
    where: [
      ['providerId', '==', providerId],
      ['hidden', '==', false],
    ],
    orderBy: [
      ['createdAt', 'desc'],
      ['__name__', 'desc'],
    ],
    limit: REVIEWS_PAGE_SIZE,
    ...(after
      ? {
          startAt: {
            values: [
              after.createdAt === null ? null : { timestamp: after.createdAt },
              { document: `reviews/${after.id}` },
            ],
            before: false,
          },
        }
      : {}),
  };
}

export const reviewsPageKey = (providerId: string, after: ReviewCursor | null) =>
  `provider-profile:${providerId}:reviews:${after ? `after:${after.id}` : 'first'}`;

/** `providerId` null waits without reading (a provider without reviews). */
export function useReviewsPage(providerId: string | null, after: ReviewCursor | null) {
  return usePublicList(
    providerId && reviewsPageKey(providerId, after),
    reviewsPageQuery(providerId ?? '', after),
    reviewConverter,
    KEPT_PAGES,
  );
}
