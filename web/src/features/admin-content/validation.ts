import {
  helpArticleIdSchema,
  helpArticleInputSchema,
  reviewHideSchema,
  type HelpArticleInput,
} from '@marketplace/domain';
import { addIssues, checkText, type FieldErrors } from '../../shared/forms/fieldErrors';
import type { HelpForm } from './model';

/**
 * The content area's forms checked with the schemas the api applies, loaded with a dynamic
 * `import()` on submit so that zod stays out of the first-load bundle.
 */

/** The form's field of each path of the article's schema. */
const FIELD_OF: Record<string, keyof HelpForm> = {
  'question.fr': 'questionFr',
  'question.en': 'questionEn',
  'answer.fr': 'answerFr',
  'answer.en': 'answerEn',
  keywords: 'keywords',
  link: 'link',
};

/** Keywords typed comma-separated ("paiement, momo"); empty ones dropped. */
export const keywordsOf = (typed: string) =>
  typed
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);

export function validateHelpArticle(
  form: HelpForm,
): { ok: true; id: string; article: HelpArticleInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const id = helpArticleIdSchema.safeParse(form.id);
  if (!id.success) addIssues(errors, 'id', id.error.issues);
  const article = helpArticleInputSchema.safeParse({
    question: { fr: form.questionFr, en: form.questionEn },
    answer: { fr: form.answerFr, en: form.answerEn },
    keywords: keywordsOf(form.keywords),
    published: form.published,
    // An empty field: no link (the article is saved without one).
    ...(form.link.trim() ? { link: form.link } : {}),
  });
  if (!article.success) {
    for (const issue of article.error.issues) {
      const [top = '', second = ''] = issue.path.map(String);
      const field = FIELD_OF[`${top}.${second}`] ?? FIELD_OF[top] ?? 'keywords';
      addIssues(errors, field, [{ ...issue, path: [] }]);
    }
  }
  if (!id.success || !article.success) return { ok: false, errors };
  return { ok: true, id: id.data, article: article.data };
}

/** Why a review is hidden: required, 500 characters at most. */
export const validateHideReason = (reason: string) =>
  checkText(reviewHideSchema, { reason }, 'reason');
