import type { Language } from '@marketplace/domain';
import { dateTimeFormat } from '@marketplace/domain';

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** An item's time: the hour today, else the date and hour (in the viewer's zone). */
export function formatWhen(date: Date, language: Language, now: Date = new Date()): string {
  const locale = language === 'en' ? 'en-GB' : 'fr-FR';
  return sameDay(date, now)
    ? dateTimeFormat(locale, { timeStyle: 'short' }).format(date)
    : dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
