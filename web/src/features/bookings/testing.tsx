import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Language, SlotsAnswer } from '@marketplace/domain';
import { AuthContext, type AuthContextValue } from '../../shared/auth/AuthState';
import { testUser } from '../../shared/auth/testing';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { i18n } from '../../shared/i18n';
import type { Booking, ServiceOption } from './converters';
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

export const liveSuccess = <T,>(data: T): LiveData<T> => ({
  status: 'success',
  data,
  fromCache: false,
  error: undefined,
});

/** A plumber's services: by the hour, fixed price, large fixed price, on quote. */
export const SERVICES: ServiceOption[] = [
  {
    id: 's01',
    title: { fr: 'Réparation de fuite', en: 'Leak repair' },
    unit: 'hour',
    priceFCFA: 10_000,
    durationMinutes: 50,
  },
  {
    id: 's02',
    title: { fr: 'Débouchage', en: 'Unblocking' },
    unit: 'fixed',
    priceFCFA: 15_000,
    durationMinutes: 120,
  },
  {
    id: 's03',
    title: { fr: 'Installation complète', en: 'Full installation' },
    unit: 'fixed',
    priceFCFA: 300_000,
    durationMinutes: 480,
  },
  {
    id: 's04',
    title: { fr: 'Rénovation de salle de bain', en: 'Bathroom renovation' },
    unit: 'quote',
    priceFCFA: 0,
    durationMinutes: 60,
  },
];

/** The free slots of a day in Douala (UTC+1). */
export function slotsOf(day: string, times: string[]): SlotsAnswer {
  return {
    day,
    timeZone: 'Africa/Douala',
    durationMinutes: 60,
    slots: times.map((time) => ({
      time,
      startAt: new Date(`${day}T${time}:00+01:00`).toISOString(),
    })),
  };
}

/** A booking as the api stores it: an hour and a half of plumbing in Douala. */
export function bookingOf(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 'BOOKINGAAAAAAAAAAAA1',
    customerId: TEST_UID,
    customerName: 'Awa D.',
    providerId: 'p1',
    providerName: 'Plomberie Moussa',
    serviceId: 's01',
    serviceType: 'plumbing',
    serviceTitle: { fr: 'Réparation de fuite', en: 'Leak repair' },
    day: '2026-03-17',
    time: '09:00',
    timeZone: 'Africa/Douala',
    startAt: new Date('2026-03-17T08:00:00Z'),
    endAt: new Date('2026-03-17T09:30:00Z'),
    durationMinutes: 90,
    notes: '',
    priceFCFA: 15_000,
    platformFeeFCFA: 300,
    totalFCFA: 15_300,
    status: 'pending',
    paymentStatus: 'pending',
    autoCompleteAt: null,
    problem: null,
    needsAttention: false,
    cancelReason: null,
    cancelledBy: null,
    completedBy: null,
    adminNote: null,
    confirmedAt: null,
    completedAt: null,
    cancelledAt: null,
    reviewed: false,
    createdAt: new Date('2026-03-10T10:00:00Z'),
    updatedAt: new Date('2026-03-10T10:00:00Z'),
    ...overrides,
  };
}

function LocationProbe() {
  const { pathname, search, state } = useLocation();
  return (
    <span data-testid="location" data-state={JSON.stringify(state ?? null)}>
      {`${pathname}${search}`}
    </span>
  );
}

export const currentPath = () => screen.getByTestId('location').textContent;
/** The router state of the current entry (what a navigation handed over). */
export const currentState = (): unknown =>
  JSON.parse(screen.getByTestId('location').getAttribute('data-state') ?? 'null');

interface PageOptions {
  /** The French path, e.g. `/service-scheduling?provider=p1`. */
  path: string;
  language?: Language;
  auth?: AuthContextValue;
  /** The router state the page was opened with. */
  state?: unknown;
}

export async function renderPage(
  ui: ReactElement,
  { path, language = 'fr', auth = signedIn, state }: PageOptions,
) {
  await i18n.changeLanguage(language);
  const prefix = language === 'en' ? '/en' : '';
  const url = new URL(`${prefix}${path}`, 'http://localhost');
  return render(
    <I18nextProvider i18n={i18n}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[{ pathname: url.pathname, search: url.search, state }]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </AuthContext.Provider>
    </I18nextProvider>,
  );
}
