import { describe, expect, it } from 'vitest';
import { dayAge, olderThanMonths, waitingDuration } from './format';

const now = new Date('2026-03-20T12:00:00Z');

describe('waitingDuration', () => {
  it('says days, hours or minutes in the page language', () => {
    expect(waitingDuration(new Date('2026-03-17T10:00:00Z'), now, 'fr')).toBe('3\u00a0jours');
    expect(waitingDuration(new Date('2026-03-17T10:00:00Z'), now, 'en')).toBe('3 days');
    expect(waitingDuration(new Date('2026-03-19T11:00:00Z'), now, 'en')).toBe('1 day');
    expect(waitingDuration(new Date('2026-03-20T07:30:00Z'), now, 'fr')).toBe('4\u00a0heures');
    expect(waitingDuration(new Date('2026-03-20T11:55:00Z'), now, 'en')).toBe('5 minutes');
    // Just now (or a clock slightly behind the server's) still reads as a wait.
    expect(waitingDuration(new Date('2026-03-20T12:00:30Z'), now, 'en')).toBe('1 minute');
  });
});

describe('dayAge and olderThanMonths', () => {
  it('tells the age of a calendar day', () => {
    expect(dayAge('2026-02-03', now, 'fr')).toBe('il y a 45 jours');
    expect(dayAge('2026-03-20', now, 'en')).toBe('today');
  });

  it('compares by calendar months', () => {
    expect(olderThanMonths('2025-12-20', 3, now)).toBe(false);
    expect(olderThanMonths('2025-12-19', 3, now)).toBe(true);
  });
});
