/**
 * `npm run lighthouse -- --cpu-profile`: where a page's main-thread time goes, by function.
 * Lighthouse's audits name files; this names the functions, which is how the work repeated on
 * every render of issue 11 was found. Chromium at 4× CPU slowdown loads each page, V8's
 * profiler samples its first 8 s, and the script prints the median busy time and the functions
 * with the most self time in the median run.
 */
import { chromium, devices } from '@playwright/test';
import type { PageToMeasure } from './measure';
import { waitForQuietMachine } from './quiet';

const PROFILED_MS = 8000;
const CPU_SLOWDOWN = 4;
const TOP_FUNCTIONS = 12;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileRun {
  busyMs: number;
  /** "name file:line:column" → self time in ms. */
  selfMs: Map<string, number>;
}

/** Busy time (all but idle) and self time per function, from V8's samples. */
export function summarizeProfile(profile: CpuProfile, base: string): ProfileRun {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<string, number>();
  let busyMs = 0;
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id)?.callFrame;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    if (!frame || frame.functionName === '(idle)') return;
    busyMs += ms;
    const where = frame.url
      ? ` ${frame.url.replace(base, '')}:${frame.lineNumber}:${frame.columnNumber}`
      : '';
    const key = `${frame.functionName || '(anonymous)'}${where}`;
    selfMs.set(key, (selfMs.get(key) ?? 0) + ms);
  });
  return { busyMs, selfMs };
}

export async function profilePages(base: string, pages: PageToMeasure[], runs: number) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    for (const page of pages) {
      const results: ProfileRun[] = [];
      // One discarded warm-up run, as for Lighthouse.
      for (let run = 0; run <= runs; run++) {
        await waitForQuietMachine();
        const context = await browser.newContext({ ...devices['Pixel 5'] });
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.start');
        await tab.goto(base + page.path);
        await tab.waitForTimeout(PROFILED_MS);
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
        if (run > 0) results.push(summarizeProfile(profile, base));
        await context.close();
      }
      results.sort((a, b) => a.busyMs - b.busyMs);
      const median = results[Math.floor(results.length / 2)] as ProfileRun;
      const all = results.map((result) => Math.round(result.busyMs)).join(', ');
      console.log(`\n## ${page.name}: busy ${Math.round(median.busyMs)} ms (median; runs ${all})`);
      const top = [...median.selfMs].sort((a, b) => b[1] - a[1]).slice(0, TOP_FUNCTIONS);
      for (const [name, ms] of top)
        console.log(`  ${Math.round(ms).toString().padStart(5)} ms  ${name}`);
    }
  } finally {
    await browser.close();
  }
}
