import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';

// Denied writes are the point of many tests; the SDK would log each one as a warning.
setLogLevel('error');

/** A project of its own, so clearing data never touches the seeded demo project. */
export const RULES_PROJECT_ID = 'demo-rules-test';

export function rulesEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8') },
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
