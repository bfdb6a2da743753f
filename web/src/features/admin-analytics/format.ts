import type { AnalyticsGranularity, Language } from '@marketplace/domain';
import { dateTimeFormat, numberFormat } from '@marketplace/domain';

const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

/** Buckets are UTC calendar days: formatted at UTC noon so the viewer's zone cannot shift them. */
const noon = (key: string) => new Date(`${key.length === 7 ? `${key}-01` : key}T12:00:00Z`);

/** A bucket on an axis: "2 mars" (a day, a week by its Monday) / "mars 26" (a month). */
export function shortBucket(granularity: AnalyticsGranularity, key: string, language: Language) {
  return dateTimeFormat(
    LOCALES[language],
    granularity === 'month'
      ? { month: 'short', year: '2-digit', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' },
  ).format(noon(key));
}

/** A bucket in full, for tables: "2 mars 2026" / "mars 2026". */
export function longBucket(granularity: AnalyticsGranularity, key: string, language: Language) {
  return dateTimeFormat(
    LOCALES[language],
    granularity === 'month'
      ? { month: 'long', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  ).format(noon(key));
}

export const formatCount = (value: number, language: Language) =>
  numberFormat(LOCALES[language]).format(value);

/** "87 %" / "87%"; a dash when there is no rate. */
export const formatRate = (rate: number | null, language: Language) =>
  rate === null
    ? '–'
    : numberFormat(LOCALES[language], {
        style: 'percent',
        maximumFractionDigits: 0,
      }).format(rate);

/** "12,5 k" / "12.5K": an axis tick short enough for a 360 px phone. */
export const compactNumber = (value: number, language: Language) =>
  numberFormat(LOCALES[language], {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
