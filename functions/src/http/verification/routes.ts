import { verificationAuditQuerySchema } from '@marketplace/domain';
import { Router } from 'express';
import { adminDb } from '../../lib/admin';
import { clock } from '../../lib/clock';
import { requireSameOrigin } from '../../lib/origin';
import { requireSession, requireSessionWith } from '../../lib/session';
import { getFileStore } from '../../lib/storage';
import { auditPage } from '../../lib/verification/audit';
import { documentNotFound } from '../../lib/verification/steps';
import {
  requestOf,
  requestPath,
  verificationFilePath,
  type StoredRequest,
} from '../../lib/verification/stored';
import { downloadLink, verifyDownloadToken } from '../../lib/verification/token';
import { verificationView } from '../../lib/verification/view';
import { forbidden, kindParam, noStore, notFound, requireOwnerOrAdmin, uidParam } from './shared';
import { uploadDocument } from './upload';

/**
 * `/api/verification` (issue 16, VERIFICATION_API): a provider's own documents (view, upload),
 * short-lived links to a file for its owner or an admin, the download behind such a link, and
 * a provider's audit log. The admin's side is admin/verification.ts.
 */
export const verificationRouter = Router();

/** GET: the signed-in provider's VerificationView (empty before any upload). */
verificationRouter.get('/', async (req, res) => {
  noStore(res);
  const { session, docs } = await requireSessionWith(req, (uid) => [requestPath(uid)]);
  const stored = docs[0]?.data() as StoredRequest | undefined;
  res.json(verificationView(session.uid, requestOf(stored)));
});

/**
 * POST multipart (`files`: 1–3; `issuedOn` for a criminal record, `validUntil` optional for
 * identity) → 201 VerificationView. Providers only (their `providers/{uid}` exists).
 */
verificationRouter.post('/documents/:kind', requireSameOrigin, async (req, res) => {
  noStore(res);
  const kind = kindParam(req.params.kind);
  const { session, docs } = await requireSessionWith(req, (uid) => [`providers/${uid}`]);
  if (!docs[0]?.exists) throw forbidden('Only providers send verification documents');
  const applied = await uploadDocument(req, session.uid, kind, clock.now());
  res.status(201).json(verificationView(session.uid, applied.request));
});

/** GET ?token= → the file's bytes, inline, while the token holds (see token.ts). */
verificationRouter.get('/download', async (req, res) => {
  noStore(res);
  const file = verifyDownloadToken(req.query.token, clock.now());
  const stored = await getFileStore().read(verificationFilePath(file.uid, file.kind, file.fileId));
  if (!stored) throw notFound('file');
  res.set({
    'Content-Type': stored.contentType,
    'Content-Disposition': 'inline',
    // A PDF or an image shown as it is: no script of it runs with the site's origin.
    'Content-Security-Policy': 'sandbox',
    'X-Content-Type-Options': 'nosniff',
  });
  res.send(stored.bytes);
});

/** POST {} → {url, expiresAt}: a link to one file of `uid`'s, for its owner or an admin. */
verificationRouter.post(
  '/:uid/documents/:kind/files/:fileId/link',
  requireSameOrigin,
  async (req, res) => {
    noStore(res);
    const uid = uidParam(req.params.uid);
    const kind = kindParam(req.params.kind);
    const session = await requireSession(req);
    requireOwnerOrAdmin(session, uid);
    const snapshot = await adminDb().doc(requestPath(uid)).get();
    const document = requestOf(snapshot.data() as StoredRequest | undefined)?.documents[kind];
    if (!document) throw documentNotFound(kind);
    const file = document.files.find((candidate) => candidate.id === req.params.fileId);
    if (!file) throw notFound('file');
    res.json(downloadLink({ uid, kind, fileId: file.id }, clock.now()));
  },
);

/** GET ?after= → {items, next}: `uid`'s audit log, newest first (its owner or an admin). */
verificationRouter.get('/:uid/audit', async (req, res) => {
  noStore(res);
  const uid = uidParam(req.params.uid);
  const session = await requireSession(req);
  requireOwnerOrAdmin(session, uid);
  const { after } = verificationAuditQuerySchema.parse(req.query);
  res.json(await auditPage(adminDb(), uid, after));
});
