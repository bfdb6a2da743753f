import type { FirestoreDataConverter } from 'firebase/firestore';
import { providerSchema, type Provider } from '@marketplace/domain';
import type { ProviderWithId } from './api';

/**
 * The providers feature's zod-backed converters, loaded by the query builders with a dynamic
 * `import()` so that zod stays out of the first-load bundle.
 */

/** Validated on read; fields the UI does not use (availability, portfolio…) are dropped. */
export const providerConverter: FirestoreDataConverter<ProviderWithId, Provider> = {
  toFirestore: ({ id: _id, ...provider }) => providerSchema.parse(provider),
  fromFirestore: (snapshot) => ({ id: snapshot.id, ...providerSchema.parse(snapshot.data()) }),
};
