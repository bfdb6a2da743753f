/**
 * The time every quote and contract deadline is measured against (issue 12 §6). Routes and
 * jobs ask `clock.now()` rather than `new Date()`, so that tests can move time forward
 * (`setClock`) instead of waiting days.
 */
export interface Clock {
  now(): Date;
}

let override: (() => Date) | null = null;

export const clock: Clock = {
  now: () => (override ? override() : new Date()),
};

/** Replaces the clock (tests); `null` puts the real one back. */
export function setClock(now: (() => Date) | null): void {
  override = now;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant `days` days after `at`. */
export const plusDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);
