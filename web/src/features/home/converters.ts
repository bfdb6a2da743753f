import type { FirestoreDataConverter } from 'firebase/firestore';
import { reviewSchema } from '@marketplace/domain';
import type { Testimonial } from './api';

/**
 * The home feature's zod-backed converters, loaded by the query builders with a dynamic
 * `import()` so that zod stays out of the first-load bundle.
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

/** `reviews/{bookingId}`; `createdAt` is a Timestamp in Firestore and a Date here. */
export const testimonialConverter: FirestoreDataConverter<Testimonial> = {
  toFirestore: ({ id: _id, createdAt, ...review }) => ({
    ...reviewSchema.parse(review),
    createdAt,
  }),
  fromFirestore: (snapshot) => {
    const data = snapshot.data();
    return { id: snapshot.id, ...reviewSchema.parse(data), createdAt: toDate(data.createdAt) };
  },
};
