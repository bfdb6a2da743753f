import { describe, expect, it } from 'vitest';
import { mainThreadCpuMs, type TraceEvent } from './traceCpu';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  args: { name },
});
const task = (pid: number, tid: number, dur: number, tdur?: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
});

describe('mainThreadCpuMs', () => {
  it("sums the CPU time of the busiest renderer main thread's tasks, not their wall time", () => {
    const events = [
      thread(1, 10, 'CrRendererMain'),
      thread(2, 20, 'CrRendererMain'),
      thread(2, 21, 'VizCompositorThread'),
      // about:blank's renderer: one task.
      task(1, 10, 9_000, 8_000),
      // The page's: three tasks that waited for a core (wall time twice their CPU time).
      task(2, 20, 40_000, 20_000),
      task(2, 20, 10_000, 5_000),
      { ...task(2, 20, 3_000, 1_500), name: 'ThreadControllerImpl::RunTask' },
      // Nested events and other threads do not count.
      { ...task(2, 20, 30_000, 15_000), name: 'FunctionCall' },
      task(2, 21, 50_000, 50_000),
    ];
    expect(mainThreadCpuMs(events)).toBe(26.5);
  });

  it('is undefined without a renderer main thread or its thread times', () => {
    expect(mainThreadCpuMs([task(1, 10, 5_000, 4_000)])).toBeUndefined();
    expect(mainThreadCpuMs([thread(1, 10, 'CrRendererMain'), task(1, 10, 5_000)])).toBeUndefined();
  });
});
