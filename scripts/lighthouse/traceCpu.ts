/**
 * The page's own main-thread work in a Lighthouse run, as CPU time.
 *
 * Lighthouse's "main-thread work" adds up the wall time of the renderer's main-thread tasks. On
 * a machine of two cores, a task also lasts while its thread waits for a core that Chromium's
 * other threads (the compositor encoding the filmstrip's screenshots, the browser process), the
 * emulators or the kernel hold: its wall time was 1.6–2.5 × its CPU time in the traces of issue
 * 11. The thread time Chromium records beside each task (`tdur`) counts only the page's work, so
 * its sum tells a change of the page from a busy minute of the machine.
 */

/** The fields of a Chromium trace event read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  dur?: number;
  /** The thread's CPU time during the event, in microseconds. */
  tdur?: number;
  args?: { name?: string };
}

/** A scheduler task: the outermost events of a thread's timeline. */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The CPU time, in milliseconds, of the tasks of the page's renderer main thread: of the
 * threads named `CrRendererMain` (about:blank's renderer has one too), the one that ran the most
 * tasks. `undefined` when the trace has no such thread or no thread times.
 */
export function mainThreadCpuMs(events: readonly TraceEvent[]): number | undefined {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const perThread = new Map<string, { tasks: number; cpu: number; timed: boolean }>();
  for (const event of events) {
    if (event.ph !== 'X' || !TASK_NAMES.has(event.name)) continue;
    const thread = `${event.pid}:${event.tid}`;
    if (!mainThreads.has(thread)) continue;
    const sum = perThread.get(thread) ?? { tasks: 0, cpu: 0, timed: false };
    sum.tasks += 1;
    if (event.tdur !== undefined) {
      sum.cpu += event.tdur;
      sum.timed = true;
    }
    perThread.set(thread, sum);
  }
  const busiest = [...perThread.values()].sort((a, b) => b.tasks - a.tasks)[0];
  return busiest?.timed ? busiest.cpu / 1000 : undefined;
}
