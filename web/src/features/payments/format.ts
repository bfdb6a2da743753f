import type { Language } from '@marketplace/domain';
import { DATE_LOCALES } from '../../shared/i18n/dates';
import { dateTimeFormat } from '@marketplace/domain';

/** An instant on the viewer's clock: "16 mars 2026 à 14:30". */
export const formatDateTime = (date: Date, language: Language) =>
  dateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long', timeStyle: 'short' }).format(date);
