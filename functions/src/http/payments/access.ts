import type { Request } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../../lib/errors';
import { optionalSession, signedOut, type Session } from '../../lib/session';
import { accessKeyMatches } from './keys';
import { paymentNotFound, paymentRef, type StoredPayment } from './stored';

export const isAdmin = (session: Session | null) => session?.claims.admin === true;

/**
 * Who is looking at a payment: its payer (signed in, or holding the attempt's access key),
 * the provider paid, or an admin; null for anyone else.
 */
export type Viewer = 'payer' | 'provider' | 'admin';

export function viewerOf(
  payment: Pick<StoredPayment, 'payerId' | 'providerId' | 'accessKeyHash'>,
  session: Session | null,
  key: unknown,
): Viewer | null {
  if (session && payment.payerId !== null && session.uid === payment.payerId) return 'payer';
  if (accessKeyMatches(key, payment.accessKeyHash)) return 'payer';
  if (session && payment.providerId !== null && session.uid === payment.providerId) {
    return 'provider';
  }
  return isAdmin(session) ? 'admin' : null;
}

export interface ViewedPayment {
  id: string;
  payment: StoredPayment;
  session: Session | null;
  viewer: Viewer;
}

/**
 * The payment `id` when the request may see it: 404 when there is none, 401 to a visitor
 * without the right key, 403 to a signed-in user who is none of the above.
 */
export async function paymentForViewer(
  db: Firestore,
  req: Request,
  id: string,
  key: unknown,
): Promise<ViewedPayment> {
  const [session, snapshot] = await Promise.all([optionalSession(req), paymentRef(db, id).get()]);
  const payment = snapshot.data() as StoredPayment | undefined;
  if (!payment) throw paymentNotFound();
  const viewer = viewerOf(payment, session, key);
  if (!viewer) {
    if (!session) throw signedOut();
    throw new HttpError(403, 'forbidden', 'This payment is not yours');
  }
  return { id, payment, session, viewer };
}
