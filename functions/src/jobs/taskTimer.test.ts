import { deleteApp } from 'firebase-admin/app';
import { describe, expect, it, vi } from 'vitest';
import { setClock } from '../lib/clock';
import {
  attemptWhenDue,
  EMULATED_TASK_ACCOUNT,
  EMULATED_WAIT_MS,
  emulatedTimersOff,
  taskQueueApp,
  timerTaskOptions,
  waitIfDueSoon,
  waitingOutcome,
} from './taskTimer';

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

describe('taskQueueApp', () => {
  it('names the emulator account under the emulators, so nothing asks the metadata server', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('FIREBASE_CONFIG', JSON.stringify({ projectId: 'demo-timer-tasks' }));
    try {
      const app = taskQueueApp();
      expect(app.options.serviceAccountId).toBe(EMULATED_TASK_ACCOUNT);
      expect(app.options.projectId).toBe('demo-timer-tasks');
      expect(taskQueueApp()).toBe(app);
      await deleteApp(app);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('emulatedTimersOff', () => {
  it('holds only under the emulators, with EMULATED_TIMERS=off', () => {
    try {
      vi.stubEnv('EMULATED_TIMERS', 'off');
      expect(emulatedTimersOff()).toBe(false);
      vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
      expect(emulatedTimersOff()).toBe(true);
      vi.stubEnv('EMULATED_TIMERS', '');
      expect(emulatedTimersOff()).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('waitIfDueSoon', () => {
  const withClock = async (check: () => Promise<void>) => {
    vi.useFakeTimers({ now });
    setClock(() => new Date(Date.now()));
    try {
      await check();
    } finally {
      setClock(null);
      vi.useRealTimers();
      vi.unstubAllEnvs();
    }
  };

  it('under the emulators, waits in the run for a deadline due within the limit', () =>
    withClock(async () => {
      vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
      const dueAtMs = now.getTime() + 3_000;
      let waited: boolean | null = null;
      void waitIfDueSoon(dueAtMs).then((result) => (waited = result));
      await vi.advanceTimersByTimeAsync(2_999);
      expect(waited).toBeNull();
      await vi.advanceTimersByTimeAsync(10);
      expect(waited).toBe(true);
      expect(Date.now()).toBeGreaterThanOrEqual(dueAtMs);
    }));

  it('does not wait for a far or passed deadline, in production, or with the timers off', () =>
    withClock(async () => {
      vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
      expect(await waitIfDueSoon(now.getTime() + EMULATED_WAIT_MS + 1)).toBe(false);
      expect(await waitIfDueSoon(now.getTime() - 1)).toBe(false);
      vi.stubEnv('EMULATED_TIMERS', 'off');
      expect(await waitIfDueSoon(now.getTime() + 1_000)).toBe(false);
      vi.stubEnv('EMULATED_TIMERS', '');
      vi.stubEnv('FUNCTIONS_EMULATOR', '');
      expect(await waitIfDueSoon(now.getTime() + 1_000)).toBe(false);
    }));
});

describe('attemptWhenDue', () => {
  it('runs an early task again at its deadline when it is near, once', async () => {
    vi.useFakeTimers({ now });
    setClock(() => new Date(Date.now()));
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    try {
      const dueAtMs = now.getTime() + 3_000;
      const attempts: number[] = [];
      const attemptFor = (deadline: number) => async (at: Date) => {
        attempts.push(at.getTime());
        return at.getTime() >= deadline ? 'done' : 'early';
      };
      const result = attemptWhenDue(dueAtMs, attemptFor(dueAtMs));
      await vi.advanceTimersByTimeAsync(3_010);
      expect(await result).toEqual({ outcome: 'done', now: new Date(attempts[1] ?? 0) });
      expect(attempts).toHaveLength(2);
      expect(attempts[1]).toBeGreaterThanOrEqual(dueAtMs);
      // A far deadline: one attempt, its outcome kept.
      attempts.length = 0;
      const farMs = now.getTime() + 86_400_000;
      expect((await attemptWhenDue(farMs, attemptFor(farMs))).outcome).toBe('early');
      expect(attempts).toHaveLength(1);
    } finally {
      setClock(null);
      vi.useRealTimers();
      vi.unstubAllEnvs();
    }
  });
});

describe('timerTaskOptions', () => {
  it('retries at most 10 s apart in production, a minute apart under the emulators', () => {
    expect(timerTaskOptions().retryConfig).toMatchObject({
      maxBackoffSeconds: 10,
      maxDoublings: 4,
    });
    try {
      vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
      expect(timerTaskOptions().retryConfig).toMatchObject({
        maxBackoffSeconds: 60,
        maxDoublings: 6,
        maxRetrySeconds: 100 * 24 * 60 * 60,
      });
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
