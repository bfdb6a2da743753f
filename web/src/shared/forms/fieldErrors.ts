import { VALIDATION } from '@marketplace/domain';

/**
 * A form's messages, turned from the issues of the domain's zod schemas. This module imports no
 * zod (only types and tiny functions): the features' checks that use it are loaded with a dynamic
 * `import()` so that zod stays out of the first-load bundle, and their pages import its types.
 */

/** A field's message: an i18n key (usually `validation.*` of the common namespace) and its values. */
export interface FieldError {
  key: string;
  values?: Record<string, unknown>;
}

/**
 * By field path: `description`, `location.city`, `services.0.priceFCFA`… Any path by default;
 * with `Path`, only those (each optional).
 */
export type FieldErrors<Path extends string = string> = string extends Path
  ? Record<string, FieldError>
  : Partial<Record<Path, FieldError>>;

/** What a form reads of a zod issue. */
export interface Issue {
  path: readonly PropertyKey[];
  message: string;
  minimum?: unknown;
  maximum?: unknown;
}

/** What a form needs of a zod schema. */
export interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: Issue[] } };
}

/**
 * The message of an issue: its key (the schema's own message unless `key` is given), with the
 * limit its wording shows: `{min}` for "too short", `{max}` for any issue with a maximum.
 */
export function fieldErrorOf(issue: Issue, key: string = issue.message): FieldError {
  if (key === VALIDATION.tooShort && issue.minimum !== undefined) {
    return { key, values: { min: Number(issue.minimum) } };
  }
  if (issue.maximum !== undefined) return { key, values: { max: Number(issue.maximum) } };
  return { key };
}

/**
 * Adds the first message of each field to `errors`, at `prefix` followed by the issue's path
 * (`location` + `['city']` → `location.city`; an empty prefix leaves the issue's path). A field
 * that already has a message keeps it. `map` gives the message (by default `fieldErrorOf`).
 */
export function addIssues(
  errors: FieldErrors,
  prefix: string,
  issues: readonly Issue[],
  map: (issue: Issue, path: string) => FieldError = (issue) => fieldErrorOf(issue),
): void {
  for (const issue of issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    errors[path] ??= map(issue, path);
  }
}

/** One text of a dialog (a reason, a note, a reply) checked: trimmed, or its message. */
export type TextCheck = { ok: true; text: string } | { ok: false; error: FieldError };

/** Checks `body` with `schema` and answers its `field` trimmed, or the first issue's message. */
export function checkText(schema: Schema, body: Record<string, unknown>, field: string): TextCheck {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, text: String(body[field]).trim() };
  const [issue] = result.error.issues;
  return { ok: false, error: issue ? fieldErrorOf(issue) : { key: VALIDATION.required } };
}
