/**
 * Payments (issue 15, DESIGN §2–§3): the states of a payment attempt, the methods a payer can
 * choose, the sandbox operator's test numbers and cards, the documents and the API. Zod-free,
 * so the web's first load can use it; the request schemas are in `payment.ts`.
 */
import type { CountryCode } from './countries';
import type { PaymentMethodId } from './fees';

/**
 * One attempt's life (DESIGN §3): mobile money `pending` → `awaiting_customer` (the phone
 * prompt, or the Orange one-time code) → `success` | `failed` | `expired`; card `pending` →
 * (`challenge`, 3-D Secure) → `success` | `failed`; cash and transfer `pending` → `success`
 * when the provider (cash) or an admin (transfer) confirms receipt.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'awaiting_customer',
  'challenge',
  'success',
  'failed',
  'expired',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Still waiting for an outcome: the reconciliation timer watches these. */
export const OPEN_PAYMENT_STATUSES = ['pending', 'awaiting_customer', 'challenge'] as const;
export const isOpenPaymentStatus = (status: unknown): boolean =>
  (OPEN_PAYMENT_STATUSES as readonly unknown[]).includes(status);
/** Spec §4's three: what lists, chips and the booking show. */
export type PaymentStatusGroup = 'pending' | 'success' | 'failed';
export function paymentStatusGroup(status: PaymentStatus): PaymentStatusGroup {
  if (status === 'success') return 'success';
  return status === 'failed' || status === 'expired' ? 'failed' : 'pending';
}

/** What a payer can choose (a subset of the fee schedule's ids; M-Pesa is not offered yet). */
export const PAYABLE_METHODS = [
  'orange_money',
  'mtn_momo',
  'moov_money',
  'wave',
  'card',
  'cash',
  'bank_transfer',
] as const satisfies readonly PaymentMethodId[];
export type PayableMethod = (typeof PAYABLE_METHODS)[number];
export const MOBILE_MONEY_METHODS = ['orange_money', 'mtn_momo', 'moov_money', 'wave'] as const;
export type MobileMoneyMethod = (typeof MOBILE_MONEY_METHODS)[number];
export const isMobileMoneyMethod = (method: unknown): method is MobileMoneyMethod =>
  (MOBILE_MONEY_METHODS as readonly unknown[]).includes(method);
/** Settled by a person confirming receipt, not by the gateway. */
export const MANUAL_METHODS = ['cash', 'bank_transfer'] as const;
export const isManualMethod = (method: unknown): method is 'cash' | 'bank_transfer' =>
  method === 'cash' || method === 'bank_transfer';

/**
 * Mobile numbers accepted per country for mobile money: the country code, the national
 * number's length and the prefixes each operator's numbers start with (national format, no
 * leading 0 trunk prefix except in CI where it is part of the number). Operators absent from
 * a country (see `fees.ts` PAYMENT_METHODS[].countries) are not listed.
 */
export const MOBILE_NUMBER_PLANS: Partial<
  Record<
    CountryCode,
    { dialCode: string; length: number; operators: Partial<Record<MobileMoneyMethod, string[]>> }
  >
> = {
  CI: {
    dialCode: '225',
    length: 10,
    operators: {
      orange_money: ['07'],
      mtn_momo: ['05'],
      moov_money: ['01'],
      wave: ['01', '05', '07'],
    },
  },
  SN: {
    dialCode: '221',
    length: 9,
    operators: { orange_money: ['77', '78'], wave: ['70', '75', '76', '77', '78'] },
  },
  CM: {
    dialCode: '237',
    length: 9,
    operators: {
      orange_money: ['655', '656', '657', '658', '659', '69'],
      mtn_momo: ['650', '651', '652', '653', '654', '67', '68'],
    },
  },
  MA: { dialCode: '212', length: 9, operators: { orange_money: ['6', '7'] } },
  NG: {
    dialCode: '234',
    length: 10,
    operators: { mtn_momo: ['703', '706', '803', '806', '810', '813', '814', '816', '903', '906'] },
  },
  GH: { dialCode: '233', length: 9, operators: { mtn_momo: ['24', '25', '53', '54', '55', '59'] } },
};

/** The sandbox's window for the payer to approve (mobile money) or pass 3-D Secure (card). */
export const PAYMENT_WINDOW_MS = 5 * 60 * 1000;
/** How long after initiation the sandbox operator answers a number that approves or refuses. */
export const SANDBOX_APPROVAL_DELAY_MS = 3_000;
/** The Orange one-time code: 6 digits, valid for the payment window. */
export const ONE_TIME_CODE_LENGTH = 6;

/** Why an attempt failed (shown translated; `expired` attempts have `timeout`). */
export const PAYMENT_FAILURE_REASONS = [
  'insufficient_balance',
  'wrong_code',
  'timeout',
  'declined',
  'challenge_failed',
  'amount_mismatch',
  /** The payer chose another method while cash or a transfer was still awaited. */
  'cancelled',
] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

