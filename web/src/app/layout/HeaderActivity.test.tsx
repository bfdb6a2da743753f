import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNewestNotifications, useUnreadCounts } from '../../features/notifications/api';
import { useSavedLanguage } from '../../features/notifications/savedLanguage';
import { countsOf, renderSignedIn, UID } from '../../features/notifications/testing';
import { i18n } from '../../shared/i18n';
import HeaderActivity from './HeaderActivity';

vi.mock('../../features/notifications/api', () => ({
  useUnreadCounts: vi.fn(),
  loadNewestNotifications: vi.fn(),
  markNotificationRead: vi.fn(),
  watchNewNotifications: vi.fn(() => () => undefined),
}));
vi.mock('../../features/notifications/savedLanguage', () => ({ useSavedLanguage: vi.fn() }));
vi.mock('../../features/messages/DeliveryReceipts', () => ({
  default: ({ unread }: { unread: number }) => <span data-testid="receipts">{unread}</span>,
}));
const countsMock = vi.mocked(useUnreadCounts);

beforeEach(() => {
  countsMock.mockReset().mockReturnValue(countsOf(2, new Date(), { messages: 3 }));
  vi.mocked(loadNewestNotifications).mockReset().mockResolvedValue([]);
  vi.mocked(useSavedLanguage).mockReset();
});

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

const badge = (testId: string) => screen.getByTestId(testId);

describe('HeaderActivity', () => {
  it('links to messages and notifications with their unread counts, from one document', async () => {
    await renderSignedIn(<HeaderActivity uid={UID} />, { path: '/about' });
    expect(countsMock).toHaveBeenCalledWith(UID);
    const messages = screen.getByRole('link', { name: 'Messages, 3 non lus' });
    expect(messages).toBe(badge('header-messages-badge'));
    expect(messages.getAttribute('href')).toBe('/messages');
    expect(messages.getAttribute('data-count')).toBe('3');
    expect(messages.textContent).toContain('3');
    const bell = screen.getByRole('link', { name: 'Notifications, 2 non lues' });
    expect(bell).toBe(badge('header-notifications-badge'));
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(vi.mocked(useSavedLanguage)).toHaveBeenCalledWith(UID, 'fr');
    // Unread messages: their delivery is acknowledged.
    expect((await screen.findByTestId('receipts')).textContent).toBe('3');
  });

  it('speaks English under /en, and shows no count (nor receipts) when all is read', async () => {
    countsMock.mockReturnValue(countsOf(0));
    await renderSignedIn(<HeaderActivity uid={UID} />, { path: '/about', language: 'en' });
    const messages = screen.getByRole('link', { name: 'Messages' });
    expect(messages.getAttribute('href')).toBe('/en/messages');
    expect(messages.getAttribute('data-count')).toBe('0');
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeDefined();
    expect(vi.mocked(useSavedLanguage)).toHaveBeenCalledWith(UID, 'en');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('receipts')).toBeNull();
  });

  it('names one unread of each in the singular', async () => {
    countsMock.mockReturnValue(countsOf(1, new Date(), { messages: 1 }));
    const english = await renderSignedIn(<HeaderActivity uid={UID} />, {
      path: '/about',
      language: 'en',
    });
    expect(screen.getByRole('link', { name: 'Messages, 1 unread' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Notifications, 1 unread' })).toBeDefined();
    english.unmount();
    await renderSignedIn(<HeaderActivity uid={UID} />, { path: '/about' });
    expect(screen.getByRole('link', { name: 'Messages, 1 non lu' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Notifications, 1 non lue' })).toBeDefined();
  });

  it('shows nothing counted while the counts load', async () => {
    countsMock.mockReturnValue({ status: 'loading', data: undefined, error: undefined });
    await renderSignedIn(<HeaderActivity uid={UID} />, { path: '/about' });
    expect(badge('header-notifications-badge').getAttribute('data-count')).toBe('0');
  });
});
