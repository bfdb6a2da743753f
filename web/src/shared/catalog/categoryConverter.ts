import type { FirestoreDataConverter } from 'firebase/firestore';
import { categorySchema, type Category } from '@marketplace/domain';
import type { ActiveCategory } from './categories';

/** Guards the UI against malformed documents: fields are validated on read. */
export const categoryConverter: FirestoreDataConverter<ActiveCategory, Category> = {
  toFirestore: ({ slug: _slug, ...category }) => categorySchema.parse(category),
  fromFirestore: (snapshot) => ({ slug: snapshot.id, ...categorySchema.parse(snapshot.data()) }),
};
