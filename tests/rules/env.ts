import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  setLogLevel,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';

// Denied writes are the point of many tests; the SDK would log each one as a warning.
setLogLevel('error');

/**
 * A project of its own for each Vitest worker: clearing data never touches the seeded demo
 * project, nor the documents of the file another worker is running at the same time.
 */
const RULES_PROJECT_ID = `demo-rules-test-${process.env.VITEST_POOL_ID ?? '0'}`;

export async function rulesEnvironment(): Promise<RulesTestEnvironment> {
  const env = await initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8') },
  });
  return reusingClients(env);
}

/**
 * Each context's Firestore is a client app with its own connection to the emulator: one per
 * identity for the whole file rather than one per call (a file makes hundreds of calls).
 */
function reusingClients(env: RulesTestEnvironment): RulesTestEnvironment {
  const clients = new Map<string, RulesTestContext>();
  const reuse = (key: string, make: () => RulesTestContext): RulesTestContext => {
    let context = clients.get(key);
    if (!context) {
      const made = make();
      const firestore = made.firestore();
      context = Object.assign(Object.create(made) as RulesTestContext, {
        firestore: () => firestore,
      });
      clients.set(key, context);
    }
    return context;
  };
  const { host, port } = env.emulators.firestore ?? { host: '127.0.0.1', port: 8080 };
  const ownerApp = initializeApp(
    { projectId: env.projectId },
    `rules-owner-${crypto.randomUUID()}`,
  );
  const owner = getFirestore(ownerApp);
  // The emulator's token for "security rules off", as withSecurityRulesDisabled uses.
  connectFirestoreEmulator(owner, host, port, { mockUserToken: 'owner' });
  const ownerContext = { firestore: () => owner } as unknown as RulesTestContext;
  return Object.assign(Object.create(env) as RulesTestEnvironment, {
    withSecurityRulesDisabled: (callback: (context: RulesTestContext) => Promise<void>) =>
      callback(ownerContext),
    cleanup: async () => {
      await deleteApp(ownerApp);
      await env.cleanup();
    },
    authenticatedContext: (uid: string, claims?: TokenOptions) =>
      reuse(JSON.stringify([uid, claims ?? null]), () => env.authenticatedContext(uid, claims)),
    unauthenticatedContext: () => reuse('', () => env.unauthenticatedContext()),
  });
}

/**
 * One rules environment for a test file: started once (loading the rules can take a while on
 * a busy machine), emptied before each test and given the documents `seed` writes with the
 * rules off. Returns a getter, since the environment exists only once `beforeAll` has run.
 */
export function rulesTestEnvironment(
  seed?: (db: Firestore) => Promise<void>,
): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  const current = () => {
    if (!env) throw new Error('The rules environment has not started');
    return env;
  };
  beforeAll(async () => {
    env = await rulesEnvironment();
  }, 60_000);
  afterAll(() => env?.cleanup());
  beforeEach(async () => {
    await current().clearFirestore();
    if (seed) {
      await current().withSecurityRulesDisabled((context) =>
        seed(context.firestore() as unknown as Firestore),
      );
    }
  });
  return current;
}

/** Token claims of each role the rules distinguish. */
export const ROLES = {
  user: { uid: 'alice', claims: {} },
  team: { uid: 'tina', claims: { team: true } },
  admin: { uid: 'root', claims: { admin: true } },
} as const;

/** A Firestore client for each role the rules know, apart from the parties of a document. */
export function roleClients(env: () => RulesTestEnvironment) {
  return {
    visitor: () => env().unauthenticatedContext().firestore(),
    user: () => env().authenticatedContext(ROLES.user.uid, ROLES.user.claims).firestore(),
    team: () => env().authenticatedContext(ROLES.team.uid, ROLES.team.claims).firestore(),
    admin: () => env().authenticatedContext(ROLES.admin.uid, ROLES.admin.claims).firestore(),
  };
}

/** Asserts that `operation` is allowed, or denied, by the rules. */
export const expectAccess = (allowed: boolean, operation: Promise<unknown>) =>
  allowed ? assertSucceeds(operation) : assertFails(operation);

/** A test's name: "can read it" / "cannot read it". */
export const can = (allowed: boolean, what: string) => `${allowed ? 'can' : 'cannot'} ${what}`;

/** A signed-in user's email is verified unless a test says otherwise. */
export const VERIFIED_EMAIL = { email_verified: true } as const;

/**
 * Clients for the admin areas' tests: a visitor, a customer, a provider who owns the documents,
 * another provider, a team member and an admin (all with a verified email), and `forgers`,
 * clients that try to pass for an admin without the `admin: true` claim.
 */
export function adminAreaClients(
  env: () => RulesTestEnvironment,
  uids: { customer: string; owner: string; otherProvider: string },
) {
  const as =
    (uid: string, claims: Record<string, unknown> = VERIFIED_EMAIL) =>
    () =>
      env().authenticatedContext(uid, claims).firestore();
  return {
    clients: {
      visitor: () => env().unauthenticatedContext().firestore(),
      customer: as(uids.customer),
      owner: as(uids.owner),
      otherProvider: as(uids.otherProvider),
      team: as(ROLES.team.uid, { ...ROLES.team.claims, ...VERIFIED_EMAIL }),
      admin: as(ROLES.admin.uid, { ...ROLES.admin.claims, ...VERIFIED_EMAIL }),
    },
    forgers: {
      'a customer whose users document says admin': as(uids.customer),
      'a claim admin: "true" (a string)': as(uids.customer, { ...VERIFIED_EMAIL, admin: 'true' }),
      'a claim role: "admin"': as(uids.customer, { ...VERIFIED_EMAIL, role: 'admin' }),
      'a claim roles: ["admin"]': as(uids.customer, { ...VERIFIED_EMAIL, roles: ['admin'] }),
      'a team member claiming admin: 1': as(ROLES.team.uid, { team: true, admin: 1 }),
    },
  };
}
