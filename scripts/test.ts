/**
 * `npm test`: type checks, lint, format and the production build at once, the bundle size
 * budget, unit tests, then everything that needs the emulators (rules, functions integration,
 * end-to-end) in one emulator session, then `npm start` itself (seed, Ctrl-C, restart). Any
 * failure fails the run; the end prints the time of each stage and sums the tests of every
 * runner.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { firebaseCli, prepareEmulators } from './lib/emulators';
import { playwrightCounts, REPORTS_DIR, vitestCounts, type Counts } from './lib/reports';
import { capture, run } from './lib/run';

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

const timings: Array<{ name: string; seconds: number }> = [];
const seconds = (since: number) => (Date.now() - since) / 1000;

function fail(name: string, code: number, took: number): never {
  console.error(`\n✖ ${name} failed (exit ${code}, ${took.toFixed(1)}s)`);
  printTimings();
  printTotals();
  process.exit(code);
}

async function step({ name, command, args, env }: Step) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await run(command, args, env ? { env } : {});
  const took = seconds(started);
  timings.push({ name, seconds: took });
  if (code !== 0) fail(name, code, took);
  console.log(`✔ ${name} (${took.toFixed(1)}s)`);
}

/**
 * Steps that share no files, at once: each one's output is held and printed whole when it ends,
 * so that the log reads as if they had run one after the other. Two cores do in about 80 s what
 * took 170 s in a row (the type checker and the bundler use both cores only part of the time).
 */
async function parallel(name: string, steps: Step[]) {
  console.log(`\n▶ ${name}: ${steps.map((one) => one.name).join(', ')}`);
  const started = Date.now();
  const results = await Promise.all(
    steps.map(async (one) => {
      const begun = Date.now();
      const result = await capture(one.command, one.args, one.env ? { env: one.env } : {});
      const took = seconds(begun);
      const mark = result.code === 0 ? '✔' : '✖';
      console.log(
        `\n── ${one.name} ──\n${result.output.trimEnd()}\n${mark} ${one.name} (${took.toFixed(1)}s)`,
      );
      return { ...one, ...result, took };
    }),
  );
  const took = seconds(started);
  timings.push({ name, seconds: took });
  const failed = results.find((result) => result.code !== 0);
  if (failed) fail(failed.name, failed.code, failed.took);
  console.log(`✔ ${name} (${took.toFixed(1)}s)`);
}

function printTimings() {
  const total = timings.reduce((sum, timing) => sum + timing.seconds, 0);
  const width = Math.max(...timings.map((timing) => timing.name.length));
  console.log('\nstage times:');
  for (const { name, seconds: took } of timings) {
    console.log(`  ${name.padEnd(width)}  ${took.toFixed(0).padStart(5)} s`);
  }
  console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(0).padStart(5)} s`);
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

async function main() {
  rmSync(REPORTS_DIR, { recursive: true, force: true });
  await parallel('checks and build', [
    { name: 'type checks', command: 'npm', args: ['run', 'typecheck'] },
    { name: 'lint', command: 'npm', args: ['run', 'lint:code'] },
    { name: 'format', command: 'npm', args: ['run', 'lint:format'] },
    { name: 'build (web and functions)', command: 'npm', args: ['run', 'build'] },
  ]);
  await step({ name: 'bundle size budget', command: 'npm', args: ['run', 'size'] });
  await step({
    name: 'unit tests (vitest: domain, web, functions, scripts)',
    command: 'vitest',
    args: ['run', ...UNIT_PROJECTS.flatMap((project) => ['--project', project])].concat(
      vitestReport('vitest-unit.json'),
    ),
  });
  const setup = await prepareEmulators();
  for (const note of setup.notes) console.log(`i  ${note}`);
  await step({
    name: 'emulator tests (rules, functions integration, end-to-end)',
    command: firebaseCli(),
    args: ['emulators:exec', ...setup.args, 'npm run test:emulated'],
    env: setup.env,
  });
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
