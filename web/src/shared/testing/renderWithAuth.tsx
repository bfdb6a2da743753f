import type { ReactElement } from 'react';
import { AuthContext, type AuthContextValue, type SessionUser } from '../auth/AuthState';
import { testUser } from '../auth/testing';
import { renderInApp, type RenderInAppOptions } from './renderInApp';

/** Test double: a signed-out visitor, or a signed-in user with that role. */
export const authAs = (role?: SessionUser['role']): AuthContextValue =>
  role
    ? { state: { status: 'signedIn', user: testUser({ role }) }, signOut: async () => {} }
    : { state: { status: 'signedOut' }, signOut: async () => {} };

/** `ui` as `renderInApp` shows it, seen by `auth`. */
export const renderWithAuth = (
  ui: ReactElement,
  auth: AuthContextValue,
  options: RenderInAppOptions,
) => renderInApp(<AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>, options);
