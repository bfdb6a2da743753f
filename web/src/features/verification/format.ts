import type { Language } from '@marketplace/domain';
import { DATE_LOCALES } from '../../shared/i18n/dates';
import { dateTimeFormat, numberFormat } from '@marketplace/domain';

/** An instant's day on the provider's clock: "3 mars 2026" / "3 March 2026". */
export const formatInstantDay = (iso: string, language: Language) =>
  dateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long' }).format(new Date(iso));

/** A file's size: "1,2 Mo" / "1.2 MB", "350 ko" / "350 kB". */
export function formatSize(bytes: number, language: Language): string {
  const [unit, value] =
    bytes >= 1024 * 1024
      ? (['megabyte', bytes / (1024 * 1024)] as const)
      : (['kilobyte', Math.max(1, bytes / 1024)] as const);
  return numberFormat(DATE_LOCALES[language], {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
