import {
  PAYMENT_ERRORS,
  PAYMENT_VALIDATION,
  cardExpired,
  initiatePaymentSchema,
  isMobileMoneyMethod,
  normalizeMobileNumber,
  payableMethodsForCountry,
  type InitiatePaymentInput,
} from '@marketplace/domain';
import { HttpError } from '../../lib/errors';

export const invalidCard = () =>
  new HttpError(400, PAYMENT_ERRORS.invalidCard, 'The card number is not valid');
export const methodUnavailable = () =>
  new HttpError(
    400,
    PAYMENT_ERRORS.methodUnavailable,
    'This method is not offered in this country',
  );

/** A valid initiation with the mobile number in E.164 digits (mobile money only). */
export type Initiation = InitiatePaymentInput & { msisdn: string | null };

/**
 * The body of `POST /api/payments`, checked by the domain schema, with the issues the payer
 * must see by name (PAYMENT_ERRORS) rather than as a generic `invalid_request`: a method not
 * offered in the country, a number that is not the operator's, a card failing Luhn or expired.
 */
export function parseInitiation(body: unknown, now: Date): Initiation {
  const parsed = initiatePaymentSchema.safeParse(body);
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (!parsed.success) {
    const messages = new Set(parsed.error.issues.map((issue) => issue.message));
    if (messages.has(PAYMENT_VALIDATION.phoneNotForOperator)) {
      // The schema cannot tell "not this operator's number" from "no such operator here".
      const offered = payableMethodsForCountry(raw.country as never) as unknown[];
      throw offered.includes(raw.method)
        ? new HttpError(400, PAYMENT_ERRORS.invalidPhone, 'The number is not one of this operator')
        : methodUnavailable();
    }
    if (messages.has(PAYMENT_VALIDATION.invalidCard)) throw invalidCard();
    throw parsed.error;
  }
  const input = parsed.data;
  if (!payableMethodsForCountry(input.country).includes(input.method)) throw methodUnavailable();
  if (input.method === 'card' && input.card && cardExpired(input.card.expiry, now)) {
    throw new HttpError(400, PAYMENT_ERRORS.cardExpired, 'The card has expired');
  }
  const msisdn =
    isMobileMoneyMethod(input.method) && input.phone
      ? normalizeMobileNumber(input.country, input.method, input.phone)
      : null;
  return { ...input, msisdn };
}
