import type { Language } from '@marketplace/domain';
import { dateTimeFormat } from '@marketplace/domain';

const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

/** "18 mars 2026" / "18 Mar 2026". */
export const formatDay = (instant: Date, language: Language) =>
  dateTimeFormat(LOCALES[language], { dateStyle: 'medium' }).format(instant);
