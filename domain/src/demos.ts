import { z } from 'zod';
import { VALIDATION } from './constants';
import {
  DEMO_LIMITS,
  QUESTIONNAIRE_BUDGETS,
  QUESTIONNAIRE_CITIES,
  QUESTIONNAIRE_FREQUENCIES,
  QUESTIONNAIRE_PAYMENT_METHODS,
  QUESTIONNAIRE_SERVICES,
} from './demos-constants';
import { LANGUAGES } from './i18n';

/**
 * The demo forms' bodies (issue 17 §6), checked by the pages before sending and by the api on
 * arrival. Messages are i18n keys (`validation.*` of the common namespace).
 */

/**
 * The client's id of one submission (a `crypto.randomUUID()`), the document's id: a retry
 * after a lost answer sends it again and is stored once.
 */
export const demoSubmissionIdSchema = z
  .string({ error: VALIDATION.required })
  .regex(/^[A-Za-z0-9-]{16,64}$/, VALIDATION.required);

const languageSchema = z.enum(LANGUAGES, { error: VALIDATION.required });

/** `POST /api/demos/feedback`: 1 to 5 stars (required) and an optional comment. */
export const feedbackInputSchema = z.object({
  id: demoSubmissionIdSchema,
  rating: z
    .number({ error: VALIDATION.invalidRating })
    .int(VALIDATION.invalidRating)
    .min(DEMO_LIMITS.ratingMin, VALIDATION.invalidRating)
    .max(DEMO_LIMITS.ratingMax, VALIDATION.invalidRating),
  comment: z
    .string({ error: VALIDATION.required })
    .trim()
    .max(DEMO_LIMITS.feedbackCommentMax, VALIDATION.tooLong)
    .default(''),
  language: languageSchema,
});
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

const choice = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { error: VALIDATION.required });

/** `POST /api/demos/questionnaire`: every question answered. */
export const questionnaireInputSchema = z.object({
  id: demoSubmissionIdSchema,
  services: z
    .array(choice(QUESTIONNAIRE_SERVICES), { error: VALIDATION.chooseAtLeastOne })
    .min(1, VALIDATION.chooseAtLeastOne)
    .max(DEMO_LIMITS.servicesMax, VALIDATION.tooMany)
    .transform((services) => [...new Set(services)]),
  frequency: choice(QUESTIONNAIRE_FREQUENCIES),
  paymentMethod: choice(QUESTIONNAIRE_PAYMENT_METHODS),
  city: z
    .string({ error: VALIDATION.required })
    .refine((city) => QUESTIONNAIRE_CITIES.includes(city), VALIDATION.required),
  budget: choice(QUESTIONNAIRE_BUDGETS),
  language: languageSchema,
});
export type QuestionnaireInput = z.infer<typeof questionnaireInputSchema>;
