/**
 * `npm test`: the production build, `npm start` itself (seed, Ctrl-C, restart), then everything
 * that needs the emulators (rules, functions integration, end-to-end) in one emulator session;
 * the type checks, lint, format, bundle size budget and unit tests run beside those two. Any
 * failure fails the run; the end prints the time of each stage and sums the tests of every
 * runner.
 */
import { existsSync, rmSync } from 'node:fs';
import { firebaseCli, prepareEmulators } from './lib/emulators';
import {
  INTEGRATION_STARTED,
  playwrightCounts,
  readTimings,
  REPORTS_DIR,
  vitestCounts,
  vitestReportArgs,
  type Counts,
} from './lib/reports';
import { capture, run } from './lib/run';

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

const EMULATOR_SESSION = 'emulator tests (rules, functions integration, end-to-end)';
const timings: Array<{ name: string; seconds: number }> = [];
const runStarted = Date.now();
const seconds = (since: number) => (Date.now() - since) / 1000;

function fail(name: string, code: number, took: number): never {
  console.error(`\n✖ ${name} failed (exit ${code}, ${took.toFixed(1)}s)`);
  printTimings();
  printTotals();
  process.exit(code);
}

interface Failure {
  name: string;
  code: number;
  took: number;
}

/**
 * Runs one step with its output shown as it comes. A failure ends the run, unless `keepGoing`:
 * then it is answered, for the caller to report once what runs beside the step has ended.
 */
async function step({
  name,
  command,
  args,
  env,
  keepGoing = false,
}: Step & { keepGoing?: boolean }): Promise<Failure | null> {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await run(command, args, env ? { env } : {});
  const took = seconds(started);
  timings.push({ name, seconds: took });
  if (code === 0) {
    console.log(`✔ ${name} (${took.toFixed(1)}s)`);
    return null;
  }
  if (!keepGoing) fail(name, code, took);
  console.error(`\n✖ ${name} failed (exit ${code}, ${took.toFixed(1)}s)`);
  return { name, code, took };
}

/**
 * Runs `steps` one after the other with their output held, and prints each one's output whole
 * when it ends, so that it reads as a block in whatever else is printing meanwhile. Answers the
 * first failure, if any (the later steps do not run).
 */
async function heldInSequence(steps: Step[]): Promise<Failure | null> {
  for (const one of steps) {
    const started = Date.now();
    const result = await capture(one.command, one.args, one.env ? { env: one.env } : {});
    const took = seconds(started);
    timings.push({ name: one.name, seconds: took });
    const mark = result.code === 0 ? '✔' : '✖';
    console.log(
      `\n── ${one.name} ──\n${result.output.trimEnd()}\n${mark} ${one.name} (${took.toFixed(1)}s)`,
    );
    if (result.code !== 0) return { name: one.name, code: result.code, took };
  }
  return null;
}

/** Resolves once the emulator session has started its integration tests, or has ended. */
async function integrationStarted(session: Promise<unknown>): Promise<void> {
  let ended = false;
  void session.finally(() => (ended = true));
  while (!ended && !existsSync(INTEGRATION_STARTED)) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

function printTimings() {
  // The emulator session's suites, as test-emulated.ts recorded them, go under it.
  const suites = readTimings().map((suite) => ({ ...suite, name: `  ${suite.name}` }));
  const rows = timings.flatMap((timing) =>
    timing.name === EMULATOR_SESSION ? [timing, ...suites] : [timing],
  );
  const width = Math.max(...rows.map((row) => row.name.length));
  console.log(`\nstage times (wall ${seconds(runStarted).toFixed(0)} s):`);
  for (const { name, seconds: took } of rows) {
    console.log(`  ${name.padEnd(width)}  ${took.toFixed(0).padStart(5)} s`);
  }
}

function printTotals() {
  const counts = [
    vitestCounts('vitest-unit.json'),
    vitestCounts('vitest-rules.json'),
    vitestCounts('vitest-integration.json'),
    playwrightCounts('e2e.json'),
    vitestCounts('vitest-start.json'),
  ].filter((count): count is Counts => count !== null);
  const sum = (key: 'passed' | 'failed' | 'skipped') =>
    counts.reduce((total, count) => total + count[key], 0);
  const skipped = sum('skipped');
  // CI shows the end of the output: name what failed there, whatever was printed before.
  const failures = counts.flatMap((count) => count.failures);
  const flaky = counts.flatMap((count) => count.flaky ?? []);
  if (flaky.length) console.log(`\npassed on a retry:\n${flaky.map((f) => `  ~ ${f}`).join('\n')}`);
  if (failures.length)
    console.log(`\nfailed tests:\n${failures.map((f) => `  ✘ ${f}`).join('\n')}`);
  console.log(
    `\ntests: ${sum('passed')} passed, ${sum('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
}

/**
 * The build comes first, since the emulators and `npm start` serve it. Then `npm start` itself
 * (seed, Ctrl-C, restart: one process at a time, waiting on its emulators half the while) runs
 * beside the type checks, lint, format and size budget; then the emulator session, which needs
 * the same ports. The unit tests wait for its integration tests: those wait on triggers and use
 * a core and a half, where the rules tests (two files at a time) and the end-to-end tests (two
 * browsers) fill both. Two CPU-bound steps side by side gain nothing on two cores (the build,
 * the type checks, lint and the rules tests all at once took 245 s, one after the other 200 s):
 * each pair here is one step that leaves a core idle and one that fills it.
 */
async function main() {
  rmSync(REPORTS_DIR, { recursive: true, force: true });
  await step({ name: 'build (web and functions)', command: 'npm', args: ['run', 'build'] });
  const setup = await prepareEmulators();
  for (const note of setup.notes) console.log(`i  ${note}`);
  console.log(
    '\ni  type checks, lint, format and size budget run beside npm start, the unit tests beside the integration tests',
  );
  const checks = heldInSequence([
    { name: 'type checks', command: 'npm', args: ['run', 'typecheck'] },
    { name: 'lint', command: 'npm', args: ['run', 'lint:code'] },
    { name: 'format', command: 'npm', args: ['run', 'lint:format'] },
    { name: 'bundle size budget', command: 'npm', args: ['run', 'size'] },
  ]);
  const startFailure = await step({
    name: 'npm start: seed, Ctrl-C export and restart (vitest)',
    command: 'vitest',
    args: ['run', '--project', 'start', ...vitestReportArgs('vitest-start.json')],
    keepGoing: true,
  });
  const session = step({
    name: EMULATOR_SESSION,
    command: firebaseCli(),
    args: ['emulators:exec', ...setup.args, 'npm run test:emulated'],
    env: setup.env,
    keepGoing: true,
  });
  const unitTests = checks.then(async (failure) => {
    if (failure) return failure;
    await integrationStarted(session);
    return heldInSequence([
      {
        name: 'unit tests (vitest: domain, web, functions, scripts)',
        command: 'npm',
        args: ['run', 'test:unit', '--', ...vitestReportArgs('vitest-unit.json')],
      },
    ]);
  });
  const sessionFailure = await session;
  const checkFailure = await unitTests;
  const failure = startFailure ?? sessionFailure ?? checkFailure;
  if (failure) fail(failure.name, failure.code, failure.took);
  printTimings();
  printTotals();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
