import { describe, expect, it } from 'vitest';
import type { FirestoreHandle, FirestoreModule } from '../firebase/firestore';
import { ACTIVE_CATEGORIES_LIMIT, activeCategoriesQuery } from './categories';
import { categoryConverter } from './categoryConverter';

/** An `fs` whose builders record their arguments instead of talking to Firestore. */
function fakeHandle() {
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

describe('activeCategoriesQuery', () => {
  it('reads the active categories in display order, with a limit, through the converter', async () => {
    expect(await activeCategoriesQuery(fakeHandle())).toEqual({
      ref: { collection: 'categories', converter: categoryConverter },
      constraints: [
        ['where', 'active', '==', true],
        ['orderBy', 'order'],
        ['limit', ACTIVE_CATEGORIES_LIMIT],
      ],
    });
    expect(ACTIVE_CATEGORIES_LIMIT).toBe(50);
  });
});
