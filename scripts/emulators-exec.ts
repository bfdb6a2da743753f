/**
 * Runs a command inside `firebase emulators:exec`, optionally on shifted ports so that several
 * runs can share a machine: `npm run emulators:exec -- --offset 100 --only firestore -- npx vitest run --project rules`.
 * The command sees the usual *_EMULATOR_HOST variables of the emulators it asked for.
 * `--dist DIR` serves another web build from Hosting (parallel runs each build their own).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { firebaseCli, prepareEmulators } from './lib/emulators';
import { run, ROOT } from './lib/run';

const separator = process.argv.indexOf('--');
const command = separator >= 0 ? process.argv.slice(separator + 1) : [];
const { values } = parseArgs({
  args: separator >= 0 ? process.argv.slice(2, separator) : process.argv.slice(2),
  options: {
    offset: { type: 'string', default: '0' },
    only: { type: 'string' },
    dist: { type: 'string' },
  },
});
if (command.length === 0) {
  console.error('Usage: npm run emulators:exec -- [--offset N] [--only a,b] -- <command>');
  process.exit(2);
}

/** firebase.json with every emulator port moved by `offset` (and Hosting serving `dist`). */
function shiftedConfig(offset: number, dist: string | undefined): string {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
    emulators: Record<string, { port?: number }>;
    hosting: { public: string };
  };
  // The Hosting emulator resolves `public` against the project folder, even when absolute.
  if (dist) config.hosting.public = relative(ROOT, resolve(dist));
  for (const emulator of Object.values(config.emulators)) {
    if (typeof emulator.port === 'number') emulator.port += offset;
  }
  // Emulators the Functions emulator may start on fixed default ports; move them too.
  config.emulators.eventarc = { port: 9299 + offset };
  config.emulators.tasks = { port: 9499 + offset };
  // The Firestore emulator's websocket for its UI has a fixed default port; move it too.
  config.emulators.firestore = { ...config.emulators.firestore, websocketPort: 9150 + offset } as {
    port?: number;
  };
  const path = join(ROOT, `.firebase.offset-${offset}.json`);
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}

const setup = await prepareEmulators();
const offset = Number(values.offset);
const args = [...setup.args];
if (values.only) args.splice(args.indexOf('--only'), 2, '--only', values.only);
if (offset || values.dist) args.push('--config', shiftedConfig(offset, values.dist));
// firebase-tools exports no variable for Hosting; the tests read these.
const hosting = `127.0.0.1:${5000 + offset}`;
const env = {
  ...setup.env,
  FIREBASE_HOSTING_EMULATOR_HOST: hosting,
  E2E_BASE_URL: `http://${hosting}`,
};
process.exit(await run(firebaseCli(), ['emulators:exec', ...args, command.join(' ')], { env }));
