/** A zod issue, as far as a form needs it. */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The first message of each top-level field. Domain schemas use message keys of the common
 * namespace (`validation.required`…), so they come back ready for `t('common:…')`.
 */
export function fieldErrors<Field extends string>(
  issues: readonly FieldIssue[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) {
      errors[field as Field] = issue.message;
    }
  }
  return errors;
}

/** A message key of the common namespace (`validation.required` → `common:validation.required`). */
export const commonKey = (key: string) => `common:${key}`;
