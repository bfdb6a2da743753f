import { z } from 'zod';

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/** Bilingual text: French is required and is the fallback (DESIGN §2). */
export const localizedTextSchema = z.object({
  fr: z.string().min(1),
  en: z.string().min(1).optional(),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export function localize(text: LocalizedText, language: Language): string {
  return (language === 'en' ? text.en : undefined) ?? text.fr;
}
