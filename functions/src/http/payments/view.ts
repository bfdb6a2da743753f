import { isMobileMoneyMethod, type PaymentView } from '@marketplace/domain';
import type { StoredPayment, StoredPaymentCode, StoredPaymentEvent } from './stored';
import { approvalPrompt, oneTimeCodeMessage, type Lang } from './texts';

const iso = (time: { toDate(): Date } | null | undefined) =>
  time ? time.toDate().toISOString() : null;

/**
 * What the simulated phone shows while the payer has something to do on it: the Orange SMS
 * with its code, or the operator's approval prompt. Nothing once the attempt moved on (the
 * code was typed, or it settled), nor for cards, cash and transfers.
 */
export function sandboxPhone(
  payment: Pick<StoredPayment, 'method' | 'amountFCFA' | 'reference' | 'status'>,
  code: Pick<StoredPaymentCode, 'oneTimeCode'> | null,
  lang: Lang,
): PaymentView['sandboxPhone'] {
  if (payment.status !== 'awaiting_customer' || !isMobileMoneyMethod(payment.method)) return null;
  if (payment.method === 'orange_money') {
    if (!code) return null;
    const value = code.oneTimeCode.code;
    return { message: oneTimeCodeMessage(payment, value, lang), code: value };
  }
  return { message: approvalPrompt(payment, lang), code: null };
}

/** The api's view of an attempt, its history oldest first. */
export function paymentView(
  id: string,
  payment: StoredPayment,
  events: readonly StoredPaymentEvent[],
  phone: PaymentView['sandboxPhone'],
): PaymentView {
  return {
    id,
    status: payment.status,
    failureReason: payment.failureReason ?? null,
    method: payment.method,
    operator: payment.operator,
    amountFCFA: payment.amountFCFA,
    priceFCFA: payment.priceFCFA,
    feesFCFA: payment.feesFCFA,
    reference: payment.reference,
    description: payment.description,
    bookingId: payment.bookingId,
    linkId: payment.linkId,
    expiresAt: iso(payment.expiresAt),
    createdAt: iso(payment.createdAt) ?? new Date(0).toISOString(),
    settledAt: iso(payment.settledAt),
    sandboxPhone: phone,
    events: [...events]
      .sort((a, b) => a.at.toMillis() - b.at.toMillis())
      .map((event) => ({
        type: event.type,
        status: event.status,
        detail: event.detail ?? null,
        at: event.at.toDate().toISOString(),
      })),
  };
}
