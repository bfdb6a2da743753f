import { apiFailureOf, type FailureKeys } from '../../shared/api/apiErrorCode';

export type LinkFailure = 'forbidden' | 'invalid' | 'signedOut' | 'network' | 'generic';

const KEYS: FailureKeys<LinkFailure> = {
  byCode: { forbidden: 'forbidden', invalid_request: 'invalid', unauthenticated: 'signedOut' },
  signedOut: 'signedOut',
  network: 'network',
  generic: 'generic',
};

/** Why creating a link failed, as an `errors.*` key of the namespace. */
export const linkFailureOf = (error: unknown): LinkFailure => apiFailureOf(error, KEYS);
