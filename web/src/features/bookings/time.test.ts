import { describe, expect, it } from 'vitest';
import { clocksDiffer, endTimeOf, upcomingDays, utcOffsetLabel, zoneCity } from './time';

const NOON = new Date('2026-03-16T12:00:00Z');

describe('booking times', () => {
  it('names a zone by its city and offset', () => {
    expect(zoneCity('Africa/Dar_es_Salaam')).toBe('Dar es Salaam');
    expect(utcOffsetLabel('Africa/Douala', NOON)).toBe('UTC+1');
    expect(utcOffsetLabel('Africa/Abidjan', NOON)).toBe('UTC');
    expect(utcOffsetLabel('Africa/Nairobi', NOON)).toBe('UTC+3');
    expect(utcOffsetLabel('America/St_Johns', NOON)).toBe('UTC-2:30');
  });

  it('compares clocks, not zone names', () => {
    expect(clocksDiffer('Africa/Douala', 'Africa/Lagos', NOON)).toBe(false);
    expect(clocksDiffer('Africa/Douala', 'Africa/Cairo', NOON)).toBe(true);
  });

  it("counts the days from the provider's today", () => {
    // 23:30 in Abidjan is already the next day in Nairobi.
    const lateEvening = new Date('2026-03-16T23:30:00Z');
    expect(upcomingDays('Africa/Abidjan', lateEvening, 2)).toEqual(['2026-03-16', '2026-03-17']);
    expect(upcomingDays('Africa/Nairobi', lateEvening, 2)).toEqual(['2026-03-17', '2026-03-18']);
  });

  it('ends a booking on the wall clock', () => {
    expect(endTimeOf('09:00', 90)).toBe('10:30');
  });
});
