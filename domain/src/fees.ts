/**
 * Payment methods and the platform's fee schedule.
 *
 * These are the platform's PUBLISHED INDICATIVE TARIFFS: the figures the transaction
 * calculator and the payment information pages use to explain what a payment costs. They are
 * not live operator prices: Orange, MTN, Wave, Moov, Safaricom/Vodacom, card networks and
 * banks set and change their own tariffs, which may differ by country, by account type and over
 * time. The amount actually charged is the one the operator shows on the customer's phone or
 * payment page before confirmation.
 *
 * Conventions:
 * - Every amount is an integer number of FCFA (DESIGN §2), also for countries that use another
 *   currency: the marketplace quotes and settles in FCFA.
 * - Percentages are written in basis points (1 % = 100 bp) so that fees are computed with
 *   integer arithmetic only.
 * - Rounding: each percentage is rounded half up to whole francs (12.5 → 13, 12.49 → 12), then
 *   fixed parts are added and min/max caps applied. Amounts are never fractional.
 *
 * Kept free of zod and of any import but the country list (also zod-free) so it stays tiny in the web bundle.
 */
import { COUNTRY_CODES, type CountryCode } from './countries';

/** Largest amount of a single transaction the platform accepts, in FCFA. */
export const MAX_TRANSACTION_FCFA = 10_000_000;

