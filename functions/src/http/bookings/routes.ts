import { bookingReasonSchema, slotsQuerySchema } from '@marketplace/domain';
import { Router, type Response } from 'express';
import { adminDb } from '../../lib/admin';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { requireSameOrigin } from '../../lib/origin';
import { requireSession } from '../../lib/session';
import { createBooking } from './create';
import { readBookingPhoto, storeBookingPhoto } from './photos';
import { reportProblem } from './problem';
import { rescheduleBooking } from './reschedule';
import { bodyOf, bookingRef, partyOf, pathId, uidOf, type StoredBooking } from './shared';
import { slotsOf } from './slots';
import {
  cancelStep,
  completeStep,
  confirmStep,
  declineStep,
  moveBooking,
  type Moved,
} from './transitions';

/**
 * `/api/bookings` (issue 13): every write to a booking and its slot locks. Clients read
 * bookings directly under the rules; they never write them. `PUT /:id/review` is the reviews
 * router's (app.ts).
 */
export const bookingsRouter = Router();

const noStore = (res: Response) => res.set('Cache-Control', 'private, no-store');
const answer = (res: Response, bookingId: string, moved: Moved) =>
  res.json({ id: bookingId, status: moved.status });

/** `GET /api/bookings/slots?provider=&service=&day=&duration=` → `SlotsAnswer`, signed out too. */
bookingsRouter.get('/slots', async (req, res) => {
  res.set('Cache-Control', 'no-store');
  const query = slotsQuerySchema.parse(req.query);
  res.json(await slotsOf(adminDb(), query, clock.now()));
});

bookingsRouter.post('/', requireSameOrigin, async (req, res) => {
  noStore(res);
  const { uid } = await requireSession(req);
  const { status, id } = await createBooking(adminDb(), bodyOf(req), uid, clock.now());
  res.status(status).json({ id });
});

/** `POST /api/bookings/photos`: one photo in `photo` → 201 `{photoId}` (app.ts sets its limit). */
bookingsRouter.post('/photos', requireSameOrigin, async (req, res) => {
  noStore(res);
  const { uid } = await requireSession(req);
  res.status(201).json({ photoId: await storeBookingPhoto(req, uid) });
});

const photoNotFound = () => new HttpError(404, 'not_found', 'No such photo');

/**
 * `GET /api/bookings/{id}/photos/{photoId}`: a photo of the booking's reported problem, to its
 * parties and admins; anything else is the same 404, so nobody learns a booking exists.
 */
bookingsRouter.get('/:id/photos/:photoId', async (req, res) => {
  noStore(res);
  const session = await requireSession(req);
  const bookingId = pathId(req.params.id);
  const booking = (await bookingRef(adminDb(), bookingId).get()).data() as
    StoredBooking | undefined;
  const mayView = booking && (partyOf(booking, session.uid) || session.claims.admin === true);
  const problem = booking?.problem;
  if (!booking || !mayView || !problem?.photoIds.includes(req.params.photoId)) {
    throw photoNotFound();
  }
  const file = await readBookingPhoto(uidOf(booking, problem.by), req.params.photoId);
  if (!file) throw photoNotFound();
  res.set({
    'Content-Type': file.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
    // Per viewer and not shared: who may see it can change (an admin's session ends).
    'Cache-Control': 'private, max-age=3600',
    Vary: 'Cookie',
  });
  res.send(file.bytes);
});

bookingsRouter.post('/:id/confirm', requireSameOrigin, async (req, res) => {
  noStore(res);
  const { uid } = await requireSession(req);
  const bookingId = pathId(req.params.id);
  const now = clock.now();
  // The booking's trigger arms the auto-completion timer (bookingAutoComplete.ts).
  answer(res, bookingId, await moveBooking(adminDb(), bookingId, { uid }, confirmStep, now));
});

bookingsRouter.post('/:id/decline', requireSameOrigin, async (req, res) => {
  noStore(res);
  const { uid } = await requireSession(req);
  const bookingId = pathId(req.params.id);
  const { reason } = bookingReasonSchema.parse(bodyOf(req));
  answer(
    res,
    bookingId,
    await moveBooking(adminDb(), bookingId, { uid }, declineStep(reason), clock.now()),
  );
});

bookingsRouter.post('/:id/cancel', requireSameOrigin, async (req, res) => {
  noStore(res);
  const { uid } = await requireSession(req);
  const bookingId = pathId(req.params.id);
  const { reason } = bookingReasonSchema.parse(bodyOf(req));
  answer(
    res,
    bookingId,
    await moveBooking(adminDb(), bookingId, { uid }, cancelStep(reason), clock.now()),
  );
});

bookingsRouter.post('/:id/complete', requireSameOrigin, async (req, res) => {
  noStore(res);
  const { uid } = await requireSession(req);
  const bookingId = pathId(req.params.id);
  answer(
    res,
    bookingId,
    await moveBooking(adminDb(), bookingId, { uid }, completeStep, clock.now()),
  );
});

bookingsRouter.post('/:id/reschedule', requireSameOrigin, async (req, res) => {
  noStore(res);
  const { uid } = await requireSession(req);
  const bookingId = pathId(req.params.id);
  answer(
    res,
    bookingId,
    await rescheduleBooking(adminDb(), bookingId, uid, bodyOf(req), clock.now()),
  );
});

bookingsRouter.post('/:id/problem', requireSameOrigin, async (req, res) => {
  noStore(res);
  const { uid } = await requireSession(req);
  const bookingId = pathId(req.params.id);
  answer(res, bookingId, await reportProblem(adminDb(), bookingId, uid, bodyOf(req), clock.now()));
});
