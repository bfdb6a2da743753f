import { describe, expect, it } from 'vitest';
import { cpuTimes } from './quiet';

describe('cpuTimes', () => {
  it('counts idle and iowait as waiting, everything else as busy', () => {
    const stat = 'cpu  100 5 20 800 50 0 3 0 0 0\ncpu0 50 2 10 400 25 0 1 0 0 0\n';
    expect(cpuTimes(stat)).toEqual({ busy: 128, total: 978 });
  });
});
