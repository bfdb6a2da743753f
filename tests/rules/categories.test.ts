import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { categorySchema } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { ROLES, rulesTestEnvironment } from './env';

const plumbing = {
  name: { fr: 'Plomberie', en: 'Plumbing' },
  description: { fr: 'Fuites, installations', en: 'Leaks, installations' },
  icon: 'plumbing',
  order: 0,
  active: true,
};

const cleaning = {
  name: { fr: 'Nettoyage', en: 'Cleaning' },
  description: { fr: 'Ménage et grand nettoyage' },
  icon: 'cleaning_services',
  order: 2,
  active: true,
  keywords: ['ménage', 'femme de ménage', 'cleaner'],
};

/** Values categorySchema refuses; the rules refuse them too. */
const BAD_VALUES: [string, Record<string, unknown>][] = [
  ['a name without French', { name: { en: 'Cleaning' } }],
  ['a blank English name', { name: { fr: 'Nettoyage', en: ' ' } }],
  ['a long name', { name: { fr: 'n'.repeat(61) } }],
  ['a description that is text', { description: 'Ménage' }],
  ['a long description', { description: { fr: 'd'.repeat(301) } }],
  ['no icon', { icon: '' }],
  ['a long icon', { icon: 'i'.repeat(41) }],
  ['a negative order', { order: -1 }],
  ['a fractional order', { order: 1.5 }],
  ['active as text', { active: 'yes' }],
  ['keywords as text', { keywords: 'ménage' }],
  ['31 keywords', { keywords: Array.from({ length: 31 }, (_, i) => `mot${i}`) }],
  ['a blank keyword', { keywords: ['ménage', '  '] }],
  ['a long keyword', { keywords: ['k'.repeat(41)] }],
  ['a keyword that is not a string', { keywords: ['ménage', 3] }],
];

const env = rulesTestEnvironment((db) => setDoc(doc(db, 'categories/plumbing'), plumbing));

const visitor = () => env().unauthenticatedContext().firestore();
const as = (role: keyof typeof ROLES) =>
  env().authenticatedContext(ROLES[role].uid, ROLES[role].claims).firestore();

describe('categories', () => {
  it('anyone reads them, signed in or not', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'categories/plumbing')));
    await assertSucceeds(getDoc(doc(as('user'), 'categories/plumbing')));
  });

  it.each(['visitor', 'user', 'admin'] as const)(
    'a %s lists at most 50 categories at a time',
    async (who) => {
      const db = who === 'visitor' ? visitor() : as(who);
      const categories = collection(db, 'categories');
      await assertFails(getDocs(categories));
      await assertFails(getDocs(query(categories, where('active', '==', true), orderBy('order'))));
      await assertFails(getDocs(query(categories, limit(51))));
      await assertSucceeds(
        getDocs(query(categories, where('active', '==', true), orderBy('order'), limit(50))),
      );
      await assertSucceeds(getDocs(query(categories, orderBy('order'), limit(50))));
    },
  );

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

describe('categories: validated fields', () => {
  it('the fixtures agree with the domain schema', () => {
    expect(categorySchema.safeParse(cleaning).success).toBe(true);
    for (const [label, changes] of BAD_VALUES) {
      expect(categorySchema.safeParse({ ...cleaning, ...changes }).success, label).toBe(false);
    }
  });

  it('an admin writes a category with keywords and timestamps, or without keywords', async () => {
    await assertSucceeds(
      setDoc(doc(as('admin'), 'categories/cleaning'), {
        ...cleaning,
        keywords: Array.from({ length: 30 }, (_, i) => `${'k'.repeat(38)}${i}`),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(setDoc(doc(as('admin'), 'categories/home-repairs'), plumbing));
    await assertSucceeds(
      updateDoc(doc(as('admin'), 'categories/plumbing'), { keywords: ['plombier', 'plumber'] }),
    );
  });

  it.each(BAD_VALUES)('%s is refused, even to an admin', async (_label, changes) => {
    await assertFails(setDoc(doc(as('admin'), 'categories/cleaning'), { ...cleaning, ...changes }));
    await assertFails(updateDoc(doc(as('admin'), 'categories/plumbing'), changes));
  });

  it('a missing field, an extra one or an id that is not a slug is refused', async () => {
    for (const key of ['name', 'description', 'icon', 'order', 'active']) {
      const data = Object.fromEntries(Object.entries(cleaning).filter(([name]) => name !== key));
      await assertFails(setDoc(doc(as('admin'), 'categories/cleaning'), data));
    }
    await assertFails(setDoc(doc(as('admin'), 'categories/cleaning'), { ...cleaning, x: 1 }));
    await assertFails(setDoc(doc(as('admin'), 'categories/Nettoyage'), cleaning));
    await assertFails(setDoc(doc(as('admin'), 'categories/home_repairs'), cleaning));
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
