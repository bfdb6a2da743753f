import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  cardExpired,
  isMobileMoneyMethod,
  luhnValid,
  ONE_TIME_CODE_LENGTH,
  PAYMENT_ERRORS,
  PAYMENT_FAILURE_REASONS,
  PAYMENT_WINDOW_MS,
  SANDBOX_APPROVAL_DELAY_MS,
  SANDBOX_CARDS,
  SANDBOX_NUMBER_OUTCOMES,
  type CountryCode,
  type PayableMethod,
  type PaymentFailureReason,
} from '@marketplace/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../errors';
import type {
  GatewayInitiateRequest,
  GatewayInitiateResult,
  GatewayStatus,
  GatewayWebhook,
  PaymentGateway,
} from './gateway';
import { webhookSignatureValid } from './signature';

/**
 * The sandbox gateway (issue 15): a simulated CinetPay/MTN/Orange-like operator. No money
 * moves; it keeps what the operator would know in its own ledger, `sandboxTransactions/{reference}`
 * (functions only), and answers like the real ones (../../shared/reference/payment-gateways.md):
 *
 * - mobile money: the national number's last two digits choose the outcome
 *   (SANDBOX_NUMBER_OUTCOMES); MTN, Moov and Wave prompt on the phone and answer after
 *   SANDBOX_APPROVAL_DELAY_MS, Orange sends a one-time code and answers once the right code is
 *   typed (a wrong one fails at once); a `timeout` number never answers.
 * - cards: SANDBOX_CARDS choose the outcome, other valid numbers succeed; the `challenge` card
 *   asks for 3-D Secure and its page's answer decides.
 * - the operator's answer is final in its ledger from the instant it is due (`verify` reports
 *   it from then on), and it is reported by webhook, delivered by `sandboxWebhookOnTask`
 *   (jobs/sandboxWebhooks.ts) each time twice, late, retried until acknowledged.
 */

export const SANDBOX_COLLECTION = 'sandboxTransactions';

/** The operator's answer once known: final in the ledger from `at` on. */
export interface SandboxAnswer {
  status: 'SUCCESSFUL' | 'FAILED';
  reason: PaymentFailureReason | null;
  /** The webhook's event id (both copies of the webhook carry it). */
  eventId: string;
  at: Timestamp;
}

