import {
  PLATFORM_BANK_ACCOUNT,
  createPaymentLinkSchema,
  type PaymentLinkDocument,
} from '@marketplace/domain';
import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../../lib/errors';
import { paymentLinkSecret, signLinkToken } from '../../lib/payments/links';
import type { Session } from '../../lib/session';

const HOUR_MS = 60 * 60 * 1000;

/** Who makes a link and who it pays. */
export interface LinkCreator {
  uid: string;
  /** The payee when a provider; null for an admin who is not one (the platform is paid). */
  providerId: string | null;
  payeeName: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The creator of a link from the session and its `providers/{uid}`, `users/{uid}` documents:
 * a provider (the `role: 'provider'` claim, or a provider profile, which is how the app tells
 * providers today) or an admin; 403 for anyone else.
 */
export function linkCreatorOf(
  session: Session,
  [providerDoc, userDoc]: readonly (DocumentSnapshot | undefined)[],
): LinkCreator {
  const provider = session.claims.role === 'provider' || providerDoc?.exists === true;
  if (!provider && session.claims.admin !== true) {
    throw new HttpError(403, 'forbidden', 'Only providers and administrators create payment links');
  }
  const user = userDoc?.data() ?? {};
  const userName = text([user.firstName, user.lastName].filter(text).join(' '));
  const payeeName = provider
    ? (text(providerDoc?.get('displayName')) ?? userName ?? session.email ?? session.uid)
    : PLATFORM_BANK_ACCOUNT.holder;
  return { uid: session.uid, providerId: provider ? session.uid : null, payeeName };
}

/** Writes `paymentLinks/{id}` from a createPaymentLinkSchema body; its id and signed token. */
export async function createPaymentLink(
  db: Firestore,
  creator: LinkCreator,
  body: unknown,
  now: Date,
): Promise<{ id: string; token: string }> {
  const input = createPaymentLinkSchema.parse(body);
  // Before writing: a deployment without its secret must not leave links nobody can open.
  const secret = paymentLinkSecret();
  const expiresAt = new Date(now.getTime() + input.expiresInHours * HOUR_MS);
  const ref = db.collection('paymentLinks').doc();
  const token = signLinkToken(ref.id, input.amountFCFA, expiresAt, secret);
  const link: PaymentLinkDocument<Timestamp> = {
    creatorId: creator.uid,
    providerId: creator.providerId,
    payeeName: creator.payeeName,
    amountFCFA: input.amountFCFA,
    description: input.description,
    expiresAt: Timestamp.fromDate(expiresAt),
    status: 'active',
    paymentId: null,
    createdAt: Timestamp.fromDate(now),
    paidAt: null,
    token,
  };
  await ref.create(link);
  return { id: ref.id, token };
}
