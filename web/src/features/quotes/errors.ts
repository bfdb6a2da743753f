import { QUOTE_ERRORS } from '@marketplace/domain';
import { apiFailureOf } from '../../shared/api/apiErrorCode';

/**
 * Why a call of the quote api failed, as a key of the feature's `errors.*` texts: the
 * server's `{error:{code}}` (QUOTE_ERRORS and the generic codes), else what its status or the
 * network says.
 */
export type QuoteErrorKey =
  | keyof typeof QUOTE_ERRORS
  | 'invalidRequest'
  | 'unauthenticated'
  | 'tooLarge'
  | 'network'
  | 'failed';

const BY_CODE: Record<string, QuoteErrorKey> = {
  ...Object.fromEntries(
    Object.entries(QUOTE_ERRORS).map(([key, code]) => [code, key as keyof typeof QUOTE_ERRORS]),
  ),
  invalid_request: 'invalidRequest',
  unauthenticated: 'unauthenticated',
  too_large: 'tooLarge',
};

const BY_STATUS: Record<number, QuoteErrorKey> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'notFound',
  409: 'invalidTransition',
  413: 'fileTooLarge',
  415: 'invalidFileType',
};

export const quoteErrorOf = (error: unknown): QuoteErrorKey =>
  apiFailureOf(error, {
    byCode: BY_CODE,
    byStatus: BY_STATUS,
    signedOut: 'unauthenticated',
    network: 'network',
    generic: 'failed',
  });

/** The text key of a failure, in this feature's namespace. */
export const errorTextKey = (key: QuoteErrorKey) => `errors.${key}`;
