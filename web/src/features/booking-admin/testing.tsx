import { render } from '@testing-library/react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Language } from '@marketplace/domain';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { i18n } from '../../shared/i18n';
import type { AdminBooking, AdminReview } from './model';
import './i18n';

export const liveSuccess = <T,>(data: T): LiveData<T> => ({
  status: 'success',
  data,
  fromCache: false,
  error: undefined,
});
export const liveError: LiveData<never> = {
  status: 'error',
  data: undefined,
  error: new Error('permission-denied'),
};

const cursorOf = (id: string) => ({ id }) as QueryDocumentSnapshot;

/** A booking in Douala reported by its customer, with one photo. */
export function reportedBooking(id: string, overrides: Partial<AdminBooking> = {}): AdminBooking {
  return {
    id,
    cursor: cursorOf(id),
    customerName: 'Aminata',
    providerId: 'seed-provider-01',
    providerName: 'Plomberie Kamga',
    serviceTitle: { fr: 'Réparation de fuite', en: 'Leak repair' },
    day: '2026-03-16',
    time: '09:00',
    timeZone: 'Africa/Douala',
    startAt: new Date('2026-03-16T08:00:00Z'),
    endAt: new Date('2026-03-16T10:00:00Z'),
    totalFCFA: 21_000,
    status: 'confirmed',
    problem: {
      by: 'customer',
      reason: 'Le prestataire n’est jamais venu.',
      photoIds: ['AbCdEfGhIjKlMnOpQrSt'],
      at: new Date('2026-03-16T12:00:00Z'),
    },
    updatedAt: new Date('2026-03-16T12:00:00Z'),
    ...overrides,
  };
}

export function adminReview(id: string, overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    id,
    cursor: cursorOf(id),
    providerId: 'seed-provider-01',
    authorName: 'Aminata D.',
    rating: 2,
    comment: 'Arrivé en retard et travail bâclé.',
    serviceTitle: { fr: 'Réparation de fuite', en: 'Leak repair' },
    createdAt: new Date('2026-03-18T10:00:00Z'),
    reply: null,
    hidden: false,
    hiddenReason: null,
    ...overrides,
  };
}

export async function renderPage(ui: ReactElement, language: Language = 'fr') {
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[language === 'en' ? '/en/admin' : '/admin']}>
        {ui}
      </MemoryRouter>
    </I18nextProvider>,
  );
}
