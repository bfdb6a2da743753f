import { render } from '@testing-library/react';
import type { DocumentSnapshot } from 'firebase/firestore';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Language } from '@marketplace/domain';
import { AuthContext, type AuthContextValue } from '../../shared/auth/AuthState';
import { testUser } from '../../shared/auth/testing';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { i18n } from '../../shared/i18n';
import type { Conversation, Message } from './converters';
import './i18n';

/** The signed-in customer of the tests, and the provider they write to. */
export const CUSTOMER = 'customer-1';
export const PROVIDER = 'provider-1';

export const signedInAs = (id: string): AuthContextValue => ({
  state: { status: 'signedIn', user: testUser({ id }) },
  signOut: async () => {},
});

export const liveSuccess = <T,>(data: T): LiveData<T> => ({
  status: 'success',
  data,
  fromCache: false,
  error: undefined,
});

export const cursorOf = (id: string) => ({ id }) as unknown as DocumentSnapshot;

/** A booking conversation between the two, last active at `updatedAt`. */
export function conversationOf(overrides: Partial<Conversation> = {}): Conversation {
  const id = overrides.id ?? 'b_booking1';
  const updatedAt = overrides.updatedAt ?? new Date('2026-03-16T09:00:00');
  return {
    id,
    customerId: CUSTOMER,
    providerId: PROVIDER,
    names: { [CUSTOMER]: 'Awa D.', [PROVIDER]: 'Plomberie Moussa' },
    subject: {
      kind: 'booking',
      id: 'booking1',
      title: { fr: 'Réparation de fuite', en: 'Leak repair' },
    },
    updatedAt,
    lastMessage: {
      id: `${id}-last`,
      senderId: PROVIDER,
      text: 'Je passe demain matin.',
      attachments: 0,
      createdAt: updatedAt,
    },
    unread: { [CUSTOMER]: 0, [PROVIDER]: 0 },
    readAt: { [CUSTOMER]: null, [PROVIDER]: null },
    deliveredAt: { [CUSTOMER]: null, [PROVIDER]: null },
    cursor: cursorOf(id),
    ...overrides,
  };
}

export function messageOf(overrides: Partial<Message> = {}): Message {
  const id = overrides.id ?? 'm1';
  return {
    id,
    senderId: CUSTOMER,
    text: 'Bonjour',
    attachments: [],
    createdAt: new Date('2026-03-16T09:00:00'),
    editedAt: null,
    pending: false,
    cursor: cursorOf(id),
    ...overrides,
  };
}

function LocationProbe() {
  const { pathname } = useLocation();
  return <span data-testid="location">{pathname}</span>;
}

/** Renders `ui` at `path` (French, or with /en) for the route pattern `route`. */
export async function renderAt(
  ui: ReactElement,
  {
    path,
    route,
    language = 'fr',
    auth = signedInAs(CUSTOMER),
  }: { path: string; route: string; language?: Language; auth?: AuthContextValue },
) {
  await i18n.changeLanguage(language);
  const prefix = language === 'en' ? '/en' : '';
  // A new element each time: React skips rendering an element it has already rendered.
  const tree = () => (
    <I18nextProvider i18n={i18n}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[`${prefix}${path}`]}>
          <Routes>
            <Route path={`${prefix}${route}`} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AuthContext.Provider>
    </I18nextProvider>
  );
  const result = render(tree());
  /** Renders again, e.g. after a live document's mock changed. */
  const refresh = () => result.rerender(tree());
  return { ...result, refresh };
}
