import { deleteApp } from 'firebase-admin/app';
import { describe, expect, it, vi } from 'vitest';
import {
  EMULATED_TASK_ACCOUNT,
  emulatedTimersOff,
  taskQueueApp,
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
