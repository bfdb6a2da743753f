import type { QueryDocumentSnapshot } from 'firebase/firestore';
import type { FirestoreHandle, FirestoreModule } from './firestore';

/** Test double: an `fs` whose builders record their arguments instead of talking to Firestore. */
export function fakeHandle(): FirestoreHandle {
  const fs = {
    collection: (_db: unknown, path: string) => ({
      withConverter: (converter: unknown) => ({ collection: path, converter }),
    }),
    where: (...args: unknown[]) => ['where', ...args],
    orderBy: (...args: unknown[]) => ['orderBy', ...args],
    limit: (...args: unknown[]) => ['limit', ...args],
    query: (ref: unknown, ...constraints: unknown[]) => ({ ref, constraints }),
  };
  return { fs: fs as unknown as FirestoreModule, db: {} } as FirestoreHandle;
}

/** Test double of a document snapshot, for converters. */
export const fakeSnapshot = (id: string, data: unknown) =>
  ({ id, data: () => data }) as unknown as QueryDocumentSnapshot;
