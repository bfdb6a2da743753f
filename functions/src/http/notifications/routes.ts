import { Router } from 'express';
import { adminDb } from '../../lib/admin';
import { requireSameOrigin } from '../../lib/origin';
import { requireSession } from '../../lib/session';
import { markAllRead } from './readAll';

/** `/api/notifications` (issue 14): mark every notification of the caller read. */
export const notificationsRouter = Router();

/** `POST /api/notifications/read-all` (NOTIFICATION_API.readAll) → 200 `{updated}`. */
notificationsRouter.post('/read-all', requireSameOrigin, async (req, res) => {
  res.set('Cache-Control', 'private, no-store');
  const { uid } = await requireSession(req);
  res.json({ updated: await markAllRead(adminDb(), uid) });
});
