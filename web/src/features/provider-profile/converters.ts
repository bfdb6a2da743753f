import type { FirestoreDataConverter } from 'firebase/firestore';
import {
  providerSchema,
  providerServiceSchema,
  reviewSchema,
  type Provider,
  type ProviderService,
} from '@marketplace/domain';
import type { ProviderDetails, ProviderReview, ProviderServiceItem, ReviewReply } from './api';

/**
 * The provider profile's zod-backed converters, loaded by the query builders with a dynamic
 * `import()` so that zod stays out of the first-load bundle. The page only reads.
 */

function toDate(value: unknown): Date | null {
  if (
    value &&
    typeof value === 'object' &&
    'toDate' in value &&
    typeof value.toDate === 'function'
  ) {
    const date: unknown = value.toDate();
    return date instanceof Date ? date : null;
  }
  return null;
}

/** `providers/{id}`: a malformed document is an error, not a half-drawn profile. */
export const providerConverter: FirestoreDataConverter<ProviderDetails, Provider> = {
  toFirestore: ({ id: _id, ...provider }) => providerSchema.parse(provider),
  fromFirestore: (snapshot) => ({ id: snapshot.id, ...providerSchema.parse(snapshot.data()) }),
};

/** `providers/{id}/services/{serviceId}` */
export const serviceConverter: FirestoreDataConverter<ProviderServiceItem, ProviderService> = {
  toFirestore: ({ id: _id, ...service }) => providerServiceSchema.parse(service),
  fromFirestore: (snapshot) => ({
    id: snapshot.id,
    ...providerServiceSchema.parse(snapshot.data()),
  }),
};

/**
 * The provider's reply (`{ text, at }`, written by the api), or null. A malformed one is left
 * out rather than failing the review it answers.
 */
function replyOf(value: unknown): ReviewReply | null {
  if (!value || typeof value !== 'object' || !('text' in value)) return null;
  const text = typeof value.text === 'string' ? value.text.trim() : '';
  if (!text) return null;
  return { text, at: 'at' in value ? toDate(value.at) : null };
}

/** `reviews/{bookingId}`, with its date and id kept as the cursor of the next page. */
export const reviewConverter: FirestoreDataConverter<ProviderReview> = {
  toFirestore: ({ id: _id, cursor: _cursor, createdAt, reply, ...review }) => ({
    ...reviewSchema.parse(review),
    createdAt,
    reply,
  }),
  fromFirestore: (snapshot) => {
    const data = snapshot.data();
    const createdAt = toDate(data.createdAt);
    return {
      id: snapshot.id,
      ...reviewSchema.parse(data),
      createdAt,
      reply: replyOf(data.reply),
      cursor: { id: snapshot.id, createdAt: createdAt?.toISOString() ?? null },
    };
  },
};
