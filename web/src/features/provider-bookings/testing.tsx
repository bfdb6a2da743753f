import { render, screen } from '@testing-library/react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Language } from '@marketplace/domain';
import { AuthContext, type AuthContextValue } from '../../shared/auth/AuthState';
import { testUser } from '../../shared/auth/testing';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { i18n } from '../../shared/i18n';
import type { BookingReview, ProviderBooking } from './model';
import './i18n';

export const TEST_UID = 'provider-1';

export const signedInProvider: AuthContextValue = {
  state: { status: 'signedIn', user: testUser({ id: TEST_UID, isProvider: true }) },
  signOut: async () => {},
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

/** A Firestore cursor stand-in: page keys read its id. */
export const cursorOf = (id: string) =>
  ({ id, ref: { path: `bookings/${id}` } }) as unknown as QueryDocumentSnapshot;

/**
 * A plumbing request in Douala (UTC+1 all year): Monday 16 March 2026, 09:00–11:00 on the
 * provider's clock, i.e. 08:00–10:00 UTC.
 */
export function booking(overrides: Partial<ProviderBooking> = {}): ProviderBooking {
  const id = overrides.id ?? 'b1';
  return {
    id,
    cursor: cursorOf(id),
    customerName: 'Aminata',
    serviceTitle: { fr: 'Réparation de fuite', en: 'Leak repair' },
    day: '2026-03-16',
    time: '09:00',
    timeZone: 'Africa/Douala',
    startAt: new Date('2026-03-16T08:00:00Z'),
    endAt: new Date('2026-03-16T10:00:00Z'),
    durationMinutes: 120,
    notes: 'Sonner deux fois.',
    priceFCFA: 20_000,
    status: 'pending',
    problem: null,
    needsAttention: false,
    cancelReason: null,
    cancelledBy: null,
    completedBy: null,
    adminNote: null,
    reviewed: false,
    paymentStatus: 'pending',
    paymentId: null,
    paymentMethod: null,
    ...overrides,
  };
}

export function review(overrides: Partial<BookingReview> = {}): BookingReview {
  return {
    authorName: 'Aminata D.',
    rating: 4,
    comment: 'Travail propre et rapide, merci.',
    createdAt: new Date('2026-03-18T10:00:00Z'),
    reply: null,
    hidden: false,
    hiddenReason: null,
    ...overrides,
  };
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <span data-testid="location">
      {pathname}
      {search}
    </span>
  );
}

export const currentPath = () => screen.getByTestId('location').textContent;

interface PageOptions {
  path: string;
  language?: Language;
  auth?: AuthContextValue;
}

export async function renderPage(
  ui: ReactElement,
  { path, language = 'fr', auth = signedInProvider }: PageOptions,
) {
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[language === 'en' ? `/en${path}` : path]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </AuthContext.Provider>
    </I18nextProvider>,
  );
}
