/** Lighthouse runs of `npm run lighthouse`: mobile profile, medians, and where the time goes. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { waitForQuietMachine } from './quiet';
import { mainThreadCpuMs } from './traceCpu';

export interface PageToMeasure {
  name: string;
  path: string;
}

/**
 * The pages of issue 11, and the machine's floors built in the same run: the reference page (the
 * app's stack) and the same first screen as static HTML (what this machine's Chromium costs any
 * page: no page can do better).
 */
export const PAGES: PageToMeasure[] = [
  { name: '/', path: '/' },
  { name: '/services?category=plumbing', path: '/services?category=plumbing' },
  {
    name: '/en/services?q=plumber&location=Douala',
    path: '/en/services?q=plumber&location=Douala',
  },
  { name: '/providers/seed-provider-01', path: '/providers/seed-provider-01' },
  { name: '/about', path: '/about' },
  { name: 'reference (Vite + React + MUI)', path: '/lighthouse-reference/' },
  { name: 'static HTML (floor)', path: '/lighthouse-static/' },
];

export const TARGETS = {
  performance: 95,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.02,
  homeScriptBytes: 250_000,
  mainThreadVsReference: 2,
};

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export interface RunFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  mainThreadMs: number;
  /** The same tasks' CPU time (./traceCpu.ts): the page's work without its waits for a core. */
  mainThreadCpuMs: number;
}

/** One Lighthouse run: its report, and the main thread's CPU time read from its trace. */
interface Run {
  lhr: Result;
  mainThreadCpuMs: number;
}

export interface PageResult {
  page: PageToMeasure;
  runs: RunFigures[];
  median: RunFigures;
  /** The run whose performance score is the median, for the details. */
  medianLhr: Result;
}

interface TableItem {
  [key: string]: unknown;
}

function items(lhr: Result, audit: string): TableItem[] {
  const details = lhr.audits[audit]?.details as { items?: TableItem[] } | undefined;
  return details?.items ?? [];
}

function figures({ lhr, mainThreadCpuMs }: Run): RunFigures {
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const scripts = items(lhr, 'resource-summary').find((item) => item.resourceType === 'script');
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: Number(scripts?.transferSize ?? 0),
    mainThreadMs: numeric('mainthread-work-breakdown'),
    mainThreadCpuMs,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

function medianFigures(runs: RunFigures[]): RunFigures {
  const of = (key: keyof RunFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    scriptBytes: of('scriptBytes'),
    mainThreadMs: of('mainThreadMs'),
    mainThreadCpuMs: of('mainThreadCpuMs'),
  };
}

/** Lighthouse's own failures to record a trace (e.g. NO_NAVSTART) that a new run cures. */
const ATTEMPTS = 3;

/** One Lighthouse run of `url`, tried again when Lighthouse itself fails to record it. */
async function runOnce(url: string, port: number): Promise<Run> {
  let failure = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    await waitForQuietMachine();
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) {
      const cpu = mainThreadCpuMs(result.artifacts.Trace.traceEvents);
      return { lhr: result.lhr, mainThreadCpuMs: cpu ?? Number.NaN };
    }
    failure = result.lhr.runtimeError.message;
    console.warn(`  ${url}: ${failure} (attempt ${attempt} of ${ATTEMPTS})`);
  }
  throw new Error(`${url}: ${failure}`);
}

/**
 * Runs Lighthouse `runs` times on every page, one Chromium for all (each run resets storage), in
 * rounds: each round measures every page once, so a slow minute of the machine (its kernel and
 * hypervisor take up to a second of CPU in some ten-second spans) lands on one run of several
 * pages, the reference's too, rather than on every run of one page.
 */
export async function measurePages(
  base: string,
  pages: PageToMeasure[],
  runs: number,
  verbose: boolean,
): Promise<PageResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    // One discarded run per page first: the emulators (a JVM, the Functions runtime) compile
    // their hot paths on the first requests, which otherwise lands on the first measured runs.
    for (const page of pages) await runOnce(new URL(page.path, base).href, chrome.port);
    const measured = pages.map((page) => ({ page, pageRuns: [] as Run[] }));
    for (let round = 1; round <= runs; round += 1) {
      for (const { page, pageRuns } of measured) {
        const run = await runOnce(new URL(page.path, base).href, chrome.port);
        pageRuns.push(run);
        if (verbose) console.log(`  ${page.name} run ${round}: ${JSON.stringify(figures(run))}`);
      }
    }
    return measured.map(({ page, pageRuns }) => pageResult(page, pageRuns));
  } finally {
    chrome.kill();
  }
}

