import { describe, expect, it, vi } from 'vitest';

describe('zodConfig', () => {
  it('makes zod parse without compiling parsers (no eval under the CSP)', async () => {
    await import('./zodConfig');
    const { config } = await import('zod/v4/core');
    const { z } = await import('zod');
    expect(config().jitless).toBe(true);
    const compile = vi.spyOn(globalThis, 'Function');
    expect(z.object({ name: z.string() }).parse({ name: 'Awa' })).toEqual({ name: 'Awa' });
    expect(compile).not.toHaveBeenCalled();
  });
});
