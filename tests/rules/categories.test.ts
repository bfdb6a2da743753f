import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, collection, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { ROLES, rulesEnvironment } from './env';

const plumbing = {
  name: { fr: 'Plomberie', en: 'Plumbing' },
  description: { fr: 'Fuites, installations', en: 'Leaks, installations' },
  icon: 'plumbing',
  order: 0,
  active: true,
};

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment();
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled((context) =>
    setDoc(doc(context.firestore(), 'categories/plumbing'), plumbing),
  );
});

const visitor = () => env.unauthenticatedContext().firestore();
const as = (role: keyof typeof ROLES) =>
  env.authenticatedContext(ROLES[role].uid, ROLES[role].claims).firestore();

describe('categories', () => {
  it('anyone reads them, signed in or not', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'categories/plumbing')));
    await assertSucceeds(getDocs(collection(visitor(), 'categories')));
    await assertSucceeds(getDoc(doc(as('user'), 'categories/plumbing')));
  });

  it('a visitor cannot create, update or delete', async () => {
    await assertFails(setDoc(doc(visitor(), 'categories/cleaning'), { ...plumbing, order: 2 }));
    await assertFails(updateDoc(doc(visitor(), 'categories/plumbing'), { active: false }));
    await assertFails(deleteDoc(doc(visitor(), 'categories/plumbing')));
  });

  it.each(['user', 'team'] as const)('a %s cannot create, update or delete', async (role) => {
    await assertFails(setDoc(doc(as(role), 'categories/cleaning'), { ...plumbing, order: 2 }));
    await assertFails(updateDoc(doc(as(role), 'categories/plumbing'), { active: false }));
    await assertFails(deleteDoc(doc(as(role), 'categories/plumbing')));
  });

  it('an admin creates, updates and deletes', async () => {
    await assertSucceeds(
      setDoc(doc(as('admin'), 'categories/cleaning'), { ...plumbing, order: 2 }),
    );
    await assertSucceeds(updateDoc(doc(as('admin'), 'categories/plumbing'), { active: false }));
    await assertSucceeds(deleteDoc(doc(as('admin'), 'categories/plumbing')));
  });
});

describe('everything else is denied by default', () => {
  it.each(['meta/seed', 'somewhere/else'])('%s: no read or write for anyone', async (path) => {
    for (const db of [visitor(), as('user'), as('team'), as('admin')]) {
      await assertFails(getDoc(doc(db, path)));
      await assertFails(setDoc(doc(db, path), { anything: true }));
    }
  });
});
