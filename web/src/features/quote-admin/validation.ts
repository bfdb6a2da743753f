import { requiredReasonSchema, VALIDATION } from '@marketplace/domain';

/**
 * The cancellation reason checked with the schema the api applies, loaded with a dynamic
 * `import()` on submit so that zod stays out of the first-load bundle.
 */
export interface FieldError {
  key: string;
  values?: Record<string, unknown>;
}

export function validateReason(
  reason: string,
): { ok: true; reason: string } | { ok: false; error: FieldError } {
  const result = requiredReasonSchema.safeParse({ reason });
  if (result.success) return { ok: true, reason: result.data.reason };
  const [issue] = result.error.issues;
  if (issue?.code === 'too_big') {
    return { ok: false, error: { key: issue.message, values: { max: Number(issue.maximum) } } };
  }
  return { ok: false, error: { key: issue?.message ?? VALIDATION.required } };
}
