import { bookingProblemSchema, bookingReasonSchema, reviewReplySchema } from '@marketplace/domain';
import { checkText as check } from '../../shared/forms/fieldErrors';

/**
 * The provider's texts checked with the domain schemas the api applies, loaded with a dynamic
 * `import()` on submit so that zod stays out of the first-load bundle. Messages are the common
 * `validation.*` keys.
 */

/** A decline's or a cancellation's reason: required, 500 characters at most. */
export const validateReason = (reason: string) => check(bookingReasonSchema, { reason }, 'reason');

/** A reported problem's reason (this page sends no photos). */
export const validateProblem = (reason: string) =>
  check(bookingProblemSchema, { reason, photoIds: [] }, 'reason');

/** The reply to a review: required, 1,000 characters at most. */
export const validateReply = (text: string) => check(reviewReplySchema, { text }, 'text');
