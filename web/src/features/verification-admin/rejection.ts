import { verificationDecisionSchema, type RejectionReason } from '@marketplace/domain';
import { fieldErrorOf, type FieldError } from '../../shared/forms/fieldErrors';
import type { Decision } from './model';

/**
 * A rejection checked with the schema the api applies, loaded with a dynamic `import()` on
 * submit so that zod stays out of the first-load bundle: a reason from the list; with `other`,
 * a free text (trimmed, required, at most VERIFICATION_LIMITS.reasonMaxLength characters).
 */

/** What the reject form holds: a reason from the list (none yet: ''), the free text for `other`. */
export interface RejectionForm {
  reason: RejectionReason | '';
  text: string;
}

export type RejectionCheck =
  { ok: true; decision: Decision } | { ok: false; field: 'reason' | 'text'; error: FieldError };

export function checkRejection({ reason, text }: RejectionForm): RejectionCheck {
  const result = verificationDecisionSchema.safeParse({
    decision: 'reject',
    ...(reason ? { reason } : {}),
    // The free text goes with `other` only: the list's reasons speak for themselves.
    ...(reason === 'other' ? { reasonText: text } : {}),
  });
  if (result.success) return { ok: true, decision: result.data };
  const [issue] = result.error.issues;
  return {
    ok: false,
    field: issue?.path[0] === 'reasonText' ? 'text' : 'reason',
    error: issue ? fieldErrorOf(issue) : { key: 'validation.required' },
  };
}
