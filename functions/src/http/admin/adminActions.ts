import type { AdminAuditDocument } from '@marketplace/domain';
import type { Request, Response } from 'express';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../../lib/errors';
import { requireSession, type Session } from '../../lib/session';

/**
 * What every admin route of the users and content areas shares: the `admin` claim checked on
 * the server (whatever the client sends), and the append-only `adminAudit` log.
 */

export const forbidden = () => new HttpError(403, 'forbidden', 'Administrators only');

/** The signed-in admin, or 401/403; admin answers are never cached. */
export async function requireAdmin(req: Request, res: Response): Promise<Session> {
  res.set('Cache-Control', 'private, no-store');
  const session = await requireSession(req);
  if (session.claims.admin !== true) throw forbidden();
  return session;
}

export type AdminAction = AdminAuditDocument['action'];

/** `adminAudit/{autoId}`: functions append lines, nobody changes them (the rules deny writes). */
export const newAuditRef = (db: Firestore) => db.collection('adminAudit').doc();

export function auditLine(
  actorId: string,
  action: AdminAction,
  targetId: string,
  detail: string | null,
  at: Date,
): AdminAuditDocument<Timestamp> {
  return { actorId, action, targetId, detail, at: Timestamp.fromDate(at) };
}

/** A JSON body, or `{}` when the request has none (express 5 leaves `req.body` undefined). */
export const bodyOf = (req: Request): unknown => req.body ?? {};
