import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  paymentLinkTokenSchema,
  type PaymentLinkDocument,
  type PaymentLinkView,
} from '@marketplace/domain';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { HttpError } from '../errors';

/** `paymentLinks/{id}` as stored (instants as Timestamps). */
export type StoredPaymentLink = PaymentLinkDocument<Timestamp>;

/**
 * The secret of development and tests (emulators, unit and integration tests). A deployed
 * function refuses to sign or verify without `PAYMENT_LINK_SECRET`: with a public default
 * anyone could forge a link for any amount.
 */
export const DEV_PAYMENT_LINK_SECRET = 'dev-payment-link-secret-not-for-production';

const deployed = (env: NodeJS.ProcessEnv) =>
  Boolean(env.K_SERVICE) && env.FUNCTIONS_EMULATOR !== 'true';

/** The key of the links' signatures: `PAYMENT_LINK_SECRET`, or the development default. */
export function paymentLinkSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.PAYMENT_LINK_SECRET?.trim();
  if (secret) return secret;
  if (deployed(env)) {
    throw new HttpError(503, 'links_unavailable', 'Payment links are not configured');
  }
  return DEV_PAYMENT_LINK_SECRET;
}

/**
 * The signature binds the id to the amount and the end of validity: a token whose link was
 * changed (or a token edited by hand) no longer verifies.
 */
function signature(id: string, amountFCFA: number, expiresAtMs: number, secret: string): string {
  return createHmac('sha256', secret)
    .update(`${id}:${amountFCFA}:${expiresAtMs}`)
    .digest('base64url');
}

/** `{id}.{base64url(HMAC-SHA256(id:amountFCFA:expiresAtMs))}`. */
export function signLinkToken(
  id: string,
  amountFCFA: number,
  expiresAt: Date,
  secret: string = paymentLinkSecret(),
): string {
  return `${id}.${signature(id, amountFCFA, expiresAt.getTime(), secret)}`;
}

/** Whether `token` is the signature of exactly this link (constant-time comparison). */
export function tokenMatches(
  token: string,
  id: string,
  amountFCFA: number,
  expiresAt: Date,
  secret: string = paymentLinkSecret(),
): boolean {
  const expected = Buffer.from(signLinkToken(id, amountFCFA, expiresAt, secret));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export type VerifiedLink =
  | { ok: true; id: string; link: StoredPaymentLink }
  | { ok: false; code: 'invalid_link' };

const invalid = { ok: false, code: 'invalid_link' } as const;

/**
 * The link a token names, when its signature matches the stored link. A malformed token, an
 * unknown id and a bad signature are the same answer, so a guess learns nothing. Expiry and
 * payment are the caller's to check (`linkStatus`).
 */
export async function verifyLinkToken(db: Firestore, token: unknown): Promise<VerifiedLink> {
  const parsed = paymentLinkTokenSchema.safeParse(token);
  if (!parsed.success) return invalid;
  const id = parsed.data.slice(0, parsed.data.indexOf('.'));
  const snapshot = await db.doc(`paymentLinks/${id}`).get();
  const link = snapshot.data() as StoredPaymentLink | undefined;
  if (!link) return invalid;
  return tokenMatches(parsed.data, id, link.amountFCFA, link.expiresAt.toDate())
    ? { ok: true, id, link }
    : invalid;
}

/** 'paid' wins over 'expired': a link paid in time stays paid. */
export function linkStatus(
  link: Pick<StoredPaymentLink, 'status' | 'expiresAt'>,
  now: Date,
): PaymentLinkView['status'] {
  if (link.status === 'paid') return 'paid';
  return link.expiresAt.toMillis() <= now.getTime() ? 'expired' : 'active';
}

/** What the public checkout of a link shows. */
export function linkView(id: string, link: StoredPaymentLink, now: Date): PaymentLinkView {
  return {
    id,
    payeeName: link.payeeName,
    amountFCFA: link.amountFCFA,
    description: link.description,
    expiresAt: link.expiresAt.toDate().toISOString(),
    status: linkStatus(link, now),
  };
}
