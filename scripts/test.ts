/**
 * `npm test`: type checks, lint, unit tests, the production build and its size budget, then
 * everything that needs the emulators (rules, functions integration, end-to-end) in one
 * emulator session, then `npm start` itself (seed, Ctrl-C, restart). Any failure fails the
 * run; the last line sums the tests of every runner.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { firebaseCli, prepareEmulators } from './lib/emulators';
import { playwrightCounts, REPORTS_DIR, vitestCounts, type Counts } from './lib/reports';
import { run } from './lib/run';

async function step(name: string, command: string, args: string[], env?: NodeJS.ProcessEnv) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await run(command, args, env ? { env } : {});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`\n✖ ${name} failed (exit ${code}, ${seconds}s)`);
    printTotals();
    process.exit(code);
  }
  console.log(`✔ ${name} (${seconds}s)`);
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

async function main() {
  rmSync(REPORTS_DIR, { recursive: true, force: true });
  await step('type checks', 'npm', ['run', 'typecheck']);
  await step('lint and format', 'npm', ['run', 'lint']);
  await step('unit tests (vitest: domain, web, functions, scripts)', 'vitest', [
    'run',
    '--project',
    'domain',
    '--project',
    'web',
    '--project',
    'node',
    '--project',
    'node-mocking',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(REPORTS_DIR, 'vitest-unit.json')}`,
  ]);
  await step('build (web and functions)', 'npm', ['run', 'build']);
  await step('bundle size budget', 'npm', ['run', 'size']);
  const setup = await prepareEmulators();
  for (const note of setup.notes) console.log(`i  ${note}`);
  await step(
    'emulator tests (rules, functions integration, end-to-end)',
    firebaseCli(),
    ['emulators:exec', ...setup.args, 'npm run test:emulated'],
    setup.env,
  );
  // Needs the emulator ports free again, so it runs after the emulator session above.
  await step('npm start: seed, Ctrl-C export and restart (vitest)', 'vitest', [
    'run',
    '--project',
    'start',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(REPORTS_DIR, 'vitest-start.json')}`,
  ]);
  printTotals();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
