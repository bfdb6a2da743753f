import { reviewHideSchema } from '@marketplace/domain';
import { Router, type Request, type Response } from 'express';
import { adminDb } from '../../lib/admin';
import { requireSameOrigin } from '../../lib/origin';
import { requireSession } from '../../lib/session';
import { reviewPathId, setReviewHidden } from '../reviews/reviews';
import { bodyOf, forbidden, isAdmin } from '../quotes/shared';

/**
 * `/api/admin/reviews`: an admin (claim `admin`) hides a review with a reason, or shows it
 * again (issue 13 §5). The ratings trigger then recounts the provider's figures.
 */
export const adminReviewsRouter = Router();

async function requireAdmin(req: Request, res: Response) {
  res.set('Cache-Control', 'private, no-store');
  const session = await requireSession(req);
  if (!isAdmin(session)) throw forbidden('Administrators only');
}

adminReviewsRouter.post('/:id/hide', requireSameOrigin, async (req, res) => {
  await requireAdmin(req, res);
  const reviewId = reviewPathId(req.params.id);
  const { reason } = reviewHideSchema.parse(bodyOf(req));
  await setReviewHidden(adminDb(), reviewId, true, reason);
  res.json({ id: reviewId, hidden: true });
});

adminReviewsRouter.post('/:id/unhide', requireSameOrigin, async (req, res) => {
  await requireAdmin(req, res);
  const reviewId = reviewPathId(req.params.id);
  await setReviewHidden(adminDb(), reviewId, false, null);
  res.json({ id: reviewId, hidden: false });
});
