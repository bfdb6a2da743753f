import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_WAIT_MS,
  NO_IDLE_CALLBACK_DELAY_MS,
  QUIET_MS,
  whenMainThreadQuiet,
  type IdleScheduler,
} from './whenMainThreadQuiet';

/** A main thread whose idle periods the test hands out one by one. */
function fakeThread() {
  let clock = 0;
  let pending: { callback: IdleRequestCallback; id: number } | undefined;
  let nextId = 1;
  const scheduler: IdleScheduler = {
    requestIdleCallback: (callback) => {
      pending = { callback, id: nextId++ };
      return pending.id;
    },
    cancelIdleCallback: (id) => {
      if (pending?.id === id) pending = undefined;
    },
    now: () => clock,
  };
  /** `ms` later, an idle period of `remaining` ms (50: nothing waits). */
  const idle = (ms: number, remaining = 50, didTimeout = false) => {
    clock += ms;
    const current = pending;
    pending = undefined;
    current?.callback({ timeRemaining: () => remaining, didTimeout });
  };
  return { scheduler, idle, hasPending: () => pending !== undefined };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('whenMainThreadQuiet', () => {
  it('runs the task after QUIET_MS of uninterrupted idle periods', () => {
    const thread = fakeThread();
    const task = vi.fn();
    whenMainThreadQuiet(task, thread.scheduler);
    for (let elapsed = 0; elapsed < QUIET_MS; elapsed += 50) thread.idle(50);
    expect(task).not.toHaveBeenCalled();
    thread.idle(50);
    expect(task).toHaveBeenCalledOnce();
    expect(thread.hasPending()).toBe(false);
  });

  it('starts counting again after a task held the thread or an idle period was short', () => {
    const thread = fakeThread();
    const task = vi.fn();
    whenMainThreadQuiet(task, thread.scheduler);
    for (let elapsed = 0; elapsed < QUIET_MS - 100; elapsed += 50) thread.idle(50);
    // A 300 ms render between two idle periods.
    thread.idle(300);
    for (let elapsed = 0; elapsed < QUIET_MS - 100; elapsed += 50) thread.idle(50);
    // A frame due soon: only 10 ms of idle.
    thread.idle(50, 10);
    for (let elapsed = 0; elapsed < QUIET_MS - 50; elapsed += 50) thread.idle(50);
    expect(task).not.toHaveBeenCalled();
    thread.idle(50);
    thread.idle(50);
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs the task by MAX_WAIT_MS on a thread that never goes quiet', () => {
    const thread = fakeThread();
    const task = vi.fn();
    whenMainThreadQuiet(task, thread.scheduler);
    thread.idle(MAX_WAIT_MS - 1, 5);
    expect(task).not.toHaveBeenCalled();
    thread.idle(1, 0, true);
    expect(task).toHaveBeenCalledOnce();
  });

  it('can be cancelled', () => {
    const thread = fakeThread();
    const task = vi.fn();
    const cancel = whenMainThreadQuiet(task, thread.scheduler);
    thread.idle(50);
    cancel();
    expect(thread.hasPending()).toBe(false);
  });

  it('waits a fixed delay in browsers without idle callbacks', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenMainThreadQuiet(task, { now: () => 0 });
    vi.advanceTimersByTime(NO_IDLE_CALLBACK_DELAY_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });
});
