import {
  PAYMENT_API,
  isOpenPaymentStatus,
  type CountryCode,
  type InitiatePaymentResponse,
  type PayableMethod,
  type PaymentView,
} from '@marketplace/domain';
import { apiFetch, apiMutate } from '../api/http';

/**
 * The payments api as every checkout uses it (issue 15): a booking's, a link's and the demos'.
 * Attempts are followed by polling the api (not Firestore): a visitor without an account follows
 * their own attempt with its `accessKey`, and a signed-in payer the same way, so one code path.
 */
export type CheckoutTarget =
  | { kind: 'booking'; bookingId: string }
  | { kind: 'link'; token: string }
  | { kind: 'demo'; priceFCFA: number };

export interface PaymentRequest {
  target: CheckoutTarget;
  method: PayableMethod;
  country: CountryCode;
  phone?: string;
  card?: { number: string; expiry: string; cvc: string; holder: string };
  expectedAmountFCFA: number;
  /** One per attempt: made when the payer presses "Pay", reused if that request is retried. */
  idempotencyKey: string;
  lang: 'fr' | 'en';
  payer?: { name: string; email?: string };
}

/** A fresh idempotency key (one per attempt). */
export const newIdempotencyKey = () => crypto.randomUUID();

/** Starts an attempt; retried once on a network failure with the same key (never a second charge). */
export const initiatePayment = (request: PaymentRequest) =>
  apiMutate<InitiatePaymentResponse>(PAYMENT_API.initiate, {
    json: {
      ...request,
      target:
        request.target.kind === 'demo'
          ? { kind: 'demo', priceFCFA: request.target.priceFCFA }
          : request.target,
    },
  });

const withKey = (path: string, accessKey?: string) =>
  accessKey ? `${path}?key=${encodeURIComponent(accessKey)}` : path;

/** The attempt as it stands; `signal` abandons the request (a poll's time limit). */
export const fetchPayment = (id: string, accessKey?: string, signal?: AbortSignal) =>
  apiFetch<PaymentView>(withKey(PAYMENT_API.payment(id), accessKey), signal ? { signal } : {});

export const submitOneTimeCode = (id: string, code: string, accessKey?: string) =>
  apiMutate<PaymentView>(PAYMENT_API.code(id), { json: { code, key: accessKey } });

export const answerChallenge = (id: string, approve: boolean, accessKey?: string) =>
  apiMutate<PaymentView>(PAYMENT_API.challenge(id), { json: { approve, key: accessKey } });

/** Drops an awaited cash or transfer attempt, to pay another way. */
export const cancelPayment = (id: string, accessKey?: string) =>
  apiMutate<PaymentView>(PAYMENT_API.cancel(id), { json: { key: accessKey } });

export const confirmReceipt = (id: string) =>
  apiMutate<PaymentView>(PAYMENT_API.confirmReceipt(id), { json: {} });

/** The receipt's address (a download link), in `lang`. */
export const receiptUrl = (id: string, lang: 'fr' | 'en', accessKey?: string) =>
  `${PAYMENT_API.receipt(id)}?lang=${lang}${accessKey ? `&key=${encodeURIComponent(accessKey)}` : ''}`;

/** How often an open attempt is polled. */
export const PAYMENT_POLL_MS = 2_000;
/**
 * How long a poll may wait for its answer. A request a flaky network leaves hanging would
 * otherwise stop the polling, and the page would never show the attempt's outcome: past this,
 * the poll is dropped and the next tick asks again.
 */
export const PAYMENT_POLL_TIMEOUT_MS = 10_000;
export const isSettled = (payment: PaymentView) => !isOpenPaymentStatus(payment.status);
