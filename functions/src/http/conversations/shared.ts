import { CONVERSATION_ERRORS, type ConversationDocument } from '@marketplace/domain';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { adminAuth } from '../../lib/admin';
import { HttpError } from '../../lib/errors';
import type { Session } from '../../lib/session';

/** `conversations/{id}` as stored (instants as Timestamps). */
export type StoredConversation = ConversationDocument<Timestamp>;

export const conversationRef = (db: Firestore, conversationId: string) =>
  db.doc(`conversations/${conversationId}`);

export const notFound = (what = 'conversation') =>
  new HttpError(404, 'not_found', `No such ${what}`);
export const notAParticipant = (message = 'You are not a party of this subject') =>
  new HttpError(403, CONVERSATION_ERRORS.notAParticipant, message);

/**
 * A conversation id in a path: the ids `conversationIdFor` makes are letters, digits, `_`
 * and `-`. Anything else cannot exist, so it is the same 404 as an unknown id.
 */
export function pathId(value: unknown): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,300}$/.test(value)) throw notFound();
  return value;
}

/**
 * 403 `email_not_verified` unless the caller's address is verified (read from Auth, not the
 * session cookie: the cookie keeps the claim it was made with).
 */
export async function requireVerifiedEmail(uid: string): Promise<void> {
  const user = await adminAuth().getUser(uid);
  if (!user.emailVerified) {
    throw new HttpError(403, 'email_not_verified', 'Verify your email address first');
  }
}

export const isParticipant = (
  conversation: Pick<StoredConversation, 'participants'>,
  uid: string,
) => Array.isArray(conversation.participants) && conversation.participants.includes(uid);

export const isAdmin = (session: Session) => session.claims.admin === true;
