import { PAYMENT_ERRORS, PAYMENT_WINDOW_MS, cardBrand, isManualMethod } from '@marketplace/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../../lib/errors';
import type { PaymentGateway } from '../../lib/payments/gateway';
import { verifyLinkToken } from '../../lib/payments/links';
import { recordPaymentEvent } from '../../lib/payments/settle';
import { signedOut, type Session } from '../../lib/session';
import { chargeFor, type Charge } from './amount';
import { parseInitiation, type Initiation } from './input';
import {
  hashAccessKey,
  keyRecordId,
  newAccessKey,
  newPaymentReference,
  requestFingerprint,
} from './keys';
import { startAtGateway } from './start';
import type { PaymentKeyRecord, StoredPayment } from './stored';
import { resolveTarget, type Target } from './targets';

const conflict = (code: string, message: string) => new HttpError(409, code, message);

export interface InitiateContext {
  db: Firestore;
  gateway: PaymentGateway;
  session: Session | null;
  now: () => Date;
  webhookUrl: () => Promise<string>;
}

export interface Initiated {
  /** 201 for a new attempt, 200 when the key replays an earlier one. */
  status: 200 | 201;
  paymentId: string;
  accessKey: string;
  lang: 'fr' | 'en';
}

/** The new attempt's document, before the gateway answers (status `pending`). */
function paymentDocument(
  input: Initiation,
  target: Target,
  charge: Charge,
  session: Session | null,
  reference: string,
  accessKey: string,
  at: Date,
): StoredPayment {
  const stamp = Timestamp.fromDate(at);
  const card = input.method === 'card' && input.card ? input.card.number.replace(/\s+/g, '') : null;
  const brand = card ? cardBrand(card) : null;
  return {
    target: input.target.kind,
    bookingId: target.bookingId,
    linkId: target.linkId,
    payerId: session?.uid ?? null,
    payerName: target.payerName,
    providerId: target.providerId,
    description: target.description,
    amountFCFA: charge.amountFCFA,
    priceFCFA: charge.priceFCFA,
    feesFCFA: charge.feesFCFA,
    method: input.method,
    operator: brand ?? input.method,
    gateway: 'sandbox',
    status: 'pending',
    failureReason: null,
    reference,
    idempotencyKey: input.idempotencyKey,
    country: input.country,
    phone: input.msisdn,
    card: card && brand ? { brand, last4: card.slice(-4) } : null,
    // Set before the gateway is asked: were this instance to stop before it answers, the
    // reconciliation still closes the attempt at the window's end. Cash and transfers wait
    // for a person, not a window.
    expiresAt: isManualMethod(input.method)
      ? null
      : Timestamp.fromMillis(at.getTime() + PAYMENT_WINDOW_MS),
    confirmedBy: null,
    lang: input.lang,
    createdAt: stamp,
    updatedAt: stamp,
    settledAt: null,
    accessKeyHash: hashAccessKey(accessKey),
  };
}

/**
 * Concurrent requests with one key contend on its record: each loser retries, then replays.
 * Beyond the default 5 attempts, so that a burst of duplicates is never a 500.
 */
const CLAIM_OPTIONS = { maxAttempts: 20 };

type Claim =
  | { kind: 'replay'; paymentId: string; accessKey: string }
  | { kind: 'new'; paymentId: string; accessKey: string; payment: StoredPayment };

/**
 * `POST /api/payments`: claims the idempotency key and writes the attempt in ONE transaction
 * (two concurrent requests with one key make one payment: the loser's transaction retries,
 * finds the key and replays), then asks the gateway once, outside the transaction (a retried
 * transaction must never call it twice).
 */
export async function initiatePayment(ctx: InitiateContext, body: unknown): Promise<Initiated> {
  const { db, session } = ctx;
  const input = parseInitiation(body, ctx.now());
  if (input.target.kind === 'booking' && !session) throw signedOut();
  let linkId: string | null = null;
  if (input.target.kind === 'link') {
    const verified = await verifyLinkToken(db, input.target.token);
    if (!verified.ok) throw new HttpError(404, PAYMENT_ERRORS.invalidLink, 'No such payment link');
    linkId = verified.id;
  }
  const scope = session?.uid ?? `visitor:${linkId ?? 'demo'}`;
  const keyRef = db.doc(`paymentKeys/${keyRecordId(scope, input.idempotencyKey)}`);
  const newRef = db.collection('payments').doc();
  const at = ctx.now();

  const claim = await db.runTransaction(async (tx): Promise<Claim> => {
    const { target, check } = await resolveTarget(tx, db, input, session, linkId, at);
    const charge = chargeFor(target.priceFCFA, input.method);
    if (!charge) throw conflict(PAYMENT_ERRORS.notPayable, 'This amount cannot be paid');
    if (charge.amountFCFA !== input.expectedAmountFCFA) {
      throw conflict(PAYMENT_ERRORS.amountMismatch, 'The amount to pay has changed');
    }
    const fingerprint = requestFingerprint({
      target: target.key,
      method: input.method,
      phone: input.msisdn,
      cardLast4: input.card ? input.card.number.replace(/\s+/g, '').slice(-4) : null,
      amountFCFA: charge.amountFCFA,
    });
    const existing = (await tx.get(keyRef)).data() as PaymentKeyRecord | undefined;
    if (existing) {
      if (existing.fingerprint !== fingerprint) {
        throw conflict(
          PAYMENT_ERRORS.idempotencyConflict,
          'This idempotency key was used for another payment',
        );
      }
      return { kind: 'replay', paymentId: existing.paymentId, accessKey: existing.accessKey };
    }
    await check();

    const accessKey = newAccessKey();
    const payment = paymentDocument(
      input,
      target,
      charge,
      session,
      newPaymentReference(),
      accessKey,
      at,
    );
    const record: PaymentKeyRecord = {
      paymentId: newRef.id,
      fingerprint,
      accessKey,
      createdAt: Timestamp.fromDate(at),
    };
    tx.create(keyRef, record);
    tx.create(newRef, payment);
    await recordPaymentEvent(
      { db, tx },
      newRef.id,
      { type: 'initiated', status: 'pending', detail: input.method },
      at,
    );
    if (target.booking) {
      tx.update(target.booking, {
        paymentStatus: 'pending',
        paymentId: newRef.id,
        paymentMethod: input.method,
        updatedAt: Timestamp.fromDate(at),
      });
    }
    return { kind: 'new', paymentId: newRef.id, accessKey, payment };
  }, CLAIM_OPTIONS);

  if (claim.kind === 'replay') {
    return {
      status: 200,
      paymentId: claim.paymentId,
      accessKey: claim.accessKey,
      lang: input.lang,
    };
  }
  if (!isManualMethod(input.method))
    await startAtGateway(ctx, claim.paymentId, claim.payment, input);
  return { status: 201, paymentId: claim.paymentId, accessKey: claim.accessKey, lang: input.lang };
}
