import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthState } from '../../shared/auth/AuthState';
import { testUser } from '../../shared/auth/testing';
import { i18n } from '../../shared/i18n';
import { Header } from './Header';
import MobileDrawer from './MobileDrawer';

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
  it('shows no account menu to a signed-out visitor', () => {
    renderWith(<Header />, { status: 'signedOut' });
    expect(screen.queryByRole('button', { name: 'Ouvrir le menu du compte' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Comment ça marche' })).toBeDefined();
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
