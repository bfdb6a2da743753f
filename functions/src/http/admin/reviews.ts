import {
  ADMIN_ERRORS,
  BOOKING_ERRORS,
  featuredReviewSchema,
  reviewHideSchema,
  type ReviewDocument,
} from '@marketplace/domain';
import { Router } from 'express';
import { adminDb } from '../../lib/admin';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { requireSameOrigin } from '../../lib/origin';
import { reviewPathId, setReviewHidden } from '../reviews/reviews';
import { auditLine, bodyOf, newAuditRef, requireAdmin } from './adminActions';

/**
 * `/api/admin/reviews`: an admin (claim `admin`) hides a review with a reason, or shows it
 * again (issue 13 §5), audited like every content decision. The ratings trigger then recounts
 * the provider's figures.
 */
export const adminReviewsRouter = Router();

adminReviewsRouter.post('/:id/hide', requireSameOrigin, async (req, res) => {
  const session = await requireAdmin(req, res);
  const reviewId = reviewPathId(req.params.id);
  const { reason } = reviewHideSchema.parse(bodyOf(req));
  await setReviewHidden(adminDb(), reviewId, true, reason, session.uid);
  res.json({ id: reviewId, hidden: true });
});

adminReviewsRouter.post('/:id/unhide', requireSameOrigin, async (req, res) => {
  const session = await requireAdmin(req, res);
  const reviewId = reviewPathId(req.params.id);
  await setReviewHidden(adminDb(), reviewId, false, null, session.uid);
  res.json({ id: reviewId, hidden: false });
});

/**
 * `POST /api/admin/reviews/{id}/featured` `{featured}`: a visible review shown first among the
 * testimonials on home (or not any more). A hidden review cannot be featured (409); taking the
 * flag off is always allowed. A change is audited in the same transaction; a repeat writes
 * nothing.
 */
adminReviewsRouter.post('/:id/featured', requireSameOrigin, async (req, res) => {
  const session = await requireAdmin(req, res);
  const reviewId = reviewPathId(req.params.id);
  const { featured } = featuredReviewSchema.parse(bodyOf(req));
  const db = adminDb();
  await db.runTransaction(async (transaction) => {
    const ref = db.doc(`reviews/${reviewId}`);
    const review = (await transaction.get(ref)).data() as
      (ReviewDocument & { featured?: boolean }) | undefined;
    if (!review) throw new HttpError(404, BOOKING_ERRORS.noReview, 'No such review');
    if (featured && review.hidden) {
      throw new HttpError(409, ADMIN_ERRORS.reviewHidden, 'Only a visible review can be featured');
    }
    if ((review.featured === true) === featured) return;
    transaction.update(ref, { featured });
    transaction.create(
      newAuditRef(db),
      auditLine(
        session.uid,
        featured ? 'review_featured' : 'review_unfeatured',
        reviewId,
        null,
        clock.now(),
      ),
    );
  });
  res.json({ id: reviewId, featured });
});
