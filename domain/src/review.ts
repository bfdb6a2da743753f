import { z } from 'zod';
import { REVIEW_LIMITS, type PROFILE_VISIBILITIES } from './constants';

/**
 * `reviews/{bookingId}`, public: never who wrote it (`customerId` stays on the private
 * booking), only the name the author's visibility allows (`reviewAuthorName`), null when
 * private ("Verified customer" in the UI). Written by the server only.
 */
export const reviewSchema = z.object({
  providerId: z.string().min(1).max(128),
  authorName: z.string().trim().min(1).max(REVIEW_LIMITS.authorName).nullable(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().max(REVIEW_LIMITS.comment),
});
export type Review = z.infer<typeof reviewSchema>;

export interface ReviewAuthor {
  firstName?: unknown;
  lastName?: unknown;
  settings?: { profileVisibility?: unknown } | null;
}

type Visibility = (typeof PROFILE_VISIBILITIES)[number];

const clean = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** The first letter (a whole code point, so "É" or "Ṣ" survive), upper-cased. */
const initial = (value: string) => (Array.from(value)[0] ?? '').toUpperCase();

/**
 * The name a review shows for its author, from their `users/{uid}` document: public → first
 * name and last initial ("Awa D."), contacts → initials ("A. D."), private, unknown or no
 * account → null. Server-side only (seed, the reviewAuthors trigger, account deletion).
 */
export function reviewAuthorName(author: ReviewAuthor | null | undefined): string | null {
  const visibility = author?.settings?.profileVisibility as Visibility | undefined;
  const first = clean(author?.firstName);
  const last = clean(author?.lastName);
  let name = '';
  if (visibility === 'public') {
    name = [first, last && `${initial(last)}.`].filter(Boolean).join(' ');
  } else if (visibility === 'contacts') {
    name = [first, last]
      .filter(Boolean)
      .map((part) => `${initial(part)}.`)
      .join(' ');
  }
  return name ? name.slice(0, REVIEW_LIMITS.authorName) : null;
}
