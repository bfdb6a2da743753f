import { QUOTE_ERRORS } from '@marketplace/domain';
import { apiErrorCodeOf } from '../../shared/api/apiErrorCode';
import { HttpError } from '../../shared/api/http';
import { OfflineError } from './api';

/** The failures of the provider's actions that get their own message (`errors.*`). */
export const ACTION_FAILURES = [
  QUOTE_ERRORS.emailNotVerified,
  QUOTE_ERRORS.notFound,
  QUOTE_ERRORS.forbidden,
  QUOTE_ERRORS.invalidTransition,
  QUOTE_ERRORS.notARecipient,
  'invalid_request',
  'unauthenticated',
  'offline',
  'generic',
] as const;
export type ActionFailure = (typeof ACTION_FAILURES)[number];

const isFailure = (code: string | undefined): code is ActionFailure =>
  ACTION_FAILURES.includes(code as ActionFailure);

/** Why an action failed, for a translated message (`errors.<failure>`). */
export function actionFailureOf(error: unknown): ActionFailure {
  if (error instanceof OfflineError) return 'offline';
  if (error instanceof HttpError) {
    const code = apiErrorCodeOf(error);
    if (isFailure(code)) return code;
    return error.status === 401 ? 'unauthenticated' : 'generic';
  }
  // fetch rejects with a TypeError when the network is down; a lazy chunk that could not
  // download fails the same way.
  return error instanceof TypeError ? 'offline' : 'generic';
}
