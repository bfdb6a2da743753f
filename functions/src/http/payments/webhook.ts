import { PAYMENT_ERRORS, type PaymentEventDocument, type PaymentStatus } from '@marketplace/domain';
import { Router, type Request } from 'express';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { adminDb } from '../../lib/admin';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import type { GatewayStatus, GatewayWebhook, PaymentGateway } from '../../lib/payments/gateway';
import { paymentGateway } from '../../lib/payments';
import { recordPaymentEvent, settlePayment, type SettleOutcome } from '../../lib/payments/settle';
import { SANDBOX_SIGNATURE_HEADER, webhookSignatureValid } from '../../lib/payments/signature';

/**
 * `POST /api/payments/webhooks/sandbox` (issue 15): the sandbox operator's signed webhooks.
 * Like every gateway's, they may come twice, late or out of order, so the handler treats them
 * as hints: it checks the signature over the raw bytes, ignores an event it has seen, and moves
 * the payment from `verify` only (checking the amount), through `settlePayment`.
 */
export const paymentWebhookRouter = Router();

export interface WebhookAnswer {
  received: true;
  duplicate?: true;
}

/** What a verified gateway status settles an attempt of `amountFCFA` as (null: still open). */
export function outcomeOfStatus(status: GatewayStatus, amountFCFA: number): SettleOutcome | null {
  if (status.status === 'PENDING') return null;
  if (status.status === 'FAILED') return { status: 'failed', reason: status.reason };
  // The gateway's amount and currency must be the payment's before anything is delivered.
  if (status.amountFCFA !== amountFCFA || status.currency !== 'XOF') {
    return { status: 'failed', reason: 'amount_mismatch' };
  }
  return { status: 'success' };
}

/** A webhook's events are kept under this id, so that a second copy is recognised. */
const webhookEventId = (eventId: string) => `webhook_${eventId}`;

/** Handles a verified webhook at `at`: see above. */
export async function handleWebhook(
  db: Firestore,
  gateway: PaymentGateway,
  webhook: GatewayWebhook,
  at: Date,
): Promise<WebhookAnswer> {
  const found = await db
    .collection('payments')
    .where('reference', '==', webhook.reference)
    .limit(1)
    .get();
  const payment = found.docs[0];
  if (!payment) {
    throw new HttpError(404, PAYMENT_ERRORS.unknownReference, 'No payment has this reference');
  }
  // Claims the event in one transaction: of two copies arriving together, one sees the other's.
  const seenRef = payment.ref.collection('events').doc(webhookEventId(webhook.eventId));
  const duplicate = await db.runTransaction(async (tx) => {
    const [seen, current] = await Promise.all([tx.get(seenRef), tx.get(payment.ref)]);
    const status = current.get('status') as PaymentStatus;
    if (seen.exists) {
      await recordPaymentEvent(
        { db, tx },
        payment.id,
        { type: 'webhook_duplicate', status, eventId: webhook.eventId },
        at,
      );
      return true;
    }
    tx.create(seenRef, {
      type: 'webhook',
      status,
      eventId: webhook.eventId,
      detail: webhook.status,
      at: Timestamp.fromDate(at),
    } satisfies PaymentEventDocument<Timestamp>);
    return false;
  });
  if (duplicate) return { received: true, duplicate: true };

  try {
    const outcome = outcomeOfStatus(
      await gateway.verify(webhook.reference, at),
      payment.get('amountFCFA') as number,
    );
    if (outcome) {
      await settlePayment(
        db,
        payment.id,
        outcome,
        { type: 'status', eventId: webhook.eventId, detail: 'verified after webhook' },
        at,
      );
    }
  } catch (error) {
    // Not handled: the gateway's retry must not be taken for a duplicate.
    await seenRef.delete();
    throw error;
  }
  return { received: true };
}

type RawBodyRequest = Request & { rawBody?: Buffer };

paymentWebhookRouter.post('/sandbox', async (req: RawBodyRequest, res) => {
  const raw = req.rawBody;
  if (!raw || !webhookSignatureValid(raw, req.get(SANDBOX_SIGNATURE_HEADER))) {
    throw new HttpError(401, PAYMENT_ERRORS.invalidSignature, 'Missing or invalid signature');
  }
  const gateway = paymentGateway();
  const webhook = gateway.parseWebhook(raw, req.get(SANDBOX_SIGNATURE_HEADER));
  if (!webhook) throw new HttpError(400, 'invalid_request', 'Not a sandbox webhook');
  res.json(await handleWebhook(adminDb(), gateway, webhook, clock.now()));
});
