import { BOOKING_ERRORS } from '@marketplace/domain';
import { apiFailureOf } from '../../shared/api/apiErrorCode';
import { OfflineError } from './api';

/** The failures of the provider's actions that get their own message (`errors.*`). */
export const ACTION_FAILURES = [
  'email_not_verified',
  'not_found',
  'forbidden',
  'invalid_transition',
  'invalid_request',
  'unauthenticated',
  BOOKING_ERRORS.alreadyReplied,
  BOOKING_ERRORS.noReview,
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
