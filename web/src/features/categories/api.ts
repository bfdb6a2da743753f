import type { FirestoreDataConverter } from 'firebase/firestore';
import { categorySchema, type Category } from '@marketplace/domain';
import type { FirestoreHandle } from '../../shared/firebase/firestore';
import { useLiveQuery } from '../../shared/firebase/useLiveQuery';

export type CategoryWithSlug = Category & { slug: string };

/** Guards the UI against malformed documents: fields are validated on read. */
export const categoryConverter: FirestoreDataConverter<CategoryWithSlug, Category> = {
  toFirestore: ({ slug: _slug, ...category }) => categorySchema.parse(category),
  fromFirestore: (snapshot) => ({ slug: snapshot.id, ...categorySchema.parse(snapshot.data()) }),
};

/** Enough for every category the platform offers; the admin screen pages through more. */
const ACTIVE_CATEGORIES_LIMIT = 50;

export function activeCategoriesQuery({ fs, db }: FirestoreHandle) {
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
