import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_LIMITS } from './booking-constants';
import {
  addCalendarDays,
  bookingLockIds,
  COUNTRY_TIME_ZONES,
  freeSlots,
  minutesOfDay,
  providerTimeZone,
  slotProblem,
  timeOfMinutes,
  weekdayOf,
  weekStartOf,
  zonedInstant,
  zonedParts,
  type FreeSlotQuery,
} from './booking-time';
import { COUNTRY_CODES } from './countries';

const iso = (at: Date) => at.toISOString();
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('provider time zones', () => {
  it('gives each of the 12 countries a zone, and West Africa’s to an unknown one', () => {
    expect(Object.keys(COUNTRY_TIME_ZONES).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(providerTimeZone('KE')).toBe('Africa/Nairobi');
    expect(providerTimeZone('XX')).toBe('Africa/Abidjan');
    expect(providerTimeZone(undefined)).toBe('Africa/Abidjan');
  });

  it('places a wall-clock time in the West, Central, East and South African zones', () => {
    const nine = (country: string) =>
      iso(zonedInstant('2030-03-04', '09:00', providerTimeZone(country)));
    expect(nine('CI')).toBe('2030-03-04T09:00:00.000Z');
    expect(nine('CM')).toBe('2030-03-04T08:00:00.000Z');
    expect(nine('ZA')).toBe('2030-03-04T07:00:00.000Z');
    expect(nine('KE')).toBe('2030-03-04T06:00:00.000Z');
  });

  it('gives the same instant whatever the zone of the machine (a Nairobi provider booked from elsewhere)', () => {
    const localHours = new Set<number>();
    const answers = ['America/New_York', 'Asia/Tokyo', 'Africa/Douala', 'UTC'].map((tz) => {
      vi.stubEnv('TZ', tz);
      const startAt = zonedInstant('2030-03-04', '09:00', 'Africa/Nairobi');
      localHours.add(startAt.getHours());
      return { startAt: iso(startAt), parts: zonedParts(startAt, 'Africa/Nairobi') };
    });
    // The machine's zone did change (the same instant read locally at 4 different hours)…
    expect(localHours.size).toBe(4);
    // …and the booking did not.
    for (const answer of answers) {
      expect(answer).toEqual({
        startAt: '2030-03-04T06:00:00.000Z',
        parts: { day: '2030-03-04', time: '09:00', weekday: 'mon' },
      });
    }
  });

  it('follows Morocco’s Ramadan offset and Egypt’s summer time', () => {
    // Casablanca: UTC+1, but UTC+0 during Ramadan (2026: from mid-February to late March).
    expect(iso(zonedInstant('2026-01-15', '09:00', 'Africa/Casablanca'))).toBe(
      '2026-01-15T08:00:00.000Z',
    );
    expect(iso(zonedInstant('2026-03-01', '09:00', 'Africa/Casablanca'))).toBe(
      '2026-03-01T09:00:00.000Z',
    );
    // Cairo: UTC+2 in winter, UTC+3 from the last Friday of April (2026-04-24).
    expect(iso(zonedInstant('2026-01-15', '09:00', 'Africa/Cairo'))).toBe(
      '2026-01-15T07:00:00.000Z',
    );
    expect(iso(zonedInstant('2026-04-23', '09:00', 'Africa/Cairo'))).toBe(
      '2026-04-23T07:00:00.000Z',
    );
    expect(iso(zonedInstant('2026-07-01', '09:00', 'Africa/Cairo'))).toBe(
      '2026-07-01T06:00:00.000Z',
    );
  });

  it('reads an instant back on the provider’s wall clock, across midnight', () => {
    expect(zonedParts(new Date('2030-03-03T22:30:00Z'), 'Africa/Nairobi')).toEqual({
      day: '2030-03-04',
      time: '01:30',
      weekday: 'mon',
    });
    expect(zonedParts(new Date('2030-03-03T22:30:00Z'), 'Africa/Abidjan')).toEqual({
      day: '2030-03-03',
      time: '22:30',
      weekday: 'sun',
    });
  });
});

describe('calendar helpers', () => {
  it('counts days and weeks', () => {
    expect(minutesOfDay('09:30')).toBe(570);
    expect(timeOfMinutes(570)).toBe('09:30');
    expect(weekdayOf('2030-03-04')).toBe('mon');
    expect(weekdayOf('2030-03-10')).toBe('sun');
    expect(addCalendarDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addCalendarDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(weekStartOf('2030-03-10')).toBe('2030-03-04');
    expect(weekStartOf('2030-03-04')).toBe('2030-03-04');
  });
});

describe('freeSlots and slotProblem', () => {
  // Monday 2030-03-04, in Douala (UTC+1); now is a week before.
  const base: FreeSlotQuery = {
    availability: { mon: ['08:00-12:00'] },
    timeZone: 'Africa/Douala',
    day: '2030-03-04',
    durationMinutes: 60,
    busy: [],
    now: new Date('2030-02-25T08:00:00Z'),
  };
  const times = (query: Partial<FreeSlotQuery>) =>
    freeSlots({ ...base, ...query }).map((slot) => slot.time);
  const busy = (from: string, to: string) => ({
    startMs: zonedInstant('2030-03-04', from, 'Africa/Douala').getTime(),
    endMs: zonedInstant('2030-03-04', to, 'Africa/Douala').getTime(),
  });

  it('offers every half hour where the whole duration fits the weekly hours', () => {
    expect(times({})).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00']);
    const [first] = freeSlots(base);
    expect(first && iso(first.startAt)).toBe('2030-03-04T07:00:00.000Z');
    expect(first && iso(first.endAt)).toBe('2030-03-04T08:00:00.000Z');
    expect(
      times({ availability: { mon: ['08:00-10:00', '14:00-16:00'] }, durationMinutes: 120 }),
    ).toEqual(['08:00', '14:00']);
    expect(times({ availability: { tue: ['08:00-12:00'] } })).toEqual([]);
    expect(times({ availability: { mon: ['nonsense'] } })).toEqual([]);
  });

  it('leaves out the times of existing bookings (an end is free for the next start)', () => {
    expect(times({ busy: [busy('09:00', '10:00')] })).toEqual(['08:00', '10:00', '10:30', '11:00']);
  });

  it('offers nothing within the lead time nor beyond the horizon', () => {
    // 08:30 in Douala: 09:00 is 30 minutes away (less than the lead), 09:30 is an hour away.
    expect(times({ now: new Date('2030-03-04T07:30:00Z') })).toEqual([
      '09:30',
      '10:00',
      '10:30',
      '11:00',
    ]);
    const tooEarly = new Date(
      Date.parse('2030-03-04T07:00:00Z') - (BOOKING_LIMITS.horizonDays + 1) * 86_400_000,
    );
    expect(times({ now: tooEarly })).toEqual([]);
  });

  it('names what is wrong with a chosen start', () => {
    const problem = (time: string, query: Partial<FreeSlotQuery> = {}) =>
      slotProblem({ ...base, ...query, time });
    expect(problem('09:00')).toBeNull();
    expect(problem('09:15')).toBe('outside_hours');
    expect(problem('11:30')).toBe('outside_hours');
    expect(problem('07:00')).toBe('outside_hours');
    expect(problem('09:00', { now: new Date('2030-03-05T00:00:00Z') })).toBe('slot_in_past');
    expect(problem('09:00', { busy: [busy('09:30', '10:30')] })).toBe('slot_taken');
  });

  it('uses the provider’s zone: 09:00 in Nairobi is 06:00 UTC', () => {
    const slots = freeSlots({
      ...base,
      timeZone: 'Africa/Nairobi',
      availability: { mon: ['08:00-10:00'] },
    });
    expect(slots.map((slot) => [slot.time, iso(slot.startAt)])).toEqual([
      ['08:00', '2030-03-04T05:00:00.000Z'],
      ['08:30', '2030-03-04T05:30:00.000Z'],
      ['09:00', '2030-03-04T06:00:00.000Z'],
    ]);
  });
});

describe('bookingLockIds', () => {
  const at = (time: string) => new Date(`2030-03-04T${time}:00Z`);
  const unit = (time: string) => at(time).getTime() / (BOOKING_LIMITS.lockMinutes * 60_000);

  it('locks every quarter hour a booking covers', () => {
    expect(bookingLockIds('p', at('09:00'), 60)).toEqual(
      [0, 1, 2, 3].map((index) => `p_${unit('09:00') + index}`),
    );
    // A start off the quarter still locks the units it touches.
    expect(bookingLockIds('p', at('09:10'), 15)).toEqual([
      `p_${unit('09:00')}`,
      `p_${unit('09:15')}`,
    ]);
  });

  it('gives overlapping bookings a shared lock and back-to-back ones none', () => {
    const first = bookingLockIds('p', at('09:00'), 60);
    const overlapping = bookingLockIds('p', at('09:30'), 60);
    const next = bookingLockIds('p', at('10:00'), 60);
    expect(first.some((id) => overlapping.includes(id))).toBe(true);
    expect(first.some((id) => next.includes(id))).toBe(false);
    expect(bookingLockIds('q', at('09:00'), 60).some((id) => first.includes(id))).toBe(false);
  });
});
