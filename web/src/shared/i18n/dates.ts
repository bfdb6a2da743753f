import type { Language } from '@marketplace/domain';
import { dateTimeFormat, formatLongDate } from '@marketplace/domain';

/** Formatting locales of the two page languages. */
export const DATE_LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

/** A calendar day read at noon UTC, so that no zone shifts it to the day before or after. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * "2026-03-03" → "3 mars 2026" / "3 March 2026"; a malformed day is shown as it is. Without Intl:
 * provider cards and pages show it on their first screen (`formatLongDate`).
 */
export function formatDay(day: string, language: Language): string {
  const date = noonOf(day);
  if (Number.isNaN(date.getTime())) return day;
  return formatLongDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), language);
}

/** "2026-03-16" → "lundi 16 mars 2026" / "Monday 16 March 2026". */
export function formatWeekday(day: string, language: Language): string {
  const date = noonOf(day);
  if (Number.isNaN(date.getTime())) return day;
  return dateTimeFormat(DATE_LOCALES[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
