import type { Language } from '@marketplace/domain';
import { isAdmin, type AuthState } from '../../shared/auth/AuthState';
import { localizedPath } from '../../shared/i18n/language';
import type { RouteDefinition } from './routeTable';

export type GuardDecision =
  { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string } | { kind: 'forbidden' };

/** Where the sign-in page sends the user back to (`?next=`). */
export const NEXT_PARAM = 'next';

/**
 * Route flags (spec §2, DESIGN §6): a protected route sends a signed-out visitor to sign-in
 * and back afterwards; an admin-only route is forbidden to everyone but admins, after the
 * sign-in redirect when it is also protected.
 */
export function guardDecision(
  route: Pick<RouteDefinition, 'protected' | 'adminOnly'>,
  auth: AuthState,
  current: string,
  language: Language,
): GuardDecision {
  if (!route.protected && !route.adminOnly) return { kind: 'render' };
  if (auth.status === 'loading') return { kind: 'wait' };
  if (route.protected && auth.status === 'signedOut') {
    const next = encodeURIComponent(current);
    return { kind: 'redirect', to: `${localizedPath('/auth', language)}?${NEXT_PARAM}=${next}` };
  }
  if (route.adminOnly && !isAdmin(auth)) {
    return { kind: 'forbidden' };
  }
  return { kind: 'render' };
}
