import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { HttpError } from '../../shared/api/http';
import { AuthContext, type AuthContextValue } from '../../shared/auth/AuthState';
import { testUser } from '../../shared/auth/testing';
import { i18n } from '../../shared/i18n';
import { deleteAccount } from './accountDeletion';
import { DeleteAccountSection } from './DeleteAccountSection';
import './i18n';

vi.mock('./accountDeletion', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./accountDeletion')>()),
  deleteAccount: vi.fn(),
}));
const deleteMock = vi.mocked(deleteAccount);
const signOut = vi.fn<AuthContextValue['signOut']>(async () => {});

function renderSection(path = '/settings') {
  const auth: AuthContextValue = { state: { status: 'signedIn', user: testUser() }, signOut };
  const section = <DeleteAccountSection email="awa@example.com" />;
  return render(
    <I18nextProvider i18n={i18n}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/settings" element={section} />
            <Route path="/en/settings" element={section} />
            <Route path="/" element={<p>home fr</p>} />
            <Route path="/en" element={<p>home en</p>} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </I18nextProvider>,
  );
}

const open = () => fireEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte…' }));
const emailField = () => screen.getByLabelText(/^Adresse e-mail du compte/);
const confirmButton = () => screen.getByRole('button', { name: 'Supprimer définitivement' });

beforeEach(async () => {
  await i18n.changeLanguage('fr');
  deleteMock.mockReset().mockResolvedValue({ status: 'deleted' });
  signOut.mockClear();
});

afterEach(cleanup);

describe('DeleteAccountSection', () => {
  it('deletes only once the account email is typed, then logs out on the home page', async () => {
    renderSection();
    open();
    expect(screen.getByText(/Cette action est irréversible/)).toBeTruthy();
    expect(confirmButton()).toHaveProperty('disabled', true);
    fireEvent.change(emailField(), { target: { value: 'awa@example.org' } });
    expect(confirmButton()).toHaveProperty('disabled', true);
    expect(screen.getByText("Saisissez exactement l'adresse e-mail de votre compte.")).toBeTruthy();
    fireEvent.change(emailField(), { target: { value: 'Awa@example.com' } });
    fireEvent.click(confirmButton());
    await waitFor(() => expect(signOut).toHaveBeenCalledWith('accountDeleted'));
    expect(deleteMock).toHaveBeenCalledWith('Awa@example.com');
    expect(screen.getByText('home fr')).toBeTruthy();
  });

  it('keeps the user signed in and says why when the server refuses', async () => {
    deleteMock.mockRejectedValue(
      new HttpError(
        400,
        JSON.stringify({ error: { code: 'confirm_email_mismatch', message: '' } }),
      ),
    );
    renderSection();
    open();
    fireEvent.change(emailField(), { target: { value: 'awa@example.com' } });
    fireEvent.click(confirmButton());
    expect(
      await screen.findByText("L'adresse saisie ne correspond pas à celle de votre compte."),
    ).toBeTruthy();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('speaks English under /en and lands on the English home page', async () => {
    await i18n.changeLanguage('en');
    renderSection('/en/settings');
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    fireEvent.change(screen.getByLabelText(/^Account email address/), {
      target: { value: 'awa@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledWith('accountDeleted'));
    expect(screen.getByText('home en')).toBeTruthy();
  });
});
