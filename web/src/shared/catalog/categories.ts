import type { Category } from '@marketplace/domain';
import type { FirestoreHandle } from '../firebase/firestore';
import { useLiveQuery } from '../firebase/useLiveQuery';

/**
 * The active service categories, read by several features (home grid, hero search, services
 * filters): one query and one cache entry for all of them.
 */
export type ActiveCategory = Category & { slug: string };

/** Enough for every category the platform offers; the admin screen pages through more. */
export const ACTIVE_CATEGORIES_LIMIT = 50;

/** Index: categories(active ASC, order ASC). */
export async function activeCategoriesQuery({ fs, db }: FirestoreHandle) {
  const { categoryConverter } = await import('./categoryConverter');
  return fs.query(
    fs.collection(db, 'categories').withConverter(categoryConverter),
    fs.where('active', '==', true),
    fs.orderBy('order'),
    fs.limit(ACTIVE_CATEGORIES_LIMIT),
  );
}

export function useActiveCategories() {
  return useLiveQuery('categories:active', activeCategoriesQuery);
}
