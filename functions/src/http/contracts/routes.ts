import {
  contractCancelSchema,
  contractChangeRequestSchema,
  contractSignSchema,
  contractTermsSchema,
} from '@marketplace/domain';
import { Router, type Request } from 'express';
import { adminDb } from '../../lib/admin';
import { clock } from '../../lib/clock';
import { requireSameOrigin } from '../../lib/origin';
import { requireSession } from '../../lib/session';
import { bodyOf, pathId } from '../quotes/shared';
import { cancel, complete, draftTerms, requestChange, sign } from './actions';

/**
 * `/api/contracts/{id}/…` (issue 12 §7): every write to a contract. Each answers
 * `{contractId, status, termsHash, termsVersion}` after the change.
 */
export const contractsRouter = Router();

async function caller(req: Request) {
  const { uid } = await requireSession(req);
  return { db: adminDb(), contractId: pathId(req.params.id), uid, now: clock.now() };
}

contractsRouter.use((_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  next();
});

contractsRouter.put('/:id/terms', requireSameOrigin, async (req, res) => {
  const { db, contractId, uid, now } = await caller(req);
  const terms = contractTermsSchema.parse(bodyOf(req));
  res.json(await draftTerms(db, contractId, uid, terms, now));
});

contractsRouter.post('/:id/change-request', requireSameOrigin, async (req, res) => {
  const { db, contractId, uid, now } = await caller(req);
  const { message } = contractChangeRequestSchema.parse(bodyOf(req));
  res.json(await requestChange(db, contractId, uid, message, now));
});

contractsRouter.post('/:id/sign', requireSameOrigin, async (req, res) => {
  const { db, contractId, uid, now } = await caller(req);
  const signature = contractSignSchema.parse(bodyOf(req));
  res.json(await sign(db, contractId, uid, signature, now));
});

contractsRouter.post('/:id/complete', requireSameOrigin, async (req, res) => {
  const { db, contractId, uid, now } = await caller(req);
  res.json(await complete(db, contractId, uid, now));
});

contractsRouter.post('/:id/cancel', requireSameOrigin, async (req, res) => {
  const { db, contractId, uid, now } = await caller(req);
  const { reason } = contractCancelSchema.parse(bodyOf(req));
  res.json(await cancel(db, contractId, uid, reason, now));
});
