import { useApiQuery } from '../../shared/api/http';
import { loadFirestore, type FirestoreHandle } from '../../shared/firebase/firestore';
import { COUNTED_QUEUES, type CountedQueue } from './areas';

/**
 * The dashboard's live counts: one count() aggregation per queue (one read each, whatever the
 * queue's length), bounded like every admin list by the rules (`limit <= 50`), so a queue of 50
 * or more shows "50+".
 */
export const QUEUE_COUNT_CAP = 50;

export type QueueCounts = Record<CountedQueue, number>;

function queueQuery({ fs, db }: FirestoreHandle, queue: CountedQueue) {
  switch (queue) {
    case 'verification':
      return fs.query(
        fs.collection(db, 'verificationRequests'),
        fs.where('waitingSince', '!=', null),
        fs.limit(QUEUE_COUNT_CAP),
      );
    case 'criminalRecords':
      return fs.query(
        fs.collection(db, 'verificationRequests'),
        fs.where('waitingKinds', 'array-contains', 'criminal_record'),
        fs.limit(QUEUE_COUNT_CAP),
      );
    case 'reportedBookings':
      return fs.query(
        fs.collection(db, 'bookings'),
        fs.where('needsAttention', '==', true),
        fs.limit(QUEUE_COUNT_CAP),
      );
  }
}

export async function countQueues(): Promise<QueueCounts> {
  const handle = await loadFirestore();
  const counts = await Promise.all(
    COUNTED_QUEUES.map(async (queue) => {
      const snapshot = await handle.fs.getCountFromServer(queueQuery(handle, queue));
      return [queue, snapshot.data().count] as const;
    }),
  );
  return Object.fromEntries(counts) as QueueCounts;
}

/** The counts, fetched when the dashboard opens (fresh for 30 s); no data while offline. */
export const useQueueCounts = () =>
  useApiQuery<QueueCounts>(['firestore:adminQueueCounts'], {
    queryFn: countQueues,
    staleTime: 30_000,
    retry: 0,
  });
