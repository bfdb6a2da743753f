import { localize, type Language, dateTimeFormat } from '@marketplace/domain';
import type { ActiveCategory } from '../../shared/catalog/categories';
import { DATE_LOCALES } from '../../shared/i18n/dates';

/** "12 mars 2026" / "12 March 2026" for an instant. */
export function formatDate(date: Date, language: Language): string {
  return dateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long' }).format(date);
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

/** What a request is about: the aimed service's title, else its category's name. */
export function subjectOf(
  request: { serviceTitle: { fr: string; en?: string } | null; category: string },
  categories: readonly ActiveCategory[] | undefined,
  language: Language,
): string {
  if (request.serviceTitle) return localize(request.serviceTitle, language);
  const category = categories?.find((item) => item.slug === request.category);
  return category ? localize(category.name, language) : request.category;
}
