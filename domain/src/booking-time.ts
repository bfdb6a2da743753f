// Booking times (issue 13): a booking's day and time are the provider's wall clock, in the time
// zone of the provider's country; its instants (`startAt`, `endAt`) are absolute. Every
// conversion goes through @date-fns/tz (zone rules from the runtime's ICU data), so Morocco's
// and Egypt's offset changes are handled without a table of our own. Zod-free.
import { TZDateMini } from '@date-fns/tz';
import { WEEKDAYS } from './constants';
import { BOOKING_LIMITS } from './booking-constants';
import { parseSlot } from './availability';
import type { CountryCode } from './countries';

/** The IANA zone of each country of the platform (one zone each). */
export const COUNTRY_TIME_ZONES: Record<CountryCode, string> = {
  CI: 'Africa/Abidjan',
  SN: 'Africa/Dakar',
  CM: 'Africa/Douala',
  NG: 'Africa/Lagos',
  GH: 'Africa/Accra',
  KE: 'Africa/Nairobi',
  TZ: 'Africa/Dar_es_Salaam',
  ZA: 'Africa/Johannesburg',
  MA: 'Africa/Casablanca',
  DZ: 'Africa/Algiers',
  TN: 'Africa/Tunis',
  EG: 'Africa/Cairo',
};

/** The zone of a provider's country; West Africa's UTC for an unknown or missing country. */
export function providerTimeZone(country: unknown): string {
  return COUNTRY_TIME_ZONES[country as CountryCode] ?? 'Africa/Abidjan';
}

const MINUTE_MS = 60_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** `'HH:MM'` → minutes since midnight. */
export const minutesOfDay = (time: string): number =>
  Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Minutes since midnight → `'HH:MM'`. */
export const timeOfMinutes = (minutes: number): string =>
  `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The instant of `day` ('YYYY-MM-DD') at `time` ('HH:MM') on the wall clock of `timeZone`. */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const minutes = minutesOfDay(time);
  const zoned = new TZDateMini(
    year,
    month - 1,
    date,
    Math.floor(minutes / 60),
    minutes % 60,
    timeZone,
  );
  return new Date(zoned.getTime());
}

/** The wall-clock day, time and weekday of an instant in `timeZone`. */
export function zonedParts(
  instant: Date | number,
  timeZone: string,
): { day: string; time: string; weekday: (typeof WEEKDAYS)[number] } {
  const zoned = new TZDateMini(typeof instant === 'number' ? instant : instant.getTime(), timeZone);
  return {
    day: `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`,
    time: `${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`,
    // getDay(): 0 is Sunday; WEEKDAYS starts on Monday.
    weekday: WEEKDAYS[(zoned.getDay() + 6) % 7] ?? 'mon',
  };
}

/** The weekday of a calendar day (the same in every zone). */
export function weekdayOf(day: string): (typeof WEEKDAYS)[number] {
  return WEEKDAYS[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7] ?? 'mon';
}

/** `day` + `days` calendar days. */
export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday ('YYYY-MM-DD') of the week of `day`: weeks of the sales dashboard. */
export const weekStartOf = (day: string): string =>
  addCalendarDays(day, -WEEKDAYS.indexOf(weekdayOf(day)));

/** A busy stretch of the provider's time, in epoch milliseconds, end excluded. */
export interface BusyInterval {
  startMs: number;
  endMs: number;
}

export interface FreeSlotQuery {
  /** `providers/{uid}.availability`: `{ mon: ['08:00-12:00'], … }`. */
  availability: Partial<Record<(typeof WEEKDAYS)[number], readonly string[]>>;
  timeZone: string;
  /** The provider's calendar day asked for. */
  day: string;
  durationMinutes: number;
  busy: readonly BusyInterval[];
  now: Date;
}

export interface FreeSlot {
  /** The provider's wall clock, 'HH:MM'. */
  time: string;
  startAt: Date;
  endAt: Date;
}

/** Why a chosen start is not bookable, or null when it is. */
export type SlotProblem = 'outside_hours' | 'slot_in_past' | 'slot_taken';

const overlaps = (startMs: number, endMs: number, busy: readonly BusyInterval[]) =>
  busy.some((interval) => startMs < interval.endMs && interval.startMs < endMs);

/** Every start on the `slotStepMinutes` grid where the whole duration fits one opening window. */
function openStarts(query: Omit<FreeSlotQuery, 'busy' | 'now'>): FreeSlot[] {
  const { availability, timeZone, day, durationMinutes } = query;
  const slots: FreeSlot[] = [];
  for (const window of availability[weekdayOf(day)] ?? []) {
    const times = parseSlot(window);
    if (!times) continue;
    const close = minutesOfDay(times.end);
    for (
      let start = minutesOfDay(times.start);
      start + durationMinutes <= close;
      start += BOOKING_LIMITS.slotStepMinutes
    ) {
      const time = timeOfMinutes(start);
      const startAt = zonedInstant(day, time, timeZone);
      slots.push({
        time,
        startAt,
        endAt: new Date(startAt.getTime() + durationMinutes * MINUTE_MS),
      });
    }
  }
  return slots.sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
}

/** Too soon (closer than `leadMinutes`) or too far (beyond `horizonDays`) from `now`. */
function outOfReach(startAt: Date, now: Date): boolean {
  const startMs = startAt.getTime();
  const nowMs = now.getTime();
  return (
    startMs < nowMs + BOOKING_LIMITS.leadMinutes * MINUTE_MS ||
    startMs > nowMs + BOOKING_LIMITS.horizonDays * 24 * 60 * MINUTE_MS
  );
}

/**
 * The free starts of a day: on the `slotStepMinutes` grid of the day's weekly hours, the whole
 * duration inside one opening window, at least `leadMinutes` from now, within `horizonDays`,
 * overlapping no busy interval. Sorted by time.
 */
export function freeSlots(query: FreeSlotQuery): FreeSlot[] {
  return openStarts(query).filter(
    (slot) =>
      !outOfReach(slot.startAt, query.now) &&
      !overlaps(slot.startAt.getTime(), slot.endAt.getTime(), query.busy),
  );
}

/** Whether `day` at `time` for `durationMinutes` can be booked, and if not, why. */
export function slotProblem(query: FreeSlotQuery & { time: string }): SlotProblem | null {
  const slot = openStarts(query).find((candidate) => candidate.time === query.time);
  if (!slot) return 'outside_hours';
  if (outOfReach(slot.startAt, query.now)) return 'slot_in_past';
  if (overlaps(slot.startAt.getTime(), slot.endAt.getTime(), query.busy)) return 'slot_taken';
  return null;
}

/**
 * The ids of the `bookingLocks` documents a booking holds: one per `lockMinutes` unit of the
 * provider's time it covers (`{providerId}_{unit}`, unit = epoch minutes / lockMinutes). Two
 * bookings that overlap share at least one id, so creating them in transactions lets exactly
 * one win.
 */
export function bookingLockIds(
  providerId: string,
  startAt: Date,
  durationMinutes: number,
): string[] {
  const unitMs = BOOKING_LIMITS.lockMinutes * MINUTE_MS;
  const first = Math.floor(startAt.getTime() / unitMs);
  const last = Math.ceil((startAt.getTime() + durationMinutes * MINUTE_MS) / unitMs) - 1;
  const ids: string[] = [];
  for (let unit = first; unit <= last; unit += 1) ids.push(`${providerId}_${unit}`);
  return ids;
}
