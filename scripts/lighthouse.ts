/**
 * `npm run lighthouse`: the first-visit benchmark (issue 11). A benchmark, not a test: it is not
 * part of `npm test`.
 *
 * 1. Builds the functions, the production web app and its server drawing of the data pages (for
 *    the emulators on `--offset`, default 300, so it does not collide with `npm start`), a
 *    minimal reference page (Vite + React + MUI: hero, search fields, 8 category cards;
 *    scripts/lighthouse/reference) and the same page as static HTML (scripts/lighthouse/static).
 * 2. Starts the emulators on that offset with Hosting serving the build, seeds them, and runs
 *    this script again with `--measure` inside `firebase emulators:exec`. Each run waits for a
 *    quiet machine first (./lighthouse/quiet.ts: the seed's trigger backlog, say); the seed's timer
 *    tasks do not poll (EMULATED_TIMERS=off).
 * 3. Measures each page `--runs` times (default 3, after one discarded warm-up run each) with
 *    Lighthouse's mobile profile (simulated slow 4G, 4× CPU), in rounds of every page, and prints
 *    the medians (with, beside Lighthouse's figures, the main thread's CPU time read from each
 *    run's trace: ./lighthouse/traceCpu.ts), then the bytes of a first visit of `/` by a phone on
 *    mobile data, service worker downloads included.
 *
 * `--pages a,b` measures only the pages whose name contains a or b (`/` alone: the home page). `--details` also prints where the time and the layout shifts come from (one run per page).
 * `--cpu-profile` replaces Lighthouse with V8's profiler (./lighthouse/cpuProfile.ts): the busy
 * main thread and the functions that take it.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { profilePages } from './lighthouse/cpuProfile';
import { measureFirstVisitBytes } from './lighthouse/firstVisit';
import { measurePages, PAGES, printDetails, printTable } from './lighthouse/measure';
import { mustRun, run, ROOT } from './lib/run';

const { values } = parseArgs({
  options: {
    offset: { type: 'string', default: '300' },
    runs: { type: 'string', default: '3' },
    measure: { type: 'boolean', default: false },
    details: { type: 'boolean', default: false },
    'cpu-profile': { type: 'boolean', default: false },
    // While working on one page: `--pages provider,reference` measures the pages whose name
    // contains one of the words.
    pages: { type: 'string', default: '' },
  },
});
const runs = Math.max(1, Number(values.runs) || 3);

async function buildAndServe(offset: number): Promise<number> {
  const dist = mkdtempSync(join(tmpdir(), 'lighthouse-dist-'));
  // The server's drawing of the data pages, built with the same settings as this app build (the
  // `pages` function of these emulators loads it from there: web/vite.config.ts).
  const served = mkdtempSync(join(tmpdir(), 'lighthouse-served-'));
  try {
    const npm = 'npm';
    await mustRun(npm, ['run', 'build', '-w', 'functions']);
    const env = {
      ...process.env,
      VITE_EMULATOR_PORT_OFFSET: String(offset),
      SERVED_PAGES_DIR: served,
    };
    await mustRun('npx', ['vite', 'build', 'web', '--ssr', 'src/server/renderPage.tsx'], { env });
    await mustRun('npx', ['vite', 'build', 'web', '--outDir', dist, '--emptyOutDir'], { env });
    await mustRun('npx', [
      'vite',
      'build',
      '--config',
      'scripts/lighthouse/reference/vite.config.ts',
      '--outDir',
      join(dist, 'lighthouse-reference'),
      '--emptyOutDir',
    ]);
    cpSync('scripts/lighthouse/static', join(dist, 'lighthouse-static'), { recursive: true });
    const inner = [
      'npm run seed',
      `node --import tsx scripts/lighthouse.ts --measure --runs ${runs}${values.details ? ' --details' : ''}` +
        (values['cpu-profile'] ? ' --cpu-profile' : '') +
        (values.pages ? ` --pages '${values.pages}'` : ''),
    ].join(' && ');
    return await run(
      'node',
      [
        '--import',
        'tsx',
        'scripts/emulators-exec.ts',
        '--offset',
        String(offset),
        '--dist',
        dist,
        '--',
        inner,
      ],
      {
        env: {
          ...process.env,
          SERVED_PAGES_DIR: served,
          // The seed's timer tasks would poll every 10 s through the measurement, each poll a
          // function run (functions/src/jobs/taskTimer.ts).
          EMULATED_TIMERS: 'off',
        },
      },
    );
  } finally {
    rmSync(dist, { recursive: true, force: true });
    rmSync(served, { recursive: true, force: true });
  }
}

async function measure(): Promise<number> {
  const base = process.env.E2E_BASE_URL;
  if (!base) throw new Error('--measure runs inside `npm run emulators:exec` (E2E_BASE_URL)');
  const words = values.pages.split(',').filter(Boolean);
  const pages = words.length
    ? PAGES.filter((page) =>
        words.some((word) => page.name === word || (word !== '/' && page.name.includes(word))),
      )
    : PAGES;
  if (values['cpu-profile']) {
    await profilePages(base, pages, runs);
    return 0;
  }
  const results = await measurePages(base, pages, runs, values.details);
  printTable(results);
  if (values.details) printDetails(results);
  const firstVisit = await measureFirstVisitBytes(base);
  console.log(
    `\nFirst visit of / on mobile data (page + service worker): ${(firstVisit.totalBytes / 1000).toFixed(0)} KB ` +
      `(page ${(firstVisit.pageBytes / 1000).toFixed(0)} KB, service worker ${(firstVisit.workerBytes / 1000).toFixed(0)} KB, ` +
      `${firstVisit.requests} requests, connection ${firstVisit.connectionType}; target ≤ 700 KB)`,
  );
  return 0;
}

process.chdir(ROOT);
process.exit(values.measure ? await measure() : await buildAndServe(Number(values.offset)));
