import type {
  CountryCode,
  PayableMethod,
  PaymentFailureReason,
} from '@marketplace/domain';

/**
 * The shape every payment gateway adapter has (issue 15). The project ships one, the sandbox
 * (`sandbox.ts`), which simulates the African operators; a real adapter (CinetPay, Flutterwave,
 * Paystack, MTN MoMo, Orange Money) implements the same three calls, and nothing else changes.
 * The gateway never decides the merchant's state on its own: webhooks are hints, and the
 * merchant settles a payment from `verify` only (see ../../shared/reference/payment-gateways.md).
 */
export interface GatewayInitiateRequest {
  /** Fresh per attempt: the gateway's transaction id (`tx_ref`, `transaction_id`, X-Reference-Id). */
  reference: string;
  amountFCFA: number;
  method: PayableMethod;
  country: CountryCode;
  /** E.164 digits without '+', mobile money only. */
  phone: string | null;
  /** Cards only; the full number never leaves this call (the payment keeps brand + last 4). */
  card: { number: string; expiry: string; cvc: string; holder: string } | null;
  /** Where the gateway POSTs its signed webhooks. */
  webhookUrl: string;
  at: Date;
}

/** What the payer has to do next, as the gateway reports it. */
export type GatewayNextStep =
  /** Approve the prompt on the phone (MTN, Moov, Wave) before `expiresAt`. */
  | { kind: 'approve_on_phone'; expiresAt: Date; message: string }
  /** Type the one-time code the operator sent (Orange) before `expiresAt`. */
  | { kind: 'one_time_code'; expiresAt: Date; code: string; message: string }
  /** Pass the bank's 3-D Secure page before `expiresAt`. */
  | { kind: 'challenge'; expiresAt: Date }
  /** Nothing: the outcome follows by webhook (and verify). */
  | { kind: 'none' };

export interface GatewayInitiateResult {
  next: GatewayNextStep;
}

/** A gateway's view of one transaction (its "verify" / "check status" call). */
export type GatewayStatus =
  | { status: 'PENDING' }
  | { status: 'SUCCESSFUL'; amountFCFA: number; currency: 'XOF' }
  | { status: 'FAILED'; reason: PaymentFailureReason };

/** A webhook the gateway sent, once its signature is verified. */
export interface GatewayWebhook {
  eventId: string;
  reference: string;
  /** A hint only: the merchant calls `verify` before it moves the payment. */
  status: GatewayStatus['status'];
}

export interface PaymentGateway {
  readonly name: 'sandbox';
  initiate(request: GatewayInitiateRequest): Promise<GatewayInitiateResult>;
  verify(reference: string, at: Date): Promise<GatewayStatus>;
  /** The parsed event when `signature` is the gateway's over exactly `rawBody`, else null. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayWebhook | null;
  /** The payer's answer to a step: the Orange code, or the 3-D Secure page's approve/refuse. */
  answer(
    reference: string,
    answer: { kind: 'code'; code: string } | { kind: 'challenge'; approve: boolean },
    at: Date,
  ): Promise<void>;
}
