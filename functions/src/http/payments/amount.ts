import { calculateTransaction, type PayableMethod } from '@marketplace/domain';

export interface Charge {
  priceFCFA: number;
  feesFCFA: number;
  /** What the payer pays: the price plus the method's fees (the customer pays them). */
  amountFCFA: number;
}

/**
 * The amount the server charges for `priceFCFA` by `method` (fees.ts, customer pays); null
 * when the price cannot be charged (not a positive whole amount, above the maximum).
 */
export function chargeFor(priceFCFA: number, method: PayableMethod): Charge | null {
  const result = calculateTransaction({
    amountFCFA: priceFCFA,
    methodId: method,
    feePayer: 'customer',
  });
  if (!result.ok) return null;
  const { operatorFeeFCFA, platformFeeFCFA, totalPaidByCustomerFCFA } = result.value;
  return {
    priceFCFA,
    feesFCFA: operatorFeeFCFA + platformFeeFCFA,
    amountFCFA: totalPaidByCustomerFCFA,
  };
}
