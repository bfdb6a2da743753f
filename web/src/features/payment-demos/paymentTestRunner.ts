import { calculateTransaction, isOpenPaymentStatus, type PaymentView } from '@marketplace/domain';
import {
  PAYMENT_POLL_MS,
  answerChallenge,
  fetchPayment,
  initiatePayment,
  newIdempotencyKey,
  submitOneTimeCode,
  type PaymentRequest,
} from '../../shared/checkout/api';
import type { PaymentTestCase } from './paymentTestCases';

/** Every case pays a demo of this price (the fees of its method on top). */
export const TEST_PRICE_FCFA = 5_000;
/** The card cases' country (cards are offered everywhere). */
const CARD_COUNTRY = 'CI';

/** A code the phone did not show: each digit moved by one. */
export const wrongCode = (code: string) =>
  code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));

/** Any expiry a few years ahead ("MM/YY"): the sandbox's test cards take any future date. */
export function futureExpiry(now: Date): string {
  return `12/${String((now.getFullYear() + 3) % 100).padStart(2, '0')}`;
}

export function testPaymentRequest(
  testCase: PaymentTestCase,
  lang: 'fr' | 'en',
  payerName: string,
  now: Date,
): PaymentRequest {
  const method = testCase.kind === 'card' ? 'card' : testCase.method;
  const price = calculateTransaction({
    amountFCFA: TEST_PRICE_FCFA,
    methodId: method,
    feePayer: 'customer',
  });
  if (!price.ok) throw new Error(`No fees for ${method}`);
  const common = {
    target: { kind: 'demo', priceFCFA: TEST_PRICE_FCFA },
    expectedAmountFCFA: price.value.totalPaidByCustomerFCFA,
    // A fresh key per run: each run is a new attempt.
    idempotencyKey: newIdempotencyKey(),
    lang,
    payer: { name: payerName },
  } as const;
  if (testCase.kind === 'card') {
    return {
      ...common,
      method,
      country: CARD_COUNTRY,
      card: { number: testCase.number, expiry: futureExpiry(now), cvc: '123', holder: payerName },
    };
  }
  return { ...common, method, country: testCase.country, phone: testCase.national };
}

export interface RunOptions {
  lang: 'fr' | 'en';
  payerName: string;
  /** Each state the api reports, as it comes. */
  onUpdate: (payment: PaymentView) => void;
  /** False once nobody is watching (the page left): the run stops polling. */
  isActive: () => boolean;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs one case as a payer would: starts the attempt, types the Orange code the simulated
 * phone shows (or a wrong one), approves the 3-D Secure page, and polls until the payment
 * settles. Resolves with the last state seen (open only if the page left first).
 */
export async function runPaymentTestCase(
  testCase: PaymentTestCase,
  { lang, payerName, onUpdate, isActive, sleep = wait, now = () => new Date() }: RunOptions,
): Promise<PaymentView> {
  const { payment: first, accessKey } = await initiatePayment(
    testPaymentRequest(testCase, lang, payerName, now()),
  );
  let payment = first;
  let answered = false;
  onUpdate(payment);
  while (isOpenPaymentStatus(payment.status) && isActive()) {
    const code = payment.sandboxPhone?.code;
    if (!answered && testCase.kind === 'mobile' && testCase.code && code) {
      answered = true;
      const typed = testCase.code === 'right' ? code : wrongCode(code);
      payment = await submitOneTimeCode(payment.id, typed, accessKey);
    } else if (!answered && testCase.kind === 'card' && payment.status === 'challenge') {
      answered = true;
      payment = await answerChallenge(payment.id, true, accessKey);
    } else {
      await sleep(PAYMENT_POLL_MS);
      if (!isActive()) break;
      payment = await fetchPayment(payment.id, accessKey);
    }
    onUpdate(payment);
  }
  return payment;
}
