import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import {
  autoCompleteAtOf,
  autoCompleteDeadline,
  autoCompleteIsDue,
  bookingStatusAt,
  runAutoComplete,
} from './bookingAutoComplete';

const due = new Date('2030-01-03T10:00:00Z');
const before = new Date(due.getTime() - 1000);
const booking = (changes: Record<string, unknown> = {}) => ({
  status: 'confirmed',
  autoCompleteAt: Timestamp.fromDate(due),
  problem: null,
  needsAttention: false,
  ...changes,
});

describe('the auto-completion rule', () => {
  it('is 48 hours after the end', () => {
    expect(autoCompleteAtOf(new Date('2030-01-01T10:00:00Z'))).toEqual(due);
  });

  it('completes a confirmed booking at its autoCompleteAt, not a second before', () => {
    expect(autoCompleteIsDue(booking(), before)).toBe(false);
    expect(autoCompleteIsDue(booking(), due)).toBe(true);
    expect(bookingStatusAt(booking(), due)).toBe('completed');
    expect(bookingStatusAt(booking(), before)).toBe('confirmed');
  });

  it('never completes a reported booking, nor one that is not confirmed', () => {
    const reported = booking({ problem: { by: 'customer', reason: 'x' }, needsAttention: true });
    expect(autoCompleteDeadline(reported)).toBeNull();
    expect(bookingStatusAt(reported, due)).toBe('confirmed');
    for (const status of ['pending', 'completed', 'cancelled']) {
      expect(autoCompleteDeadline(booking({ status })), status).toBeNull();
      expect(bookingStatusAt(booking({ status }), due)).toBe(status);
    }
    expect(autoCompleteDeadline(booking({ autoCompleteAt: null }))).toBeNull();
    expect(autoCompleteDeadline(undefined)).toBeNull();
  });
});

describe('runAutoComplete', () => {
  /** A Firestore whose one transaction reads `data` and records the update. */
  function fakeDb(data: Record<string, unknown> | undefined) {
    const update = vi.fn();
    const db = {
      doc: (path: string) => ({ path }),
      runTransaction: async (work: (transaction: unknown) => Promise<unknown>) =>
        work({ get: async () => ({ data: () => data }), update }),
    } as unknown as Firestore;
    return { db, update };
  }
  const task = { bookingId: 'b', dueAtMs: due.getTime() };

  it('completes a due booking as the timer', async () => {
    const { db, update } = fakeDb(booking());
    expect(await runAutoComplete(db, task, due, { emulated: false })).toBe('completed');
    expect(update).toHaveBeenCalledWith(
      { path: 'bookings/b' },
      expect.objectContaining({ status: 'completed', completedBy: 'timer', autoCompleteAt: null }),
    );
  });

  it('comes back when early, stops when the booking moved on', async () => {
    const { db, update } = fakeDb(booking());
    expect(await runAutoComplete(db, task, before, { emulated: true })).toBe('early');
    const reported = fakeDb(booking({ problem: { by: 'provider' }, autoCompleteAt: null }));
    expect(await runAutoComplete(reported.db, task, due, { emulated: true })).toBe('done');
    const rescheduled = fakeDb(booking({ status: 'pending', autoCompleteAt: null }));
    expect(await runAutoComplete(rescheduled.db, task, due, { emulated: true })).toBe('done');
    expect(update).not.toHaveBeenCalled();
    expect(reported.update).not.toHaveBeenCalled();
  });
});
