import type { Language } from '@marketplace/domain';
import { WEEKDAYS, formatLongDate, formatWeekdayName } from '@marketplace/domain';

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** "12 mars 2026" / "12 March 2026", the day where the viewer is. */
export function formatReviewDate(date: Date, language: Language): string {
  return formatLongDate(date.getFullYear(), date.getMonth(), date.getDate(), language);
}

/** "Lundi" / "Monday" for `mon`. */
export const weekdayName = (day: (typeof WEEKDAYS)[number], language: Language): string =>
  capitalize(formatWeekdayName(day, language));

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
