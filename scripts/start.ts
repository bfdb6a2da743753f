/**
 * `npm start`: build, start the emulators with the saved data (exported again on exit), seed
 * the demo data on the first start, and print the URL and demo logins.
 *
 * Options: --skip-build, --data-dir <dir> (default .emulator-data).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  EMULATOR_HOSTS,
  firebaseCli,
  HOSTING_URL,
  prepareEmulators,
  PROJECT_ID,
} from './lib/emulators';
import { waitForUrls } from './lib/ready';
import { mustRun, ROOT } from './lib/run';
import { DEMO_ACCOUNTS } from './seed/accounts';
import { seed } from './seed/index';

const READY_TIMEOUT_MS = 120_000;

const { values: options } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    'data-dir': { type: 'string', default: join(ROOT, '.emulator-data') },
  },
});
const dataDir = resolve(options['data-dir']);

function banner(seedResult: string): string {
  const logins = DEMO_ACCOUNTS.map(
    (account) => `    ${account.role.padEnd(9)} ${account.email.padEnd(26)} ${account.password}`,
  );
  return [
    '',
    '──────────────────────────────────────────────────────────────',
    `  Marketplace running:  ${HOSTING_URL}/   (English: ${HOSTING_URL}/en)`,
    `  Demo data:            ${seedResult}, saved in ${dataDir}`,
    '  Demo logins (role, email, password):',
    ...logins,
    '  Stop with Ctrl-C: the data is exported and kept for the next start.',
    '──────────────────────────────────────────────────────────────',
    '',
  ].join('\n');
}

async function main() {
  if (!options['skip-build']) await mustRun('npm', ['run', 'build']);
  const setup = await prepareEmulators();
  for (const note of setup.notes) console.log(`i  ${note}`);

  const args = ['emulators:start', ...setup.args, '--export-on-exit', dataDir];
  if (existsSync(join(dataDir, 'firebase-export-metadata.json'))) args.push('--import', dataDir);

  // Own process group: Ctrl-C reaches npm, the shell and this script, and firebase takes a
  // second SIGINT as "stop now, skip the export". We forward exactly one.
  const emulators = spawn(firebaseCli(), args, {
    cwd: ROOT,
    env: setup.env,
    stdio: 'inherit',
    detached: true,
  });
  const groupId = emulators.pid;
  if (groupId === undefined) throw new Error('Could not start the firebase CLI');
  let running = true;
  let stopping = false;
  const stop = () => {
    if (stopping || !running) return;
    stopping = true;
    console.log('\ni  Stopping the emulators and exporting the data…');
    process.kill(-groupId, 'SIGINT');
  };
  const exited = new Promise<number>((done) =>
    emulators.on('exit', (code) => {
      running = false;
      done(code ?? 0);
    }),
  );
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on('SIGHUP', stop);

  try {
    await waitForUrls(
      [
        `http://${EMULATOR_HOSTS.firestore}/`,
        `http://${EMULATOR_HOSTS.auth}/`,
        `${HOSTING_URL}/api/placeholder/1/1`,
      ],
      READY_TIMEOUT_MS,
      () => running,
    );
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    process.env.GCLOUD_PROJECT = PROJECT_ID;
    process.env.FIRESTORE_EMULATOR_HOST = EMULATOR_HOSTS.firestore;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR_HOSTS.auth;
    const seedResult = await seed();
    console.log(banner(seedResult === 'seeded' ? 'seeded now' : 'kept from the last run'));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    stop();
    await exited;
    process.exit(1);
  }
  process.exitCode = await exited;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
