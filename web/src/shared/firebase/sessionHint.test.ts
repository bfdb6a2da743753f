import { describe, expect, it, vi } from 'vitest';

describe('sessionHint', () => {
  it('waits for the first session check, then follows the latest one', async () => {
    vi.resetModules();
    const { reportSession, sessionHint } = await import('./sessionHint');
    const first = sessionHint();
    let settled = false;
    void first.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    reportSession('signedOut');
    expect(await first).toBe('signedOut');
    reportSession('signedIn');
    expect(await sessionHint()).toBe('signedIn');
  });
});