export const PAYMENT_METHOD_KINDS = ['mobile_money', 'card', 'bank', 'cash'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

export const PAYMENT_METHOD_IDS = [
  'orange_money',
  'mtn_momo',
  'wave',
  'moov_money',
  'mpesa',
  'card',
  'bank_transfer',
  'cash',
] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

/** Who bears the fees: added on top for the customer, or deducted from the provider's payout. */
export const FEE_PAYERS = ['customer', 'provider'] as const;
export type FeePayer = (typeof FEE_PAYERS)[number];

/** One bracket of a tiered tariff: amounts up to `upToFCFA` (inclusive) cost `feeFCFA`. */
export interface FeeBracket {
  upToFCFA: number;
  feeFCFA: number;
}

/**
 * How a fee is computed from the transaction amount.
 * - `none`: free.
 * - `fixed`: the same fee whatever the amount.
 * - `percentage`: `percentBp` of the amount (rounded half up) plus `fixedFCFA`, then raised
 *   to `minFCFA` and lowered to `maxFCFA` when those are set.
 * - `tiered`: the fee of the first bracket whose `upToFCFA` is ≥ the amount. Brackets are
 *   sorted, start at 1 FCFA and the last one reaches `MAX_TRANSACTION_FCFA`.
 */
export type FeeRule =
  | { type: 'none' }
  | { type: 'fixed'; feeFCFA: number }
  | {
      type: 'percentage';
      percentBp: number;
      fixedFCFA?: number;
      minFCFA?: number;
      maxFCFA?: number;
    }
  | { type: 'tiered'; brackets: readonly FeeBracket[] };

export interface PaymentMethodFees {
  id: PaymentMethodId;
  kind: PaymentMethodKind;
  /** Countries of the platform (spec §3) where the method can be used. */
  countries: readonly CountryCode[];
  /** Fee the operator, card network or bank charges for the payment. */
  operatorFee: FeeRule;
  /** The marketplace's own service fee. */
  platformFee: FeeRule;
}

/** Cards, bank transfers and cash work in every country of the platform. */
const ALL_COUNTRIES: readonly CountryCode[] = COUNTRY_CODES;

/** The platform's service fee: 2 % of the amount, capped at 5 000 FCFA. */
export const PLATFORM_SERVICE_FEE: FeeRule = { type: 'percentage', percentBp: 200, maxFCFA: 5_000 };

/** The accepted payment methods and their indicative tariffs, in display order. */
export const PAYMENT_METHODS: readonly PaymentMethodFees[] = [
  {
    id: 'orange_money',
    kind: 'mobile_money',
    countries: ['CI', 'SN', 'CM', 'MA'],
    operatorFee: {
      type: 'tiered',
      brackets: [
        { upToFCFA: 5_000, feeFCFA: 75 },
        { upToFCFA: 10_000, feeFCFA: 150 },
        { upToFCFA: 25_000, feeFCFA: 300 },
        { upToFCFA: 50_000, feeFCFA: 500 },
        { upToFCFA: 100_000, feeFCFA: 900 },
        { upToFCFA: 200_000, feeFCFA: 1_600 },
        { upToFCFA: 500_000, feeFCFA: 3_000 },
        { upToFCFA: 1_000_000, feeFCFA: 5_000 },
        { upToFCFA: MAX_TRANSACTION_FCFA, feeFCFA: 7_500 },
      ],
    },
    platformFee: PLATFORM_SERVICE_FEE,
  },
  {
    id: 'mtn_momo',
    kind: 'mobile_money',
    countries: ['CI', 'CM', 'NG', 'GH'],
    operatorFee: {
      type: 'tiered',
      brackets: [
        { upToFCFA: 2_500, feeFCFA: 50 },
        { upToFCFA: 5_000, feeFCFA: 100 },
        { upToFCFA: 10_000, feeFCFA: 175 },
        { upToFCFA: 25_000, feeFCFA: 300 },
        { upToFCFA: 50_000, feeFCFA: 550 },
        { upToFCFA: 100_000, feeFCFA: 1_000 },
        { upToFCFA: 250_000, feeFCFA: 2_000 },
        { upToFCFA: 500_000, feeFCFA: 3_500 },
        { upToFCFA: 1_000_000, feeFCFA: 5_500 },
        { upToFCFA: MAX_TRANSACTION_FCFA, feeFCFA: 8_000 },
      ],
    },
    platformFee: PLATFORM_SERVICE_FEE,
  },
  {
    id: 'wave',
    kind: 'mobile_money',
    countries: ['SN', 'CI'],
    operatorFee: { type: 'percentage', percentBp: 100 },
    platformFee: PLATFORM_SERVICE_FEE,
  },
  {
    id: 'moov_money',
    kind: 'mobile_money',
    countries: ['CI'],
    operatorFee: { type: 'percentage', percentBp: 150, minFCFA: 50, maxFCFA: 5_000 },
    platformFee: PLATFORM_SERVICE_FEE,
  },
  {
    id: 'mpesa',
    kind: 'mobile_money',
    countries: ['KE', 'TZ'],
    operatorFee: {
      type: 'tiered',
      brackets: [
        { upToFCFA: 1_000, feeFCFA: 0 },
        { upToFCFA: 5_000, feeFCFA: 60 },
        { upToFCFA: 15_000, feeFCFA: 150 },
        { upToFCFA: 50_000, feeFCFA: 400 },
        { upToFCFA: 150_000, feeFCFA: 700 },
        { upToFCFA: 500_000, feeFCFA: 1_100 },
        { upToFCFA: MAX_TRANSACTION_FCFA, feeFCFA: 1_300 },
      ],
    },
    platformFee: PLATFORM_SERVICE_FEE,
  },
  {
    id: 'card',
    kind: 'card',
    countries: ALL_COUNTRIES,
    operatorFee: { type: 'percentage', percentBp: 250, fixedFCFA: 100 },
    platformFee: PLATFORM_SERVICE_FEE,
  },
  {
    id: 'bank_transfer',
    kind: 'bank',
    countries: ALL_COUNTRIES,
    operatorFee: { type: 'fixed', feeFCFA: 1_000 },
    platformFee: PLATFORM_SERVICE_FEE,
  },
  {
    id: 'cash',
    kind: 'cash',
    countries: ALL_COUNTRIES,
    operatorFee: { type: 'none' },
    platformFee: PLATFORM_SERVICE_FEE,
  },
];

export function isPaymentMethodId(value: unknown): value is PaymentMethodId {
  return (PAYMENT_METHOD_IDS as readonly unknown[]).includes(value);
}

export function isFeePayer(value: unknown): value is FeePayer {
  return (FEE_PAYERS as readonly unknown[]).includes(value);
}

export function getPaymentMethod(id: PaymentMethodId): PaymentMethodFees {
  const method = PAYMENT_METHODS.find((candidate) => candidate.id === id);
  if (!method) throw new Error(`No fee schedule for payment method ${id}`);
  return method;
}

/** The methods usable in a country, in display order. */
export function paymentMethodsForCountry(country: CountryCode): PaymentMethodFees[] {
  return PAYMENT_METHODS.filter((method) => method.countries.includes(country));
}

/** `amountFCFA × percentBp / 10 000`, rounded half up to whole francs, in integer arithmetic. */
export function percentOfFCFA(amountFCFA: number, percentBp: number): number {
  return Math.floor((amountFCFA * percentBp + 5_000) / 10_000);
}

/** The fee a rule charges on a valid amount (a positive integer ≤ MAX_TRANSACTION_FCFA). */
export function applyFeeRule(rule: FeeRule, amountFCFA: number): number {
  switch (rule.type) {
    case 'none':
      return 0;
    case 'fixed':
      return rule.feeFCFA;
    case 'percentage': {
      let fee = percentOfFCFA(amountFCFA, rule.percentBp) + (rule.fixedFCFA ?? 0);
      if (rule.minFCFA !== undefined) fee = Math.max(fee, rule.minFCFA);
      if (rule.maxFCFA !== undefined) fee = Math.min(fee, rule.maxFCFA);
      return fee;
    }
    case 'tiered': {
      const bracket = rule.brackets.find((candidate) => amountFCFA <= candidate.upToFCFA);
      const last = rule.brackets[rule.brackets.length - 1];
      return (bracket ?? last)?.feeFCFA ?? 0;
    }
  }
}

export interface TransactionInput {
  amountFCFA: number;
  methodId: PaymentMethodId;
  feePayer: FeePayer;
}

/** All integers, in FCFA. `totalPaidByCustomerFCFA − receivedByProviderFCFA` = the two fees. */
export interface TransactionBreakdown {
  amountFCFA: number;
  operatorFeeFCFA: number;
  platformFeeFCFA: number;
  totalPaidByCustomerFCFA: number;
  receivedByProviderFCFA: number;
}

/**
 * Why a transaction cannot be computed:
 * - `amount_not_positive_integer`: not a finite whole number ≥ 1 FCFA;
 * - `amount_above_maximum`: more than `MAX_TRANSACTION_FCFA`;
 * - `unknown_method`: not one of `PAYMENT_METHOD_IDS`;
 * - `unknown_fee_payer`: neither `customer` nor `provider`;
 * - `fees_exceed_amount`: the provider pays the fees and they would take the whole amount.
 */
export type TransactionErrorCode =
  | 'amount_not_positive_integer'
  | 'amount_above_maximum'
  | 'unknown_method'
  | 'unknown_fee_payer'
  | 'fees_exceed_amount';

export type TransactionResult =
  { ok: true; value: TransactionBreakdown } | { ok: false; error: TransactionErrorCode };

/**
 * What a payment of `amountFCFA` (the price of the service) costs with a method.
 *
 * Both fees are computed on the service price. When the customer pays the fees they are added
 * on top and the provider receives the full price; when the provider pays them the customer
 * pays the price and the fees are deducted from the provider's payout. Never throws: invalid
 * input yields `{ ok: false, error }`.
 */
export function calculateTransaction(input: TransactionInput): TransactionResult {
  const { amountFCFA, methodId, feePayer } = input;
  if (!Number.isSafeInteger(amountFCFA) || amountFCFA < 1) {
    return { ok: false, error: 'amount_not_positive_integer' };
  }
  if (amountFCFA > MAX_TRANSACTION_FCFA) return { ok: false, error: 'amount_above_maximum' };
  if (!isPaymentMethodId(methodId)) return { ok: false, error: 'unknown_method' };
  if (!isFeePayer(feePayer)) return { ok: false, error: 'unknown_fee_payer' };

  const method = getPaymentMethod(methodId);
  const operatorFeeFCFA = applyFeeRule(method.operatorFee, amountFCFA);
  const platformFeeFCFA = applyFeeRule(method.platformFee, amountFCFA);
  const fees = operatorFeeFCFA + platformFeeFCFA;

  if (feePayer === 'customer') {
    return {
      ok: true,
      value: {
        amountFCFA,
        operatorFeeFCFA,
        platformFeeFCFA,
        totalPaidByCustomerFCFA: amountFCFA + fees,
        receivedByProviderFCFA: amountFCFA,
      },
    };
  }
  if (fees >= amountFCFA) return { ok: false, error: 'fees_exceed_amount' };
  return {
    ok: true,
    value: {
      amountFCFA,
      operatorFeeFCFA,
      platformFeeFCFA,
      totalPaidByCustomerFCFA: amountFCFA,
      receivedByProviderFCFA: amountFCFA - fees,
    },
  };
}
