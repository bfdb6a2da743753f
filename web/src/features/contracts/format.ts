import type { Language } from '@marketplace/domain';
import { DATE_LOCALES } from '../../shared/i18n/dates';
import { dateTimeFormat } from '@marketplace/domain';

/** An instant (a signature, a request) in the reader's time zone, with the time. */
export function formatDateTime(at: Date, language: Language): string {
  return dateTimeFormat(DATE_LOCALES[language], {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(at);
}
