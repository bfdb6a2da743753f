import {
  acceptQuoteSchema,
  isoDay,
  optionalReasonSchema,
  quoteResponseInputSchema,
  requiredReasonSchema,
  type QuoteRequestDocument,
} from '@marketplace/domain';
import { Router, type Response } from 'express';
import { scheduleQuoteExpiry } from '../../jobs/deadlines';
import { adminDb } from '../../lib/admin';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { requireSameOrigin } from '../../lib/origin';
import { requireSession } from '../../lib/session';
import { getFileStore } from '../../lib/storage';
import { createQuoteRequest } from './create';
import { acceptQuote, cancelRequest, markSeen } from './customer';
import { photoPath, storeUploadedPhoto } from './photos';
import { declineRequest, respond, withdrawQuote } from './provider';
import { bodyOf, isAdmin, pathId, quoteRef } from './shared';

/**
 * `/api/quotes` (issue 12): every write to a request and its responses. Clients read these
 * documents directly under the rules; they never write them.
 */
export const quotesRouter = Router();

const noStore = (res: Response) => res.set('Cache-Control', 'private, no-store');

quotesRouter.post('/', requireSameOrigin, async (req, res) => {
  noStore(res);
  const session = await requireSession(req);
  const { status, id } = await createQuoteRequest(req, session);
  res.status(status).json({ id });
});

/** `POST /api/quotes/photos`: one photo in `photo` → 201 `{photoId}` (app.ts sets its limit). */
quotesRouter.post('/photos', requireSameOrigin, async (req, res) => {
  noStore(res);
  const { uid } = await requireSession(req);
  const photoId = await storeUploadedPhoto(req, uid);
  res.status(201).json({ photoId });
});

const photoNotFound = () => new HttpError(404, 'not_found', 'No such photo');

/**
 * `GET /api/quotes/{id}/photos/{photoId}`: a photo of a request, to its customer, its
 * recipients and admins; anything else is the same 404, so nobody learns a request exists.
 */
quotesRouter.get('/:id/photos/:photoId', async (req, res) => {
  noStore(res);
  const session = await requireSession(req);
  const quoteId = pathId(req.params.id);
  const photoId = req.params.photoId;
  const quote = (await quoteRef(adminDb(), quoteId).get()).data() as
    QuoteRequestDocument | undefined;
  const mayView =
    quote &&
    (quote.customerId === session.uid ||
      quote.recipientIds.includes(session.uid) ||
      isAdmin(session));
  if (!quote || !mayView || !quote.photoIds.includes(photoId)) throw photoNotFound();
  const file = await getFileStore().read(photoPath(quote.customerId, photoId));
  if (!file || file.contentType !== 'image/webp') throw photoNotFound();
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

quotesRouter.post('/:id/cancel', requireSameOrigin, async (req, res) => {
  noStore(res);
  const { uid } = await requireSession(req);
  const quoteId = pathId(req.params.id);
  const { reason } = optionalReasonSchema.parse(bodyOf(req));
  await cancelRequest(adminDb(), quoteId, { actor: 'customer', uid }, reason, clock.now());
  res.json({ id: quoteId, status: 'cancelled' });
});

quotesRouter.post('/:id/seen', requireSameOrigin, async (req, res) => {
  noStore(res);
  const { uid } = await requireSession(req);
  const quoteId = pathId(req.params.id);
  const seen = await markSeen(adminDb(), quoteId, uid, clock.now());
  res.json({ seen });
});

quotesRouter.post('/:id/accept', requireSameOrigin, async (req, res) => {
  noStore(res);
  const { uid } = await requireSession(req);
  const quoteId = pathId(req.params.id);
  const { providerId } = acceptQuoteSchema.parse(bodyOf(req));
  const contractId = await acceptQuote(adminDb(), quoteId, uid, providerId, clock.now());
  res.json({ contractId });
});

quotesRouter.put('/:id/response', requireSameOrigin, async (req, res) => {
  noStore(res);
  const { uid } = await requireSession(req);
  const quoteId = pathId(req.params.id);
  const now = clock.now();
  const input = quoteResponseInputSchema(isoDay(now)).parse(bodyOf(req));
  const { status, validUntil } = await respond(adminDb(), quoteId, uid, input, now);
  if (validUntil) await scheduleQuoteExpiry(quoteId, uid, validUntil);
  res.json({ status });
});

quotesRouter.post('/:id/response/decline', requireSameOrigin, async (req, res) => {
  noStore(res);
  const { uid } = await requireSession(req);
  const quoteId = pathId(req.params.id);
  const { reason } = requiredReasonSchema.parse(bodyOf(req));
  await declineRequest(adminDb(), quoteId, uid, reason, clock.now());
  res.json({ status: 'declined' });
});

quotesRouter.post('/:id/response/withdraw', requireSameOrigin, async (req, res) => {
  noStore(res);
  const { uid } = await requireSession(req);
  const quoteId = pathId(req.params.id);
  await withdrawQuote(adminDb(), quoteId, uid, clock.now());
  res.json({ status: 'withdrawn' });
});
