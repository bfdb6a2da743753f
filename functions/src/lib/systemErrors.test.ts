import { describe, expect, it } from 'vitest';
import { KEPT_ERRORS, errorEntry, recentErrorsOf, withError } from './systemErrors';

const entry = (n: number) => ({ at: `2026-03-01T00:00:${String(n).padStart(2, '0')}Z`, source: 'GET /api/x', message: `boom ${n}` });

describe('withError', () => {
  it('keeps the newest 20, newest first', () => {
    let stored: unknown = undefined;
    for (let n = 0; n < 25; n += 1) stored = withError(stored, entry(n));
    const items = stored as ReturnType<typeof withError>;
    expect(items).toHaveLength(KEPT_ERRORS);
    expect(items[0]?.message).toBe('boom 24');
    expect(items.at(-1)?.message).toBe('boom 5');
  });

  it('drops malformed stored entries', () => {
    expect(recentErrorsOf([entry(1), { at: 1 }, null, 'x'])).toEqual([entry(1)]);
    expect(recentErrorsOf({ items: [] })).toEqual([]);
  });
});

describe('errorEntry', () => {
  it('names the error and clips long texts', () => {
    const item = errorEntry('POST /api/x', new TypeError('x'.repeat(1000)), new Date('2026-03-01T10:00:00Z'));
    expect(item.at).toBe('2026-03-01T10:00:00.000Z');
    expect(item.message.startsWith('TypeError: xxx')).toBe(true);
    expect(item.message.length).toBe(300);
  });
});
