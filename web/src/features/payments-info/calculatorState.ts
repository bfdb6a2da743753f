import {
  MAX_TRANSACTION_FCFA,
  isFeePayer,
  isPaymentMethodId,
  type FeePayer,
  type PaymentMethodId,
} from '@marketplace/domain';

/** Search params that hold the calculator state, so a result can be shared as a link. */
export const CALCULATOR_PARAMS = { amount: 'amount', method: 'method', payer: 'payer' } as const;

/** Shown until the visitor types, so the page opens on a worked example. */
export const DEFAULT_AMOUNT_INPUT = '25000';
export const DEFAULT_METHOD: PaymentMethodId = 'orange_money';
export const DEFAULT_PAYER: FeePayer = 'customer';

export type AmountInputError = 'required' | 'not_positive_integer' | 'above_maximum';

export type AmountInputResult =
  { ok: true; amountFCFA: number } | { ok: false; error: AmountInputError };

/**
 * Reads what the visitor typed: digits, optionally grouped by spaces as people write them
 * ("25 000"). Anything else (decimals, signs, letters) is not a positive whole number.
 */
export function parseAmountInput(raw: string): AmountInputResult {
  const compact = raw.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return { ok: false, error: 'required' };
  if (!/^\d+$/.test(compact)) return { ok: false, error: 'not_positive_integer' };
  const digits = compact.replace(/^0+/, '');
  if (digits === '') return { ok: false, error: 'not_positive_integer' };
  if (
    digits.length > String(MAX_TRANSACTION_FCFA).length ||
    Number(digits) > MAX_TRANSACTION_FCFA
  ) {
    return { ok: false, error: 'above_maximum' };
  }
  return { ok: true, amountFCFA: Number(digits) };
}

export interface CalculatorState {
  amountInput: string;
  methodId: PaymentMethodId;
  feePayer: FeePayer;
}

/** The state in the URL; unknown methods or payers fall back to the defaults. */
export function readCalculatorState(params: URLSearchParams): CalculatorState {
  const method = params.get(CALCULATOR_PARAMS.method);
  const payer = params.get(CALCULATOR_PARAMS.payer);
  return {
    amountInput: params.get(CALCULATOR_PARAMS.amount) ?? DEFAULT_AMOUNT_INPUT,
    methodId: isPaymentMethodId(method) ? method : DEFAULT_METHOD,
    feePayer: isFeePayer(payer) ? payer : DEFAULT_PAYER,
  };
}

/** The search string of a state: `?amount=25000&method=wave&payer=customer`. */
export function calculatorSearch(state: CalculatorState): string {
  const params = new URLSearchParams();
  params.set(CALCULATOR_PARAMS.amount, state.amountInput);
  params.set(CALCULATOR_PARAMS.method, state.methodId);
  params.set(CALCULATOR_PARAMS.payer, state.feePayer);
  return `?${params.toString()}`;
}
