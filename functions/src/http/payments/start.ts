import { isOpenPaymentStatus, type PaymentStatus } from '@marketplace/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { GatewayNextStep } from '../../lib/payments/gateway';
import { recordPaymentEvent, settlePayment } from '../../lib/payments/settle';
import type { InitiateContext } from './initiate';
import type { Initiation } from './input';
import { paymentCodeRef, paymentRef, type StoredPayment } from './stored';

/** The attempt's status once the gateway said what the payer does next. */
export function statusAfter(next: GatewayNextStep): PaymentStatus {
  if (next.kind === 'approve_on_phone' || next.kind === 'one_time_code') return 'awaiting_customer';
  return next.kind === 'challenge' ? 'challenge' : 'pending';
}

/**
 * Asks the gateway to start the attempt, then records its next step, unless the outcome came
 * first (a webhook can beat this write): only an open attempt moves. A gateway that throws
 * fails the attempt (the payer starts a new one) rather than leaving it open.
 */
export async function startAtGateway(
  ctx: InitiateContext,
  paymentId: string,
  payment: StoredPayment,
  input: Initiation,
): Promise<void> {
  const { db } = ctx;
  let next: GatewayNextStep;
  try {
    const result = await ctx.gateway.initiate({
      reference: payment.reference,
      amountFCFA: payment.amountFCFA,
      method: payment.method,
      country: input.country,
      phone: payment.phone,
      card: input.method === 'card' && input.card ? input.card : null,
      webhookUrl: await ctx.webhookUrl(),
      at: payment.createdAt.toDate(),
    });
    next = result.next;
  } catch (error) {
    await settlePayment(
      db,
      paymentId,
      { status: 'failed', reason: 'declined' },
      { type: 'status', detail: 'gateway_error' },
      ctx.now(),
    );
    throw error;
  }
  const status = statusAfter(next);
  const ref = paymentRef(db, paymentId);
  await db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() as StoredPayment | undefined;
    if (!current || !isOpenPaymentStatus(current.status)) return;
    const at = ctx.now();
    const update: Partial<StoredPayment> = { status, updatedAt: Timestamp.fromDate(at) };
    if ('expiresAt' in next) update.expiresAt = Timestamp.fromDate(next.expiresAt);
    tx.update(ref, update);
    if (next.kind === 'one_time_code') {
      // Its write makes the `verification_code` notification (the "SMS" with the code).
      tx.set(paymentCodeRef(db, paymentId), {
        payerId: payment.payerId,
        status: 'awaiting_customer',
        oneTimeCode: { code: next.code, expiresAt: Timestamp.fromDate(next.expiresAt) },
      });
    }
    if (status !== current.status) {
      await recordPaymentEvent(
        { db, tx },
        paymentId,
        { type: 'status', status, detail: next.kind },
        at,
      );
    }
  });
}
