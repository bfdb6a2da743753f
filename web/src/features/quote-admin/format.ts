import type { Language } from '@marketplace/domain';
import { dateTimeFormat } from '@marketplace/domain';

const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

/** An instant with its time, in the admin's time zone. */
export function formatInstant(at: Date, language: Language): string {
  return dateTimeFormat(LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(at);
}

/** "2025-03-01" → "1 mars 2025" / "1 Mar 2025": a calendar day, without time zone. */
export function formatDay(day: string, language: Language): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateTimeFormat(LOCALES[language], {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(date);
}
