export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/** Bilingual text: French is required and is the fallback (DESIGN §2). */
export interface LocalizedText {
  fr: string;
  en?: string | undefined;
}

export function localize(text: LocalizedText, language: Language): string {
  return (language === 'en' ? text.en : undefined) ?? text.fr;
}
