import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthState } from '../../shared/auth/AuthState';
import { testUser } from '../../shared/auth/testing';
import { i18n } from '../../shared/i18n';
import { RoutePage } from './RoutePage';
import type { RouteDefinition } from './routeTable';

function renderRoute(route: RouteDefinition, state: AuthState) {
  const tree = (auth: AuthState) => (
    <I18nextProvider i18n={i18n}>
      <AuthContext.Provider value={{ state: auth, signOut: vi.fn() }}>
        <MemoryRouter initialEntries={[route.path]}>
          <RoutePage route={route} />
        </MemoryRouter>
      </AuthContext.Provider>
    </I18nextProvider>
  );
  const view = render(tree(state));
  return { settle: (next: AuthState) => view.rerender(tree(next)) };
}

function countedRoute(overrides: Partial<RouteDefinition> = {}) {
  const renders = { count: 0 };
  function Page() {
    renders.count += 1;
    return <p>page</p>;
  }
  const route: RouteDefinition = {
    path: '/about',
    name: 'about',
    component: Page,
    load: () => Promise.resolve(),
    protected: false,
    adminOnly: false,
    ...overrides,
  };
  return { route, renders };
}

describe('RoutePage', () => {
  it('does not draw a public page again when the session settles (issue 11)', () => {
    const { route, renders } = countedRoute();
    const { settle } = renderRoute(route, { status: 'loading' });
    expect(screen.getByText('page')).toBeDefined();
    const drawn = renders.count;
    settle({ status: 'signedOut' });
    expect(screen.getByText('page')).toBeDefined();
    expect(renders.count).toBe(drawn);
  });

  it('draws a protected page once the session says who is there', () => {
    const { route, renders } = countedRoute({ path: '/my-bookings', protected: true });
    const { settle } = renderRoute(route, { status: 'loading' });
    expect(screen.queryByText('page')).toBeNull();
    expect(renders.count).toBe(0);
    settle({ status: 'signedIn', user: testUser() });
    expect(screen.getByText('page')).toBeDefined();
  });
});
