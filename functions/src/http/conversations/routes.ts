import { Router, type Response } from 'express';
import { adminDb } from '../../lib/admin';
import { clock } from '../../lib/clock';
import { requireSameOrigin } from '../../lib/origin';
import { requireSession } from '../../lib/session';
import { bodyOf } from '../quotes/shared';
import { contentDisposition, readAttachment, storeAttachment } from './attachments';
import { pathId } from './shared';
import { startConversation } from './start';

/**
 * `/api/conversations` (issue 14): start a conversation, upload and read attachments. Clients
 * write messages and their own read marks directly under the rules; everything else of a
 * conversation is written here or by the unread trigger.
 */
export const conversationsRouter = Router();

const noStore = (res: Response) => res.set('Cache-Control', 'private, no-store');

/** `POST /api/conversations` `{subject:{kind,id}, providerId?}` → 201 (created) / 200 `{id}`. */
conversationsRouter.post('/', requireSameOrigin, async (req, res) => {
  noStore(res);
  const { uid } = await requireSession(req);
  const { status, id } = await startConversation(adminDb(), bodyOf(req), uid, clock.now());
  res.status(status).json({ id });
});

/** One file in `file` → 201 `MessageAttachment` (app.ts gives this route the 5 MB limit). */
conversationsRouter.post('/:id/attachments', requireSameOrigin, async (req, res) => {
  noStore(res);
  const { uid } = await requireSession(req);
  const attachment = await storeAttachment(adminDb(), req, pathId(req.params.id), uid);
  res.status(201).json(attachment);
});

conversationsRouter.get('/:id/attachments/:attachmentId', async (req, res) => {
  noStore(res);
  const session = await requireSession(req);
  const { attachmentId } = req.params;
  const file = await readAttachment(adminDb(), pathId(req.params.id), attachmentId, session);
  res.set({
    'Content-Type': file.contentType,
    'Content-Disposition': contentDisposition(file.contentType, attachmentId),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
    // Per viewer and not shared; an attachment never changes once uploaded.
    'Cache-Control': 'private, max-age=86400',
    Vary: 'Cookie',
  });
  res.send(file.bytes);
});
