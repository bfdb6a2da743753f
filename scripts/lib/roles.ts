/**
 * The pure parts of `npm run roles` (scripts/roles.ts): parsing its arguments into a typed
 * command, choosing the project it talks to, and merging a role into a user's custom claims.
 */
import { parseArgs } from 'node:util';
import { GRANTABLE_ROLES, type GrantableRole } from '@marketplace/domain';
import { EMULATOR_HOSTS, PROJECT_ID } from './emulators';

// The claim merging is the domain's, shared with the admin users area (functions).
export { applyRole, rolesOf, type Claims } from '@marketplace/domain';

/** The roles of DESIGN §1, each a custom claim `<role>: true`. */
export const ROLES = GRANTABLE_ROLES;
export type Role = GrantableRole;

export type RolesCommand =
  | { kind: 'help' }
  | { kind: 'show'; email: string; project: string | null }
  | { kind: 'grant' | 'revoke'; role: Role; email: string; project: string | null };

/** A mistake in how the command was called, or a target it refuses: exit code 1. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** How to get the usage text, printed after a UsageError. */
export const USAGE_HINT = 'Run `npm run roles -- --help` for the usage.';

export const USAGE = `Usage: npm run roles -- <command> [--project <id>]

Commands:
  grant <admin|team> <email>   give the user the role (custom claim "<role>": true)
  revoke <admin|team> <email>  take the role away; the user's other claims are kept
  show <email>                 print the user's uid, roles and custom claims

Options:
  --project <id>  a real Firebase project, reached with Application Default Credentials
                  (GOOGLE_APPLICATION_CREDENTIALS, or gcloud auth application-default login).
                  Without it: project ${PROJECT_ID} on the Auth emulator at
                  FIREBASE_AUTH_EMULATOR_HOST (default ${EMULATOR_HOSTS.auth}).
  -h, --help      print this text

After a grant or revoke that changes something, the user's refresh tokens are revoked: their
sessions end and they get the new roles when they sign in again.`;

const COMMANDS = ['grant', 'revoke', 'show'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+$/;
/** Firebase/Google Cloud project ids: 6–30 lowercase letters, digits and hyphens. */
const PROJECT = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

function parseEmail(value: string | undefined, example: string): string {
  if (!value) throw new UsageError(`Missing email: npm run roles -- ${example} EMAIL`);
  if (!EMAIL.test(value)) throw new UsageError(`"${value}" is not an email address.`);
  return value;
}

function parseProject(value: string | undefined): string | null {
  if (value === undefined) return null;
  if (!PROJECT.test(value)) throw new UsageError(`"${value}" is not a Firebase project id.`);
  return value;
}

/** `grant admin a@b.c --project x` and the like → a command; throws UsageError. */
export function parseRolesArgs(argv: readonly string[]): RolesCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { project: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help || positionals[0] === 'help') return { kind: 'help' };

  const [name, ...rest] = positionals;
  if (!name) throw new UsageError('Missing command: grant, revoke or show.');
  if (!(COMMANDS as readonly string[]).includes(name)) {
    throw new UsageError(`Unknown command "${name}". Commands: ${COMMANDS.join(', ')}.`);
  }
  const project = parseProject(values.project);

  if (name === 'show') {
    const [email, ...extra] = rest;
    if (extra[0] !== undefined) throw new UsageError(`Unexpected argument "${extra[0]}".`);
    return { kind: 'show', email: parseEmail(email, 'show'), project };
  }

  const kind = name as 'grant' | 'revoke';
  const [role, email, ...extra] = rest;
  if (!role) throw new UsageError(`Missing role: npm run roles -- ${kind} <${ROLES.join('|')}> EMAIL`);
  if (!isRole(role)) {
    throw new UsageError(`Unknown role "${role}". Roles: ${ROLES.join(', ')}.`);
  }
  if (extra[0] !== undefined) throw new UsageError(`Unexpected argument "${extra[0]}".`);
  return { kind, role, email: parseEmail(email, `${kind} ${role}`), project };
}

export interface Target {
  projectId: string;
  /** The Auth emulator to use (host:port), or null for the real project. */
  emulatorHost: string | null;
}

/**
 * Without `--project`: the demo project on the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, which
 * `firebase emulators:exec` sets, else the default port). With `--project`: that project, on the
 * emulator only if FIREBASE_AUTH_EMULATOR_HOST is set. A `demo-` project exists only in the
 * emulators, so it is refused without one.
 */
export function resolveTarget(
  project: string | null,
  env: Readonly<Record<string, string | undefined>>,
): Target {
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || null;
  if (project === null) {
    return { projectId: PROJECT_ID, emulatorHost: emulatorHost ?? EMULATOR_HOSTS.auth };
  }
  if (project.startsWith('demo-') && !emulatorHost) {
    throw new UsageError(
      `Refusing project ${project}: a demo- project exists only in the emulators. ` +
        'Drop --project to use the local Auth emulator, or set FIREBASE_AUTH_EMULATOR_HOST.',
    );
  }
  return { projectId: project, emulatorHost };
}

export function describeTarget(target: Target): string {
  return target.emulatorHost
    ? `project ${target.projectId} on the Auth emulator at ${target.emulatorHost}`
    : `project ${target.projectId} (real project, Application Default Credentials)`;
}
