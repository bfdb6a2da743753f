import {
  ADMIN_API,
  ADMIN_ERRORS,
  type AdminUserRow,
  type GrantableRole,
} from '@marketplace/domain';
import { apiFailureOf } from '../../shared/api/apiErrorCode';
import { apiFetch, apiMutate } from '../../shared/api/http';

/**
 * The users area's calls (issue 16 §4): everything goes through the api, which checks the
 * `admin` claim, reads roles and the disabled state from Firebase Auth and audits each change.
 */

export interface UsersPage {
  items: AdminUserRow[];
  /** The cursor of the next page; null on the last one. */
  next: string | null;
}

/** A page of the users matching `query` (an email prefix or a name; empty: everyone). */
export function fetchUsersPage(query: string, after: string | null): Promise<UsersPage> {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (after) params.set('after', after);
  const search = params.size ? `?${params}` : '';
  return apiFetch<UsersPage>(`${ADMIN_API.users}${search}`);
}

export const fetchUser = (uid: string) => apiFetch<AdminUserRow>(ADMIN_API.user(uid));

export const setRole = (uid: string, role: GrantableRole, grant: boolean) =>
  apiMutate<AdminUserRow>(ADMIN_API.roles(uid), { json: { role, grant } });

export const setDisabled = (uid: string, disabled: boolean) =>
  apiMutate<AdminUserRow>(ADMIN_API.disabled(uid), { json: { disabled } });

/** Why a call failed, as the page explains it (`errors.*`). */
export const USERS_FAILURES = [
  ADMIN_ERRORS.ownAdminRole,
  ADMIN_ERRORS.ownAccount,
  ADMIN_ERRORS.userNotFound,
  'forbidden',
  'invalid_request',
  'unauthenticated',
  'network',
  'generic',
] as const;
export type UsersFailure = (typeof USERS_FAILURES)[number];

const BY_CODE = Object.fromEntries(USERS_FAILURES.map((failure) => [failure, failure]));

export const usersFailureOf = (error: unknown): UsersFailure =>
  apiFailureOf(error, {
    byCode: BY_CODE,
    byStatus: { 403: 'forbidden', 404: ADMIN_ERRORS.userNotFound },
    signedOut: 'unauthenticated',
    network: 'network',
    generic: 'generic',
  });
