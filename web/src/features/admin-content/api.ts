import type { QueryConstraint, QueryDocumentSnapshot } from 'firebase/firestore';
import {
  ADMIN_API,
  ADMIN_ERRORS,
  BOOKING_API,
  BOOKING_ERRORS,
  HELP_ARTICLES_API,
  type HelpArticleInput,
  type HelpArticleView,
} from '@marketplace/domain';
import { apiFailureOf } from '../../shared/api/apiErrorCode';
import { apiFetch, apiMutate } from '../../shared/api/http';
import type { FirestoreHandle } from '../../shared/firebase/firestore';
import { useLiveQuery } from '../../shared/firebase/useLiveQuery';
import type { ReviewFilter } from './model';

/**
 * The content area's data (issue 16 §4): visible reviews read with the Firestore SDK (admins
 * read every review under the rules), 20 a page, live; every change goes through the api —
 * featuring here, hiding through the reviews moderation endpoint, help articles through
 * `/api/admin/help`.
 */

export const REVIEWS_PAGE = 20;

/** Visible reviews, newest first: all, or those featured on home. */
export async function candidateReviewsQuery(
  { fs, db }: FirestoreHandle,
  filter: ReviewFilter,
  after: QueryDocumentSnapshot | null,
) {
  const { candidateReviewConverter } = await import('./converters');
  const constraints: QueryConstraint[] = [];
  if (filter === 'featured') constraints.push(fs.where('featured', '==', true));
  constraints.push(fs.where('hidden', '==', false), fs.orderBy('createdAt', 'desc'));
  if (after) constraints.push(fs.startAfter(after));
  constraints.push(fs.limit(REVIEWS_PAGE));
  return fs.query(
    fs.collection(db, 'reviews').withConverter(candidateReviewConverter),
    ...constraints,
  );
}

export function useCandidateReviews(filter: ReviewFilter, after: QueryDocumentSnapshot | null) {
  return useLiveQuery(`admin-content:reviews:${filter}:${after?.id ?? 'first'}`, (handle) =>
    candidateReviewsQuery(handle, filter, after),
  );
}

export const setFeatured = (id: string, featured: boolean) =>
  apiMutate(ADMIN_API.featureReview(id), { json: { featured } });

/** The reviews moderation endpoint (hidden with a reason, out of every public list). */
export const hideReview = (id: string, reason: string) =>
  apiMutate(BOOKING_API.adminHideReview(id), { json: { reason } });

export const fetchHelpArticles = () =>
  apiFetch<{ items: HelpArticleView[] }>(HELP_ARTICLES_API).then(({ items }) => items);

export const saveHelpArticle = (id: string, article: HelpArticleInput) =>
  apiMutate<HelpArticleView>(ADMIN_API.helpArticle(id), { method: 'PUT', json: article });

export const deleteHelpArticle = (id: string) =>
  apiMutate(ADMIN_API.helpArticle(id), { method: 'DELETE' });

/** Why a call failed, as the page explains it (`errors.*`). */
export const CONTENT_FAILURES = [
  ADMIN_ERRORS.reviewHidden,
  ADMIN_ERRORS.helpLimit,
  BOOKING_ERRORS.noReview,
  'forbidden',
  'invalid_request',
  'unauthenticated',
  'network',
  'generic',
] as const;
export type ContentFailure = (typeof CONTENT_FAILURES)[number];

const BY_CODE = Object.fromEntries(CONTENT_FAILURES.map((failure) => [failure, failure]));

export const contentFailureOf = (error: unknown): ContentFailure =>
  apiFailureOf(error, {
    byCode: BY_CODE,
    byStatus: { 403: 'forbidden' },
    signedOut: 'unauthenticated',
    network: 'network',
    generic: 'generic',
  });
