import { describe, expect, it } from 'vitest';
import { addMonths, bucketKeyOf, bucketOf, isKept, keptKeys } from './statsBuckets';

describe('addMonths', () => {
  it('crosses years both ways', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-03', -11)).toBe('2025-04');
    expect(addMonths('2026-03', 0)).toBe('2026-03');
  });
});

describe('bucketKeyOf', () => {
  // Sunday 2026-03-01 23:30 UTC is Monday 02:30 in Nairobi (UTC+3), still Sunday in Abidjan.
  const instant = new Date('2026-03-01T23:30:00Z');

  it("uses the provider's wall clock", () => {
    expect(bucketKeyOf('week', instant, 'Africa/Abidjan')).toBe('2026-02-23');
    expect(bucketKeyOf('week', instant, 'Africa/Nairobi')).toBe('2026-03-02');
    expect(bucketKeyOf('month', new Date('2026-02-28T22:30:00Z'), 'Africa/Abidjan')).toBe(
      '2026-02',
    );
    expect(bucketKeyOf('month', new Date('2026-02-28T22:30:00Z'), 'Africa/Cairo')).toBe('2026-03');
  });
});

describe('bucketOf', () => {
  it('spans the local week and month, end excluded', () => {
    expect(bucketOf('week', '2026-03-02', 'Africa/Nairobi')).toEqual({
      key: '2026-03-02',
      start: new Date('2026-03-01T21:00:00Z'),
      end: new Date('2026-03-08T21:00:00Z'),
    });
    expect(bucketOf('month', '2026-12', 'Africa/Douala')).toEqual({
      key: '2026-12',
      start: new Date('2026-11-30T23:00:00Z'),
      end: new Date('2026-12-31T23:00:00Z'),
    });
  });

  it('leaves neither gap nor overlap across a change of offset', () => {
    // Cairo moves to summer time (UTC+3) at the end of April.
    const april = bucketOf('month', '2026-04', 'Africa/Cairo');
    const may = bucketOf('month', '2026-05', 'Africa/Cairo');
    expect(april.end).toEqual(may.start);
    expect(may.start).toEqual(new Date('2026-04-30T21:00:00Z'));
    expect(april.start).toEqual(new Date('2026-03-31T22:00:00Z'));
  });
});

describe('keptKeys and isKept', () => {
  const now = new Date('2026-05-13T10:00:00Z');

  it('keeps the last 26 weeks and 12 months, the current one last', () => {
    const weeks = keptKeys('week', now, 'Africa/Douala');
    expect(weeks).toHaveLength(26);
    expect(weeks.at(-1)).toBe('2026-05-11');
    expect(weeks[0]).toBe('2025-11-17');
    const months = keptKeys('month', now, 'Africa/Douala');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-06');
    expect(months.at(-1)).toBe('2026-05');
  });

  it('drops older keys', () => {
    expect(isKept('week', '2025-11-17', now, 'Africa/Douala')).toBe(true);
    expect(isKept('week', '2025-11-10', now, 'Africa/Douala')).toBe(false);
    expect(isKept('month', '2025-06', now, 'Africa/Douala')).toBe(true);
    expect(isKept('month', '2025-05', now, 'Africa/Douala')).toBe(false);
  });
});
