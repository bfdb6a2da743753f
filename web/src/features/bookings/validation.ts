import {
  bookingInputSchema,
  bookingProblemSchema,
  bookingReasonSchema,
  bookingSlotSchema,
  reviewInputSchema,
  VALIDATION,
  type BookingInput,
  type ReviewInput,
} from '@marketplace/domain';
import { addIssues, type FieldErrors } from '../../shared/forms/fieldErrors';
import type { BookingDraft } from './draft';

/**
 * The feature's zod-backed checks, loaded with a dynamic `import()` (see `useBookingKit`) so
 * that zod stays out of the first-load bundle. Bodies are checked with the domain schemas of
 * the api; messages are `validation.*` keys of the common namespace. The price and default
 * duration come along: they live in the same domain module as the schemas.
 */
export { bookingPrice, defaultBookingDuration } from '@marketplace/domain';

export type BookingResult = { ok: true; input: BookingInput } | { ok: false; errors: FieldErrors };

/** The service and the day are chosen among chips: one not chosen is "required". */
function unchosen(values: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, value] of Object.entries(values)) {
    if (value === '') errors[path] = { key: VALIDATION.required };
  }
  return errors;
}

/** Checks the whole choice and, when it passes, builds exactly what is sent. */
export function buildBookingInput(draft: BookingDraft): BookingResult {
  const errors = unchosen({ serviceId: draft.serviceId, day: draft.day });
  const result = bookingInputSchema.safeParse(draft);
  if (!result.success) addIssues(errors, '', result.error.issues);
  if (result.success && Object.keys(errors).length === 0) return { ok: true, input: result.data };
  return { ok: false, errors };
}

/** A new day and start time (reschedule). */
export function validateSlot(slot: { day: string; time: string }): FieldErrors {
  const errors = unchosen({ day: slot.day });
  const result = bookingSlotSchema.safeParse(slot);
  if (!result.success) addIssues(errors, '', result.error.issues);
  return errors;
}

/** A cancel reason: required. */
export function validateReason(reason: string): FieldErrors {
  const errors: FieldErrors = {};
  const result = bookingReasonSchema.safeParse({ reason });
  if (!result.success) addIssues(errors, '', result.error.issues);
  return errors;
}

/** A reported problem: a reason and at most 3 photos. */
export function validateProblem(reason: string, photoIds: string[]): FieldErrors {
  const errors: FieldErrors = {};
  const result = bookingProblemSchema.safeParse({ reason, photoIds });
  if (!result.success) addIssues(errors, '', result.error.issues);
  return errors;
}

export type ReviewResult = { ok: true; input: ReviewInput } | { ok: false; errors: FieldErrors };

/** A rating of 1 to 5 stars (0 when none is chosen) and a comment of 10 to 1,000 characters. */
export function buildReviewInput(rating: number, comment: string): ReviewResult {
  const result = reviewInputSchema.safeParse({ rating, comment });
  if (result.success) return { ok: true, input: result.data };
  const errors: FieldErrors = {};
  addIssues(errors, '', result.error.issues);
  return { ok: false, errors };
}
