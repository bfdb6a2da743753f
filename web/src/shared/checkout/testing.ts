import type { PaymentView } from '@marketplace/domain';
import { HttpError } from '../api/http';

/** An attempt as the api answers it: 15 000 FCFA by MTN MoMo, waiting for the payer. */
export function paymentView(overrides: Partial<PaymentView> = {}): PaymentView {
  return {
    id: 'pay1',
    status: 'awaiting_customer',
    failureReason: null,
    method: 'mtn_momo',
    operator: 'mtn_momo',
    amountFCFA: 15_600,
    priceFCFA: 15_000,
    feesFCFA: 600,
    reference: 'PAY-ABCDEF123456',
    description: 'Réparation de fuite',
    bookingId: 'b1',
    linkId: null,
    expiresAt: null,
    createdAt: '2026-03-16T07:00:00.000Z',
    settledAt: null,
    sandboxPhone: null,
    events: [],
    ...overrides,
  };
}

/** The api's `{error:{code}}` answer. */
export const apiError = (status: number, code: string) =>
  new HttpError(status, JSON.stringify({ error: { code, message: code } }));
