import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n';
import {
  loadOlderNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  useNewestNotifications,
} from './api';
import type { NotificationItem } from './model';
import NotificationsPage from './NotificationsPage';
import { liveSuccess, notificationItem, renderSignedIn, UID } from './testing';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  useNewestNotifications: vi.fn(),
  loadOlderNotifications: vi.fn(),
  markNotificationRead: vi.fn(),
  markAllNotificationsRead: vi.fn(),
}));
const liveMock = vi.mocked(useNewestNotifications);
const olderMock = vi.mocked(loadOlderNotifications);
const markMock = vi.mocked(markNotificationRead);
const markAllMock = vi.mocked(markAllNotificationsRead);

/** `count` items, one a minute, the newest first; the even ones read. */
const page = (count: number, from = 0): NotificationItem[] =>
  Array.from({ length: count }, (_, index) =>
    notificationItem(`n${from + index}`, {
      title: `Notification ${from + index}`,
      read: (from + index) % 2 === 0,
      createdAt: new Date(Date.UTC(2026, 2, 10, 10) - (from + index) * 60_000),
    }),
  );

const message = notificationItem('m1', {
  kind: 'new_message',
  title: 'Nouveau message',
  body: 'Awa D. : Bonjour, êtes-vous disponible ?',
  link: '/messages/c1',
  createdAt: new Date(Date.UTC(2026, 2, 10, 11)),
});
const code = notificationItem('v1', {
  kind: 'verification_code',
  title: 'Code de vérification',
  body: 'Votre code : 123456',
  link: null,
  createdAt: new Date(Date.UTC(2026, 2, 10, 9)),
});

beforeEach(() => {
  liveMock.mockReset().mockReturnValue(liveSuccess([message, code]));
  olderMock.mockReset();
  markMock.mockReset().mockResolvedValue(undefined);
  markAllMock.mockReset().mockResolvedValue(2);
});

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

const items = () => screen.getAllByTestId('notification-item');

describe('NotificationsPage', () => {
  it('lists the user’s items with title, text and time, unread ones marked', async () => {
    await renderSignedIn(<NotificationsPage />);
    expect(liveMock).toHaveBeenCalledWith(UID);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Notifications');
    const [first, second] = items();
    expect(first?.getAttribute('data-read')).toBe('false');
    expect(first?.textContent).toContain('Nouveau message (non lue)');
    expect(first?.textContent).toContain('Awa D. : Bonjour, êtes-vous disponible ?');
    expect(first?.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-10T11:00:00.000Z');
    expect(second?.textContent).toContain('Votre code : 123456');
  });

  it('marks an item read and opens its link (in English under /en)', async () => {
    await renderSignedIn(<NotificationsPage />, { language: 'en' });
    const link = within(items()[0] as HTMLElement).getByRole('link');
    expect(link.getAttribute('href')).toBe('/en/messages/c1');
    fireEvent.click(link);
    expect(markMock).toHaveBeenCalledWith(UID, 'm1');
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/en/messages/c1'));
  });

  it('marks an item without a link read where it is', async () => {
    await renderSignedIn(<NotificationsPage />);
    fireEvent.click(within(items()[1] as HTMLElement).getByRole('button'));
    expect(markMock).toHaveBeenCalledWith(UID, 'v1');
    await waitFor(() => expect(items()[1]?.getAttribute('data-read')).toBe('true'));
    expect(screen.getByTestId('path').textContent).toBe('/notifications');
  });

  it('marks all read through the api, and says so', async () => {
    await renderSignedIn(<NotificationsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Toutes vos notifications sont marquées comme lues.',
      ),
    );
    expect(markAllMock).toHaveBeenCalledOnce();
    expect(items().map((item) => item.getAttribute('data-read'))).toEqual(['true', 'true']);
    expect(
      (screen.getByRole('button', { name: 'Tout marquer comme lu' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('explains a failure to mark all read', async () => {
    markAllMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderSignedIn(<NotificationsPage />, { language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText(/No connection/)).toBeDefined();
    expect(items()[0]?.getAttribute('data-read')).toBe('false');
  });

  it(
    'loads older pages by cursor, keeping an item a newer one pushed out',
    { timeout: 20_000 },
    async () => {
      const first = page(20);
      liveMock.mockReturnValue(liveSuccess(first));
      olderMock.mockResolvedValue({ items: page(5, 20), more: false });
      const view = await renderSignedIn(<NotificationsPage />);
      fireEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
      await waitFor(() => expect(items()).toHaveLength(25));
      expect(olderMock).toHaveBeenCalledWith(UID, first[19]?.cursor);
      expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull();
      // A new item arrives: the live page drops its oldest, which stays listed.
      const newest = notificationItem('new', { createdAt: new Date(Date.UTC(2026, 2, 10, 12)) });
      liveMock.mockReturnValue(liveSuccess([newest, ...first.slice(0, 19)]));
      view.rerender(<NotificationsPage />);
      await waitFor(() => expect(items()).toHaveLength(26));
      expect(items()[0]?.textContent).toContain('Réservation confirmée');
      expect(items()[20]?.textContent).toContain('Notification 19');
    },
  );

  it('says when there is nothing yet, and when the feed cannot load', async () => {
    liveMock.mockReturnValue(liveSuccess([]));
    const view = await renderSignedIn(<NotificationsPage />);
    expect(screen.getByText(/Aucune notification pour l’instant/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Tout marquer comme lu' })).toBeNull();
    view.unmount();
    liveMock.mockReturnValue({ status: 'error', data: undefined, error: new Error('denied') });
    await renderSignedIn(<NotificationsPage />, { language: 'en' });
    expect(screen.getByText(/could not be loaded/)).toBeDefined();
  });
});
