import type { Language } from '@marketplace/domain';
import { DATE_LOCALES } from '../../shared/i18n/dates';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from '@marketplace/domain';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long a provider has waited, as a duration ("3 jours" / "3 days", "5 heures" / "5 hours"):
 * the page's text wraps it ("depuis 3 jours" / "waiting 3 days"). A relative-time formatter
 * would say "il y a 3 jours", which reads as an event, not a wait.
 */
export function waitingDuration(since: Date, now: Date, language: Language): string {
  const elapsed = Math.max(0, now.getTime() - since.getTime());
  const [unit, size] =
    elapsed >= DAY
      ? (['day', DAY] as const)
      : elapsed >= HOUR
        ? (['hour', HOUR] as const)
        : (['minute', MINUTE] as const);
  return numberFormat(DATE_LOCALES[language], {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(Math.max(1, Math.floor(elapsed / size)));
}

const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);
const todayUtc = (now: Date) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

/** How long ago a calendar day was: "il y a 45 jours" / "45 days ago", "aujourd’hui" / "today". */
export function dayAge(day: string, now: Date, language: Language): string {
  const days = Math.round((todayUtc(now) - dayStart(day)) / DAY);
  return relativeTimeFormat(DATE_LOCALES[language], { numeric: 'auto' }).format(-days, 'day');
}

/** Whether `day` is more than `months` calendar months before today (UTC). */
export function olderThanMonths(day: string, months: number, now: Date): boolean {
  const limit = new Date(todayUtc(now));
  limit.setUTCMonth(limit.getUTCMonth() - months);
  return dayStart(day) < limit.getTime();
}

/** An instant on the admin's clock: "16 mars 2026 à 14:30". */
export const formatDateTime = (iso: string, language: Language) =>
  dateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** A file's size: "1,2 Mo" / "1.2 MB". */
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
