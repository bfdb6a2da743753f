import { GRANTABLE_ROLES, type GrantableRole } from './admin-constants';

/**
 * Merging a role into a user's custom claims: one logic for `npm run roles` (scripts/roles.ts)
 * and the admin users area (functions), so both leave the same claims behind.
 */

/** A user's Firebase Auth custom claims (`customClaims`), any key. */
export type Claims = Record<string, unknown>;

/**
 * The claims after granting or revoking `role`: granting adds `role: true`, revoking deletes that
 * key only; every other claim is kept. `changed` is false when the user already had that state.
 */
export function applyRole(
  current: Claims | undefined,
  action: 'grant' | 'revoke',
  role: GrantableRole,
): { claims: Claims; changed: boolean } {
  const { [role]: previous, ...others } = current ?? {};
  if (action === 'grant')
    return { claims: { ...others, [role]: true }, changed: previous !== true };
  return { claims: others, changed: current !== undefined && Object.hasOwn(current, role) };
}

/** The roles a user's claims give them. */
export function rolesOf(claims: Claims | undefined): GrantableRole[] {
  return GRANTABLE_ROLES.filter((role) => claims?.[role] === true);
}
