import { bookingResolveSchema, reviewHideSchema, VALIDATION } from '@marketplace/domain';
import { fieldErrorOf, type FieldError, type Schema } from '../../shared/forms/fieldErrors';

/**
 * The admin's texts checked with the schemas the api applies, loaded with a dynamic `import()`
 * on submit so that zod stays out of the first-load bundle.
 */

export type TextCheck = { ok: true; text: string } | { ok: false; error: FieldError };

function check(schema: Schema, body: Record<string, unknown>, field: string): TextCheck {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, text: String(body[field]).trim() };
  const [issue] = result.error.issues;
  return { ok: false, error: issue ? fieldErrorOf(issue) : { key: VALIDATION.required } };
}

/** The note of a settled booking: required, 500 characters at most. */
export const validateNote = (outcome: 'complete' | 'cancel', note: string) =>
  check(bookingResolveSchema, { outcome, note }, 'note');

/** Why a review is hidden: required, 500 characters at most. */
export const validateHideReason = (reason: string) => check(reviewHideSchema, { reason }, 'reason');
