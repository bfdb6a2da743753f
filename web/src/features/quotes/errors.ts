import { QUOTE_ERRORS } from '@marketplace/domain';
import { HttpError } from '../../shared/api/http';

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

/** The `{error:{code}}` of an error answer's body, if it has one. */
export function errorCodeOf(body: string): string | null {
  try {
    const code: unknown = (JSON.parse(body) as { error?: { code?: unknown } } | null)?.error?.code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

export function quoteErrorOf(error: unknown): QuoteErrorKey {
  if (error instanceof HttpError) {
    const code = errorCodeOf(error.body);
    return (code && BY_CODE[code]) || BY_STATUS[error.status] || 'failed';
  }
  // fetch rejects with a TypeError when the network is down.
  if (error instanceof TypeError) return 'network';
  return 'failed';
}

/** The text key of a failure, in this feature's namespace. */
export const errorTextKey = (key: QuoteErrorKey) => `errors.${key}`;
