import { assertFails } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ROLES, rulesTestEnvironment } from './env';

/** Collections only functions and scripts touch (firebase-admin bypasses the rules). */
const SERVER_ONLY = [
  ['sessions', ROLES.user.uid, { validFromSeconds: 0, updatedAtMs: 0 }],
  ['categoryReindexJobs', 'plumbing', { runId: 'r', after: null, pageSize: 1, done: false }],
  ['demoFeedback', 'f-1', { rating: 5, comment: '', uid: ROLES.user.uid, language: 'fr' }],
  ['questionnaireResponses', 'q-1', { services: ['plumbing'], uid: ROLES.user.uid }],
  ['demoSummaries', 'feedback', { count: 1, ratingSum: 5, byRating: { '5': 1 } }],
  ['rateLimits', 'a1b2c3', { windowStartMs: 0, count: 1 }],
] as const;

const env = rulesTestEnvironment(async (db) => {
  for (const [name, id, data] of SERVER_ONLY) await setDoc(doc(db, name, id), data);
});

describe.each(SERVER_ONLY)('%s (functions only)', (name, id, data) => {
  const clients = () =>
    [
      ['signed out', env().unauthenticatedContext().firestore()],
      ['its own user', env().authenticatedContext(ROLES.user.uid, ROLES.user.claims).firestore()],
      ['an admin', env().authenticatedContext(ROLES.admin.uid, ROLES.admin.claims).firestore()],
    ] as const;

  it('cannot be read, listed, written or deleted by any client', async () => {
    for (const [, db] of clients()) {
      await assertFails(getDoc(doc(db, name, id)));
      await assertFails(getDocs(query(collection(db, name), limit(1))));
      await assertFails(setDoc(doc(db, name, id), data));
      await assertFails(setDoc(doc(db, name, 'new'), data));
      await assertFails(deleteDoc(doc(db, name, id)));
    }
  });
});