/**
 * The sandbox's test mobile numbers: the outcome is chosen by the national number's last two
 * digits; any other ending approves. A payer's `/payment-test` buttons use these.
 */
export const SANDBOX_NUMBER_OUTCOMES = {
  '01': 'success',
  '02': 'insufficient_balance',
  '03': 'timeout',
  '04': 'declined',
} as const;
export type SandboxNumberOutcome =
  (typeof SANDBOX_NUMBER_OUTCOMES)[keyof typeof SANDBOX_NUMBER_OUTCOMES];
/** One example number per operator and country (national format), ending in `00`: append the outcome by replacing the last two digits. */
export const SANDBOX_EXAMPLE_NUMBERS: Record<
  MobileMoneyMethod,
  { country: CountryCode; national: string }
> = {
  orange_money: { country: 'CI', national: '0700000001' },
  mtn_momo: { country: 'CI', national: '0500000001' },
  moov_money: { country: 'CI', national: '0100000001' },
  wave: { country: 'SN', national: '770000001' },
};

/** The sandbox's test cards (any future expiry, any 3-digit CVC); other Luhn-valid numbers succeed. */
export const SANDBOX_CARDS = {
  '4242424242424242': 'success',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_balance',
  '4000000000003220': 'challenge',
} as const;
export type SandboxCardOutcome = (typeof SANDBOX_CARDS)[keyof typeof SANDBOX_CARDS];

/** What a payment pays for: a booking (its customer), a payment link (anyone) or a demo. */
export const PAYMENT_TARGET_KINDS = ['booking', 'link', 'demo'] as const;
export type PaymentTargetKind = (typeof PAYMENT_TARGET_KINDS)[number];

/** Demo payments (`/payment-demo`, `/payment-test`, `/anka-demo`): any amount in this range. */
export const DEMO_AMOUNT_LIMITS = { min: 100, max: 1_000_000 } as const;
/** Payment links: amount, description and validity. */
export const PAYMENT_LINK_LIMITS = {
  minAmountFCFA: 100,
  maxAmountFCFA: 5_000_000,
  descriptionMax: 200,
  minHours: 1,
  maxHours: 30 * 24,
} as const;

/** The platform's bank account for transfers (shown with the payment's reference as the label). */
export const PLATFORM_BANK_ACCOUNT = {
  bank: 'Banque Sandbox Afrique',
  holder: 'Marketplace Services SA',
  iban: 'CI93 CI00 0101 0000 0000 0000 0012',
  bic: 'SBXACIAB',
} as const;

/**
 * `payments/{id}` (DESIGN §2): written by functions only; read by the payer, the booking's or
 * link's provider, and admins. One document per attempt; a retry is a new attempt with a new
 * reference. Amounts are whole FCFA computed by the server.
 */
export interface PaymentDocument<Time = unknown> {
  target: PaymentTargetKind;
  bookingId: string | null;
  linkId: string | null;
  /** The payer's uid; null for a visitor paying a link or a demo. */
  payerId: string | null;
  payerName: string | null;
  /** The provider paid (booking's provider, or the link's creator when a provider); null for demos. */
  providerId: string | null;
  /** The booking's service title or the link's description (receipts, lists). */
  description: string;
  /** What the payer pays: the price plus the fees of `fees.ts` for this method (customer pays). */
  amountFCFA: number;
  priceFCFA: number;
  feesFCFA: number;
  method: PayableMethod;
  /** The operator or card brand shown on receipts: 'orange_money', 'visa', 'cash', … */
  operator: string;
  gateway: 'sandbox';
  status: PaymentStatus;
  failureReason: PaymentFailureReason | null;
  /** Fresh per attempt ("PAY-" + 12 upper-case letters and digits); the operator's reference. */
  reference: string;
  idempotencyKey: string;
  country: CountryCode | null;
  /** E.164 without '+', mobile money only. */
  phone: string | null;
  card: { brand: string; last4: string } | null;
  /** The end of the payer's window (mobile money, 3-D Secure); the reconciliation runs then. */
  expiresAt: Time | null;
  /** Who confirmed a cash or transfer payment. */
  confirmedBy: string | null;
  /** The payer's language (receipts). */
  lang: 'fr' | 'en';
  createdAt: Time;
  updatedAt: Time;
  settledAt: Time | null;
}

/** `payments/{id}/events/{eventId}`: the history (states, webhooks), functions only, admins read. */
export interface PaymentEventDocument<Time = unknown> {
  type:
    | 'initiated'
    | 'status'
    | 'webhook'
    | 'webhook_duplicate'
    | 'reconciled'
    | 'confirmed'
    | 'cancelled';
  status: PaymentStatus;
  /** The gateway's event id for webhooks, else null. */
  eventId: string | null;
  detail: string | null;
  at: Time;
}

/**
 * `paymentCodes/{paymentId}`: the Orange one-time code "sent to the payer's phone" (functions
 * only; nobody reads it from a client). Its writes produce the `verification_code` notification.
 */
