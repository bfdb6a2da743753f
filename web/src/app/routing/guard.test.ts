import { describe, expect, it } from 'vitest';
import type { AuthState } from '../../shared/auth/AuthState';
import { testUser } from '../../shared/auth/testing';
import { guardDecision } from './guard';

const user = testUser();
const signedOut: AuthState = { status: 'signedOut' };
const loading: AuthState = { status: 'loading' };
const member: AuthState = { status: 'signedIn', user };
const admin: AuthState = { status: 'signedIn', user: { ...user, role: 'admin' } };

const publicRoute = { protected: false, adminOnly: false };
const protectedRoute = { protected: true, adminOnly: false };
const adminRoute = { protected: false, adminOnly: true };
const protectedAdminRoute = { protected: true, adminOnly: true };

describe('guardDecision', () => {
  it('renders public routes for everyone, even while the session loads', () => {
    for (const auth of [signedOut, loading, member, admin]) {
      expect(guardDecision(publicRoute, auth, '/about', 'fr')).toEqual({ kind: 'render' });
    }
  });

  it('waits for the session on flagged routes', () => {
    expect(guardDecision(protectedRoute, loading, '/profile', 'fr').kind).toBe('wait');
    expect(guardDecision(adminRoute, loading, '/translation-demo', 'fr').kind).toBe('wait');
  });

  it('sends a signed-out visitor to sign-in in the page language, with the way back', () => {
    expect(guardDecision(protectedRoute, signedOut, '/profile?tab=2', 'fr')).toEqual({
      kind: 'redirect',
      to: '/auth?next=%2Fprofile%3Ftab%3D2',
    });
    expect(guardDecision(protectedRoute, signedOut, '/en/profile', 'en')).toEqual({
      kind: 'redirect',
      to: '/en/auth?next=%2Fen%2Fprofile',
    });
  });

  it('renders protected routes for any signed-in user', () => {
    expect(guardDecision(protectedRoute, member, '/profile', 'fr')).toEqual({ kind: 'render' });
  });

  it('forbids admin-only routes to visitors and non-admins, allows admins', () => {
    expect(guardDecision(adminRoute, signedOut, '/translation-demo', 'fr').kind).toBe('forbidden');
    expect(guardDecision(adminRoute, member, '/translation-demo', 'fr').kind).toBe('forbidden');
    expect(guardDecision(adminRoute, admin, '/translation-demo', 'fr').kind).toBe('render');
  });

  it('redirects to sign-in before forbidding when an admin route is also protected', () => {
    expect(guardDecision(protectedAdminRoute, signedOut, '/admin/test', 'fr').kind).toBe(
      'redirect',
    );
    expect(guardDecision(protectedAdminRoute, member, '/admin/test', 'fr').kind).toBe('forbidden');
    expect(guardDecision(protectedAdminRoute, admin, '/admin/test', 'fr').kind).toBe('render');
  });
});
