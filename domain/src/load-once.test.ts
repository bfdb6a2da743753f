import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once for every caller', async () => {
    const load = vi.fn(async () => 'chunk');
    const shared = loadOnce(load);
    expect(await Promise.all([shared(), shared()])).toEqual(['chunk', 'chunk']);
    expect(await shared()).toBe('chunk');
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue('chunk');
    const shared = loadOnce(load);
    await expect(shared()).rejects.toThrow('offline');
    await expect(shared()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
