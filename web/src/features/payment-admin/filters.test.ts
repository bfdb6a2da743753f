import { describe, expect, it } from 'vitest';
import { createdRange, STATUS_FILTERS, statusesOf } from './filters';

describe('statusesOf', () => {
  it("keeps spec §4's three groups, one exact status, or every payment", () => {
    expect(statusesOf('all')).toBeNull();
    expect(statusesOf('group:pending')).toEqual(['pending', 'awaiting_customer', 'challenge']);
    expect(statusesOf('group:success')).toEqual(['success']);
    expect(statusesOf('group:failed')).toEqual(['failed', 'expired']);
    expect(statusesOf('status:pending')).toEqual(['pending']);
    expect(statusesOf('status:expired')).toEqual(['expired']);
  });

  it('offers every group and every status once', () => {
    expect(STATUS_FILTERS).toHaveLength(1 + 3 + 6);
    expect(new Set(STATUS_FILTERS).size).toBe(STATUS_FILTERS.length);
  });
});

describe('createdRange', () => {
  it('covers both days whole, on the local calendar', () => {
    const { start, end } = createdRange('2026-03-01', '2026-03-31');
    expect(start).toEqual(new Date(2026, 2, 1));
    expect(end).toEqual(new Date(2026, 3, 1));
    // The last day of a year rolls over to the next.
    expect(createdRange('', '2026-12-31').end).toEqual(new Date(2027, 0, 1));
  });

  it('leaves out a missing or malformed bound', () => {
    expect(createdRange('', '')).toEqual({ start: null, end: null });
    expect(createdRange('2026-3-1', 'soon')).toEqual({ start: null, end: null });
    expect(createdRange('2026-03-01', '').end).toBeNull();
  });
});
