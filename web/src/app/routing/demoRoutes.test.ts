import { describe, expect, it } from 'vitest';
import type { AuthState } from '../../shared/auth/AuthState';
import { testUser } from '../../shared/auth/testing';
import { DEMOS } from '../../features/info/demos';
import { guardDecision } from './guard';
import { findRoute, isRouteAvailable } from './routeTable';

// Issue 17 §6: the demo pages exist, with the spec's flags (§2), so the overview lists them.
describe('the demo pages of issue 17', () => {
  const decide = (path: string, auth: AuthState) => {
    const route = findRoute(path);
    if (!route) throw new Error(`${path} has no route`);
    return guardDecision(route, auth, path, 'fr');
  };
  const as = (role: 'user' | 'admin'): AuthState => ({
    status: 'signedIn',
    user: testUser({ role }),
  });

  it('opens the feedback demo and the questionnaire to everyone, signed in or not', () => {
    for (const path of ['/feedback-demo', '/user-questionnaire']) {
      expect(findRoute(path), path).toMatchObject({ adminOnly: false, protected: false });
      expect(decide(path, { status: 'signedOut' })).toEqual({ kind: 'render' });
    }
  });

  it('keeps the translation demo for admins, without a sign-in redirect', () => {
    expect(findRoute('/translation-demo')).toMatchObject({ adminOnly: true, protected: false });
    expect(decide('/translation-demo', { status: 'signedOut' })).toEqual({ kind: 'forbidden' });
    expect(decide('/translation-demo', as('user'))).toEqual({ kind: 'forbidden' });
    expect(decide('/translation-demo', as('admin'))).toEqual({ kind: 'render' });
  });

  it('gives each of them a card on the overview, with the audience its route enforces', () => {
    for (const path of ['/feedback-demo', '/user-questionnaire', '/translation-demo']) {
      expect(isRouteAvailable(path), path).toBe(true);
      const demo = DEMOS.find((each) => each.path === path);
      expect(demo?.audience, path).toBe(findRoute(path)?.adminOnly ? 'admin' : 'everyone');
    }
  });
});
