/**
 * `npm run test:quick [-- <git ref>]`: the inner loop. Type checks the whole repository (the
 * native compiler takes about 20 s), lints and format-checks the changed files, and runs the
 * unit tests that the changed files reach through their imports (vitest `--changed`). Changed
 * means not yet committed, or since `<git ref>` when one is given (`HEAD~1`, `origin/main`).
 * The emulator suites are for `npm run test:emulators` and `npm test`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { capture, ROOT, run } from './lib/run';

const LINTED = /\.(ts|tsx|js|mjs|cjs)$/;

/** The changed files that still exist: changed since `ref` (or not committed), and new ones. */
async function changedFiles(ref: string | undefined): Promise<string[]> {
  const tracked = await capture('git', ['diff', '--name-only', ...(ref ? [ref] : ['HEAD'])]);
  const untracked = await capture('git', ['ls-files', '--others', '--exclude-standard']);
  if (tracked.code !== 0) throw new Error(`git diff failed:\n${tracked.output}`);
  const files = `${tracked.output}\n${untracked.output}`.split('\n').filter(Boolean);
  return [...new Set(files)].filter((file) => existsSync(join(ROOT, file)));
}

async function main() {
  const ref = process.argv[2];
  const started = Date.now();
  const files = await changedFiles(ref);
  console.log(`${files.length} changed file(s)${ref ? ` since ${ref}` : ''}`);
  const steps: Array<[string, string, string[]]> = [['type checks', 'npm', ['run', 'typecheck']]];
  const linted = files.filter((file) => LINTED.test(file));
  if (linted.length) {
    steps.push(['lint', 'eslint', ['--max-warnings=0', '--no-warn-ignored', ...linted]]);
  }
  if (files.length) {
    steps.push(['format', 'prettier', ['--check', '--ignore-unknown', ...files]]);
  }
  steps.push([
    'unit tests of the changes',
    'npm',
    ['run', 'test:unit', '--', ref ? `--changed=${ref}` : '--changed', '--passWithNoTests'],
  ]);
  for (const [name, command, args] of steps) {
    console.log(`\n▶ ${name}`);
    const code = await run(command, args);
    if (code !== 0) {
      console.error(`\n✖ ${name} failed (exit ${code})`);
      process.exit(code);
    }
  }
  console.log(`\n✔ quick checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