export interface PaymentCodeDocument<Time = unknown> {
  payerId: string | null;
  status: 'awaiting_customer';
  oneTimeCode: { code: string; expiresAt: Time };
}

/** `paymentLinks/{id}`: written by functions only; read by its creator and admins. */
export interface PaymentLinkDocument<Time = unknown> {
  creatorId: string;
  /** The creator when a provider (the payee), else null (an admin's link pays the platform). */
  providerId: string | null;
  payeeName: string;
  amountFCFA: number;
  description: string;
  expiresAt: Time;
  status: 'active' | 'paid';
  paymentId: string | null;
  createdAt: Time;
  paidAt: Time | null;
  /** The signed token (`{id}.{signature}`), so that the creator's list can share the link again. */
  token?: string;
}

/**
 * What the API answers about an attempt (initiation, status polls). `accessKey` lets a payer
 * without an account (a link, a demo) follow their own attempt; `sandboxPhone` is what the
 * simulated phone shows (the Orange code, the approval prompt), sandbox only.
 */
export interface PaymentView {
  id: string;
  status: PaymentStatus;
  failureReason: PaymentFailureReason | null;
  method: PayableMethod;
  operator: string;
  amountFCFA: number;
  priceFCFA: number;
  feesFCFA: number;
  reference: string;
  description: string;
  bookingId: string | null;
  linkId: string | null;
  /** ISO instants. */
  expiresAt: string | null;
  createdAt: string;
  settledAt: string | null;
  sandboxPhone: { message: string; code: string | null } | null;
  /** The history, oldest first (the demo's live log). */
  events: {
    type: PaymentEventDocument['type'];
    status: PaymentStatus;
    detail: string | null;
    at: string;
  }[];
}

export interface InitiatePaymentResponse {
  payment: PaymentView;
  accessKey: string;
}

/** The API (the `api` function). `:id` is the payment id; `?key=` the accessKey where needed. */
export const PAYMENT_API = {
  /** POST initiatePaymentSchema → 201 InitiatePaymentResponse (200 when the key replays). */
  initiate: '/api/payments',
  /** GET → PaymentView (payer, provider, admin, or `?key=`). */
  payment: (id: string) => `/api/payments/${id}`,
  /** POST {code, key?}: the Orange one-time code. */
  code: (id: string) => `/api/payments/${id}/code`,
  /** POST {approve, key?}: the 3-D Secure page's answer. */
  challenge: (id: string) => `/api/payments/${id}/challenge`,
  /** POST {}: cash (the booking's provider) or transfer (an admin) received. */
  confirmReceipt: (id: string) => `/api/payments/${id}/confirm-receipt`,
  /** POST {key?}: the payer drops a cash or transfer attempt still awaited, to pay otherwise. */
  cancel: (id: string) => `/api/payments/${id}/cancel`,
  /** GET ?lang=fr|en&key= → application/pdf (settled payments only). */
  receipt: (id: string) => `/api/payments/${id}/receipt`,
  /** POST, signed (`x-sandbox-signature`: hex HMAC-SHA256 of the raw body). */
  sandboxWebhook: '/api/payments/webhooks/sandbox',
  /** POST createPaymentLinkSchema (providers, admins) → 201 {id, token, url}. */
  links: '/api/payment-links',
  /** GET (public) → PaymentLinkView. */
  link: (token: string) => `/api/payment-links/${token}`,
  /** POST {amountFCFA, lang} (public) → 201 {url}: a hosted-checkout session (`/anka-demo`). */
  hostedSessions: '/api/hosted-checkout/sessions',
  /** GET (public): the hosted checkout page itself (HTML). */
  hostedPage: (sessionId: string) => `/api/hosted-checkout/${sessionId}`,
} as const;

/** A link as its public checkout shows it. */
export interface PaymentLinkView {
  id: string;
  payeeName: string;
  amountFCFA: number;
  description: string;
  expiresAt: string;
  status: 'active' | 'paid' | 'expired';
}

/** The API's error codes (the web translates each). */
export const PAYMENT_ERRORS = {
  /** The client's expected amount differs from the server's: the price or fees changed. */
  amountMismatch: 'amount_mismatch',
  /** The idempotency key was used for another request (other amount, target or method). */
  idempotencyConflict: 'idempotency_conflict',
  alreadyPaid: 'already_paid',
  /** Another attempt of this booking is still open. */
  paymentInProgress: 'payment_in_progress',
  invalidCard: 'invalid_card',
  cardExpired: 'card_expired',
  invalidPhone: 'invalid_phone',
  /** The method or operator is not offered in the payer's country. */
  methodUnavailable: 'method_unavailable',
  notPayable: 'not_payable',
  linkExpired: 'link_expired',
  linkPaid: 'link_paid',
  invalidLink: 'invalid_link',
  invalidSignature: 'invalid_signature',
  unknownReference: 'unknown_reference',
  /** A code or challenge answer for an attempt that no longer waits for one. */
  notAwaiting: 'not_awaiting',
  notSettled: 'not_settled',
} as const;
