import { bookingResolveSchema } from '@marketplace/domain';
import { Router } from 'express';
import { adminDb } from '../../lib/admin';
import { clock } from '../../lib/clock';
import { requireSameOrigin } from '../../lib/origin';
import { requireSession } from '../../lib/session';
import { bodyOf, forbidden, pathId } from '../bookings/shared';
import { moveBooking, resolveStep } from '../bookings/transitions';

/** `/api/admin/bookings`: what only an admin (claim `admin`) does to bookings. */
export const adminBookingsRouter = Router();

/**
 * `POST /api/admin/bookings/{id}/resolve` `{outcome, note}`: settles a reported booking
 * (issue 13 §4), completing it or cancelling it (its time freed), with the admin's note.
 */
adminBookingsRouter.post('/:id/resolve', requireSameOrigin, async (req, res) => {
  res.set('Cache-Control', 'private, no-store');
  const session = await requireSession(req);
  if (session.claims.admin !== true) throw forbidden('Administrators only');
  const bookingId = pathId(req.params.id);
  const { outcome, note } = bookingResolveSchema.parse(bodyOf(req));
  const moved = await moveBooking(
    adminDb(),
    bookingId,
    { admin: true },
    resolveStep(outcome, note),
    clock.now(),
  );
  res.json({ id: bookingId, status: moved.status });
});
