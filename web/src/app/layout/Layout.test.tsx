import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../../shared/auth/AuthState';
import { i18n } from '../../shared/i18n';
import { Layout } from './Layout';

const pageAnimation = () => getComputedStyle(screen.getByTestId('page-transition')).animationName;

describe('Layout', () => {
  it('keeps the landing page still and slides in the pages the visitor moves to', async () => {
    const router = createMemoryRouter(
      [{ element: <Layout />, children: [{ path: '*', element: <p>page</p> }] }],
      { initialEntries: ['/about'] },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <AuthContext.Provider value={{ state: { status: 'signedOut' }, signOut: vi.fn() }}>
          <RouterProvider router={router} />
        </AuthContext.Provider>
      </I18nextProvider>,
    );
    expect(pageAnimation()).toBe('none');
    await act(() => router.navigate('/how-it-works'));
    expect(pageAnimation()).toMatch(/animation-/);
    await act(() => router.navigate('/about'));
    expect(pageAnimation()).toMatch(/animation-/);
  });
});
