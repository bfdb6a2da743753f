import { PAYMENT_ERRORS } from '@marketplace/domain';
import { Router, type Response } from 'express';
import { adminDb } from '../../lib/admin';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { requireSameOrigin } from '../../lib/origin';
import { linkView, verifyLinkToken } from '../../lib/payments/links';
import { requireSessionWith } from '../../lib/session';
import { appUrl } from '../../lib/siteUrl';
import { createPaymentLink, linkCreatorOf } from './create';

/**
 * `/api/payment-links` (issue 15): providers and admins create signed links; anyone holding a
 * link's token reads what it asks for. The links themselves are written here only (the rules
 * let their creator and admins read them).
 */
export const paymentLinksRouter = Router();

const noStore = (res: Response) => res.set('Cache-Control', 'private, no-store');

/** `POST /api/payment-links` createPaymentLinkSchema → 201 `{id, token, url}`. */
paymentLinksRouter.post('/', requireSameOrigin, async (req, res) => {
  noStore(res);
  const { session, docs } = await requireSessionWith(req, (uid) => [
    `providers/${uid}`,
    `users/${uid}`,
  ]);
  const creator = linkCreatorOf(session, docs);
  const created = await createPaymentLink(adminDb(), creator, req.body ?? {}, clock.now());
  // The site's configured address, never the request's Origin or Host: a link made with
  // forged headers must still open on our site.
  res.status(201).json({ ...created, url: `${appUrl()}/pay/${created.token}` });
});

/** `GET /api/payment-links/:token` (public) → PaymentLinkView; 404 `invalid_link` when forged. */
paymentLinksRouter.get('/:token', async (req, res) => {
  noStore(res);
  const verified = await verifyLinkToken(adminDb(), req.params.token);
  if (!verified.ok) {
    throw new HttpError(404, PAYMENT_ERRORS.invalidLink, 'No such payment link');
  }
  res.json(linkView(verified.id, verified.link, clock.now()));
});
