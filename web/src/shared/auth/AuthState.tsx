import { createContext, useContext } from 'react';
import type { AuthUser } from '@marketplace/domain';

/** The user of `GET /api/auth/user` plus the team-member check (spec §3, §7). */
export type SessionUser = AuthUser & { isTeamMember: boolean };

export type AuthState =
  { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: SessionUser };

/** Why a sign-out happens, when the app confirms it to the user afterwards. */
export type SignOutReason = 'accountDeleted';

export interface AuthContextValue {
  state: AuthState;
  /** Logs out and forgets the user on this device; `reason` shows its confirmation. */
  signOut: (reason?: SignOutReason) => Promise<void>;
}

const signedOut: AuthContextValue = { state: { status: 'signedOut' }, signOut: async () => {} };

/** The shell reads the session from here; the accounts feature provides the real one. */
export const AuthContext = createContext<AuthContextValue>(signedOut);

export function useAuth(): AuthContextValue {
  return useContext(AuthContext);
}

export function signedInUser(state: AuthState): SessionUser | null {
  return state.status === 'signedIn' ? state.user : null;
}

export function isAdmin(state: AuthState): boolean {
  return signedInUser(state)?.role === 'admin';
}
