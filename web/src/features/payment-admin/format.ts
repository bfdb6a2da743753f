import {
  paymentStatusGroup,
  type Language,
  type PaymentStatus,
  dateTimeFormat,
} from '@marketplace/domain';

const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

/** "12 mars 2026, 10:05" / "12 Mar 2026, 10:05", on the admin's clock. */
export const formatInstant = (instant: Date, language: Language) =>
  dateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(instant);

/** With seconds: webhooks arrive seconds apart (the duplicates a few seconds later). */
export const formatEventTime = (instant: Date, language: Language) =>
  dateTimeFormat(LOCALES[language], {
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(instant);

const GROUP_COLORS = { pending: 'warning', success: 'success', failed: 'error' } as const;

/** The chip's colour by spec §4's three groups. */
export const chipColor = (status: PaymentStatus) => GROUP_COLORS[paymentStatusGroup(status)];
