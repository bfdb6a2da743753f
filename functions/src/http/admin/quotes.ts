import { requiredReasonSchema } from '@marketplace/domain';
import { Router } from 'express';
import { adminDb } from '../../lib/admin';
import { clock } from '../../lib/clock';
import { requireSameOrigin } from '../../lib/origin';
import { requireSession } from '../../lib/session';
import { cancelRequest } from '../quotes/customer';
import { bodyOf, forbidden, isAdmin, pathId } from '../quotes/shared';

/** `/api/admin/quotes`: what only an admin (claim `admin`) does to requests. */
export const adminQuotesRouter = Router();

/**
 * `POST /api/admin/quotes/{id}/cancel` `{reason}`: ends an abusive request; every open
 * response is closed (issue 12 §8).
 */
adminQuotesRouter.post('/:id/cancel', requireSameOrigin, async (req, res) => {
  res.set('Cache-Control', 'private, no-store');
  const session = await requireSession(req);
  if (!isAdmin(session)) throw forbidden('Administrators only');
  const quoteId = pathId(req.params.id);
  const { reason } = requiredReasonSchema.parse(bodyOf(req));
  await cancelRequest(
    adminDb(),
    quoteId,
    { actor: 'admin', uid: session.uid },
    reason,
    clock.now(),
  );
  res.json({ id: quoteId, status: 'cancelled' });
});
