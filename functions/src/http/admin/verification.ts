import {
  verificationDecisionSchema,
  verificationQueueQuerySchema,
  type VerificationKind,
} from '@marketplace/domain';
import { Router, type Request, type Response } from 'express';
import { adminDb } from '../../lib/admin';
import { clock } from '../../lib/clock';
import { requireSameOrigin } from '../../lib/origin';
import { requireSession, type Session } from '../../lib/session';
import { applyVerificationStep } from '../../lib/verification/apply';
import { queuePage } from '../../lib/verification/queue';
import { requestOf, requestPath, type StoredRequest } from '../../lib/verification/stored';
import { verificationView } from '../../lib/verification/view';
import { bodyOf } from '../quotes/shared';
import { forbidden, isAdmin, kindParam, noStore, notFound, uidParam } from '../verification/shared';

/**
 * `/api/admin/verification` (issue 16, VERIFICATION_API): the queue, one provider's documents,
 * opening a document and deciding on it. Every endpoint checks the `admin` claim of the
 * verified session itself: whatever a client claims, a non-admin gets 403. The provider hears
 * of each decision from jobs/verificationLapse.ts's trigger.
 */
export const adminVerificationRouter = Router();

async function requireAdmin(req: Request, res: Response): Promise<Session> {
  noStore(res);
  const session = await requireSession(req);
  if (!isAdmin(session)) throw forbidden('Administrators only');
  return session;
}

/** GET ?kind=&after= → {items, next}: one query of at most 20 (lib/verification/queue.ts). */
adminVerificationRouter.get('/queue', async (req, res) => {
  await requireAdmin(req, res);
  const query = verificationQueueQuerySchema.parse(req.query);
  res.json(await queuePage(adminDb(), query));
});

/** GET → VerificationView of `uid`. */
adminVerificationRouter.get('/:uid', async (req, res) => {
  await requireAdmin(req, res);
  const uid = uidParam(req.params.uid);
  const snapshot = await adminDb().doc(requestPath(uid)).get();
  if (!snapshot.exists) throw notFound('verification request');
  res.json(verificationView(uid, requestOf(snapshot.data() as StoredRequest)));
});

/** The document of a path, for an admin's step. */
async function adminStep(req: Request, res: Response) {
  const session = await requireAdmin(req, res);
  const uid = uidParam(req.params.uid);
  const kind: VerificationKind = kindParam(req.params.kind);
  return { session, uid, kind };
}

/** POST {} → VerificationView: pending → in_progress (the admin looks at it). */
adminVerificationRouter.post('/:uid/documents/:kind/open', requireSameOrigin, async (req, res) => {
  const { session, uid, kind } = await adminStep(req, res);
  const applied = await applyVerificationStep(
    adminDb(),
    uid,
    { kind, action: 'open', actor: 'admin', actorId: session.uid },
    clock.now(),
  );
  res.json(verificationView(uid, applied.request));
});

/** POST {decision, reason?, reasonText?} → VerificationView. */
adminVerificationRouter.post(
  '/:uid/documents/:kind/decision',
  requireSameOrigin,
  async (req, res) => {
    const { session, uid, kind } = await adminStep(req, res);
    const body = verificationDecisionSchema.parse(bodyOf(req));
    const rejected = body.decision === 'reject';
    const applied = await applyVerificationStep(
      adminDb(),
      uid,
      {
        kind,
        action: body.decision,
        actor: 'admin',
        actorId: session.uid,
        reason: rejected ? (body.reason ?? null) : null,
        reasonText: rejected ? (body.reasonText ?? null) : null,
      },
      clock.now(),
    );
    res.json(verificationView(uid, applied.request));
  },
);
