import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clock, setClock } from '../lib/clock';
import { notify } from '../lib/notify';
import {
  bookingTimersToArm,
  paymentDueCheck,
  paymentDueDeadline,
  paymentDueMayArm,
  reminderCheck,
  reminderDeadline,
  reviewRequestCheck,
  reviewRequestDeadline,
  runNotificationTimer,
} from './notificationTimers';

vi.mock('../lib/notify', () => ({ notify: vi.fn() }));

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const startAt = new Date('2030-01-10T09:00:00Z');
const completedAt = new Date('2030-01-10T12:00:00Z');

const booking = (changes: Record<string, unknown> = {}) => ({
  customerId: 'cust',
  providerId: 'prov',
  providerName: 'Plomberie Eto',
  customerName: 'Awa',
  serviceTitle: { fr: 'Fuite', en: 'Leak' },
  day: '2030-01-10',
  time: '10:00',
  timeZone: 'Africa/Douala',
  status: 'confirmed',
  startAt: Timestamp.fromDate(startAt),
  completedAt: null,
  reviewed: false,
  ...changes,
});
const done = (changes: Record<string, unknown> = {}) =>
  booking({ status: 'completed', completedAt: Timestamp.fromDate(completedAt), ...changes });
const contract = (changes: Record<string, unknown> = {}) => ({
  customerId: 'cust',
  providerId: 'prov',
  providerName: 'Plomberie Eto',
  serviceTitle: null,
  totalFCFA: 150_000,
  terms: { startDate: '2030-02-01' },
  status: 'active',
  ...changes,
});
const at = (ms: number) => new Date(ms);

describe('service reminder', () => {
  const due = startAt.getTime() - DAY;

  it('is due 24 hours before a confirmed booking starts', () => {
    expect(reminderDeadline(booking())).toBe(due);
    for (const status of ['pending', 'completed', 'cancelled']) {
      expect(reminderDeadline(booking({ status }))).toBeNull();
    }
  });

  it('waits until then, is sent until the start, and not after', () => {
    expect(reminderCheck('b1', booking(), undefined, at(due - 1))).toEqual({
      request: null,
      ahead: due,
    });
    const { request } = reminderCheck('b1', booking(), undefined, at(due));
    expect(request).toMatchObject({
      uid: 'cust',
      kind: 'service_reminder',
      id: `service_reminder-b1-${startAt.getTime()}`,
      at: at(due),
      params: { bookingId: 'b1', providerName: 'Plomberie Eto', day: '2030-01-10', time: '10:00' },
    });
    expect(
      reminderCheck('b1', booking(), undefined, at(startAt.getTime() - 1)).request,
    ).not.toBeNull();
    expect(reminderCheck('b1', booking(), undefined, startAt)).toEqual({
      request: null,
      ahead: null,
    });
  });

  it('respects the customer turning reminders off (on by default)', () => {
    const off = { settings: { reservationReminders: false } };
    const on = { settings: { reservationReminders: true } };
    expect(reminderCheck('b1', booking(), off, at(due)).request).toBeNull();
    expect(reminderCheck('b1', booking(), on, at(due)).request).not.toBeNull();
    expect(reminderCheck('b1', booking(), {}, at(due)).request).not.toBeNull();
  });
});

describe('review request', () => {
  const due = completedAt.getTime() + 2 * HOUR;

  it('is due 2 hours after completion, unless reviewed', () => {
    expect(reviewRequestDeadline(done())).toBe(due);
    expect(reviewRequestDeadline(done({ reviewed: true }))).toBeNull();
    expect(reviewRequestDeadline(booking())).toBeNull();
  });

  it('waits until then and goes to the customer while the review window is open', () => {
    expect(reviewRequestCheck('b1', done(), at(due - 1))).toEqual({ request: null, ahead: due });
    expect(reviewRequestCheck('b1', done(), at(due)).request).toEqual({
      uid: 'cust',
      kind: 'review_request',
      id: 'review_request-b1',
      at: at(due),
      params: {
        bookingId: 'b1',
        serviceTitle: { fr: 'Fuite', en: 'Leak' },
        providerName: 'Plomberie Eto',
      },
    });
    const closed = at(completedAt.getTime() + 30 * DAY);
    expect(reviewRequestCheck('b1', done(), closed)).toEqual({ request: null, ahead: null });
  });
});

describe('payment due', () => {
  it('is due at 08:00 of the start day in the provider’s zone', () => {
    expect(paymentDueDeadline(contract(), 'CM')).toBe(Date.parse('2030-02-01T07:00:00Z'));
    expect(paymentDueDeadline(contract(), 'KE')).toBe(Date.parse('2030-02-01T05:00:00Z'));
    expect(paymentDueDeadline(contract(), undefined)).toBe(Date.parse('2030-02-01T08:00:00Z'));
  });

  it('is not due for a paid, pending or undated contract', () => {
    expect(paymentDueDeadline(contract({ paymentStatus: 'paid' }), 'CM')).toBeNull();
    expect(paymentDueDeadline(contract({ status: 'pending' }), 'CM')).toBeNull();
    expect(paymentDueDeadline(contract({ terms: { startDate: '' } }), 'CM')).toBeNull();
  });

  it('goes to the customer, named by the contract and its day', () => {
    const due = Date.parse('2030-02-01T07:00:00Z');
    const provider = { country: 'CM' };
    expect(paymentDueCheck('c1', contract(), provider, at(due - 1))).toEqual({
      request: null,
      ahead: due,
    });
    expect(paymentDueCheck('c1', contract(), provider, at(due)).request).toEqual({
      uid: 'cust',
      kind: 'payment_due',
      id: 'payment_due-c1-2030-02-01',
      at: at(due),
      params: {
        contractId: 'c1',
        serviceTitle: null,
        providerName: 'Plomberie Eto',
        totalFCFA: 150_000,
        dueDay: '2030-02-01',
      },
    });
  });
});

