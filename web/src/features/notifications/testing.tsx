import { render } from '@testing-library/react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Language } from '@marketplace/domain';
import { AuthContext } from '../../shared/auth/AuthState';
import { testUser } from '../../shared/auth/testing';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { i18n } from '../../shared/i18n';
import type { NotificationItem, UnreadCounts } from './model';
import './i18n';

export const UID = 'u1';

export const liveSuccess = <T,>(data: T, fromCache = false): LiveData<T> => ({
  status: 'success',
  data,
  fromCache,
  error: undefined,
});

/** The counts document with `notifications` unread, as the server (or the cache) gives it. */
export const countsOf = (
  notifications: number,
  updatedAt: Date | null = null,
  { messages = 0, fromCache = false } = {},
) => liveSuccess<UnreadCounts>({ messages, notifications, updatedAt }, fromCache);

/** A booking confirmation, unread, created at `createdAt`. */
export function notificationItem(
  id: string,
  overrides: Partial<NotificationItem> = {},
): NotificationItem {
  return {
    id,
    cursor: { id } as QueryDocumentSnapshot,
    kind: 'booking_confirmation',
    title: 'Réservation confirmée',
    body: 'Plomberie Kamga a confirmé votre réservation du lundi 16 mars à 09:00.',
    link: '/my-bookings',
    read: false,
    createdAt: new Date('2026-03-10T10:00:00Z'),
    ...overrides,
  };
}

function Path() {
  return <span data-testid="path">{useLocation().pathname}</span>;
}

/** `ui` as the signed-in user sees it at `path`, in `language` (`rerender` keeps the frame). */
export async function renderSignedIn(
  ui: ReactElement,
  { path = '/notifications', language = 'fr' }: { path?: string; language?: Language } = {},
) {
  await i18n.changeLanguage(language);
  const entry = language === 'en' ? `/en${path}` : path;
  const framed = (page: ReactElement) => (
    <I18nextProvider i18n={i18n}>
      <AuthContext.Provider
        value={{
          state: { status: 'signedIn', user: testUser({ id: UID }) },
          signOut: async () => {},
        }}
      >
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {page}
                  <Path />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </I18nextProvider>
  );
  const view = render(framed(ui));
  return { ...view, rerender: (page: ReactElement) => view.rerender(framed(page)) };
}
