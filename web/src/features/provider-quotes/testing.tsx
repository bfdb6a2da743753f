import { render, screen } from '@testing-library/react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import type { Category, Language } from '@marketplace/domain';
import { AuthContext, type AuthContextValue } from '../../shared/auth/AuthState';
import { testUser } from '../../shared/auth/testing';
import type { ActiveCategory } from '../../shared/catalog/categories';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { i18n } from '../../shared/i18n';
import type { InboxItem, QuoteRequest } from './model';
import './i18n';

export const TEST_UID = 'provider-1';

const session = (isProvider: boolean): AuthContextValue => ({
  state: { status: 'signedIn', user: testUser({ id: TEST_UID, isProvider }) },
  signOut: async () => {},
});
/** A provider, as the session knows it. */
export const signedInProvider = session(true);
/** Someone the session does not know as a provider (yet). */
export const signedInCustomer = session(false);

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
];

/** A Firestore cursor stand-in: the page key reads its path. */
const cursorOf = (quoteId: string) =>
  ({
    id: TEST_UID,
    ref: { path: `quotes/${quoteId}/responses/${TEST_UID}` },
  }) as unknown as QueryDocumentSnapshot;

/** A new request for a plumbing job in Douala, as the inbox lists it. */
export function inboxItem(overrides: Partial<InboxItem> = {}): InboxItem {
  const quoteId = overrides.quoteId ?? 'q1';
  return {
    quoteId,
    status: 'requested',
    request: {
      category: 'plumbing',
      serviceTitle: null,
      description: 'Fuite sous l’évier de la cuisine, à réparer rapidement.',
      urgency: 'high',
      budgetFCFA: 25_000,
      city: 'Douala',
      preferredDate: '2030-03-20',
      customerName: 'Aminata',
    },
    lineItems: [],
    totalFCFA: null,
    durationMinutes: null,
    earliestStart: null,
    validUntil: null,
    message: '',
    revision: 0,
    declineReason: null,
    seenAt: null,
    createdAt: new Date(2030, 2, 10, 9, 0),
    cursor: cursorOf(quoteId),
    ...overrides,
  };
}

/** A quote sent for that request: two lines, 35 000 FCFA. */
export function sentItem(overrides: Partial<InboxItem> = {}): InboxItem {
  return inboxItem({
    status: 'sent',
    lineItems: [
      { label: 'Remplacement du siphon', quantity: 1, unitPriceFCFA: 15_000 },
      { label: 'Main-d’œuvre', quantity: 5, unitPriceFCFA: 4_000 },
    ],
    totalFCFA: 35_000,
    durationMinutes: 120,
    earliestStart: '2030-03-18',
    validUntil: new Date(2030, 2, 24, 12, 0),
    message: 'Je peux passer lundi.',
    ...overrides,
  });
}

/** The whole request `quotes/q1`, as its recipients read it. */
export function quoteRequest(overrides: Partial<QuoteRequest> = {}): QuoteRequest {
  return {
    id: 'q1',
    customerName: 'Aminata',
    category: 'plumbing',
    serviceTitle: null,
    description: 'Fuite sous l’évier de la cuisine, à réparer rapidement.',
    urgency: 'high',
    budgetFCFA: 25_000,
    location: { city: 'Douala', address: 'Rue 1.234, Akwa' },
    preferredDate: '2030-03-20',
    contactMethod: 'whatsapp',
    additionalInfo: 'Sonner deux fois.',
    photoIds: ['AbCdEfGhIjKlMnOpQrSt'],
    status: 'pending',
    ...overrides,
  };
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <span data-testid="location" data-navigation={useNavigationType()}>
      {pathname}
      {search}
    </span>
  );
}

export const currentPath = () => screen.getByTestId('location').textContent;
export const navigationType = () => screen.getByTestId('location').dataset.navigation;

interface PageOptions {
  path: string;
  language?: Language;
  auth?: AuthContextValue;
}

export function inApp(
  ui: ReactElement,
  { path, language = 'fr', auth = signedInProvider }: PageOptions,
) {
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
