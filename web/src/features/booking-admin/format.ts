import { zonedParts, type Language, dateTimeFormat } from '@marketplace/domain';
import { DATE_LOCALES, formatWeekday } from '../../shared/i18n/dates';

/** An instant on the admin's clock: "16 mars 2026 à 14:30". */
export const formatDateTime = (date: Date, language: Language) =>
  dateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long', timeStyle: 'short' }).format(date);

/** 60 → "UTC+1", 330 → "UTC+5:30", 0 → "UTC". */
function formatOffset(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/**
 * A booking's slot on its provider's clock, with that clock named: admins settle bookings of
 * the 12 countries, so the zone is always said. Values for `slot.text`.
 */
export function slotParts(
  booking: { day: string; time: string; startAt: Date; endAt: Date; timeZone: string },
  language: Language,
) {
  const offset = Math.round(
    (Date.parse(`${booking.day}T${booking.time}:00Z`) - booking.startAt.getTime()) / 60_000,
  );
  return {
    day: formatWeekday(booking.day, language),
    start: booking.time,
    end: zonedParts(booking.endAt, booking.timeZone).time,
    city: (booking.timeZone.split('/').pop() ?? booking.timeZone).replaceAll('_', ' '),
    offset: formatOffset(offset),
  };
}
