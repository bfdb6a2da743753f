import type { Language } from '@marketplace/domain';
import { WEEKDAYS, dateTimeFormat, displayNames } from '@marketplace/domain';
import { DATE_LOCALES } from '../../shared/i18n/dates';

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** "12 mars 2026" / "12 March 2026". */
export function formatReviewDate(date: Date, language: Language): string {
  return dateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long' }).format(date);
}

/** "Wolof", "Anglais" / "English": a language code's name in the page language. */
export function languageName(code: string, language: Language): string {
  try {
    const name = displayNames([DATE_LOCALES[language]], { type: 'language' }).of(code);
    return name ? capitalize(name) : code;
  } catch {
    return code;
  }
}

/** A Monday (UTC), from which the week's days are counted. */
const MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

/** "Lundi" / "Monday" for `mon`. */
export function weekdayName(day: (typeof WEEKDAYS)[number], language: Language): string {
  const date = new Date(MONDAY + WEEKDAYS.indexOf(day) * DAY_MS);
  return capitalize(
    dateTimeFormat(DATE_LOCALES[language], { weekday: 'long', timeZone: 'UTC' }).format(date),
  );
}

/** A duration split the way it is said: whole days, else hours and minutes. */
export type DurationParts =
  | { kind: 'days'; days: number }
  | { kind: 'hours'; hours: number; minutes: number }
  | { kind: 'minutes'; minutes: number };

export function durationParts(totalMinutes: number): DurationParts {
  const minutesPerDay = 24 * 60;
  if (totalMinutes >= minutesPerDay && totalMinutes % minutesPerDay === 0) {
    return { kind: 'days', days: totalMinutes / minutesPerDay };
  }
  if (totalMinutes < 60) return { kind: 'minutes', minutes: totalMinutes };
  return { kind: 'hours', hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** `https://wa.me/<digits>`: WhatsApp's click-to-chat wants the number without + or spaces. */
export function whatsappUrl(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

/** `tel:+237677412583` */
export function telUrl(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}
