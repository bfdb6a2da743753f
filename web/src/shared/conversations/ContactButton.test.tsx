import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMutate, HttpError } from '../api/http';
import { AuthContext, type AuthContextValue } from '../auth/AuthState';
import { testUser } from '../auth/testing';
import { i18n } from '../i18n';
import { ContactButton, type ContactButtonProps } from './ContactButton';

vi.mock('../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/http')>()),
  apiMutate: vi.fn(),
}));
const mutateMock = vi.mocked(apiMutate);

const signedIn = (id = 'customer-1'): AuthContextValue => ({
  state: { status: 'signedIn', user: testUser({ id }) },
  signOut: async () => {},
});
const signedOut: AuthContextValue = { state: { status: 'signedOut' }, signOut: async () => {} };

function Location() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{`${pathname}${search}`}</span>;
}

async function renderButton(
  props: ContactButtonProps,
  { auth = signedIn(), path = '/providers/p1' }: { auth?: AuthContextValue; path?: string } = {},
) {
  await i18n.changeLanguage(path.startsWith('/en') ? 'en' : 'fr');
  render(
    <I18nextProvider i18n={i18n}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[path]}>
          <ContactButton {...props} />
          <Location />
        </MemoryRouter>
      </AuthContext.Provider>
    </I18nextProvider>,
  );
}

const location = () => screen.getByTestId('location').textContent;
const apiError = (status: number, code: string) =>
  new HttpError(status, JSON.stringify({ error: { code, message: code } }));

beforeEach(() => {
  mutateMock.mockReset();
});

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('fr');
});

describe('ContactButton', () => {
  it('sends a signed-out visitor to sign in, then back to the page', async () => {
    await renderButton({ subject: { kind: 'provider', id: 'p1' } }, { auth: signedOut });
    const link = screen.getByRole('link', { name: 'Contacter' });
    expect(link.getAttribute('href')).toBe('/auth?next=%2Fproviders%2Fp1');
    cleanup();
    await renderButton(
      { subject: { kind: 'provider', id: 'p1' } },
      { auth: signedOut, path: '/en/providers/p1?tab=x' },
    );
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe(
      '/en/auth?next=%2Fen%2Fproviders%2Fp1%3Ftab%3Dx',
    );
    expect(mutateMock).not.toHaveBeenCalled();
  });

  it('opens the conversation through the api, then its thread in the page language', async () => {
    mutateMock.mockResolvedValue({ id: 'q_q1_p1' });
    await renderButton(
      { subject: { kind: 'quote', id: 'q1' }, providerId: 'p1', label: 'Écrire au prestataire' },
      { path: '/en/quotation-details/q1' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Écrire au prestataire' }));
    await waitFor(() => expect(location()).toBe('/en/messages/q_q1_p1'));
    expect(mutateMock).toHaveBeenCalledWith('/api/conversations', {
      json: { subject: { kind: 'quote', id: 'q1' }, providerId: 'p1' },
    });
  });

  it.each([
    [apiError(403, 'not_a_participant'), 'Vous ne participez pas à cette conversation'],
    [apiError(400, 'own_conversation'), 'Vous ne pouvez pas vous écrire à vous-même.'],
    [apiError(403, 'email_not_verified'), "Confirmez d'abord votre adresse e-mail"],
    [new TypeError('Failed to fetch'), 'Connexion impossible.'],
  ])('explains a failure: %s', async (error, text) => {
    mutateMock.mockRejectedValue(error);
    await renderButton({ subject: { kind: 'booking', id: 'b1' } }, { path: '/my-bookings' });
    fireEvent.click(screen.getByRole('button', { name: 'Contacter' }));
    expect((await screen.findByTestId('contact-error')).textContent).toContain(text);
    expect(location()).toBe('/my-bookings');
    expect(mutateMock).toHaveBeenCalledWith('/api/conversations', {
      json: { subject: { kind: 'booking', id: 'b1' } },
    });
  });

  it('is not offered to a provider on their own page', async () => {
    await renderButton({ subject: { kind: 'provider', id: 'p1' } }, { auth: signedIn('p1') });
    expect(screen.queryByTestId('contact-button')).toBeNull();
  });
});
