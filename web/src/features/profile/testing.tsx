import { testUser } from '../../shared/auth/testing';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { newUserDocument, type Language, type UserDocument } from '@marketplace/domain';
import { AuthContext, type AuthContextValue } from '../../shared/auth/AuthState';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { i18n } from '../../shared/i18n';
import './i18n';

export const TEST_UID = 'user-1';

/** A complete account, as the seed writes it, with `overrides`. */
export function accountOf(overrides: Partial<UserDocument> = {}): UserDocument {
  return {
    ...newUserDocument({
      firstName: 'Awa',
      lastName: 'Diop',
      email: 'awa@example.com',
      phone: '+221 77 123 45 67',
      city: 'Dakar',
      country: 'SN',
    }),
    ...overrides,
  };
}

export const liveSuccess = <T,>(data: T): LiveData<T> => ({
  status: 'success',
  data,
  fromCache: false,
  error: undefined,
});
export const liveLoading = { status: 'loading', data: undefined, error: undefined } as const;
export const liveError: LiveData<never> = {
  status: 'error',
  data: undefined,
  error: new Error('permission-denied'),
};

const auth: AuthContextValue = {
  state: {
    status: 'signedIn',
    user: testUser({ id: TEST_UID }),
  },
  signOut: async () => {},
};

function LocationProbe() {
  const { pathname } = useLocation();
  return <span data-testid="location">{pathname}</span>;
}

export const currentPath = () => screen.getByTestId('location').textContent;

/** A profile page as the app renders it for a signed-in user, at its path in `language`. */
export function inApp(ui: ReactElement, { path, language = 'fr' }: PageOptions) {
  return (
    <I18nextProvider i18n={i18n}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[language === 'en' ? `/en${path}` : path]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </AuthContext.Provider>
    </I18nextProvider>
  );
}

interface PageOptions {
  path: string;
  language?: Language;
}

export async function renderPage(ui: ReactElement, options: PageOptions) {
  await i18n.changeLanguage(options.language ?? 'fr');
  return render(inApp(ui, options));
}
