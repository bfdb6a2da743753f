import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ROOT } from './run';

export const REPORTS_DIR = join(ROOT, 'reports');

/**
 * Written by the emulator session when its integration tests start: npm test starts the unit
 * tests then (see scripts/test.ts).
 */
export const INTEGRATION_STARTED = join(REPORTS_DIR, 'integration-started');

export function markIntegrationStarted(): void {
  mkdirSync(REPORTS_DIR, { recursive: true });
  writeFileSync(INTEGRATION_STARTED, new Date().toISOString());
}

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** Each failed test: its file, its name and the first line of its error. */
  failures: string[];
  /** Each test that failed, then passed on a retry (e2e): the same, for its failed attempts. */
  flaky?: string[];
}

/** The terminal's colour codes (ESC [ … m), which error messages carry. */
// eslint-disable-next-line no-control-regex -- matching ESC is the point
const COLOUR_CODES = /\x1b\[[0-9;]*m/g;
const firstLine = (text: string | undefined) =>
  (text ?? '').replace(COLOUR_CODES, '').trim().split('\n')[0]?.slice(0, 200) ?? '';

/** Counts from a vitest `--reporter=json` file. */
export function vitestCounts(file: string): Counts | null {
  const path = join(REPORTS_DIR, file);
  if (!existsSync(path)) return null;
  const report = JSON.parse(readFileSync(path, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults?: {
      name: string;
      message?: string;
      assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
    }[];
  };
  const failures = (report.testResults ?? []).flatMap((file) => {
    const where = file.name.replace(`${ROOT}/`, '');
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // A file that failed outside any test (an import, a hook) has its own message.
    if (!tests.length && file.message) return [`${where}: ${firstLine(file.message)}`];
    return tests.map(
      (test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
    );
  });
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
  };
}

/** Counts from Playwright's JSON reporter. */
export function playwrightCounts(file: string): Counts | null {
  const path = join(REPORTS_DIR, file);
  if (!existsSync(path)) return null;
  interface Attempt {
    error?: { message?: string; location?: { file: string; line: number } };
  }
  interface Suite {
    file?: string;
    specs?: { title: string; tests: { status: string; results: Attempt[] }[] }[];
    suites?: Suite[];
  }
  const { stats, suites = [] } = JSON.parse(readFileSync(path, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites?: Suite[];
  };
  const failures: string[] = [];
  const flaky: string[] = [];
  // Each failed attempt: where it stopped (the line of the spec) and why.
  const attempts = (results: Attempt[]) =>
    results
      .filter((result) => result.error)
      .map(({ error }) => {
        const at = error?.location ? ` (${basename(error.location.file)}:${error.location.line})` : '';
        return `${firstLine(error?.message)}${at}`;
      })
      .join(' | ');
  const visit = (suite: Suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const line = `${suite.file ?? ''} › ${spec.title}: ${attempts(test.results)}`;
        if (test.status === 'unexpected') failures.push(line);
        if (test.status === 'flaky') flaky.push(line);
      }
    }
    suite.suites?.forEach(visit);
  };
  suites.forEach(visit);
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    failures,
    flaky,
  };
}

/** A vitest run's reporters: the terminal's, and a JSON report `file` in REPORTS_DIR. */
export const vitestReportArgs = (file: string) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(REPORTS_DIR, file)}`,
];

const TIMINGS_FILE = 'timings.json';

/** The time of one part of a stage (the emulator session's suites), for `npm test`'s table. */
export function recordTiming(name: string, seconds: number): void {
  mkdirSync(REPORTS_DIR, { recursive: true });
  writeFileSync(
    join(REPORTS_DIR, TIMINGS_FILE),
    JSON.stringify([...readTimings(), { name, seconds }], null, 2),
  );
}

export function readTimings(): Array<{ name: string; seconds: number }> {
  const path = join(REPORTS_DIR, TIMINGS_FILE);
  return existsSync(path)
    ? (JSON.parse(readFileSync(path, 'utf8')) as Array<{ name: string; seconds: number }>)
    : [];
}
