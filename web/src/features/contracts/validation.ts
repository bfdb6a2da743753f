import {
  contractCancelSchema,
  contractChangeRequestSchema,
  contractSignSchema,
  contractTermsSchema,
  VALIDATION,
  type ContractTerms,
} from '@marketplace/domain';
import {
  fieldErrorOf,
  type FieldError,
  type FieldErrors,
  type Issue,
} from '../../shared/forms/fieldErrors';

/**
 * The contract page's zod-backed checks (the domain schemas the api applies too), loaded with
 * a dynamic `import()` on submit so that zod stays out of the first-load bundle. Messages are
 * `validation.*` keys of the common namespace.
 */

export type TermsField = keyof ContractTerms;
export type TermsErrors = FieldErrors<TermsField>;

/** The first message of each field (a term: the first key of the issue's path). */
function errorsOf(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= fieldErrorOf(issue);
  }
  return errors;
}

export type Validation<T, E> = { ok: true; value: T } | { ok: false; errors: E };

/** The terms form (every value a string, as typed) checked with `contractTermsSchema`. */
export function validateTerms(values: ContractTerms): Validation<ContractTerms, TermsErrors> {
  const result = contractTermsSchema.safeParse(values);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: errorsOf(result.error.issues) };
}

/** One text field of a dialog (a change request's message, a cancellation's reason). */
function single<T>(
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
  },
  input: unknown,
): Validation<T, FieldError> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const [issue] = result.error.issues;
  return { ok: false, errors: issue ? fieldErrorOf(issue) : { key: VALIDATION.required } };
}

/** The change request's message, trimmed, as the api takes it. */
export function validateChangeRequest(message: string): Validation<string, FieldError> {
  const result = single(contractChangeRequestSchema, { message });
  return result.ok ? { ok: true, value: result.value.message } : result;
}

/** A cancellation's reason (required), trimmed. */
export function validateCancelReason(reason: string): Validation<string, FieldError> {
  const result = single(contractCancelSchema, { reason });
  return result.ok ? { ok: true, value: result.value.reason } : result;
}

/** The typed name (the hash comes from the document, not from the signer). */
export const validateSignature = (name: string, termsHash: string) =>
  single(contractSignSchema, { name, termsHash });
