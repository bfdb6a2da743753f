import { PAYMENT_ERRORS } from '@marketplace/domain';
import { apiFailureOf } from '../api/apiErrorCode';
import type { FieldError } from '../forms/fieldErrors';
import { COMMON_NS } from '../i18n';
import { PAYMENTS_NS } from './i18n';

/**
 * Why a call of the payments api failed, as a key of the `payments` namespace's `errors.*`:
 * the server's `{error:{code}}` (every PAYMENT_ERRORS code and the generic ones), else its
 * status, else the network.
 */
export type PaymentErrorKey =
  | keyof typeof PAYMENT_ERRORS
  | 'emailNotVerified'
  | 'forbidden'
  | 'notFound'
  | 'unauthenticated'
  | 'invalidRequest'
  | 'rateLimited'
  | 'network'
  | 'failed';

const BY_CODE: Record<string, PaymentErrorKey> = {
  ...Object.fromEntries(
    Object.entries(PAYMENT_ERRORS).map(([key, code]) => [code, key as keyof typeof PAYMENT_ERRORS]),
  ),
  email_not_verified: 'emailNotVerified',
  forbidden: 'forbidden',
  not_found: 'notFound',
  unauthenticated: 'unauthenticated',
  invalid_request: 'invalidRequest',
};

const BY_STATUS: Record<number, PaymentErrorKey> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'notFound',
  410: 'linkExpired',
  429: 'rateLimited',
};

export const paymentErrorOf = (error: unknown): PaymentErrorKey =>
  apiFailureOf(error, {
    byCode: BY_CODE,
    byStatus: BY_STATUS,
    signedOut: 'unauthenticated',
    network: 'network',
    generic: 'failed',
  });

/** The text key of a failure, in the `payments` namespace. */
export const paymentErrorText = (key: PaymentErrorKey) => `errors.${key}`;

/**
 * A form message's full i18n key: the domain's PAYMENT_VALIDATION keys ("payments.validation.…")
 * live in this namespace, the common VALIDATION keys in `common`.
 */
export function fieldErrorKey({ key }: FieldError): string {
  const prefix = `${PAYMENTS_NS}.`;
  return key.startsWith(prefix)
    ? `${PAYMENTS_NS}:${key.slice(prefix.length)}`
    : `${COMMON_NS}:${key}`;
}
