import {
  formatFCFA,
  QUOTE_LIMITS,
  quoteResponseInputSchema,
  requiredReasonSchema,
  VALIDATION,
  type QuoteResponseInput,
} from '@marketplace/domain';
import {
  addIssues,
  type FieldError,
  type FieldErrors,
  type Issue,
} from '../../shared/forms/fieldErrors';
import { PROVIDER_QUOTES_NS } from './namespace';
import { candidateOf, type QuoteFormValues } from './quoteForm';

/**
 * The provider's forms checked with the domain schemas the api checks too, loaded with a
 * dynamic `import()` on submit so that zod stays out of the first-load bundle. Messages are
 * i18n keys: `validation.*` of the common namespace, or `providerQuotes:…` where the common
 * wording does not fit (the schema says "amount in FCFA" for every number).
 */

const own = (key: string) => `${PROVIDER_QUOTES_NS}:${key}`;

/** The message of an issue at `path` (`lineItems`, `lineItems.2.unitPriceFCFA`, `reason`…). */
function errorOf({ message }: Issue, path: string): FieldError {
  if (path === 'lineItems') {
    if (message === VALIDATION.tooMany) {
      return { key: own('form.errors.tooManyLines'), values: { max: QUOTE_LIMITS.lineItems } };
    }
    if (message === VALIDATION.positiveAmount) {
      return {
        key: own('form.errors.totalTooHigh'),
        values: { max: formatFCFA(QUOTE_LIMITS.totalFCFA) },
      };
    }
  }
  if (message === VALIDATION.positiveAmount) {
    if (path === 'validityDays') {
      return { key: own('form.errors.validity'), values: { max: QUOTE_LIMITS.validityDaysMax } };
    }
    // Hours may be decimal (1,5 h): only the quantity must be a whole number.
    if (path === 'durationMinutes') return { key: own('form.errors.duration') };
    if (path.endsWith('.quantity')) return { key: VALIDATION.invalidNumber };
  }
  return { key: message.startsWith('validation.') ? message : VALIDATION.required };
}

function errorsOf(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  addIssues(errors, '', issues, errorOf);
  return errors;
}

export type QuoteValidation =
  { ok: true; input: QuoteResponseInput } | { ok: false; errors: FieldErrors };

/** The form's body, or the first message of each field. `today` is `YYYY-MM-DD` (UTC). */
export function validateQuote(values: QuoteFormValues, today: string): QuoteValidation {
  const result = quoteResponseInputSchema(today).safeParse(candidateOf(values));
  return result.success
    ? { ok: true, input: result.data }
    : { ok: false, errors: errorsOf(result.error.issues) };
}

/** The reason a provider gives when declining (required), or its message. */
export function validateReason(
  reason: string,
): { ok: true; reason: string } | { ok: false; error: FieldError } {
  const result = requiredReasonSchema.safeParse({ reason });
  if (result.success) return { ok: true, reason: result.data.reason };
  const errors = errorsOf(result.error.issues);
  return { ok: false, error: errors.reason ?? { key: VALIDATION.required } };
}
