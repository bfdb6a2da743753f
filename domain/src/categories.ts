import { z } from 'zod';
import { localizedTextSchema } from './localized-text-schema';

export const categorySlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug: lowercase words separated by hyphens');

/** `categories/{slug}` */
export const categorySchema = z.object({
  name: localizedTextSchema,
  description: localizedTextSchema,
  icon: z.string().min(1),
  order: z.number().int().nonnegative(),
  active: z.boolean(),
});
export type Category = z.infer<typeof categorySchema>;