describe('arming', () => {
  const now = new Date('2030-01-05T00:00:00Z');
  const ids = (tasks: { kind: string; dueAtMs: number }[]) =>
    tasks.map((task) => [task.kind, task.dueAtMs]);

  it('arms a reminder when a booking is confirmed or its confirmed start moves', () => {
    const pending = booking({ status: 'pending' });
    expect(ids(bookingTimersToArm('b1', pending, booking(), now))).toEqual([
      ['service_reminder', startAt.getTime() - DAY],
    ]);
    expect(ids(bookingTimersToArm('b1', undefined, booking(), now))).toHaveLength(1);
    const moved = booking({ startAt: Timestamp.fromMillis(startAt.getTime() + HOUR) });
    expect(ids(bookingTimersToArm('b1', booking(), moved, now))).toEqual([
      ['service_reminder', startAt.getTime() + HOUR - DAY],
    ]);
    expect(bookingTimersToArm('b1', booking(), booking({ notes: 'x' }), now)).toEqual([]);
  });

  it('arms no reminder for a booking that already started', () => {
    expect(bookingTimersToArm('b1', undefined, booking(), startAt)).toEqual([]);
  });

  it('arms a review request at completion while the window is open', () => {
    expect(bookingTimersToArm('b1', booking(), done(), completedAt)).toEqual([
      { kind: 'review_request', docId: 'b1', dueAtMs: completedAt.getTime() + 2 * HOUR },
    ]);
    expect(bookingTimersToArm('b1', booking(), done({ reviewed: true }), completedAt)).toEqual([]);
    expect(bookingTimersToArm('b1', done(), done({ reviewed: true }), completedAt)).toEqual([]);
    const late = at(completedAt.getTime() + 31 * DAY);
    expect(bookingTimersToArm('b1', undefined, done(), late)).toEqual([]);
  });

  it('arms a payment notice when a contract becomes active unpaid', () => {
    expect(paymentDueMayArm(contract({ status: 'pending' }), contract())).toBe(true);
    expect(paymentDueMayArm(undefined, contract())).toBe(true);
    expect(paymentDueMayArm(contract(), contract({ termsVersion: 2 }))).toBe(false);
    expect(
      paymentDueMayArm(contract({ status: 'pending' }), contract({ paymentStatus: 'paid' })),
    ).toBe(false);
  });
});

describe('runNotificationTimer', () => {
  const notifyMock = vi.mocked(notify);
  const due = startAt.getTime() - DAY;
  let docs: Record<string, Record<string, unknown>>;
  const db = {
    doc: (path: string) => ({ get: async () => ({ data: () => docs[path] }) }),
  } as unknown as Firestore;
  const task = { kind: 'service_reminder' as const, docId: 'b1', dueAtMs: due };
  let nowMs = 0;
  const run = (emulated = true) => runNotificationTimer(db, task, clock.now(), { emulated });

  beforeEach(() => {
    docs = { 'bookings/b1': booking(), 'users/cust': { settings: { reservationReminders: true } } };
    notifyMock.mockReset();
    nowMs = due - HOUR;
    setClock(() => new Date(nowMs));
  });
  afterEach(() => setClock(null));

  it('polls under the emulators until due, then sends once', async () => {
    expect(await run()).toBe('early');
    expect(notifyMock).not.toHaveBeenCalled();
    nowMs = due;
    notifyMock.mockResolvedValueOnce(true);
    expect(await run()).toBe('sent');
    expect(notifyMock).toHaveBeenCalledWith(
      db,
      expect.objectContaining({ id: `service_reminder-b1-${startAt.getTime()}` }),
    );
    // A second delivery finds the notification written: the task is done.
    notifyMock.mockResolvedValueOnce(false);
    expect(await run()).toBe('done');
  });

  it('re-enqueues a production task that arrived far too early', async () => {
    expect(await run(false)).toBe('rearm');
  });

  it('is done, sending nothing, once the booking moved or reminders are off', async () => {
    nowMs = due;
    docs['bookings/b1'] = booking({ startAt: Timestamp.fromMillis(startAt.getTime() + DAY) });
    expect(await run()).toBe('done');
    docs['bookings/b1'] = booking();
    docs['users/cust'] = { settings: { reservationReminders: false } };
    expect(await run()).toBe('done');
    expect(notifyMock).not.toHaveBeenCalled();
  });
});
