import type { Firestore } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runDeadline } from './deadlines';
import { expireRequest, expireResponse, type ExpiryOutcome } from './quoteExpiry';

vi.mock('./quoteExpiry', () => ({
  expireRequest: vi.fn(),
  expireResponse: vi.fn(),
  expireDueQuotes: vi.fn(),
}));

const db = {} as Firestore;
const now = new Date('2030-01-01T00:00:00Z');
const DAY = 86_400_000;
const found = (outcome: ExpiryOutcome) => {
  vi.mocked(expireRequest).mockResolvedValue(outcome);
  vi.mocked(expireResponse).mockResolvedValue(outcome);
};

beforeEach(() => vi.clearAllMocks());

describe('runDeadline', () => {
  const dueAtMs = now.getTime() + 14 * DAY;

  it('expires the request or the quote its task is for', async () => {
    found({ expired: true, deadline: null });
    expect(await runDeadline(db, { quoteId: 'q', dueAtMs }, now, { emulated: false })).toBe(
      'expired',
    );
    expect(expireRequest).toHaveBeenCalledWith(db, 'q', now);
    const quote = { quoteId: 'q', providerId: 'p', dueAtMs };
    expect(await runDeadline(db, quote, now, { emulated: false })).toBe('expired');
    expect(expireResponse).toHaveBeenCalledWith(db, 'q', 'p', now);
  });

  it('stops when nothing can expire any more, or when the deadline moved (another task has it)', async () => {
    found({ expired: false, deadline: null });
    expect(await runDeadline(db, { quoteId: 'q', dueAtMs }, now, { emulated: true })).toBe('done');
    found({ expired: false, deadline: dueAtMs + DAY });
    expect(await runDeadline(db, { quoteId: 'q', dueAtMs }, now, { emulated: true })).toBe('done');
  });

  it('comes back later when early: by retrying under the emulator or near the deadline', async () => {
    found({ expired: false, deadline: dueAtMs });
    expect(await runDeadline(db, { quoteId: 'q', dueAtMs }, now, { emulated: true })).toBe('early');
    const near = now.getTime() + 30_000;
    found({ expired: false, deadline: near });
    const task = { quoteId: 'q', dueAtMs: near };
    expect(await runDeadline(db, task, now, { emulated: false })).toBe('early');
  });

  it('re-enqueues in production when the deadline is further than Cloud Tasks can schedule', async () => {
    found({ expired: false, deadline: dueAtMs });
    expect(await runDeadline(db, { quoteId: 'q', dueAtMs }, now, { emulated: false })).toBe(
      'rearm',
    );
  });
});
