import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { AuthContext } from './AuthState';
import { currentFirebaseUser, sendVerificationEmail } from './emailVerification';
import { VerifiedEmailGate } from './EmailVerificationPanel';
import { testUser } from './testing';

vi.mock('./emailVerification', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./emailVerification')>()),
  currentFirebaseUser: vi.fn(),
  sendVerificationEmail: vi.fn(),
}));
const firebaseUserMock = vi.mocked(currentFirebaseUser);
const sendMock = vi.mocked(sendVerificationEmail);

const firebaseUser = (verified: () => boolean) =>
  ({
    uid: 'u1',
    email: 'awa@example.com',
    get emailVerified() {
      return verified();
    },
    reload: async () => {},
    getIdTokenResult: async () => ({ claims: { email_verified: verified() } }),
    getIdToken: async () => 'token',
  }) as unknown as User;

function renderGate(isProvider = false) {
  return render(
    <I18nextProvider i18n={i18n}>
      <AuthContext.Provider
        value={{
          state: { status: 'signedIn', user: testUser({ id: 'u1', isProvider }) },
          signOut: async () => {},
        }}
      >
        <MemoryRouter initialEntries={['/register-provider']}>
          <VerifiedEmailGate continuePath="/register-provider">
            <p>onboarding form</p>
          </VerifiedEmailGate>
        </MemoryRouter>
      </AuthContext.Provider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  firebaseUserMock.mockReset();
  sendMock.mockReset().mockResolvedValue(undefined);
});

afterEach(cleanup);

describe('VerifiedEmailGate', () => {
  it('shows the form to a verified user', async () => {
    firebaseUserMock.mockResolvedValue(firebaseUser(() => true));
    renderGate();
    expect(await screen.findByText('onboarding form')).toBeTruthy();
  });

  it('asks an unverified user to verify, resends, and opens once verified elsewhere', async () => {
    let verified = false;
    firebaseUserMock.mockResolvedValue(firebaseUser(() => verified));
    renderGate();
    expect(
      await screen.findByText('Vérifiez votre adresse e-mail pour devenir prestataire'),
    ).toBeTruthy();
    expect(screen.queryByText('onboarding form')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: "Renvoyer l'e-mail" }));
    expect(await screen.findByText('E-mail envoyé à awa@example.com.')).toBeTruthy();
    expect(sendMock).toHaveBeenCalledWith(expect.anything(), 'fr', '/register-provider');

    fireEvent.click(screen.getByRole('button', { name: "J'ai confirmé mon adresse" }));
    expect(await screen.findByText(/pas encore confirmée/)).toBeTruthy();
    verified = true;
    fireEvent.click(screen.getByRole('button', { name: "J'ai confirmé mon adresse" }));
    expect(await screen.findByText('onboarding form')).toBeTruthy();
  });

  it('translates a refusal for too many requests', async () => {
    firebaseUserMock.mockResolvedValue(firebaseUser(() => false));
    sendMock.mockRejectedValue({ code: 'auth/too-many-requests' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderGate();
    fireEvent.click(await screen.findByRole('button', { name: "Renvoyer l'e-mail" }));
    expect(
      await screen.findByText(
        "Trop de demandes d'envoi. Patientez quelques minutes avant de réessayer.",
      ),
    ).toBeTruthy();
  });

  it('lets an existing provider edit without asking Firebase', async () => {
    renderGate(true);
    expect(screen.getByText('onboarding form')).toBeTruthy();
    expect(firebaseUserMock).not.toHaveBeenCalled();
  });
});
