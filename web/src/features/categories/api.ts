import {
  collection,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type FirestoreDataConverter,
  type Query,
} from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { categorySchema, type Category } from '@marketplace/domain';

export type CategoryWithSlug = Category & { slug: string };

/** Guards the UI against malformed documents: fields are validated on read. */
export const categoryConverter: FirestoreDataConverter<CategoryWithSlug, Category> = {
  toFirestore: ({ slug: _slug, ...category }) => categorySchema.parse(category),
  fromFirestore: (snapshot) => ({ slug: snapshot.id, ...categorySchema.parse(snapshot.data()) }),
};

/** Enough for every category the platform offers; the admin screen pages through more. */
const ACTIVE_CATEGORIES_LIMIT = 50;

export function activeCategoriesQuery(db: Firestore): Query<CategoryWithSlug, Category> {
  return query(
    collection(db, 'categories').withConverter(categoryConverter),
    where('active', '==', true),
    orderBy('order'),
    limit(ACTIVE_CATEGORIES_LIMIT),
  );
}

export function useActiveCategories() {
  const db = useFirestore();
  return useFirestoreCollectionData(activeCategoriesQuery(db));
}
