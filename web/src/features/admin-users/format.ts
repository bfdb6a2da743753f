import type { Language } from '@marketplace/domain';
import { dateTimeFormat } from '@marketplace/domain';

const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

/** "12 mars 2026, 10:05" / "12 Mar 2026, 10:05", on the admin's clock; null for an ISO of none. */
export const formatInstant = (iso: string | null, language: Language) =>
  iso === null
    ? null
    : dateTimeFormat(LOCALES[language], {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(iso));