function pageResult(page: PageToMeasure, pageRuns: Run[]): PageResult {
  const runFigures = pageRuns.map(figures);
  const medianScore = median(runFigures.map((run) => run.performance));
  const medianLhr = pageRuns[runFigures.findIndex((run) => run.performance === medianScore)]?.lhr;
  if (!medianLhr) throw new Error(`No Lighthouse run of ${page.name}`);
  return { page, runs: runFigures, median: medianFigures(runFigures), medianLhr };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The figures of a page's medians that miss their target, by column. */
export type Misses = Partial<Record<keyof RunFigures, true>>;

/** The table's column names, in its order; the verdict names a missed figure by its column. */
const COLUMN_NAMES: Record<keyof RunFigures, string> = {
  performance: 'perf',
  lcpMs: 'LCP',
  tbtMs: 'TBT',
  cls: 'CLS',
  scriptBytes: 'JS transferred',
  mainThreadMs: 'main-thread work',
  mainThreadCpuMs: 'main-thread CPU',
};

const isReference = (page: PageToMeasure) => page.path.includes('lighthouse-reference');
/** The reference and the static page: the machine's floors, not pages the targets are for. */
const isFloor = (page: PageToMeasure) =>
  isReference(page) || page.path.includes('lighthouse-static');

/** What each page's medians miss; the main thread is measured against the reference's. */
export function missesOf(results: PageResult[]): Misses[] {
  const reference = results.find((result) => isReference(result.page));
  const mainThreadLimit = reference
    ? reference.median.mainThreadMs * TARGETS.mainThreadVsReference
    : Number.POSITIVE_INFINITY;
  return results.map(({ page, median: m }) => {
    const misses: Misses = {};
    if (m.performance < TARGETS.performance) misses.performance = true;
    if (m.lcpMs > TARGETS.lcpMs) misses.lcpMs = true;
    if (m.tbtMs > TARGETS.tbtMs) misses.tbtMs = true;
    if (m.cls > TARGETS.cls) misses.cls = true;
    if (page.path === '/' && m.scriptBytes > TARGETS.homeScriptBytes) misses.scriptBytes = true;
    if (!isFloor(page) && m.mainThreadMs > mainThreadLimit) misses.mainThreadMs = true;
    return misses;
  });
}

/**
 * The verdict on the measured pages, the floors left out: their marks show what the machine
 * itself misses.
 */
export function verdict(results: PageResult[]): string {
  const misses = missesOf(results);
  const missed = results.flatMap(({ page }, index) => {
    const columns = (Object.keys(misses[index] ?? {}) as Array<keyof RunFigures>).map(
      (column) => COLUMN_NAMES[column],
    );
    return !isFloor(page) && columns.length ? [`\`${page.name}\` (${columns.join(', ')})`] : [];
  });
  const pages = results.filter((result) => !isFloor(result.page)).length;
  return missed.length
    ? `Targets missed on ${missed.length} of ${pages} pages: ${missed.join('; ')}`
    : `Every target met on the ${pages} pages measured`;
}

/** The markdown table of the medians, with a mark on each figure that misses its target. */
export function printTable(results: PageResult[]): void {
  const reference = results.find((result) => isReference(result.page));
  const misses = missesOf(results);
  console.log(
    `\nLighthouse ${results[0]?.medianLhr.lighthouseVersion}, mobile profile, median of ${results[0]?.runs.length} runs (✗ = target missed)\n`,
  );
  // The last column is a diagnostic, not a target: the page's own work (./traceCpu.ts), with its
  // ratio to the reference page's.
  const columns = ['page', ...Object.values(COLUMN_NAMES)];
  console.log(`| ${columns.join(' | ')} |`);
  console.log(`|${'---|'.repeat(columns.length)}`);
  results.forEach(({ page, median: m }, index) => {
    const mark = (column: keyof RunFigures) => (misses[index]?.[column] ? ' ✗' : '');
    const cpuRatio =
      reference && !isFloor(page) ? m.mainThreadCpuMs / reference.median.mainThreadCpuMs : 0;
    const cells = [
      `\`${page.name}\``,
      `${m.performance}${mark('performance')}`,
      `${seconds(m.lcpMs)}${mark('lcpMs')}`,
      `${Math.round(m.tbtMs)} ms${mark('tbtMs')}`,
      `${m.cls.toFixed(3)}${mark('cls')}`,
      `${kb(m.scriptBytes)}${mark('scriptBytes')}`,
      `${seconds(m.mainThreadMs)}${mark('mainThreadMs')}`,
      `${Math.round(m.mainThreadCpuMs)} ms${cpuRatio ? ` (${cpuRatio.toFixed(1)} ×)` : ''}`,
    ];
    console.log(`| ${cells.join(' | ')} |`);
  });
  console.log(`\n${verdict(results)}`);
}

/** Where the time, the bytes and the layout shifts come from, per page (its median run). */
export function printDetails(results: PageResult[]): void {
  for (const { page, medianLhr: lhr } of results) {
    console.log(`\n## ${page.name}`);
    console.log(
      'main thread:',
      items(lhr, 'mainthread-work-breakdown')
        .map((item) => `${String(item.groupLabel)} ${Math.round(Number(item.duration))} ms`)
        .join(', '),
    );
    for (const item of items(lhr, 'bootup-time').slice(0, 6)) {
      console.log(
        `  bootup ${Math.round(Number(item.total))} ms (script ${Math.round(Number(item.scripting))}) ${String(item.url)}`,
      );
    }
    for (const item of items(lhr, 'network-requests')) {
      if (item.resourceType !== 'Script' && !String(item.url).startsWith('http://127')) continue;
      console.log(
        `  request ${kb(Number(item.transferSize))} ${String(item.resourceType)} ${String(item.url).slice(0, 110)}`,
      );
    }
    for (const item of items(lhr, 'layout-shifts')) {
      const node = item.node as { snippet?: string; selector?: string } | undefined;
      console.log(
        `  shift ${Number(item.score).toFixed(3)} ${node?.selector ?? ''} ${node?.snippet?.slice(0, 120) ?? ''}`,
      );
    }
    for (const item of items(lhr, 'long-tasks').slice(0, 5)) {
      console.log(
        `  long task ${Math.round(Number(item.duration))} ms at ${Math.round(Number(item.startTime))} ${String(item.url)}`,
      );
    }
    const lcp = items(lhr, 'largest-contentful-paint-element');
    if (lcp.length) console.log('  LCP element:', JSON.stringify(lcp).slice(0, 400));
  }
}
