import {
  questionnaireInputSchema,
  type Language,
  type QuestionnaireInput,
} from '@marketplace/domain';
import { addIssues, type FieldErrors } from '../../shared/forms/fieldErrors';
import type { QuestionnaireDraft } from './model';

/**
 * The form's checks, with the api's own schema; loaded with a dynamic `import()` so that zod
 * arrives only when the form is sent. Field paths are the questions' names.
 */
export type QuestionnaireCheck =
  { ok: true; input: QuestionnaireInput } | { ok: false; errors: FieldErrors };

export function buildQuestionnaireInput(
  id: string,
  draft: QuestionnaireDraft,
  language: Language,
): QuestionnaireCheck {
  const result = questionnaireInputSchema.safeParse({ id, ...draft, language });
  if (result.success) return { ok: true, input: result.data };
  const errors: FieldErrors = {};
  // One message per question: "services.0" (an unknown option) is the services question's.
  addIssues(
    errors,
    '',
    result.error.issues.map((issue) => ({ ...issue, path: issue.path.slice(0, 1) })),
  );
  return { ok: false, errors };
}
