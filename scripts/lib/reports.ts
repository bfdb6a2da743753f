import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './run';

export const REPORTS_DIR = join(ROOT, 'reports');

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** Counts from a vitest `--reporter=json` file. */
export function vitestCounts(file: string): Counts | null {
  const path = join(REPORTS_DIR, file);
  if (!existsSync(path)) return null;
  const report = JSON.parse(readFileSync(path, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** Counts from Playwright's JSON reporter. */
export function playwrightCounts(file: string): Counts | null {
  const path = join(REPORTS_DIR, file);
  if (!existsSync(path)) return null;
  const { stats } = JSON.parse(readFileSync(path, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}
