import { feedbackInputSchema, type FeedbackInput, type Language } from '@marketplace/domain';
import { addIssues, type FieldErrors } from '../../shared/forms/fieldErrors';

/**
 * The form's checks, with the api's own schema; loaded with a dynamic `import()` so that zod
 * arrives only when the form is sent. Field paths: `rating`, `comment`.
 */
export type FeedbackCheck = { ok: true; input: FeedbackInput } | { ok: false; errors: FieldErrors };

export function buildFeedbackInput(
  id: string,
  rating: number,
  comment: string,
  language: Language,
): FeedbackCheck {
  // No star chosen is 0, which the schema refuses with the rating's own message.
  const result = feedbackInputSchema.safeParse({ id, rating, comment, language });
  if (result.success) return { ok: true, input: result.data };
  const errors: FieldErrors = {};
  addIssues(errors, '', result.error.issues);
  return { ok: false, errors };
}
