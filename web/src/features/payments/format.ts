import type { Language } from '@marketplace/domain';
import { DATE_LOCALES } from '../../shared/i18n/dates';

/** An instant on the viewer's clock: "16 mars 2026 à 14:30". */
export const formatDateTime = (date: Date, language: Language) =>
  new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long', timeStyle: 'short' }).format(
    date,
  );
