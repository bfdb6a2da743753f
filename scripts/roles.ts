/**
 * Grants, revokes and shows the role claims of a user (DESIGN §1: `admin: true`, `team: true`).
 *
 *   npm run roles -- grant admin someone@example.com
 *   npm run roles -- revoke team someone@example.com
 *   npm run roles -- show someone@example.com
 *   npm run roles -- show someone@example.com --project my-real-project
 *
 * Targets the Auth emulator unless `--project` names a real project (see USAGE).
 */
import { applicationDefault, deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { endSessionsInStore } from '../functions/src/lib/sessionStore';
import { EMULATOR_HOSTS } from './lib/emulators';
import {
  applyRole,
  describeTarget,
  parseRolesArgs,
  resolveTarget,
  rolesOf,
  UsageError,
  USAGE,
  USAGE_HINT,
  type RolesCommand,
  type Target,
} from './lib/roles';

/** An expected failure: its message is printed alone, exit code 1. */
class RolesError extends Error {}

function errorCode(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}

async function findUser(auth: Auth, email: string, target: Target): Promise<UserRecord> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if (errorCode(error) === 'auth/user-not-found') {
      throw new RolesError(`No user with email ${email} in ${describeTarget(target)}.`);
    }
    throw error;
  }
}

function formatClaims(user: UserRecord): string {
  return JSON.stringify(user.customClaims ?? {});
}

async function execute(
  auth: Auth,
  db: Firestore,
  command: Exclude<RolesCommand, { kind: 'help' }>,
  target: Target,
): Promise<void> {
  const user = await findUser(auth, command.email, target);
  const who = `${command.email} (uid ${user.uid})`;
  if (command.kind === 'show') {
    const roles = rolesOf(user.customClaims);
    console.log(`${who} in ${describeTarget(target)}`);
    console.log(`Roles: ${roles.length ? roles.join(', ') : 'none'}`);
    console.log(`Claims: ${formatClaims(user)}`);
    return;
  }

  const { claims, changed } = applyRole(user.customClaims, command.kind, command.role);
  if (!changed) {
    const state = command.kind === 'grant' ? 'already has' : 'does not have';
    console.log(`${who} ${state} the ${command.role} role; nothing changed.`);
    console.log(`Claims: ${formatClaims(user)}`);
    return;
  }
  await auth.setCustomUserClaims(user.uid, claims);
  // The api checks sessions against sessions/{uid} (functions/src/lib/session.ts): end them
  // there too, or an old cookie would keep its old roles.
  await endSessionsInStore(db, user.uid);
  await auth.revokeRefreshTokens(user.uid);
  const updated = await auth.getUser(user.uid);
  const verb = command.kind === 'grant' ? 'Granted' : 'Revoked';
  const preposition = command.kind === 'grant' ? 'to' : 'from';
  console.log(`${verb} ${command.role} ${preposition} ${who} in ${describeTarget(target)}.`);
  console.log(`Claims: ${formatClaims(updated)}`);
  console.log(
    'Refresh tokens revoked: their current sessions end, and they get the new roles when they sign in again.',
  );
}

async function main(argv: string[]): Promise<number> {
  let command: RolesCommand;
  let target: Target;
  try {
    command = parseRolesArgs(argv);
    if (command.kind === 'help') {
      console.log(USAGE);
      return 0;
    }
    target = resolveTarget(command.project, process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(
      argv.length === 0 ? `${error.message}\n\n${USAGE}` : `${error.message}\n${USAGE_HINT}`,
    );
    return 1;
  }

  // The Admin SDK reads this variable to talk to the emulator; it is never set for a real
  // project (resolveTarget only keeps one that was already there).
  if (target.emulatorHost) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = target.emulatorHost;
    process.env.FIRESTORE_EMULATOR_HOST ??= EMULATOR_HOSTS.firestore;
  }
  if (command.project && target.emulatorHost) {
    console.warn(`FIREBASE_AUTH_EMULATOR_HOST is set: using ${describeTarget(target)}.`);
  }

  let app: App | undefined;
  try {
    app = initializeApp(
      target.emulatorHost
        ? { projectId: target.projectId }
        : { projectId: target.projectId, credential: applicationDefault() },
      'roles',
    );
    await execute(getAuth(app), getFirestore(app), command, target);
    return 0;
  } catch (error) {
    if (error instanceof RolesError) {
      console.error(error.message);
      return 1;
    }
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Failed on ${describeTarget(target)}: ${message}`);
    if (target.emulatorHost) {
      console.error('Is the Auth emulator running? Start it with `npm start`.');
    } else {
      console.error(
        'Check the credentials: GOOGLE_APPLICATION_CREDENTIALS must name a service account key ' +
          'of that project (or run `gcloud auth application-default login`).',
      );
    }
    return 1;
  } finally {
    if (app) await deleteApp(app);
  }
}

process.exitCode = await main(process.argv.slice(2));
