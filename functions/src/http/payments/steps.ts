import {
  PAYMENT_ERRORS,
  isManualMethod,
  paymentCancelSchema,
  paymentChallengeSchema,
  paymentCodeSchema,
  type PaymentStatus,
} from '@marketplace/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../../lib/errors';
import type { PaymentGateway } from '../../lib/payments/gateway';
import { recordPaymentEvent, settlePayment } from '../../lib/payments/settle';
import { isAdmin, type ViewedPayment } from './access';
import { paymentCodeRef, paymentRef, type StoredPayment } from './stored';

const notAwaiting = () =>
  new HttpError(409, PAYMENT_ERRORS.notAwaiting, 'This payment does not wait for this answer');
const notYours = (message: string) => new HttpError(403, 'forbidden', message);

type Answer = { kind: 'code'; code: string } | { kind: 'challenge'; approve: boolean };

/** Which attempt waits for which answer: Orange's code, the card's 3-D Secure page. */
const AWAITED: Record<Answer['kind'], { status: PaymentStatus; method: StoredPayment['method'] }> =
  {
    code: { status: 'awaiting_customer', method: 'orange_money' },
    challenge: { status: 'challenge', method: 'card' },
  };

/** The body of `POST /:id/code` or `/:id/challenge` as an answer, and its access key. */
export function parseAnswer(kind: Answer['kind'], body: unknown): { answer: Answer; key?: string } {
  if (kind === 'code') {
    const { code, key } = paymentCodeSchema.parse(body);
    return { answer: { kind, code }, key };
  }
  const { approve, key } = paymentChallengeSchema.parse(body);
  return { answer: { kind, approve }, key };
}

/**
 * The payer's answer (`POST /:id/code`, `/:id/challenge`), given to the gateway, then its
 * verdict: a refusal (a wrong code, a refused 3-D Secure page) fails the attempt at once, as the
 * operators answer it; an accepted one leaves it `pending` until the operator's webhook (or the
 * reconciliation) reports the outcome.
 */
export async function answerStep(
  db: Firestore,
  gateway: PaymentGateway,
  viewed: ViewedPayment,
  answer: Answer,
  now: () => Date,
): Promise<void> {
  const { id, payment, viewer } = viewed;
  if (viewer !== 'payer') throw notYours('Only the payer answers');
  const awaited = AWAITED[answer.kind];
  if (payment.method !== awaited.method || payment.status !== awaited.status) throw notAwaiting();
  await gateway.answer(payment.reference, answer, now());
  const verdict = await gateway.verify(payment.reference, now());
  if (verdict.status === 'FAILED') {
    await settlePayment(
      db,
      id,
      { status: 'failed', reason: verdict.reason },
      { type: 'status', detail: verdict.reason },
      now(),
    );
    return;
  }
  const ref = paymentRef(db, id);
  await db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() as StoredPayment | undefined;
    // The webhook may have settled it meanwhile.
    if (current?.status !== awaited.status) return;
    const at = now();
    tx.update(ref, { status: 'pending', updatedAt: Timestamp.fromDate(at) });
    // The code is used: the phone shows it no more.
    if (answer.kind === 'code') tx.delete(paymentCodeRef(db, id));
    await recordPaymentEvent(
      { db, tx },
      id,
      {
        type: 'status',
        status: 'pending',
        detail: answer.kind === 'code' ? 'code_accepted' : 'challenge_approved',
      },
      at,
    );
  });
}

/**
 * `POST /:id/confirm-receipt`: the cash was handed to the provider paid (the payment's
 * `providerId`; an admin for a payment nobody is paid, a demo's), or an admin found the
 * transfer labelled with the reference. Anyone else 403; a gateway's method 409.
 */
export async function confirmReceipt(
  db: Firestore,
  viewed: ViewedPayment,
  now: Date,
): Promise<void> {
  const { id, payment, session } = viewed;
  if (!session) throw notYours('Sign in to confirm a payment');
  if (!isManualMethod(payment.method)) {
    throw new HttpError(409, PAYMENT_ERRORS.notAwaiting, 'The gateway reports this payment');
  }
  const mayConfirm =
    payment.method === 'cash'
      ? payment.providerId !== null
        ? session.uid === payment.providerId
        : isAdmin(session)
      : isAdmin(session);
  if (!mayConfirm) {
    throw notYours(
      payment.method === 'cash'
        ? 'Only the provider paid confirms cash'
        : 'Only an administrator confirms a transfer',
    );
  }
  if (payment.status === 'success') return;
  const settled = await settlePayment(
    db,
    id,
    { status: 'success' },
    { type: 'confirmed', detail: session.uid },
    now,
  );
  if (!settled) {
    const status = (await paymentRef(db, id).get()).get('status') as PaymentStatus | undefined;
    if (status !== 'success') throw notAwaiting();
    return;
  }
  await paymentRef(db, id).update({ confirmedBy: session.uid });
}

/** The access key of `POST /:id/cancel` (a visitor's), if any. */
export const parseCancel = (body: unknown) => paymentCancelSchema.parse(body).key;

/**
 * `POST /:id/cancel`: the payer drops a cash or transfer attempt nobody has confirmed yet, to
 * pay another way (a booking has one open attempt at a time). The gateway's attempts cannot be
 * dropped: the operator has the request, and its window or webhook settles it. Cancelling one
 * already cancelled changes nothing; one already paid is 409.
 */
export async function cancelManualPayment(
  db: Firestore,
  viewed: ViewedPayment,
  now: Date,
): Promise<void> {
  const { id, payment, viewer, session } = viewed;
  if (viewer !== 'payer') throw notYours('Only the payer cancels');
  if (!isManualMethod(payment.method)) throw notAwaiting();
  if (payment.status === 'failed' && payment.failureReason === 'cancelled') return;
  const settled = await settlePayment(
    db,
    id,
    { status: 'failed', reason: 'cancelled' },
    { type: 'cancelled', detail: session?.uid ?? null },
    now,
  );
  if (!settled) throw notAwaiting();
}
