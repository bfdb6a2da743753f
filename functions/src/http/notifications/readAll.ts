import type { Firestore } from 'firebase-admin/firestore';

/** A batch's limit is 500 writes; a page of unread items is one batch. */
const PAGE = 400;
/**
 * At most this many pages per call (20,000 items): the request stays within the function's
 * time-out, and a user with more simply calls again.
 */
const MAX_PAGES = 50;

/**
 * Marks every unread `notifications/{uid}/items` read, a page at a time (query the unread,
 * update them in one batch, until none is left). Updating `read` only, like the owner's own
 * flip under the rules; the count trigger recounts `unreadCounts/{uid}.notifications`.
 * Answers how many items it changed.
 */
export async function markAllRead(db: Firestore, uid: string): Promise<number> {
  const unread = db.collection(`notifications/${uid}/items`).where('read', '==', false);
  let updated = 0;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const items = await unread.limit(PAGE).select().get();
    if (items.empty) break;
    const batch = db.batch();
    for (const item of items.docs) batch.update(item.ref, { read: true });
    await batch.commit();
    updated += items.size;
    if (items.size < PAGE) break;
  }
  return updated;
}
