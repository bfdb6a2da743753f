import {
  addCalendarDays,
  minutesOfDay,
  timeOfMinutes,
  zonedParts,
  type Language,
  dateTimeFormat,
} from '@marketplace/domain';
import { DATE_LOCALES } from '../../shared/i18n/dates';

/**
 * Booking times are the provider's wall clock (`day`, `time` in their zone): pages show them
 * as they are, and name the zone only when the viewer's clock differs from it.
 */

/** The zone of the device (kept apart so that tests can choose it). */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** `GMT+01:00` → minutes east of UTC (`GMT` alone is 0). */
function offsetMinutes(timeZone: string, at: Date): number {
  const name = dateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** "UTC+1", "UTC", "UTC+5:30": the zone's offset at that instant. */
export function utcOffsetLabel(timeZone: string, at: Date): string {
  const offset = offsetMinutes(timeZone, at);
  if (offset === 0) return 'UTC';
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `UTC${offset < 0 ? '-' : '+'}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** Whether two zones show different clocks at that instant (Lagos and Douala do not). */
export const clocksDiffer = (zone: string, other: string, at: Date): boolean =>
  offsetMinutes(zone, at) !== offsetMinutes(other, at);

/** `Africa/Dar_es_Salaam` → `Dar es Salaam`: the city the zone is named after. */
export const zoneCity = (timeZone: string): string =>
  (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');

/** The provider's next `count` calendar days, from their today. */
export function upcomingDays(timeZone: string, now: Date, count: number): string[] {
  const today = zonedParts(now, timeZone).day;
  return Array.from({ length: count }, (_, index) => addCalendarDays(today, index));
}

const dayDate = (day: string) => new Date(`${day}T12:00:00Z`);

/** "lun. 16 mars" / "Mon 16 Mar": a day on a chip. */
export function formatShortDay(day: string, language: Language): string {
  return dateTimeFormat(DATE_LOCALES[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(dayDate(day));
}

/** "12 mars 2026" for an instant, in the viewer's zone. */
export function formatDate(date: Date, language: Language): string {
  return dateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long' }).format(date);
}

/** The wall-clock end of a booking (bookings fit in one opening window, so the same day). */
export const endTimeOf = (time: string, durationMinutes: number): string =>
  timeOfMinutes(minutesOfDay(time) + durationMinutes);

/** A duration as it is said: whole hours and minutes. */
export function durationParts(totalMinutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** "18 mars 2026 à 14:05" for an instant, in the viewer's zone. */
export function formatDateTime(date: Date, language: Language): string {
  return dateTimeFormat(DATE_LOCALES[language], {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(date);
}
