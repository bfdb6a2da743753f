import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthState } from '../../shared/auth/AuthState';
import { testUser } from '../../shared/auth/testing';
import { i18n } from '../../shared/i18n';
import { Header } from './Header';
import headerSource from './Header.tsx?raw';
import MobileDrawer from './MobileDrawer';

// The signed-in part reads Firestore: here a probe stands in for it.
vi.mock('./HeaderActivity', () => ({
  default: ({ uid }: { uid: string }) => <span data-testid="header-activity">{uid}</span>,
}));

const awa = testUser();

function Path() {
  return <span data-testid="path">{useLocation().pathname}</span>;
}

function renderWith(ui: React.ReactNode, state: AuthState, signOut = vi.fn(async () => {})) {
  render(
    <I18nextProvider i18n={i18n}>
      <AuthContext.Provider value={{ state, signOut }}>
        <MemoryRouter initialEntries={['/about']}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {ui}
                  <Path />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </I18nextProvider>,
  );
  return signOut;
}

describe('Header', () => {
  it('shows no account menu to a signed-out visitor', async () => {
    renderWith(<Header />, { status: 'signedOut' });
    expect(screen.queryByRole('button', { name: 'Ouvrir le menu du compte' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Comment ça marche' })).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('header-activity')).toBeNull();
  });

  it('loads the messages and notifications part only lazily, for a signed-in user', async () => {
    expect(headerSource).toContain("lazy(() => import('./HeaderActivity'))");
    expect(headerSource).not.toMatch(/from '\.\/HeaderActivity'|features\/notifications/);
    renderWith(<Header />, { status: 'signedIn', user: awa });
    expect((await screen.findByTestId('header-activity')).textContent).toBe(awa.id);
  });

  it('lists messages and notifications in the user menu; the outbox for admins only', async () => {
    renderWith(<Header />, { status: 'signedIn', user: awa });
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu du compte' }));
    expect((await screen.findByRole('menuitem', { name: 'Messages' })).getAttribute('href')).toBe(
      '/messages',
    );
    expect(screen.getByRole('menuitem', { name: 'Notifications' }).getAttribute('href')).toBe(
      '/notifications',
    );
    expect(screen.queryByRole('menuitem', { name: /Boîte d'envoi/ })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Tous les paiements' })).toBeNull();
  });

  it('gives admins the outbox and the payments list in their menu', async () => {
    renderWith(<Header />, { status: 'signedIn', user: { ...awa, role: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu du compte' }));
    expect(
      (await screen.findByRole('menuitem', { name: /Boîte d'envoi/ })).getAttribute('href'),
    ).toBe('/admin/outbox');
    expect(screen.getByRole('menuitem', { name: 'Tous les paiements' }).getAttribute('href')).toBe(
      '/admin/payments',
    );
  });

  it('gives a signed-in user the avatar letter, the title and a logout that lands on /', async () => {
    const signOut = renderWith(<Header />, { status: 'signedIn', user: awa });
    const account = screen.getByRole('button', { name: 'Ouvrir le menu du compte' });
    expect(account.textContent).toBe('A');
    fireEvent.click(account);
    expect((await screen.findByTestId('user-menu-title')).textContent).toBe('Awa Diop');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Déconnexion' }));
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
  });
});

describe('MobileDrawer', () => {
  it('offers the demos only to team members', () => {
    renderWith(<MobileDrawer open onClose={() => {}} />, {
      status: 'signedIn',
      user: { ...awa, isTeamMember: true },
    });
    expect(screen.getByRole('link', { name: 'Démonstrations' })).toBeDefined();
  });

  it('hides the demos from other users', () => {
    renderWith(<MobileDrawer open onClose={() => {}} />, { status: 'signedIn', user: awa });
    expect(screen.queryByRole('link', { name: 'Démonstrations' })).toBeNull();
    expect(screen.getByRole('link', { name: 'À propos' })).toBeDefined();
  });
});
