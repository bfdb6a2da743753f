import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Category, Language } from '@marketplace/domain';
import { AuthContext, type AuthContextValue } from '../../shared/auth/AuthState';
import { testUser } from '../../shared/auth/testing';
import type { ActiveCategory } from '../../shared/catalog/categories';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { i18n } from '../../shared/i18n';
import type { QuoteRequest, QuoteResponse } from './converters';
import './i18n';

export const TEST_UID = 'customer-1';

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
];

export const liveSuccess = <T,>(data: T): LiveData<T> => ({
  status: 'success',
  data,
  fromCache: false,
  error: undefined,
});
export const liveLoading = { status: 'loading', data: undefined, error: undefined } as const;

/** A request as the api stores it: a plumbing job in Douala, two providers asked. */
export function requestOf(overrides: Partial<QuoteRequest> = {}): QuoteRequest {
  return {
    id: 'AAAAAAAAAAAAAAAAAAA1',
    customerId: TEST_UID,
    customerName: 'Awa',
    providerId: null,
    serviceId: null,
    serviceTitle: null,
    category: 'plumbing',
    description: 'Fuite sous l’évier de la cuisine',
    urgency: 'medium',
    budgetFCFA: 50_000,
    location: { city: 'Douala', address: 'Akwa, rue 12' },
    preferredDate: null,
    contactMethod: 'whatsapp',
    additionalInfo: '',
    photoIds: [],
    language: 'fr',
    status: 'responded',
    recipientIds: ['p1', 'p2', 'p3'],
    quoteCount: 2,
    acceptedProviderId: null,
    contractId: null,
    cancelReason: null,
    cancelledBy: null,
    createdAt: new Date('2026-03-02T10:00:00Z'),
    updatedAt: new Date('2026-03-02T10:00:00Z'),
    expiresAt: new Date('2026-03-16T10:00:00Z'),
    ...overrides,
  };
}

/** A provider's priced quote on `requestOf()`. */
export function responseOf(overrides: Partial<QuoteResponse> = {}): QuoteResponse {
  const providerId = overrides.providerId ?? 'p1';
  return {
    id: providerId,
    quoteId: 'AAAAAAAAAAAAAAAAAAA1',
    customerId: TEST_UID,
    providerId,
    providerName: 'Plomberie Moussa',
    providerRating: 4.5,
    providerReviewCount: 12,
    providerVerified: true,
    request: {
      category: 'plumbing',
      serviceTitle: null,
      description: 'Fuite sous l’évier de la cuisine',
      urgency: 'medium',
      budgetFCFA: 50_000,
      city: 'Douala',
      preferredDate: null,
      customerName: 'Awa',
    },
    status: 'sent',
    lineItems: [{ label: 'Main-d’œuvre', quantity: 2, unitPriceFCFA: 15_000 }],
    totalFCFA: 30_000,
    durationMinutes: 150,
    earliestStart: '2026-03-05',
    validUntil: new Date('2026-03-09T10:00:00Z'),
    message: 'Je passe dès demain.',
    revision: 0,
    declineReason: null,
    seenAt: null,
    respondedAt: new Date('2026-03-02T12:00:00Z'),
    createdAt: new Date('2026-03-02T10:00:00Z'),
    updatedAt: new Date('2026-03-02T12:00:00Z'),
    ...overrides,
  };
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{`${pathname}${search}`}</span>;
}

export const currentPath = () => screen.getByTestId('location').textContent;

interface PageOptions {
  /** The French path, e.g. `/smart-quotation?provider=p1`. */
  path: string;
  /** The route pattern, when the page reads path parameters. */
  route?: string;
  language?: Language;
  auth?: AuthContextValue;
}

export function inApp(
  ui: ReactElement,
  { path, route, language = 'fr', auth = signedIn }: PageOptions,
) {
  const prefix = language === 'en' ? '/en' : '';
  return (
    <I18nextProvider i18n={i18n}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[`${prefix}${path}`]}>
          {route ? (
            <Routes>
              <Route path={`${prefix}${route}`} element={ui} />
            </Routes>
          ) : (
            ui
          )}
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
