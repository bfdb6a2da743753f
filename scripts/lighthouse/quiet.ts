import { readFileSync } from 'node:fs';

/** Busy and total CPU time of the whole machine so far, from the first line of /proc/stat. */
export function cpuTimes(stat: string): { busy: number; total: number } {
  const fields = (stat.split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  // user nice system idle iowait …: idle and iowait are the machine waiting.
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

function busyShareOver(ms: number): Promise<number> {
  const before = cpuTimes(readFileSync('/proc/stat', 'utf8'));
  return new Promise((resolve) =>
    setTimeout(() => {
      const after = cpuTimes(readFileSync('/proc/stat', 'utf8'));
      const total = after.total - before.total;
      resolve(total > 0 ? (after.busy - before.busy) / total : 0);
    }, ms),
  );
}

/** Below this share of every core busy, over QUIET_SECONDS in a row, the machine is quiet. */
const QUIET_SHARE = 0.15;
const QUIET_SECONDS = 3;

/**
 * Waits until the machine is quiet: the seed's writes leave the Functions emulator a backlog of
 * a thousand trigger runs, which took most of both cores through a whole benchmark and made
 * every page, the reference too, look four times slower. Gives up (and says so) after `maxMs`.
 */
export async function waitForQuietMachine(maxMs = 10 * 60_000): Promise<void> {
  const started = Date.now();
  let quietSeconds = 0;
  while (quietSeconds < QUIET_SECONDS) {
    if (Date.now() - started > maxMs) {
      console.warn(`The machine was not quiet within ${maxMs / 1000} s: measuring anyway`);
      return;
    }
    quietSeconds = (await busyShareOver(1000)) < QUIET_SHARE ? quietSeconds + 1 : 0;
  }
  const waited = Date.now() - started;
  if (waited > 10_000) console.log(`(waited ${Math.round(waited / 1000)} s for a quiet machine)`);
}
