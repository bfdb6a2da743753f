import {
  optionalReasonSchema,
  quoteRequestInputSchema,
  VALIDATION,
  type QuoteRequestInput,
} from '@marketplace/domain';
import {
  addIssues,
  fieldErrorOf,
  type FieldError,
  type FieldErrors,
  type Schema,
} from '../../shared/forms/fieldErrors';
import { parseBudgetText } from './budget';
import { OTHER_SERVICE, STEPS, type QuoteDraft, type StepId } from './draft';

/**
 * The wizard's zod-backed checks, loaded with a dynamic `import()` when a step is validated,
 * so that zod stays out of the first-load bundle. Each step is checked with the domain schema
 * of `POST /api/quotes`; messages are `validation.*` keys of the common namespace.
 */

function check(errors: FieldErrors, path: string, schema: Schema, value: unknown) {
  const result = schema.safeParse(value);
  if (!result.success) addIssues(errors, path, result.error.issues);
}

/** The body of `POST /api/quotes` the draft stands for (before the schema's checks). */
export function requestCandidate(draft: QuoteDraft) {
  const aimed = draft.providerId !== null;
  return {
    requestId: draft.requestId,
    category: draft.category,
    providerId: draft.providerId,
    serviceId: aimed && draft.service !== OTHER_SERVICE && draft.service ? draft.service : null,
    description: draft.description,
    urgency: draft.urgency,
    budgetFCFA: parseBudgetText(draft.budget),
    location: { city: draft.city, address: draft.address },
    preferredDate: draft.preferredDate || null,
    contactMethod: draft.contactMethod,
    additionalInfo: draft.additionalInfo,
    photoIds: draft.photos.map((photo) => photo.id),
  };
}

/** The step's fields with their messages; `today` is `YYYY-MM-DD` (no date before it). */
export function validateStep(step: StepId, draft: QuoteDraft, today: string): FieldErrors {
  const shape = quoteRequestInputSchema(today).shape;
  const candidate = requestCandidate(draft);
  const errors: FieldErrors = {};
  switch (step) {
    case 'service':
      if (draft.providerId !== null && draft.service === '') {
        errors.service = { key: VALIDATION.required };
      }
      // The slug schema checks its pattern before its length: an empty choice is "required".
      if (candidate.category === '') errors.category = { key: VALIDATION.required };
      else check(errors, 'category', shape.category, candidate.category);
      break;
    case 'details':
      check(errors, 'description', shape.description, candidate.description);
      check(errors, 'urgency', shape.urgency, candidate.urgency);
      check(errors, 'budgetFCFA', shape.budgetFCFA, candidate.budgetFCFA);
      break;
    case 'location':
      check(errors, 'location', shape.location, candidate.location);
      check(errors, 'preferredDate', shape.preferredDate, candidate.preferredDate);
      break;
    case 'contact':
      check(errors, 'contactMethod', shape.contactMethod, candidate.contactMethod);
      check(errors, 'additionalInfo', shape.additionalInfo, candidate.additionalInfo);
      break;
    case 'photos':
      check(errors, 'photoIds', shape.photoIds, candidate.photoIds);
      break;
    case 'review':
      break;
  }
  return errors;
}

export type RequestResult =
  { ok: true; input: QuoteRequestInput } | { ok: false; step: StepId; errors: FieldErrors };

/** Checks every step and, when all pass, builds exactly what is sent. */
export function buildRequest(draft: QuoteDraft, today: string): RequestResult {
  for (const step of STEPS) {
    const errors = validateStep(step, draft, today);
    if (Object.keys(errors).length > 0) return { ok: false, step, errors };
  }
  const result = quoteRequestInputSchema(today).safeParse(requestCandidate(draft));
  if (!result.success) {
    // Only a field no step shows (the request id of a tampered draft) can fail here.
    const errors: FieldErrors = {};
    addIssues(errors, '', result.error.issues);
    return { ok: false, step: 'review', errors };
  }
  return { ok: true, input: result.data };
}

/** The customer's optional reason for cancelling, checked before sending. */
export function validateCancelReason(reason: string): FieldError | null {
  const result = optionalReasonSchema.safeParse({ reason });
  const [issue] = result.success ? [] : result.error.issues;
  return issue ? fieldErrorOf(issue) : null;
}
