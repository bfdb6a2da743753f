import { describe, expect, it } from 'vitest';
import { timestampToDate } from './timestampToDate';

describe('timestampToDate', () => {
  it('converts Timestamps and keeps Dates', () => {
    const at = new Date('2025-03-01T10:00:00Z');
    expect(timestampToDate({ toDate: () => at })).toBe(at);
    expect(timestampToDate(at)).toBe(at);
  });

  it('is null for anything else', () => {
    expect(timestampToDate(null)).toBeNull();
    expect(timestampToDate('2025-03-01')).toBeNull();
    expect(timestampToDate({ toDate: () => new Date('nope') })).toBeNull();
  });
});
