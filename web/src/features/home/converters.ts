import { readReview } from '@marketplace/domain';
import type { PublicConverter } from '../../shared/firebase/keptDocuments';
import { timestampToDate } from '../../shared/firebase/timestampToDate';
import type { Testimonial } from './api';

/** `reviews/{bookingId}`, read without zod (`readReview`); `createdAt` becomes a Date. */
export const testimonialConverter: PublicConverter<Testimonial> = ({ id, data }) => ({
  id,
  ...readReview(data),
  createdAt: timestampToDate(data.createdAt),
});
