import {
  PAYMENT_LINK_LIMITS,
  PAYMENT_VALIDATION,
  VALIDATION,
  createPaymentLinkSchema,
  formatFCFA,
  type CreatePaymentLinkInput,
} from '@marketplace/domain';
import { addIssues, fieldErrorOf, type FieldErrors } from '../../shared/forms/fieldErrors';
import type { LinkDraft } from './model';
import { PAYMENT_LINKS_NS } from './namespace';

/**
 * The form's checks, loaded with a dynamic `import()` so that zod stays out of the first-load
 * bundle: the body is checked with the api's own schema. Field paths are the form's: `amount`,
 * `description`, `validity`.
 */

export type LinkInputResult =
  { ok: true; input: CreatePaymentLinkInput } | { ok: false; errors: FieldErrors };

const HOURS_PER_DAY = 24;
const FIELD_OF: Record<string, string> = {
  amountFCFA: 'amount',
  description: 'description',
  expiresInHours: 'validity',
};

/** A whole number typed with or without spaces ("15 000"); NaN for anything else. */
function wholeNumber(text: string): number {
  const digits = text.replace(/[\s\u00a0\u202f]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

export function buildLinkInput(draft: LinkDraft): LinkInputResult {
  const validity = wholeNumber(draft.validity);
  const body = {
    amountFCFA: wholeNumber(draft.amount),
    description: draft.description,
    expiresInHours: draft.unit === 'days' ? validity * HOURS_PER_DAY : validity,
  };
  const result = createPaymentLinkSchema.safeParse(body);
  if (result.success) return { ok: true, input: result.data };
  const errors: FieldErrors = {};
  // Before the schema's issues (the first message of a field wins): an empty or non-numeric
  // text reaches the schema as NaN, whose own message would not say what is wrong.
  const numberError = (text: string) =>
    text.trim() === '' ? { key: VALIDATION.required } : { key: VALIDATION.invalidNumber };
  if (Number.isNaN(body.amountFCFA)) errors.amountFCFA = numberError(draft.amount);
  if (Number.isNaN(validity)) errors.expiresInHours = numberError(draft.validity);
  addIssues(errors, '', result.error.issues, (issue) => {
    const field = String(issue.path[0]);
    if (field === 'amountFCFA' && issue.message === PAYMENT_VALIDATION.amountRange) {
      return {
        key: `${PAYMENT_LINKS_NS}:validation.amountRange`,
        values: {
          min: formatFCFA(PAYMENT_LINK_LIMITS.minAmountFCFA),
          max: formatFCFA(PAYMENT_LINK_LIMITS.maxAmountFCFA),
        },
      };
    }
    if (field === 'expiresInHours') {
      return {
        key: `${PAYMENT_LINKS_NS}:validation.validity`,
        values: { days: PAYMENT_LINK_LIMITS.maxHours / HOURS_PER_DAY },
      };
    }
    return fieldErrorOf(issue);
  });
  // The schema names its fields; the form's are named for what the user types.
  return {
    ok: false,
    errors: Object.fromEntries(
      Object.entries(errors).map(([path, error]) => [FIELD_OF[path] ?? path, error]),
    ),
  };
}