/** `sandboxTransactions/{reference}`. */
export interface SandboxTransaction {
  reference: string;
  amountFCFA: number;
  currency: 'XOF';
  method: PayableMethod;
  country: CountryCode;
  phone: string | null;
  cardLast4: string | null;
  /** What the number or card does once the payer has done their step. */
  outcome: SandboxOutcome;
  /** The payer's step; `done` once answered (a code or a challenge is answered once). */
  step: 'approve_on_phone' | 'one_time_code' | 'challenge' | 'none';
  stepDone: boolean;
  /** Orange's one-time code. */
  code: string | null;
  windowEndsAt: Timestamp | null;
  /** PENDING until `answer.at` has passed (see `ledgerStatusAt`). */
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  reason: PaymentFailureReason | null;
  /** Null while the operator has not decided (a step awaited, or a number that never answers). */
  answer: SandboxAnswer | null;
  webhookUrl: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export type SandboxOutcome =
  | 'success'
  | 'insufficient_balance'
  | 'declined'
  | 'timeout'
  | 'challenge';

/** What the webhook's body says (JSON, signed over its exact bytes). */
export interface SandboxWebhookBody {
  eventId: string;
  reference: string;
  status: 'SUCCESSFUL' | 'FAILED';
  reason?: PaymentFailureReason;
  amount: number;
  currency: 'XOF';
  occurredAt: string;
}

/** The outcome of a mobile number (E.164 or national digits: the last two decide). */
export function numberOutcome(phone: string): SandboxOutcome {
  const ending = phone.slice(-2) as keyof typeof SANDBOX_NUMBER_OUTCOMES;
  return SANDBOX_NUMBER_OUTCOMES[ending] ?? 'success';
}

/** The outcome of a (valid) card number. */
export function cardOutcome(number: string): SandboxOutcome {
  const digits = number.replace(/\s+/g, '') as keyof typeof SANDBOX_CARDS;
  return SANDBOX_CARDS[digits] ?? 'success';
}

/** The operator's final answer, due at `at`: success, or a failure's reason. */
function answerOf(result: 'success' | PaymentFailureReason, at: Date): SandboxAnswer {
  const when = Timestamp.fromDate(at);
  return result === 'success'
    ? { status: 'SUCCESSFUL', reason: null, eventId: newEventId(), at: when }
    : { status: 'FAILED', reason: result, eventId: newEventId(), at: when };
}

const newEventId = () => `evt_${randomUUID().replaceAll('-', '')}`;

/** A fresh one-time code of ONE_TIME_CODE_LENGTH digits. */
export const newOneTimeCode = () =>
  String(randomInt(0, 10 ** ONE_TIME_CODE_LENGTH)).padStart(ONE_TIME_CODE_LENGTH, '0');

/** The ledger's status as of `at`: the operator's answer counts from its instant. */
export function ledgerStatusAt(ledger: SandboxTransaction, at: Date): GatewayStatus {
  const answer = ledger.answer && ledger.answer.at.toMillis() <= at.getTime() ? ledger.answer : null;
  if (!answer) return { status: 'PENDING' };
  if (answer.status === 'SUCCESSFUL') {
    return { status: 'SUCCESSFUL', amountFCFA: ledger.amountFCFA, currency: ledger.currency };
  }
  return { status: 'FAILED', reason: answer.reason ?? 'declined' };
}

/** The webhook reporting the ledger's answer (null while it has none). */
export function webhookBodyOf(ledger: SandboxTransaction): SandboxWebhookBody | null {
  const answer = ledger.answer;
  if (!answer) return null;
  return {
    eventId: answer.eventId,
    reference: ledger.reference,
    status: answer.status,
    ...(answer.reason ? { reason: answer.reason } : {}),
    amount: ledger.amountFCFA,
    currency: ledger.currency,
    occurredAt: answer.at.toDate().toISOString(),
  };
}

/** Schedules the webhooks of `reference`'s answer, due at `at` (jobs/sandboxWebhooks.ts). */
export type ScheduleWebhooks = (reference: string, at: Date) => Promise<void>;

export interface SandboxOptions {
  db: Firestore;
  scheduleWebhooks: ScheduleWebhooks;
}

const notAwaiting = () =>
  new HttpError(409, PAYMENT_ERRORS.notAwaiting, 'This payment does not wait for this answer');

/** The payer's step and the operator's answer, if already known, of a new transaction. */
function plan(
  request: GatewayInitiateRequest,
): Pick<SandboxTransaction, 'outcome' | 'step' | 'code' | 'cardLast4'> & { answerAt: Date | null } {
  const { method, at } = request;
  if (isMobileMoneyMethod(method)) {
    if (!request.phone) throw new HttpError(400, PAYMENT_ERRORS.invalidPhone, 'A phone is needed');
    const outcome = numberOutcome(request.phone);
    if (method === 'orange_money') {
      return { outcome, step: 'one_time_code', code: newOneTimeCode(), cardLast4: null, answerAt: null };
    }
    const answerAt = outcome === 'timeout' ? null : new Date(at.getTime() + SANDBOX_APPROVAL_DELAY_MS);
    return { outcome, step: 'approve_on_phone', code: null, cardLast4: null, answerAt };
  }
  if (method === 'card') {
    const number = request.card?.number.replace(/\s+/g, '') ?? '';
    if (!luhnValid(number)) throw new HttpError(400, PAYMENT_ERRORS.invalidCard, 'Invalid card');
    if (cardExpired(request.card?.expiry ?? '', at)) {
      throw new HttpError(400, PAYMENT_ERRORS.cardExpired, 'The card has expired');
    }
    const outcome = cardOutcome(number);
    const step = outcome === 'challenge' ? 'challenge' : 'none';
    return { outcome, step, code: null, cardLast4: number.slice(-4), answerAt: step === 'none' ? at : null };
  }
  // Cash and transfers are confirmed by a person, never by the gateway.
  throw new HttpError(400, PAYMENT_ERRORS.methodUnavailable, `The gateway does not take ${method}`);
}

/** The sandbox gateway over `db`, delivering its webhooks with `scheduleWebhooks`. */
export function createSandboxGateway({ db, scheduleWebhooks }: SandboxOptions): PaymentGateway {
  const ledgerRef = (reference: string) => db.collection(SANDBOX_COLLECTION).doc(reference);

  return {
    name: 'sandbox',

    async initiate(request): Promise<GatewayInitiateResult> {
      const { outcome, step, code, cardLast4, answerAt } = plan(request);
      const now = Timestamp.fromDate(request.at);
      const windowEndsAt = step === 'none' ? null : new Date(request.at.getTime() + PAYMENT_WINDOW_MS);
      const ledger: SandboxTransaction = {
        reference: request.reference,
        amountFCFA: request.amountFCFA,
        currency: 'XOF',
        method: request.method,
        country: request.country,
        phone: request.phone,
        cardLast4,
        outcome,
        step,
        stepDone: false,
        code,
        windowEndsAt: windowEndsAt && Timestamp.fromDate(windowEndsAt),
        status: 'PENDING',
        reason: null,
        answer: answerAt && outcome !== 'challenge' ? answerOf(outcome, answerAt) : null,
        webhookUrl: request.webhookUrl,
        createdAt: now,
        updatedAt: now,
      };
      // Like MTN's X-Reference-Id: a reference is used once (create fails on a second use).
      await ledgerRef(request.reference)
        .create(ledger)
        .catch((error: unknown) => {
          if ((error as { code?: unknown }).code === 6) {
            throw new HttpError(409, 'duplicate_reference', 'This reference was already used');
          }
          throw error;
        });
      if (ledger.answer) await scheduleWebhooks(request.reference, ledger.answer.at.toDate());

      if (step === 'none' || !windowEndsAt) return { next: { kind: 'none' } };
      if (step === 'challenge') return { next: { kind: 'challenge', expiresAt: windowEndsAt } };
      if (step === 'one_time_code' && code) {
        return {
          next: {
            kind: 'one_time_code',
            expiresAt: windowEndsAt,
            code,
            message: `Orange Money : votre code de paiement est ${code}.`,
          },
        };
      }
      return {
        next: {
          kind: 'approve_on_phone',
          expiresAt: windowEndsAt,
          message: 'Confirmez le paiement sur votre téléphone.',
        },
      };
    },

    async verify(reference, at): Promise<GatewayStatus> {
      const ref = ledgerRef(reference);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) {
          throw new HttpError(404, PAYMENT_ERRORS.unknownReference, 'Unknown reference');
        }
        const ledger = snapshot.data() as SandboxTransaction;
        const status = ledgerStatusAt(ledger, at);
        // Keeps the ledger's own status in step with what it reports.
        if (status.status !== ledger.status) {
          tx.update(ref, {
            status: status.status,
            reason: status.status === 'FAILED' ? status.reason : null,
            updatedAt: Timestamp.fromDate(at),
          });
        }
        return status;
      });
    },

    parseWebhook(rawBody, signature): GatewayWebhook | null {
      if (!webhookSignatureValid(rawBody, signature)) return null;
      return parseWebhookBody(rawBody);
    },

    async answer(reference, answer, at): Promise<void> {
      const ref = ledgerRef(reference);
      const decided = await db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) {
          throw new HttpError(404, PAYMENT_ERRORS.unknownReference, 'Unknown reference');
        }
        const ledger = snapshot.data() as SandboxTransaction;
        const waiting =
          ledger.status === 'PENDING' &&
          !ledger.stepDone &&
          ledger.step === (answer.kind === 'code' ? 'one_time_code' : 'challenge') &&
          ledger.windowEndsAt !== null &&
          at.getTime() < ledger.windowEndsAt.toMillis();
        if (!waiting) throw notAwaiting();
        let result: SandboxAnswer | null;
        if (answer.kind === 'challenge') {
          result = answerOf(answer.approve ? 'success' : 'challenge_failed', at);
        } else if (!codesMatch(ledger.code ?? '', answer.code)) {
          result = answerOf('wrong_code', at);
        } else {
          // The right code: the number's outcome (a `timeout` number still never answers).
          result =
            ledger.outcome === 'timeout' || ledger.outcome === 'challenge'
              ? null
              : answerOf(ledger.outcome, at);
        }
        tx.update(ref, {
          stepDone: true,
          answer: result,
          ...(result ? { status: result.status, reason: result.reason } : {}),
          updatedAt: Timestamp.fromDate(at),
        });
        return result;
      });
      if (decided) await scheduleWebhooks(reference, decided.at.toDate());
    },
  };
}

/** Constant-time comparison of a typed code with the one sent. */
function codesMatch(expected: string, typed: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(typed.trim());
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The event a (signed) webhook body carries, or null when it is not one of the sandbox's. */
export function parseWebhookBody(rawBody: Buffer | string): GatewayWebhook | null {
  let body: Partial<SandboxWebhookBody>;
  try {
    body = JSON.parse(rawBody.toString()) as Partial<SandboxWebhookBody>;
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  if (typeof body.eventId !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(body.eventId)) return null;
  if (typeof body.reference !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(body.reference)) {
    return null;
  }
  if (body.status !== 'SUCCESSFUL' && body.status !== 'FAILED') return null;
  if (body.reason !== undefined && !PAYMENT_FAILURE_REASONS.includes(body.reason)) return null;
  return { eventId: body.eventId, reference: body.reference, status: body.status };
}
