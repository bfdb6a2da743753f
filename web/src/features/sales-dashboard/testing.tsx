import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Language } from '@marketplace/domain';
import { AuthContext, type AuthContextValue } from '../../shared/auth/AuthState';
import { testUser } from '../../shared/auth/testing';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { i18n } from '../../shared/i18n';
import type { ProviderStats } from './model';
import './i18n';

export const TEST_UID = 'provider-1';

/** Wednesday 18 March 2026 in Douala: the current week starts on Monday the 16th. */
export const TODAY = '2026-03-18';
export const NOW = new Date('2026-03-18T09:00:00Z');

export function emptyStats(): ProviderStats {
  return {
    statusCounts: { pending: 0, confirmed: 0, completed: 0, cancelled: 0 },
    revenueByWeek: {},
    revenueByMonth: {},
    ratingByMonth: {},
    services: {},
    quotes: { answered: 0, won: 0 },
    paid: { count: 0, amountFCFA: 0 },
    paidByMonth: {},
    updatedAt: null,
  };
}

/** A plumber's figures: three weeks and two months with revenue, a few reviews and quotes. */
export const STATS: ProviderStats = {
  statusCounts: { pending: 2, confirmed: 3, completed: 4, cancelled: 1 },
  revenueByWeek: { '2026-03-02': 25_000, '2026-03-16': 40_000, '2025-09-01': 10_000 },
  revenueByMonth: { '2026-02': 12_500, '2026-03': 65_000 },
  ratingByMonth: { '2026-01': { sum: 14, count: 3 }, '2026-03': { sum: 5, count: 1 } },
  services: {
    leak: {
      title: { fr: 'Réparation de fuite', en: 'Leak repair' },
      completed: 3,
      revenueFCFA: 45_000,
    },
    heater: { title: { fr: 'Chauffe-eau' }, completed: 1, revenueFCFA: 32_500 },
  },
  quotes: { answered: 8, won: 3 },
  // Two payments this month and one last year (outside the 12 months shown, in the total).
  paid: { count: 4, amountFCFA: 61_000 },
  paidByMonth: { '2026-01': 15_000, '2026-03': 40_000, '2025-03': 6_000 },
  updatedAt: new Date('2026-03-17T10:00:00Z'),
};

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

const session = (isProvider: boolean): AuthContextValue => ({
  state: { status: 'signedIn', user: testUser({ id: TEST_UID, isProvider }) },
  signOut: async () => {},
});
export const signedInProvider = session(true);
export const signedInCustomer = session(false);

interface PageOptions {
  language?: Language;
  auth?: AuthContextValue;
}

/** `ui` at /sales-dashboard (or /en/sales-dashboard). */
export async function renderPage(
  ui: ReactElement,
  { language = 'fr', auth = signedInProvider }: PageOptions = {},
) {
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter
          initialEntries={[language === 'en' ? '/en/sales-dashboard' : '/sales-dashboard']}
        >
          {ui}
        </MemoryRouter>
      </AuthContext.Provider>
    </I18nextProvider>,
  );
}
