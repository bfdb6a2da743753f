import type { Language } from '@marketplace/domain';

const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

/** "2025-03-01" → "1 mars 2025" / "1 March 2025": a calendar day, shown without time zone. */
export function formatDay(day: string, language: Language): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
}

/** An instant (a signature, a request) in the reader's time zone, with the time. */
export function formatDateTime(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(at);
}
