import type { Category } from '@marketplace/domain';
import type { PublicQuery } from '../firebase/publicQuery';
import { usePublicList } from '../firebase/usePublicList';
import { loadableConverter } from '../firebase/servedData';

/**
 * The active service categories, read by several features (home grid, hero search, services
 * filters): one request and one kept copy for all of them.
 */
export type ActiveCategory = Category & { slug: string };

/** Enough for every category the platform offers; the admin screen pages through more. */
export const ACTIVE_CATEGORIES_LIMIT = 50;

/** Index: categories(active ASC, order ASC). */
export const ACTIVE_CATEGORIES_QUERY: PublicQuery = {
  collection: 'categories',
  where: [['active', '==', true]],
  orderBy: [['order', 'asc']],
  limit: ACTIVE_CATEGORIES_LIMIT,
};

/** Categories are read without zod (./categoryReader.ts), which the app's core chunk carries. */
const categoryReader = loadableConverter(
  'catalog/category',
  async () => (await import('./categoryReader')).readCategory,
);

/** Public and small: read over REST (no Firestore SDK), checked by `readCategory`. */
export function useActiveCategories() {
  return usePublicList('categories:active', ACTIVE_CATEGORIES_QUERY, categoryReader);
}
