/**
 * `npm test`: every check, in two phases that keep both cores busy, then `npm start` itself.
 * First the production build, with the type checks, lint and format beside it and the rules
 * tests in an emulator session of their own (Firestore only: they need no build). Then the
 * emulator session that serves the build (seed, functions integration tests, end-to-end tests)
 * with the unit tests beside it. Any failure fails the run; the end prints the time of each
 * stage and sums the tests of every runner.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { firebaseCli, prepareEmulators, type EmulatorSetup } from './lib/emulators';
import {
  playwrightCounts,
  readTimings,
  REPORTS_DIR,
  vitestCounts,
  type Counts,
} from './lib/reports';
import { capture, run } from './lib/run';

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** An emulator session: the table lists the suites it ran under it. */
  session?: boolean;
}

interface Timing {
  name: string;
  seconds: number;
  /** The suites an emulator session ran, as it recorded them. */
  parts?: Array<{ name: string; seconds: number }>;
}
const timings: Timing[] = [];
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
  session,
  keepGoing = false,
}: Step & { keepGoing?: boolean }): Promise<Failure | null> {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const recorded = readTimings().length;
  const code = await run(command, args, env ? { env } : {});
  const took = seconds(started);
  timings.push({ name, seconds: took, parts: session ? readTimings().slice(recorded) : [] });
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
    const recorded = readTimings().length;
    const result = await capture(one.command, one.args, one.env ? { env: one.env } : {});
    const took = seconds(started);
    const parts = one.session ? readTimings().slice(recorded) : [];
    timings.push({ name: one.name, seconds: took, parts });
    const mark = result.code === 0 ? '✔' : '✖';
    console.log(
      `\n── ${one.name} ──\n${result.output.trimEnd()}\n${mark} ${one.name} (${took.toFixed(1)}s)`,
    );
    if (result.code !== 0) return { name: one.name, code: result.code, took };
  }
  return null;
}

function printTimings() {
  const rows = timings.flatMap((timing) => [
    timing,
    ...(timing.parts ?? []).map((part) => ({ ...part, name: `  ${part.name}` })),
  ]);
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

const UNIT_PROJECTS = ['domain', 'web', 'node', 'node-mocking'];

const vitestReport = (file: string) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(REPORTS_DIR, file)}`,
];

/**
 * `firebase emulators:exec` of `npm run test:emulated -- <suites>`, with the emulators named in
 * `only` (all that `setup` prepared by default).
 */
function emulatorSession(name: string, setup: EmulatorSetup, suites: string, only?: string): Step {
  const args = [...setup.args];
  if (only) args.splice(args.indexOf('--only'), 2, '--only', only);
  return {
    name,
    command: firebaseCli(),
    args: ['emulators:exec', ...args, `npm run test:emulated -- ${suites}`],
    env: setup.env,
    session: true,
  };
}

/** Fails the run on the first failure among `failures`, once every step beside them ended. */
function failOnAny(failures: Array<Failure | null>) {
  const failure = failures.find((one): one is Failure => one !== null);
  if (failure) fail(failure.name, failure.code, failure.took);
}

/**
 * The build is most of the first phase's work and the rules tests need no build, only
 * Firestore: they run then in a session of their own, with the static checks. The emulator
 * session that serves the build mostly waits on the emulators during its integration tests,
 * which leaves time for the unit tests beside it before the end-to-end tests need both cores.
 */
async function main() {
  rmSync(REPORTS_DIR, { recursive: true, force: true });
  const setup = await prepareEmulators();
  for (const note of setup.notes) console.log(`i  ${note}`);
  console.log('\ni  the rules tests, type checks, lint and format run beside the build');
  const rules = heldInSequence([
    emulatorSession('rules tests (emulated Firestore)', setup, 'rules', 'firestore'),
  ]);
  const checks = heldInSequence([
    { name: 'type checks', command: 'npm', args: ['run', 'typecheck'] },
    { name: 'lint', command: 'npm', args: ['run', 'lint:code'] },
    { name: 'format', command: 'npm', args: ['run', 'lint:format'] },
  ]);
  const build = await step({
    name: 'build (web and functions)',
    command: 'npm',
    args: ['run', 'build'],
    keepGoing: true,
  });
  const size = build
    ? null
    : await step({
        name: 'bundle size budget',
        command: 'npm',
        args: ['run', 'size'],
        keepGoing: true,
      });
  failOnAny([build, size, await rules, await checks]);

  console.log('\ni  the unit tests run beside the emulator session');
  const unit = heldInSequence([
    {
      name: 'unit tests (vitest: domain, web, functions, scripts)',
      command: 'vitest',
      args: ['run', ...UNIT_PROJECTS.flatMap((project) => ['--project', project])].concat(
        vitestReport('vitest-unit.json'),
      ),
    },
  ]);
  const session = await step({
    ...emulatorSession(
      'emulator tests (functions integration, end-to-end)',
      setup,
      'integration e2e',
    ),
    keepGoing: true,
  });
  failOnAny([await unit, session]);
  // Needs the emulator ports free again, so it runs after the emulator session above.
  await step({
    name: 'npm start: seed, Ctrl-C export and restart (vitest)',
    command: 'vitest',
    args: ['run', '--project', 'start', ...vitestReport('vitest-start.json')],
  });
  printTimings();
  printTotals();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
