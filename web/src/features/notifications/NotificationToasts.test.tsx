import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n';
import { loadNewestNotifications, markNotificationRead, watchNewNotifications } from './api';
import type { NotificationItem } from './model';
import NotificationToasts from './NotificationToasts';
import { LATE_ANSWER_MS, toastsSince } from './useToastQueue';
import { countsOf, notificationItem, renderSignedIn, UID } from './testing';

vi.mock('./api', () => ({
  loadNewestNotifications: vi.fn(),
  markNotificationRead: vi.fn(),
  watchNewNotifications: vi.fn(),
}));
const newestMock = vi.mocked(loadNewestNotifications);
const watchMock = vi.mocked(watchNewNotifications);

/** What the live query of new items delivers, as the server would. */
let deliver: (items: NotificationItem[]) => void = () => undefined;

const OPENED = new Date('2026-03-10T10:00:00Z');
const at = (minutes: number) => new Date(OPENED.getTime() + minutes * 60_000);

const before = notificationItem('old', { title: 'Ancienne', createdAt: at(-60) });
const confirmed = notificationItem('n1', { title: 'Réservation confirmée', createdAt: at(1) });
const quote = notificationItem('n2', {
  kind: 'provider_response',
  title: 'Nouveau devis',
  body: 'Plomberie Kamga vous a envoyé un devis de 25 000 FCFA.',
  link: '/quotation-details/q1',
  createdAt: at(2),
});

beforeEach(() => {
  newestMock.mockReset().mockResolvedValue([]);
  deliver = () => undefined;
  watchMock.mockReset().mockImplementation((_uid, _since, onItems) => {
    deliver = (items) => act(() => onItems(items));
    return () => undefined;
  });
  vi.mocked(markNotificationRead).mockReset().mockResolvedValue(undefined);
});

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

/** Renders the toasts, then gives them the counts one after the other. */
async function withCounts(...steps: ReturnType<typeof countsOf>[]) {
  const [first, ...rest] = steps;
  if (!first) throw new Error('no counts');
  const view = await renderSignedIn(<NotificationToasts uid={UID} counts={first} />);
  for (const counts of rest) view.rerender(<NotificationToasts uid={UID} counts={counts} />);
  return view;
}

describe('NotificationToasts', () => {
  it('shows nothing, and reads nothing, for the items there before the app opened', async () => {
    // The cache answers first with an old count; the server then says more arrived meanwhile.
    await withCounts(countsOf(1, at(-120), { fromCache: true }), countsOf(3, OPENED));
    await waitFor(() =>
      expect(watchMock).toHaveBeenCalledWith(UID, OPENED.getTime(), expect.any(Function)),
    );
    expect(newestMock).not.toHaveBeenCalled();
    deliver([before]);
    expect(screen.queryByTestId('notification-toast')).toBeNull();
  });

  it('shows a toast for a new item only, even when the count did not move, with a link in the page language', async () => {
    await renderSignedIn(<NotificationToasts uid={UID} counts={countsOf(1, OPENED)} />);
    await waitFor(() => expect(watchMock).toHaveBeenCalled());
    deliver([confirmed, before]);
    const toast = await screen.findByTestId('notification-toast');
    expect(toast.getAttribute('role')).toBe('status');
    expect(toast.textContent).toContain('Réservation confirmée');
    expect(toast.textContent).toContain('Plomberie Kamga a confirmé');
    expect(screen.queryByText('Ancienne')).toBeNull();
    const view_ = screen.getByRole('link', { name: 'Voir' });
    expect(view_.getAttribute('href')).toBe('/my-bookings');
    fireEvent.click(view_);
    expect(markNotificationRead).toHaveBeenCalledWith(UID, 'n1');
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/my-bookings'));
  });

  it('shows several new items one at a time, oldest first, and never twice', async () => {
    await i18n.changeLanguage('en');
    const view = await renderSignedIn(
      <NotificationToasts uid={UID} counts={countsOf(1, OPENED)} />,
      { language: 'en' },
    );
    await waitFor(() => expect(watchMock).toHaveBeenCalled());
    deliver([quote, confirmed]);
    expect((await screen.findByTestId('notification-toast')).textContent).toContain(
      'Réservation confirmée',
    );
    expect(screen.getAllByTestId('notification-toast')).toHaveLength(1);
    // The counts move (one read, one arrival) and the query answers again: nothing twice.
    view.rerender(<NotificationToasts uid={UID} counts={countsOf(2, at(3))} />);
    deliver([quote, confirmed]);
    expect(watchMock).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.getByTestId('notification-toast').textContent).toContain('Nouveau devis'),
    );
    expect(screen.getByRole('link', { name: 'View' }).getAttribute('href')).toBe(
      '/en/quotation-details/q1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('notification-toast')).toBeNull());
  });

  it('starts after the newest existing item when the counts carry no date', async () => {
    newestMock.mockResolvedValueOnce([before]);
    await renderSignedIn(<NotificationToasts uid={UID} counts={countsOf(1)} />);
    await waitFor(() => expect(newestMock).toHaveBeenCalledWith(UID, 1));
    await waitFor(() =>
      expect(watchMock).toHaveBeenCalledWith(UID, before.createdAt.getTime(), expect.any(Function)),
    );
    deliver([confirmed, before]);
    const toast = await screen.findByTestId('notification-toast');
    expect(toast.textContent).toContain('Réservation confirmée');
  });

  it('still shows what arrived after the app opened when the server answered late', async () => {
    // The app opened at OPENED; the server's first answer, 30 s later, already counts an item
    // that arrived 15 s after the opening.
    const arrived = notificationItem('n3', { title: 'Réservation confirmée', createdAt: at(0.25) });
    const now = vi.spyOn(Date, 'now').mockReturnValue(OPENED.getTime());
    try {
      await withCounts(countsOf(0, at(-30), { fromCache: true }), countsOf(1, at(0.5)));
      await waitFor(() =>
        expect(watchMock).toHaveBeenCalledWith(UID, OPENED.getTime(), expect.any(Function)),
      );
    } finally {
      now.mockRestore();
    }
    deliver([arrived]);
    expect((await screen.findByTestId('notification-toast')).textContent).toContain(
      'Réservation confirmée',
    );
  });
});

describe('toastsSince', () => {
  const server = OPENED.getTime();
  it('is the server’s instant when it answered after no change since the opening', () => {
    expect(toastsSince(server, server + 5_000)).toBe(server);
  });
  it('is the opening when the server’s count moved after it (a late answer)', () => {
    expect(toastsSince(server, server - 8_000)).toBe(server - 8_000);
  });
  it('never reaches back more than a minute before the server’s instant (a clock behind)', () => {
    expect(toastsSince(server, server - 3_600_000)).toBe(server - LATE_ANSWER_MS);
  });
});
