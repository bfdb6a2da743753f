import type { Language } from '@marketplace/domain';

const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

/** "2026-03-03" → "3 mars 2026" / "3 March 2026" (a calendar day, read at noon UTC: no shift). */
export const formatDay = (day: string, language: Language) =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** An instant's day on the provider's clock: "3 mars 2026" / "3 March 2026". */
export const formatInstantDay = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long' }).format(new Date(iso));

/** A file's size: "1,2 Mo" / "1.2 MB", "350 ko" / "350 kB". */
export function formatSize(bytes: number, language: Language): string {
  const [unit, value] =
    bytes >= 1024 * 1024
      ? (['megabyte', bytes / (1024 * 1024)] as const)
      : (['kilobyte', Math.max(1, bytes / 1024)] as const);
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
