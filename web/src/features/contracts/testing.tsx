import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Language } from '@marketplace/domain';
import { AuthContext, type AuthContextValue } from '../../shared/auth/AuthState';
import { testUser } from '../../shared/auth/testing';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { i18n } from '../../shared/i18n';
import type { Contract } from './model';

export const CUSTOMER_ID = 'customer-1';
export const PROVIDER_ID = 'provider-1';
export const HASH_V1 = 'a'.repeat(64);
export const HASH_V2 = 'b'.repeat(64);

/** A pending contract drawn from a plumbing quote in Douala, terms drafted, nobody signed. */
export function contractOf(overrides: Partial<Contract> = {}): Contract {
  return {
    id: 'quote-1',
    quoteId: 'quote-1',
    customerId: CUSTOMER_ID,
    providerId: PROVIDER_ID,
    customerName: 'Awa',
    providerName: 'Plomberie Ndiaye',
    category: 'plumbing',
    serviceTitle: null,
    description: 'Fuite sous l’évier de la cuisine',
    location: { city: 'Douala', address: 'Rue 12, Akwa' },
    lineItems: [
      { label: 'Main-d’œuvre', quantity: 2, unitPriceFCFA: 10_000 },
      { label: 'Siphon', quantity: 1, unitPriceFCFA: 5_500 },
    ],
    totalFCFA: 25_500,
    terms: {
      duration: '2 jours',
      startDate: '2025-03-03',
      endDate: '2025-03-04',
      paymentTerms: 'Moitié au début, moitié à la fin',
      deliverables: 'Évier réparé',
      responsibilities: 'Le client libère l’accès',
      penalties: '',
      terminationClause: 'Résiliable avec 24 h de préavis',
    },
    termsDrafted: true,
    termsVersion: 1,
    termsHash: HASH_V1,
    signatures: { customer: null, provider: null },
    changeRequest: null,
    status: 'pending',
    cancelReason: null,
    cancelledBy: null,
    createdAt: new Date('2025-03-01T09:00:00Z'),
    updatedAt: new Date('2025-03-01T09:00:00Z'),
    ...overrides,
  };
}

export const liveSuccess = <T,>(data: T): LiveData<T> => ({
  status: 'success',
  data,
  fromCache: false,
  error: undefined,
});

const authAs = (uid: string, role: 'user' | 'admin' = 'user'): AuthContextValue => ({
  state: { status: 'signedIn', user: testUser({ id: uid, role }) },
  signOut: async () => {},
});

interface PageOptions {
  uid: string;
  language?: Language;
  role?: 'user' | 'admin';
}

/** `ui` at `/contracts/quote-1` (or its English path) for the user `uid`. */
export function inApp(ui: ReactElement, { uid, language = 'fr', role = 'user' }: PageOptions) {
  const path = language === 'en' ? '/en/contracts/quote-1' : '/contracts/quote-1';
  return (
    <I18nextProvider i18n={i18n}>
      <AuthContext.Provider value={authAs(uid, role)}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/contracts/:id" element={ui} />
            <Route path="/en/contracts/:id" element={ui} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </I18nextProvider>
  );
}

export async function renderAt(ui: ReactElement, options: PageOptions) {
  await i18n.changeLanguage(options.language ?? 'fr');
  return render(inApp(ui, options));
}
