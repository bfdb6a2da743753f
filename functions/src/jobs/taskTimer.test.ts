import { describe, expect, it } from 'vitest';
import { waitingOutcome } from './taskTimer';

const now = new Date('2030-01-01T00:00:00Z');
const DAY = 86_400_000;

describe('waitingOutcome', () => {
  const dueAtMs = now.getTime() + 2 * DAY;

  it('stops when nothing is left to do, or when another task holds a moved deadline', () => {
    expect(waitingOutcome(null, dueAtMs, now, { emulated: true })).toBe('done');
    expect(waitingOutcome(dueAtMs + DAY, dueAtMs, now, { emulated: false })).toBe('done');
  });

  it('retries under the emulator (which dispatches at once) and near the deadline', () => {
    expect(waitingOutcome(dueAtMs, dueAtMs, now, { emulated: true })).toBe('early');
    const near = now.getTime() + 30_000;
    expect(waitingOutcome(near, near, now, { emulated: false })).toBe('early');
  });

  it('re-enqueues in production when the deadline is further than a minute', () => {
    expect(waitingOutcome(dueAtMs, dueAtMs, now, { emulated: false })).toBe('rearm');
  });
});
