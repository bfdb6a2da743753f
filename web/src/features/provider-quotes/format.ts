import { localize, type Language, dateTimeFormat } from '@marketplace/domain';
import type { ActiveCategory } from '../../shared/catalog/categories';
import { DATE_LOCALES } from '../../shared/i18n/dates';
import type { InboxItem } from './model';

/** An instant's day where the provider is: "12 mars 2025". */
export const formatDate = (date: Date, language: Language) =>
  dateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long' }).format(date);

/** An instant with its time: "12 mars 2025 à 14:30" / "12 March 2025 at 14:30". */
export const formatDateTime = (date: Date, language: Language) =>
  dateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long', timeStyle: 'short' }).format(date);

/** What was asked for: the aimed service's title, else the category's name (else its slug). */
export function requestTitle(
  request: Pick<InboxItem['request'], 'category' | 'serviceTitle'>,
  categories: readonly ActiveCategory[] | undefined,
  language: Language,
): string {
  if (request.serviceTitle) return localize(request.serviceTitle, language);
  const category = categories?.find((item) => item.slug === request.category);
  return category ? localize(category.name, language) : request.category;
}

/** A duration in the largest unit that divides it: `{unit, count}` for a plural text. */
export function durationParts(minutes: number): {
  unit: 'days' | 'hours' | 'minutes';
  count: number;
} {
  if (minutes % (24 * 60) === 0) return { unit: 'days', count: minutes / (24 * 60) };
  if (minutes % 60 === 0) return { unit: 'hours', count: minutes / 60 };
  return { unit: 'minutes', count: minutes };
}

/** The status's text key: a request the provider declined reads differently from a lost quote. */
export function statusKeyOf(item: Pick<InboxItem, 'status' | 'totalFCFA'>): string {
  return item.status === 'declined' && item.totalFCFA === null
    ? 'status.declinedByYou'
    : `status.${item.status}`;
}

type ChipColor = 'default' | 'info' | 'primary' | 'success' | 'warning';

const STATUS_COLORS: Record<InboxItem['status'], ChipColor> = {
  requested: 'info',
  sent: 'primary',
  revised: 'primary',
  accepted: 'success',
  declined: 'default',
  withdrawn: 'default',
  expired: 'warning',
  closed: 'default',
};

export const statusColorOf = (status: InboxItem['status']) => STATUS_COLORS[status];
