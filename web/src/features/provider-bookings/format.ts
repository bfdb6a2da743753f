import { zonedParts, type Language, dateTimeFormat } from '@marketplace/domain';
import { DATE_LOCALES } from '../../shared/i18n/dates';
import { viewerTimeZone } from './viewerClock';

/**
 * Dates and times of the provider's bookings. A booking's `day` and `time` are the provider's
 * wall clock: they are shown as stored (no conversion to the viewer's zone, which would move a
 * 9:00 job in Douala to 8:00 for a provider travelling in Abidjan), with the zone named when
 * the viewer's clock differs.
 */

/** A calendar day at noon UTC: formatted in UTC, it never shifts to the day before or after. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** "2026-03-16" → "lun. 16 mars" / "Mon 16 Mar": a calendar column's heading. */
export const formatShortDay = (day: string, language: Language) =>
  dateTimeFormat(DATE_LOCALES[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(noonOf(day));

/** An instant on the viewer's clock (a report, a reply): "16 mars 2026 à 14:30". */
export const formatDateTime = (date: Date, language: Language) =>
  dateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long', timeStyle: 'short' }).format(date);

/** The end of a booking on the provider's clock ('HH:MM'), past midnight included. */
export const endTimeOf = (booking: { endAt: Date; timeZone: string }) =>
  zonedParts(booking.endAt, booking.timeZone).time;

/** The offset from UTC of `timeZone` at `instant`, in minutes. */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const { day, time } = zonedParts(instant, timeZone);
  const minute = Math.floor(instant.getTime() / 60_000) * 60_000;
  return Math.round((Date.parse(`${day}T${time}:00Z`) - minute) / 60_000);
}

/** 60 → "UTC+1", 330 → "UTC+5:30", 0 → "UTC". */
export function formatOffset(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** 'Africa/Dar_es_Salaam' → 'Dar es Salaam'. */
export const zoneCity = (timeZone: string) =>
  (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');

/**
 * The zone to name beside a booking's time ("heure de Douala (UTC+1)"), or null when the
 * viewer's clock shows the same time there.
 */
export function zoneNoteOf(booking: {
  startAt: Date;
  timeZone: string;
}): { city: string; offset: string } | null {
  const offset = offsetMinutes(booking.startAt, booking.timeZone);
  if (offset === offsetMinutes(booking.startAt, viewerTimeZone())) return null;
  return { city: zoneCity(booking.timeZone), offset: formatOffset(offset) };
}

/** A duration as hours and minutes, for `duration.*` texts. */
export function durationParts(minutes: number): {
  key: 'hours' | 'minutes' | 'hoursMinutes';
  hours: number;
  minutes: number;
} {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return { key: 'minutes', hours, minutes: rest };
  return { key: rest === 0 ? 'hours' : 'hoursMinutes', hours, minutes: rest };
}
