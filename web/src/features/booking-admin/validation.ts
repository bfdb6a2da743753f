import { bookingResolveSchema, reviewHideSchema } from '@marketplace/domain';
import { checkText as check } from '../../shared/forms/fieldErrors';

/**
 * The admin's texts checked with the schemas the api applies, loaded with a dynamic `import()`
 * on submit so that zod stays out of the first-load bundle.
 */

/** The note of a settled booking: required, 500 characters at most. */
export const validateNote = (outcome: 'complete' | 'cancel', note: string) =>
  check(bookingResolveSchema, { outcome, note }, 'note');

/** Why a review is hidden: required, 500 characters at most. */
export const validateHideReason = (reason: string) => check(reviewHideSchema, { reason }, 'reason');
