import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_MAX_BUCKETS,
  analyticsRange,
  isCalendarDay,
  nextBucketKey,
  statsBucketKeys,
} from './admin-analytics';

describe('statsBucketKeys', () => {
  it('buckets an instant by its UTC day, Monday and month', () => {
    // Sunday 23:30 UTC is already Monday in Nairobi: the aggregates use UTC.
    expect(statsBucketKeys(new Date('2026-03-01T23:30:00Z'))).toEqual({
      day: '2026-03-01',
      week: '2026-02-23',
      month: '2026-03',
    });
    expect(statsBucketKeys(new Date('2026-03-02T00:00:00Z'))).toEqual({
      day: '2026-03-02',
      week: '2026-03-02',
      month: '2026-03',
    });
  });

  it('puts the last instant of a year in that year', () => {
    expect(statsBucketKeys(new Date('2025-12-31T23:59:59.999Z'))).toEqual({
      day: '2025-12-31',
      week: '2025-12-29',
      month: '2025-12',
    });
  });
});

describe('nextBucketKey', () => {
  it('steps days, weeks and months across month and year ends', () => {
    expect(nextBucketKey('day', '2024-02-28')).toBe('2024-02-29');
    expect(nextBucketKey('week', '2025-12-29')).toBe('2026-01-05');
    expect(nextBucketKey('month', '2025-12')).toBe('2026-01');
    expect(nextBucketKey('month', '2026-01')).toBe('2026-02');
  });
});

describe('isCalendarDay', () => {
  it('accepts real days only', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
    expect(isCalendarDay(20260101)).toBe(false);
  });
});

describe('analyticsRange', () => {
  it('lists every day of a month, both ends included', () => {
    const range = analyticsRange('day', '2026-03-01', '2026-03-31');
    expect(range.ok && range.keys.length).toBe(31);
    expect(range.ok && [range.keys[0], range.keys.at(-1)]).toEqual(['2026-03-01', '2026-03-31']);
  });

  it('lists the weeks (Mondays) and months holding the days', () => {
    const weeks = analyticsRange('week', '2026-03-04', '2026-03-16');
    expect(weeks.ok && weeks.keys).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
    const months = analyticsRange('month', '2025-11-30', '2026-02-01');
    expect(months.ok && months.keys).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('refuses more buckets than the read budget', () => {
    expect(analyticsRange('day', '2026-03-01', '2026-04-01')).toEqual({
      ok: false,
      code: 'range_too_large',
    });
    expect(analyticsRange('month', '2024-01-01', '2025-12-31').ok).toBe(true);
    expect(analyticsRange('month', '2024-01-01', '2026-01-01')).toEqual({
      ok: false,
      code: 'range_too_large',
    });
    const weeks = analyticsRange('week', '2026-01-05', '2026-07-05');
    expect(weeks.ok && weeks.keys.length).toBe(ANALYTICS_MAX_BUCKETS.week);
    expect(analyticsRange('week', '2026-01-05', '2026-07-06').ok).toBe(false);
    for (const max of Object.values(ANALYTICS_MAX_BUCKETS)) expect(max).toBeLessThanOrEqual(40);
  });

  it('refuses reversed, malformed days and unknown granularities', () => {
    for (const [granularity, from, to] of [
      ['day', '2026-03-02', '2026-03-01'],
      ['day', '2026-02-30', '2026-03-01'],
      ['day', undefined, '2026-03-01'],
      ['year', '2026-03-01', '2026-03-02'],
      [['day'], '2026-03-01', '2026-03-02'],
    ]) {
      expect(analyticsRange(granularity, from, to)).toEqual({ ok: false, code: 'invalid_range' });
    }
  });
});
