/**
 * Runs a command inside `firebase emulators:exec`, optionally on shifted ports so that several
 * runs can share a machine: `npm run emulators:exec -- --offset 100 --only firestore -- npx vitest run --project rules`.
 * The command sees the usual *_EMULATOR_HOST variables of the emulators it asked for.
 * `--dist DIR` serves another web build from Hosting (parallel runs each build their own).
 */
import { parseArgs } from 'node:util';
import { firebaseCli, prepareEmulators } from './lib/emulators';
import { run } from './lib/run';

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

const offset = Number(values.offset);
const setup = await prepareEmulators({ offset, dist: values.dist });
const args = [...setup.args];
if (values.only) args.splice(args.indexOf('--only'), 2, '--only', values.only);
// firebase-tools exports no variable for Hosting; the tests read these.
const hosting = `127.0.0.1:${5000 + offset}`;
const env = {
  ...setup.env,
  FIREBASE_HOSTING_EMULATOR_HOST: hosting,
  E2E_BASE_URL: `http://${hosting}`,
};
process.exit(await run(firebaseCli(), ['emulators:exec', ...args, command.join(' ')], { env }));
