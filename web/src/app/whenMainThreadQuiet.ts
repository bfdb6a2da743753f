/** How long the main thread stays idle before deferred work starts. */
export const QUIET_MS = 1000;
/** Deferred work starts by then, however busy the page stays. */
export const MAX_WAIT_MS = 10_000;
/** Browsers without idle callbacks (Safari): a fixed delay instead. */
export const NO_IDLE_CALLBACK_DELAY_MS = 3000;
/** An idle period this long had nothing else waiting (browsers grant at most 50 ms). */
const FULL_IDLE_MS = 40;
/** Successive idle periods closer than this had no task between them. */
const CONTIGUOUS_MS = 100;

export interface IdleScheduler {
  requestIdleCallback?: (callback: IdleRequestCallback, options?: IdleRequestOptions) => number;
  cancelIdleCallback?: (handle: number) => void;
  now: () => number;
}

const browserScheduler = (): IdleScheduler => ({
  requestIdleCallback:
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback.bind(window)
      : undefined,
  cancelIdleCallback:
    typeof window.cancelIdleCallback === 'function'
      ? window.cancelIdleCallback.bind(window)
      : undefined,
  now: () => performance.now(),
});

/**
 * Runs `task` once the main thread has been idle for QUIET_MS without a break: after a first
 * visit's drawing, its data and their renders, rather than during them. Returns a cancel.
 */
export function whenMainThreadQuiet(
  task: () => void,
  scheduler: IdleScheduler = browserScheduler(),
): () => void {
  const { requestIdleCallback: requestIdle, cancelIdleCallback: cancelIdle, now } = scheduler;
  if (!requestIdle || !cancelIdle) {
    const timer = setTimeout(task, NO_IDLE_CALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }
  const started = now();
  let quietSince: number | undefined;
  let previousIdle = Number.NEGATIVE_INFINITY;
  const check = (deadline: IdleDeadline) => {
    const at = now();
    const fullyIdle = deadline.timeRemaining() >= FULL_IDLE_MS;
    if (!fullyIdle) quietSince = undefined;
    else if (quietSince === undefined || at - previousIdle > CONTIGUOUS_MS) quietSince = at;
    previousIdle = at;
    const waited = at - started;
    if (deadline.didTimeout || waited >= MAX_WAIT_MS || at - (quietSince ?? at) >= QUIET_MS) {
      task();
      return;
    }
    handle = requestIdle(check, { timeout: MAX_WAIT_MS - waited });
  };
  let handle = requestIdle(check, { timeout: MAX_WAIT_MS });
  return () => cancelIdle(handle);
}
