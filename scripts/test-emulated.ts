/**
 * Runs inside `firebase emulators:exec` (see scripts/test.ts): seeds the fresh emulators, then
 * the rules tests, the functions integration tests and the end-to-end tests in Chromium.
 *
 * `npm run test:emulators -- [rules] [integration] [e2e] [-- <runner arguments>]` starts the
 * emulators and runs only the suites named (all three by default), passing what follows `--`
 * to each runner: a file, a test name filter (`-t` for vitest, `-g` for Playwright).
 *
 * The seed's bookings leave the Functions emulator a backlog of about 900 trigger runs. The
 * rules tests go first because they run on projects of their own (one per Vitest worker, two
 * files at a time), which fire no trigger: the backlog drains meanwhile, where it used to hold
 * up the first integration tests' own triggers (the booking auto-completion test waited 85 s
 * behind it, 25 s without it).
 */
import { join } from 'node:path';
import { markIntegrationStarted, recordTiming, REPORTS_DIR, vitestReportArgs } from './lib/reports';
import { run } from './lib/run';
import { seed } from './seed/index';

/**
 * The Functions emulator loads the `api` function on its first request, which can take
 * seconds on a busy machine, and it starts another worker (loading it again) for each request
 * that arrives while the others are busy. The browsers of two Playwright workers send requests
 * at once (a sign-up sends two in a row, as a page's next request may overlap): start that many
 * workers before the browsers need them, with as many requests at once.
 */
const API_WORKERS_TO_WARM = 4;

async function warmUpApi() {
  const base = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
  const answered = async () => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const status = await fetch(`${base}/api/auth/user`, { signal: AbortSignal.timeout(20_000) })
        .then((response) => response.status)
        .catch(() => 0);
      if (status > 0 && status < 500) return true;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return false;
  };
  const results = await Promise.all(Array.from({ length: API_WORKERS_TO_WARM }, answered));
  if (!results.every(Boolean)) {
    console.warn('The api function did not answer within 60 s; the end-to-end tests may fail.');
  }
}

const SUITES = ['rules', 'integration', 'e2e'] as const;
type Suite = (typeof SUITES)[number];

function parseArguments(argv: string[]): { suites: Suite[]; runnerArgs: string[] } {
  const separator = argv.indexOf('--');
  const names = separator >= 0 ? argv.slice(0, separator) : argv;
  const runnerArgs = separator >= 0 ? argv.slice(separator + 1) : [];
  const unknown = names.filter((name) => !(SUITES as readonly string[]).includes(name));
  if (unknown.length) {
    throw new Error(`Unknown suite ${unknown.join(', ')}: choose among ${SUITES.join(', ')}`);
  }
  return { suites: names.length ? (names as Suite[]) : [...SUITES], runnerArgs };
}

const vitestRun = (project: string, report: string, runnerArgs: string[]) =>
  run('vitest', ['run', '--project', project, ...vitestReportArgs(report), ...runnerArgs]);

/** Runs `suite` and records its time for `npm test`'s table. */
async function timed(name: string, suite: () => Promise<number>): Promise<number> {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await suite();
  recordTiming(name, (Date.now() - started) / 1000);
  return code;
}

async function main() {
  const { suites, runnerArgs } = parseArguments(process.argv.slice(2));
  const results: Array<[string, number]> = [];
  // The rules tests have a project of their own, so they run while the seed writes the demo
  // data the others read.
  const seeded = suites.some((suite) => suite !== 'rules')
    ? timed('seed', () =>
        seed({ triggersOff: true }).then(
          (result) => (console.log(`seed: ${result}`), 0),
          (error: unknown) => (console.error('seed failed:', error), 1),
        ),
      )
    : Promise.resolve(0);
  if (suites.includes('rules')) {
    const code = await timed('rules tests (vitest)', () =>
      vitestRun('rules', 'vitest-rules.json', runnerArgs),
    );
    results.push(['rules', code]);
  }
  if ((await seeded) !== 0) process.exit(1);
  if (suites.includes('integration')) {
    markIntegrationStarted();
    const code = await timed('integration tests (vitest)', () =>
      vitestRun('integration', 'vitest-integration.json', runnerArgs),
    );
    results.push(['integration', code]);
  }
  if (suites.includes('e2e')) {
    const code = await timed('end-to-end tests (Playwright, Chromium)', async () => {
      await warmUpApi();
      return run('playwright', ['test', '--reporter=list,json', ...runnerArgs], {
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: join(REPORTS_DIR, 'e2e.json') },
      });
    });
    results.push(['e2e', code]);
  }

  const failed = results.filter(([, code]) => code !== 0).map(([name]) => name);
  if (failed.length) {
    console.error(`\nFailed: ${failed.join(', ')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
