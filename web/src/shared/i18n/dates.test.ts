import { describe, expect, it } from 'vitest';
import { formatDay, formatWeekday } from './dates';

describe('calendar days', () => {
  it('formats a day in both languages without a zone shift', () => {
    expect(formatDay('2026-03-03', 'fr')).toBe('3 mars 2026');
    expect(formatDay('2026-03-03', 'en')).toBe('3 March 2026');
    expect(formatDay('2025-12-31', 'fr')).toBe('31 décembre 2025');
  });

  it('names the weekday', () => {
    expect(formatWeekday('2026-03-16', 'fr')).toBe('lundi 16 mars 2026');
    expect(formatWeekday('2026-03-16', 'en')).toBe('Monday, 16 March 2026');
  });

  it('shows a malformed day as it is rather than "Invalid Date"', () => {
    expect(formatDay('someday', 'fr')).toBe('someday');
    expect(formatWeekday('2026-13-45', 'en')).toBe('2026-13-45');
  });
});
