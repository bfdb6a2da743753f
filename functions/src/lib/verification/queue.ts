import {
  parseVerificationQueueCursor,
  verificationQueueCursor,
  VERIFICATION_LIMITS,
  type VerificationKind,
  type VerificationPage,
  type VerificationQueueItem,
} from '@marketplace/domain';
import { FieldPath, Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';

/**
 * The admin queue (issue 16 "Measured": one query of at most 20 documents): the requests with
 * something waiting, oldest first, or only those waiting on `kind` (`waitingKinds
 * array-contains`, the criminal-records queue). Ordered by `waitingSince` then the uid, so the
 * cursor (the last row's `waitingSince` and uid) starts the next page exactly after it without
 * reading anything more. Only the queue's fields are fetched. `next` is null on a short page.
 */
export function queueQuery(
  db: Firestore,
  { kind, after }: { kind?: VerificationKind | undefined; after?: string | undefined },
): Query {
  const requests = db.collection('verificationRequests');
  let query = (
    kind
      ? requests.where('waitingKinds', 'array-contains', kind)
      : requests.where('waitingSince', '!=', null)
  )
    .orderBy('waitingSince', 'asc')
    .orderBy(FieldPath.documentId(), 'asc')
    .select('displayName', 'waitingKinds', 'waitingSince')
    .limit(VERIFICATION_LIMITS.queuePageSize);
  const cursor = after ? parseVerificationQueueCursor(after) : null;
  if (cursor) {
    query = query.startAfter(Timestamp.fromDate(new Date(cursor.waitingSince)), cursor.uid);
  }
  return query;
}

export async function queuePage(
  db: Firestore,
  options: { kind?: VerificationKind | undefined; after?: string | undefined },
): Promise<VerificationPage<VerificationQueueItem>> {
  const page = await queueQuery(db, options).get();
  const items = page.docs.flatMap((doc): VerificationQueueItem[] => {
    const waitingSince = doc.get('waitingSince') as unknown;
    // Always a Timestamp (the query orders on it); the check keeps a stray value out.
    if (!(waitingSince instanceof Timestamp)) return [];
    return [
      {
        uid: doc.id,
        displayName: String(doc.get('displayName') ?? ''),
        waitingKinds: (doc.get('waitingKinds') as VerificationKind[] | undefined) ?? [],
        waitingSince: waitingSince.toDate().toISOString(),
      },
    ];
  });
  const last = items.at(-1);
  return {
    items,
    next:
      page.size === VERIFICATION_LIMITS.queuePageSize && last
        ? verificationQueueCursor(last.waitingSince, last.uid)
        : null,
  };
}
