import {
  messageDraftSchema,
  VALIDATION,
  type MessageAttachment,
  type MessageDraft,
} from '@marketplace/domain';
import { fieldErrorOf, type FieldError } from '../../shared/forms/fieldErrors';

/**
 * The composer's check, loaded with a dynamic `import()` so that zod stays out of the pages'
 * first load: the domain's `messageDraftSchema` (trimmed text of at most 2,000 characters, at
 * most 5 attachments, never empty), its messages being `validation.*` keys of the common
 * namespace.
 */
export type DraftCheck = { ok: true; draft: MessageDraft } | { ok: false; error: FieldError };

export function checkDraft(text: string, attachments: readonly MessageAttachment[]): DraftCheck {
  const result = messageDraftSchema.safeParse({ text, attachments });
  if (result.success) return { ok: true, draft: result.data };
  const [issue] = result.error.issues;
  return { ok: false, error: issue ? fieldErrorOf(issue) : { key: VALIDATION.required } };
}
