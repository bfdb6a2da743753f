import type { FirestoreModule } from './firestore';

/**
 * Counts the documents the app reads from the server, the way Firestore bills them: a
 * listener's first server result costs one read per document (one for an empty result), each
 * later change one more; a one-shot read costs its documents; an aggregation costs one.
 * Cache hits are free. Under the emulators the count is published as
 * `window.__firestoreReads` so the end-to-end tests can bound each page's reads.
 */
export interface ReadMeter {
  total: number;
}

declare global {
  interface Window {
    __firestoreReads?: ReadMeter;
  }
}

interface SnapshotLike {
  metadata: { fromCache: boolean };
  size?: number;
  docChanges?: () => unknown[];
}

const isQuerySnapshot = (snapshot: SnapshotLike) => typeof snapshot.docChanges === 'function';

/** Reads a snapshot costs; `first` = the first server result of its listener or call. */
export function snapshotReads(snapshot: SnapshotLike, first: boolean): number {
  if (snapshot.metadata.fromCache) return 0;
  if (!isQuerySnapshot(snapshot)) return 1;
  if (first) return Math.max(1, snapshot.size ?? 0);
  return snapshot.docChanges?.().length ?? 0;
}

type Listener = (snapshot: SnapshotLike) => void;

/** The SDK module with its read functions counted into `meter` (everything else untouched). */
export function meteredFirestore(fs: FirestoreModule, meter: ReadMeter): FirestoreModule {
  const count = (reads: number) => {
    meter.total += reads;
  };
  const onSnapshot = ((...args: unknown[]) => {
    let first = true;
    const wrap =
      (next: Listener): Listener =>
      (snapshot) => {
        const reads = snapshotReads(snapshot, first);
        if (!snapshot.metadata.fromCache) first = false;
        count(reads);
        next(snapshot);
      };
    const wrapped = args.map((arg, index) => {
      if (index === 0) return arg;
      if (typeof arg === 'function') {
        // Only the first callback is the snapshot listener (then error, then completion).
        const isNext = args.findIndex((item) => typeof item === 'function') === index;
        return isNext ? wrap(arg as Listener) : arg;
      }
      if (arg && typeof arg === 'object' && 'next' in arg && typeof arg.next === 'function') {
        return { ...arg, next: wrap(arg.next as Listener) };
      }
      return arg;
    });
    return (fs.onSnapshot as (...all: unknown[]) => () => void)(...wrapped);
  }) as FirestoreModule['onSnapshot'];

  const oneShot =
    <F extends (...all: never[]) => Promise<SnapshotLike>>(read: F) =>
    async (...args: Parameters<F>) => {
      const snapshot = await read(...args);
      count(snapshotReads(snapshot, true));
      return snapshot;
    };
  const aggregation =
    <F extends (...all: never[]) => Promise<unknown>>(read: F) =>
    async (...args: Parameters<F>) => {
      const result = await read(...args);
      count(1);
      return result;
    };

  return {
    ...fs,
    onSnapshot,
    getDoc: oneShot(fs.getDoc),
    getDocs: oneShot(fs.getDocs),
    getDocFromServer: oneShot(fs.getDocFromServer),
    getDocsFromServer: oneShot(fs.getDocsFromServer),
    getCountFromServer: aggregation(fs.getCountFromServer),
    getAggregateFromServer: aggregation(fs.getAggregateFromServer),
  } as FirestoreModule;
}

/** The module the app uses: metered and published on `window` under the emulators only. */
export function withReadMeter(fs: FirestoreModule, enabled: boolean): FirestoreModule {
  if (!enabled) return fs;
  const meter: ReadMeter = (window.__firestoreReads ??= { total: 0 });
  return meteredFirestore(fs, meter);
}
