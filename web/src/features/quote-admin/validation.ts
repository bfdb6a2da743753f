import { requiredReasonSchema, VALIDATION } from '@marketplace/domain';
import { fieldErrorOf, type FieldError } from '../../shared/forms/fieldErrors';

/**
 * The cancellation reason checked with the schema the api applies, loaded with a dynamic
 * `import()` on submit so that zod stays out of the first-load bundle.
 */
export function validateReason(
  reason: string,
): { ok: true; reason: string } | { ok: false; error: FieldError } {
  const result = requiredReasonSchema.safeParse({ reason });
  if (result.success) return { ok: true, reason: result.data.reason };
  const [issue] = result.error.issues;
  return { ok: false, error: issue ? fieldErrorOf(issue) : { key: VALIDATION.required } };
}
