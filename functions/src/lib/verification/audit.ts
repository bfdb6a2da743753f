import type {
  VerificationAuditDocument,
  VerificationAuditLine,
  VerificationPage,
} from '@marketplace/domain';
import type { Firestore, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { HttpError } from '../errors';
import { AUDIT_COLLECTION } from './stored';

/** The audit log pages by this many lines. */
export const AUDIT_PAGE_SIZE = 20;

export function auditLine(snapshot: QueryDocumentSnapshot): VerificationAuditLine {
  const line = snapshot.data() as VerificationAuditDocument<Timestamp>;
  return { ...line, id: snapshot.id, at: line.at.toDate().toISOString() };
}

/**
 * One page of `uid`'s audit lines, newest first (`verificationAudit` where uid == … orderBy at
 * desc, an index of firestore.indexes.json), after the line `after` (an id from the previous
 * page's `next`, which must be one of `uid`'s lines).
 */
export async function auditPage(
  db: Firestore,
  uid: string,
  after: string | undefined,
): Promise<VerificationPage<VerificationAuditLine>> {
  let query = db
    .collection(AUDIT_COLLECTION)
    .where('uid', '==', uid)
    .orderBy('at', 'desc')
    .limit(AUDIT_PAGE_SIZE);
  if (after) {
    const cursor = await db.collection(AUDIT_COLLECTION).doc(after).get();
    if (cursor.get('uid') !== uid) {
      throw new HttpError(400, 'invalid_request', 'Unknown cursor');
    }
    query = query.startAfter(cursor);
  }
  const page = await query.get();
  const items = page.docs.map(auditLine);
  return {
    items,
    next: page.size === AUDIT_PAGE_SIZE ? (items.at(-1)?.id ?? null) : null,
  };
}
