import { z } from 'zod';
import type { LocalizedText } from './i18n';

export const localizedTextSchema: z.ZodType<LocalizedText> = z.object({
  fr: z.string().min(1),
  en: z.string().min(1).optional(),
});
