import type { Language } from '@marketplace/domain';

const locale = (language: Language) => (language === 'en' ? 'en-GB' : 'fr-FR');

/**
 * "2026-03-16" → "lundi 16 mars 2026": a booking's day on the provider's clock, formatted at
 * noon UTC so it never shifts to the day before or after.
 */
export const formatDay = (day: string, language: Language) =>
  new Intl.DateTimeFormat(locale(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

/** An instant on the viewer's clock: "16 mars 2026 à 14:30". */
export const formatDateTime = (date: Date, language: Language) =>
  new Intl.DateTimeFormat(locale(language), { dateStyle: 'long', timeStyle: 'short' }).format(date);
