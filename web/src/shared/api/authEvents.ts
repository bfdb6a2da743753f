// Spec §4: window events that make the session provider check the signed-in user again.
// Here in shared/ so that any feature (a profile edit, a sign-in) can announce a change.

export const AUTH_UPDATED_EVENT = 'auth:updated';
export const AUTH_LOGIN_EVENT = 'auth:login';
export type AuthEventType = typeof AUTH_UPDATED_EVENT | typeof AUTH_LOGIN_EVENT;

/** What the session became after a refresh; the provider reports it through the event. */
export type RefreshOutcome = 'signedIn' | 'signedOut';

export interface AuthEventDetail {
  /** A listener hands over its refresh so the dispatcher can wait for it. */
  waitUntil: (refresh: Promise<RefreshOutcome>) => void;
}

/**
 * Dispatches the event and resolves once the listener's refresh is done: with its outcome, or
 * `undefined` when nothing listens. Rejects when the refresh failed.
 */
function dispatchAuthEvent(type: AuthEventType): Promise<RefreshOutcome | undefined> {
  let refresh: Promise<RefreshOutcome> | undefined;
  const detail: AuthEventDetail = {
    waitUntil: (promise) => {
      refresh = promise;
    },
  };
  window.dispatchEvent(new CustomEvent<AuthEventDetail>(type, { detail }));
  return refresh ?? Promise.resolve(undefined);
}

/** The user's data changed (e.g. a profile edit): the header shows it again. */
export const notifyAuthUpdated = () => dispatchAuthEvent(AUTH_UPDATED_EVENT);

/** A session cookie was just created: the app becomes signed in. */
export const notifyAuthLogin = () => dispatchAuthEvent(AUTH_LOGIN_EVENT);

/** The detail of an auth event, when it came from the helpers above. */
export function authEventDetail(event: Event): AuthEventDetail | undefined {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  return detail && typeof detail === 'object' && 'waitUntil' in detail
    ? (detail as AuthEventDetail)
    : undefined;
}
