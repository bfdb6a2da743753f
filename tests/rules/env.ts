import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';

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

/** Token claims of each role the rules distinguish. */
export const ROLES = {
  user: { uid: 'alice', claims: {} },
  team: { uid: 'tina', claims: { team: true } },
  admin: { uid: 'root', claims: { admin: true } },
} as const;
