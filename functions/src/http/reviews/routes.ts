import { reviewInputSchema, reviewReplySchema } from '@marketplace/domain';
import { Router, type Response } from 'express';
import { adminDb } from '../../lib/admin';
import { clock } from '../../lib/clock';
import { requireSameOrigin } from '../../lib/origin';
import { requireSession } from '../../lib/session';
import { bodyOf } from '../quotes/shared';
import { bookingPathId, replyToReview, reviewPathId, saveReview } from './reviews';

/**
 * Mounted at `/api` after the bookings router: `PUT /api/bookings/{id}/review` (the customer)
 * and `PUT /api/reviews/{id}/reply` (the provider). Clients read reviews under the rules.
 */
export const reviewsRouter = Router();

const noStore = (res: Response) => res.set('Cache-Control', 'private, no-store');

reviewsRouter.put('/bookings/:id/review', requireSameOrigin, async (req, res) => {
  noStore(res);
  const { uid } = await requireSession(req);
  const bookingId = bookingPathId(req.params.id);
  const input = reviewInputSchema.parse(bodyOf(req));
  const { created } = await saveReview(adminDb(), bookingId, uid, input, clock.now());
  res.status(created ? 201 : 200).json({ id: bookingId });
});

reviewsRouter.put('/reviews/:id/reply', requireSameOrigin, async (req, res) => {
  noStore(res);
  const { uid } = await requireSession(req);
  const reviewId = reviewPathId(req.params.id);
  const { text } = reviewReplySchema.parse(bodyOf(req));
  const { created } = await replyToReview(adminDb(), reviewId, uid, text, clock.now());
  res.status(created ? 201 : 200).json({ id: reviewId });
});
