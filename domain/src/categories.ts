import { z } from 'zod';
import { CATEGORY_LIMITS, VALIDATION } from './constants';

export const categorySlugSchema = z
  .string()
  .max(40, VALIDATION.tooLong)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, VALIDATION.invalidSlug);

const name = z
  .string()
  .trim()
  .min(1, VALIDATION.required)
  .max(CATEGORY_LIMITS.name, VALIDATION.tooLong);
const description = z
  .string()
  .trim()
  .min(1, VALIDATION.required)
  .max(CATEGORY_LIMITS.description, VALIDATION.tooLong);

/** `categories/{slug}` (admin-managed). `keywords` are extra search words in either language. */
export const categorySchema = z.object({
  name: z.object({ fr: name, en: name.optional() }),
  description: z.object({ fr: description, en: description.optional() }),
  icon: z.string().min(1).max(40),
  order: z.number().int().nonnegative(),
  active: z.boolean(),
  keywords: z
    .array(z.string().trim().min(1).max(CATEGORY_LIMITS.keyword, VALIDATION.tooLong))
    .max(CATEGORY_LIMITS.keywords, VALIDATION.tooMany)
    .default([]),
});
export type Category = z.infer<typeof categorySchema>;
