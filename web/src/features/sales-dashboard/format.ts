import type { Language } from '@marketplace/domain';
import { dateTimeFormat, numberFormat } from '@marketplace/domain';
import { DATE_LOCALES as LOCALES } from '../../shared/i18n/dates';

/**
 * Labels of the charts and tables. Buckets are calendar days and months already in the
 * provider's zone: they are formatted as UTC noon so the viewer's own zone cannot shift them.
 */

const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** "12,5 k" / "12.5K": an axis tick, short enough for a 360 px phone. */
export const compactAmount = (amount: number, language: Language): string =>
  numberFormat(LOCALES[language], {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(amount);

/** A week by its Monday: "2 mars" / "2 Mar". */
export const weekLabel = (monday: string, language: Language): string =>
  dateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(noon(monday));

/** A day in full, for tables: "2 mars 2026" / "2 March 2026". */
export const longDay = (day: string, language: Language): string =>
  dateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(noon(day));

/** A month on an axis: "mars 26" / "Mar 26". */
export const monthLabel = (month: string, language: Language): string =>
  dateTimeFormat(LOCALES[language], {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  }).format(noon(`${month}-01`));

/** A month in full, for tables: "mars 2026" / "March 2026". */
export const longMonth = (month: string, language: Language): string =>
  dateTimeFormat(LOCALES[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(noon(`${month}-01`));

/** A share (0–1): "40 %" / "40%". */
export const formatPercent = (share: number, language: Language): string =>
  numberFormat(LOCALES[language], { style: 'percent', maximumFractionDigits: 0 }).format(share);
