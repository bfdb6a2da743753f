import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Category, Language } from '@marketplace/domain';
import { AuthContext, type AuthContextValue } from '../../shared/auth/AuthState';
import { testUser } from '../../shared/auth/testing';
import type { ActiveCategory } from '../../shared/catalog/categories';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { i18n } from '../../shared/i18n';
import { emptyService, newDraft, type ProviderDraft } from './draft';
import './i18n';

export const TEST_UID = 'user-1';

export const signedIn: AuthContextValue = {
  state: { status: 'signedIn', user: testUser({ id: TEST_UID }) },
  signOut: async () => {},
};
export const signedOut: AuthContextValue = {
  state: { status: 'signedOut' },
  signOut: async () => {},
};

const category = (slug: string, fr: string, en: string, order: number): ActiveCategory =>
  ({
    slug,
    name: { fr, en },
    description: { fr, en },
    icon: slug,
    order,
    active: true,
    keywords: [],
  }) satisfies Category & { slug: string };

export const CATEGORIES: ActiveCategory[] = [
  category('plumbing', 'Plomberie', 'Plumbing', 1),
  category('electricity', 'Électricité', 'Electricity', 2),
  category('cleaning', 'Ménage', 'Cleaning', 3),
];

export const liveSuccess = <T,>(data: T): LiveData<T> => ({
  status: 'success',
  data,
  fromCache: false,
  error: undefined,
});

/** A complete, valid draft: a plumber in Douala with one service at 15 000 FCFA. */
export function validDraft(overrides: Partial<ProviderDraft> = {}): ProviderDraft {
  const draft = newDraft({
    displayName: 'Awa Diop',
    email: 'awa@example.com',
    phone: '+237 699 12 34 56',
    language: 'fr',
  });
  return {
    ...draft,
    categories: ['plumbing'],
    specialties: ['Fuites'],
    experienceYears: '8',
    headlineFr: 'Plombière à Douala',
    aboutFr: 'Dépannage et installation sanitaire à Akwa et Bonapriso.',
    country: 'CM',
    city: 'Douala',
    services: [
      {
        ...emptyService(),
        id: 's01',
        titleFr: 'Réparation de fuite',
        category: 'plumbing',
        price: '15 000',
        unit: 'fixed',
        duration: '60',
      },
    ],
    ...overrides,
  };
}

function LocationProbe() {
  const { pathname } = useLocation();
  return <span data-testid="location">{pathname}</span>;
}

export const currentPath = () => screen.getByTestId('location').textContent;

interface PageOptions {
  path: string;
  language?: Language;
  auth?: AuthContextValue;
}

export function inApp(ui: ReactElement, { path, language = 'fr', auth = signedIn }: PageOptions) {
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

export async function renderPage(ui: ReactElement, options: PageOptions) {
  await i18n.changeLanguage(options.language ?? 'fr');
  return render(inApp(ui, options));
}
