/**
 * Runs inside `firebase emulators:exec` (see scripts/test.ts): seeds the fresh emulators, then
 * the rules tests, the functions integration tests and the end-to-end tests in Chromium.
 *
 * The seed's writes leave the Functions emulator a backlog of about a thousand trigger runs. The
 * rules tests go first because they run on a project of their own, which fires no trigger: the
 * backlog drains meanwhile, where it used to hold up the first integration tests' own triggers
 * (the booking auto-completion test waited 85 s behind it, 25 s without it).
 */
import { join } from 'node:path';
import { REPORTS_DIR } from './lib/reports';
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

async function main() {
  console.log(`\n▶ seed: ${await seed()}`);
  const results: Array<[string, number]> = [];

  for (const [project, report] of [
    ['rules', 'vitest-rules.json'],
    ['integration', 'vitest-integration.json'],
  ] as const) {
    console.log(`\n▶ ${project} tests (vitest)`);
    results.push([
      project,
      await run('vitest', [
        'run',
        '--project',
        project,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${join(REPORTS_DIR, report)}`,
      ]),
    ]);
  }

  console.log('\n▶ end-to-end tests (Playwright, Chromium)');
  await warmUpApi();
  results.push([
    'e2e',
    await run('playwright', ['test', '--reporter=list,json'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: join(REPORTS_DIR, 'e2e.json') },
    }),
  ]);

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
