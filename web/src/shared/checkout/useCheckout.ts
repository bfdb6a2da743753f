import { useCallback, useEffect, useRef, useState } from 'react';
import { isManualMethod, type PaymentView } from '@marketplace/domain';
import { isRetryable } from '../api/http';
import {
  answerChallenge,
  cancelPayment,
  fetchPayment,
  initiatePayment,
  isSettled,
  newIdempotencyKey,
  PAYMENT_POLL_MS,
  PAYMENT_POLL_TIMEOUT_MS,
  submitOneTimeCode,
  type PaymentRequest,
} from './api';
import { paymentErrorOf, type PaymentErrorKey } from './errors';

/**
 * Cash and transfers wait for a person to confirm receipt (hours, days): their state is read
 * less often than a mobile-money prompt's.
 */
export const MANUAL_POLL_MS = 10 * PAYMENT_POLL_MS;

/** Where the checkout is: reading an attempt left open, the form, sending it, or an attempt. */
export type CheckoutPhase =
  | { name: 'resuming' }
  | { name: 'form' }
  | { name: 'starting' }
  | { name: 'attempt'; payment: PaymentView; accessKey: string | undefined };

/** What a new attempt sends, but its idempotency key (one per attempt, made here). */
export type AttemptRequest = Omit<PaymentRequest, 'idempotencyKey'>;

export interface CheckoutOptions {
  /** An attempt of this target that may still be open (a booking's latest): followed if it is. */
  resumePaymentId?: string | null;
  onUpdate?: (payment: PaymentView) => void;
  onSettled?: (payment: PaymentView) => void;
}

/**
 * The checkout's state machine (DESIGN §3): `pay` starts an attempt with a fresh idempotency
 * key (the same one again only when the same request's answer was lost, so a lost answer is
 * never paid twice), the attempt is polled every PAYMENT_POLL_MS while open, the payer's code
 * or 3-D Secure answer moves it on, and `retry` starts a NEW attempt with a new key. A settled
 * attempt never goes back to open, whatever a late poll answers.
 */
export function useCheckout(options: CheckoutOptions = {}) {
  const { resumePaymentId } = options;
  const [phase, setPhase] = useState<CheckoutPhase>(
    resumePaymentId ? { name: 'resuming' } : { name: 'form' },
  );
  const [failure, setFailure] = useState<PaymentErrorKey | null>(null);
  const [busy, setBusy] = useState(false);
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });
  const shown = useRef<PaymentView | null>(null);
  /** The request of the attempt shown (what "try again" sends again). */
  const lastRequest = useRef<AttemptRequest | null>(null);
  /** A request whose answer never came, and its key: sent again, it must not pay twice. */
  const unanswered = useRef<{ fingerprint: string; key: string } | null>(null);

  const show = useCallback((payment: PaymentView, accessKey: string | undefined) => {
    const current = shown.current;
    if (current && current.id === payment.id && isSettled(current)) return;
    shown.current = payment;
    setPhase({ name: 'attempt', payment, accessKey });
    callbacks.current.onUpdate?.(payment);
    if (isSettled(payment)) callbacks.current.onSettled?.(payment);
  }, []);

  // A second press before the first one's render must not send a second request.
  const starting = useRef(false);

  const pay = useCallback(
    async (request: AttemptRequest) => {
      if (starting.current) return;
      starting.current = true;
      const fingerprint = JSON.stringify(request);
      const key =
        unanswered.current?.fingerprint === fingerprint
          ? unanswered.current.key
          : newIdempotencyKey();
      unanswered.current = { fingerprint, key };
      shown.current = null;
      setFailure(null);
      setPhase({ name: 'starting' });
      try {
        const { payment, accessKey } = await initiatePayment({ ...request, idempotencyKey: key });
        unanswered.current = null;
        lastRequest.current = request;
        show(payment, accessKey);
      } catch (error) {
        // Refused (4xx): nothing was started, the next press is a new request.
        if (!isRetryable(error)) unanswered.current = null;
        setFailure(paymentErrorOf(error));
        setPhase({ name: 'form' });
      } finally {
        starting.current = false;
      }
    },
    [show],
  );

  /** Back to the form, the details kept (another number, another method). */
  const edit = useCallback(() => {
    shown.current = null;
    setFailure(null);
    setPhase({ name: 'form' });
  }, []);

  /** A new attempt with the same details and a new key; from a resumed attempt, the form. */
  const retry = useCallback(() => {
    const request = lastRequest.current;
    if (!request) {
      edit();
      return;
    }
    unanswered.current = null;
    void pay(request);
  }, [edit, pay]);

  const attempt = phase.name === 'attempt' ? phase : null;

  const act = useCallback(
    async (send: (id: string, accessKey: string | undefined) => Promise<PaymentView>) => {
      if (!attempt) return;
      setBusy(true);
      setFailure(null);
      try {
        show(await send(attempt.payment.id, attempt.accessKey), attempt.accessKey);
      } catch (error) {
        setFailure(paymentErrorOf(error));
      } finally {
        setBusy(false);
      }
    },
    [attempt, show],
  );

  /** Drops an awaited cash or transfer attempt and goes back to the form, to pay otherwise. */
  const cancel = useCallback(async () => {
    if (!attempt) return;
    setBusy(true);
    setFailure(null);
    try {
      await cancelPayment(attempt.payment.id, attempt.accessKey);
      edit();
    } catch (error) {
      setFailure(paymentErrorOf(error));
    } finally {
      setBusy(false);
    }
  }, [attempt, edit]);

  const sendCode = useCallback(
    (code: string) => act((id, accessKey) => submitOneTimeCode(id, code, accessKey)),
    [act],
  );
  const answer = useCallback(
    (approve: boolean) => act((id, accessKey) => answerChallenge(id, approve, accessKey)),
    [act],
  );

  // Follows an attempt left open (a reload, a return to the page); a settled one is not shown.
  useEffect(() => {
    if (!resumePaymentId) return;
    let active = true;
    fetchPayment(resumePaymentId)
      .then((payment) => {
        if (!active) return;
        if (isSettled(payment)) setPhase({ name: 'form' });
        else show(payment, undefined);
      })
      .catch(() => active && setPhase({ name: 'form' }));
    return () => {
      active = false;
    };
  }, [resumePaymentId, show]);

  // Polls the open attempt; a failed or timed-out poll is tried again at the next tick.
  const openId = attempt && !isSettled(attempt.payment) ? attempt.payment.id : null;
  const accessKey = attempt?.accessKey;
  const interval =
    attempt && isManualMethod(attempt.payment.method) ? MANUAL_POLL_MS : PAYMENT_POLL_MS;
  useEffect(() => {
    if (!openId) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout>;
    let request: AbortController | undefined;
    const tick = async () => {
      request = new AbortController();
      const limit = setTimeout(() => request?.abort(), PAYMENT_POLL_TIMEOUT_MS);
      try {
        const payment = await fetchPayment(openId, accessKey, request.signal);
        if (!active) return;
        show(payment, accessKey);
        if (isSettled(payment)) return;
      } catch {
        if (!active) return;
      } finally {
        clearTimeout(limit);
      }
      timer = setTimeout(() => void tick(), interval);
    };
    timer = setTimeout(() => void tick(), interval);
    return () => {
      active = false;
      clearTimeout(timer);
      request?.abort();
    };
  }, [openId, accessKey, interval, show]);

  return { phase, failure, busy, pay, retry, edit, cancel, sendCode, answer };
}
