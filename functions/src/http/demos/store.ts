import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { runContendedTransaction } from '../../lib/transactions';

/**
 * Stores one demo submission under the client's id and adds it to its collection's summary,
 * in one transaction: a retry of the same submission (same id) finds the document and changes
 * nothing, so the admin figures count each submission once. Answers whether it was new.
 */
export async function storeOnce<Summary extends object>(
  db: Firestore,
  {
    ref,
    data,
    summaryRef,
    read,
    add,
  }: {
    ref: DocumentReference;
    data: Record<string, unknown>;
    summaryRef: DocumentReference;
    /** The stored summary, read defensively (nothing yet: empty). */
    read: (stored: unknown) => Summary;
    add: (summary: Summary) => Summary;
  },
): Promise<boolean> {
  return runContendedTransaction(db, async (transaction) => {
    const existing = await transaction.get(ref);
    if (existing.exists) return false;
    const summary = read((await transaction.get(summaryRef)).data());
    transaction.create(ref, data);
    transaction.set(summaryRef, { ...add(summary), updatedAt: data.createdAt });
    return true;
  });
}
