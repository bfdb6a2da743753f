import { QUOTE_ERRORS } from '@marketplace/domain';
import { apiFailureOf } from '../../shared/api/apiErrorCode';
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

const BY_CODE = Object.fromEntries(ACTION_FAILURES.map((failure) => [failure, failure]));

/** Why an action failed, for a translated message (`errors.<failure>`). */
export function actionFailureOf(error: unknown): ActionFailure {
  if (error instanceof OfflineError) return 'offline';
  return apiFailureOf(error, {
    byCode: BY_CODE,
    signedOut: 'unauthenticated',
    network: 'offline',
    generic: 'generic',
  });
}
