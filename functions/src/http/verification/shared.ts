import { documentIdSchema, VERIFICATION_KINDS, type VerificationKind } from '@marketplace/domain';
import type { Response } from 'express';
import { HttpError } from '../../lib/errors';
import type { Session } from '../../lib/session';

/** Verification answers are one person's documents: never stored by any cache. */
export const noStore = (res: Response) => res.set('Cache-Control', 'private, no-store');

export const notFound = (what: string) => new HttpError(404, 'not_found', `No such ${what}`);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);

/** A uid in a path; anything that cannot be one is the same 404 as an unknown one. */
export function uidParam(value: unknown): string {
  if (!documentIdSchema.safeParse(value).success) throw notFound('provider');
  return value as string;
}

/** A document kind in a path (VERIFICATION_KINDS), else a 404. */
export function kindParam(value: unknown): VerificationKind {
  if (!VERIFICATION_KINDS.includes(value as VerificationKind)) throw notFound('document kind');
  return value as VerificationKind;
}

/** The `admin` claim of the verified session cookie: a flag a client sets anywhere else is ignored. */
export const isAdmin = (session: Session) => session.claims.admin === true;

/** The owner of `uid`'s documents or an admin, else a 403. */
export function requireOwnerOrAdmin(session: Session, uid: string): void {
  if (session.uid !== uid && !isAdmin(session)) {
    throw forbidden('Only the provider and administrators see these documents');
  }
}
