import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { NOTIFICATION_API, NOTIFICATION_TIMING } from '@marketplace/domain';
import { apiFailureOf } from '../../shared/api/apiErrorCode';
import { apiMutate } from '../../shared/api/http';
import {
  firestoreGeneration,
  loadFirestore,
  subscribeToFirestoreReset,
  type FirestoreHandle,
} from '../../shared/firebase/firestore';
import { failedData, useLiveQuery, type LiveData } from '../../shared/firebase/useLiveQuery';
import { NO_UNREAD, type NotificationItem, type UnreadCounts } from './model';

/**
 * The notifications feature's data, read with the Firestore SDK under the rules (the owner's
 * own only): the unread counts (one live document for the header), the feed (20 newest live,
 * older pages by cursor) and the newest few for toasts. Only `read` is written from here; every
 * other field is the functions'.
 */

export const FEED_PAGE = NOTIFICATION_TIMING.pageSize;
/** How many newest items a toast check reads. */
export const TOAST_BATCH = 5;

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * `unreadCounts/{uid}`, live, with its metadata changes: the toasts need to know when the
 * server (not only the offline cache) has answered, and Firestore raises no event for that
 * alone otherwise. A missing document is zero unread.
 */
export function useUnreadCounts(uid: string): LiveData<UnreadCounts> {
  const [state, setState] = useState<{ uid: string; value: LiveData<UnreadCounts> }>({
    uid,
    value: LOADING,
  });
  // A sign-out ends the database instance: subscribe again on the next one.
  const generation = useSyncExternalStore(subscribeToFirestoreReset, firestoreGeneration);
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    const fail = (error: unknown) => {
      if (active) setState({ uid, value: failedData(error) });
    };
    Promise.all([loadFirestore(), import('./converters')])
      .then(([{ fs, db }, { unreadCountsConverter }]) => {
        if (!active) return;
        stop = fs.onSnapshot(
          fs.doc(db, 'unreadCounts', uid).withConverter(unreadCountsConverter),
          { includeMetadataChanges: true },
          (snapshot) => {
            try {
              const data = snapshot.data() ?? NO_UNREAD;
              const fromCache = snapshot.metadata.fromCache;
              if (active) {
                setState({ uid, value: { status: 'success', data, fromCache, error: undefined } });
              }
            } catch (error) {
              fail(error);
            }
          },
          fail,
        );
      })
      .catch(fail);
    return () => {
      active = false;
      stop?.();
    };
  }, [uid, generation]);
  return state.uid === uid ? state.value : LOADING;
}

/** The user's items, newest first, a page of 20 (after `after` when given). */
export async function feedQuery(
  { fs, db }: FirestoreHandle,
  uid: string,
  after: QueryDocumentSnapshot | null,
  size: number = FEED_PAGE,
) {
  const { notificationConverter } = await import('./converters');
  return fs.query(
    fs.collection(db, 'notifications', uid, 'items').withConverter(notificationConverter),
    fs.orderBy('createdAt', 'desc'),
    ...(after ? [fs.startAfter(after)] : []),
    fs.limit(size),
  );
}

/** The first page, live: new items and read marks show at once. */
export function useNewestNotifications(uid: string) {
  return useLiveQuery(`notifications:${uid}`, (handle) => feedQuery(handle, uid, null));
}

/** Items of a read, a malformed one left out (with a warning) rather than failing the page. */
function itemsOf(docs: readonly QueryDocumentSnapshot<NotificationItem>[]): NotificationItem[] {
  const items: NotificationItem[] = [];
  for (const doc of docs) {
    try {
      items.push(doc.data());
    } catch (error) {
      console.warn(`Skipped the malformed notification ${doc.id}:`, error);
    }
  }
  return items;
}

export interface NotificationsPage {
  items: NotificationItem[];
  /** Whether a further page may exist (this one was full). */
  more: boolean;
}

/** One older page, read once (not live), after the given item. */
export async function loadOlderNotifications(
  uid: string,
  after: QueryDocumentSnapshot,
): Promise<NotificationsPage> {
  const handle = await loadFirestore();
  const snapshot = await handle.fs.getDocs(await feedQuery(handle, uid, after));
  return { items: itemsOf(snapshot.docs), more: snapshot.docs.length === FEED_PAGE };
}

/** The few newest items, for the toasts. */
export async function loadNewestNotifications(uid: string, size: number = TOAST_BATCH) {
  const handle = await loadFirestore();
  const snapshot = await handle.fs.getDocs(await feedQuery(handle, uid, null, size));
  return itemsOf(snapshot.docs);
}

/**
 * Calls `onItems` with the few newest items created after `sinceMs` (server time), live: the
 * toasts' source. Empty (one read) until something arrives; an item counts whatever else
 * happened to the unread count meanwhile. Answers the unsubscribe.
 */
export function watchNewNotifications(
  uid: string,
  sinceMs: number,
  onItems: (items: NotificationItem[]) => void,
): () => void {
  let stop: (() => void) | undefined;
  let active = true;
  Promise.all([loadFirestore(), import('./converters')])
    .then(([{ fs, db }, { notificationConverter }]) => {
      if (!active) return;
      const query = fs.query(
        fs.collection(db, 'notifications', uid, 'items').withConverter(notificationConverter),
        fs.where('createdAt', '>', fs.Timestamp.fromMillis(sinceMs)),
        fs.orderBy('createdAt', 'desc'),
        fs.limit(TOAST_BATCH),
      );
      stop = fs.onSnapshot(
        query,
        (snapshot) => onItems(itemsOf(snapshot.docs)),
        (error) => console.warn('Could not follow the new notifications', error),
      );
    })
    .catch((error: unknown) => console.warn('Could not follow the new notifications', error));
  return () => {
    active = false;
    stop?.();
  };
}

/**
 * Marks one item read: the only change the rules let its owner make. Not awaited by callers
 * that navigate away: offline, the write waits in Firestore's queue and is sent later.
 */
export async function markNotificationRead(uid: string, id: string): Promise<void> {
  const { fs, db } = await loadFirestore();
  await fs.updateDoc(fs.doc(db, 'notifications', uid, 'items', id), { read: true });
}

/** Marks every item read, through the api (it may be many more than a page). */
export async function markAllNotificationsRead(): Promise<number> {
  const { updated } = await apiMutate<{ updated: number }>(NOTIFICATION_API.readAll);
  return updated;
}

/** Why marking all read failed, as the page explains it (`errors.*`). */
export const markAllFailureOf = (error: unknown) =>
  apiFailureOf(error, {
    byCode: {},
    signedOut: 'unauthenticated',
    network: 'network',
    generic: 'generic',
  });
