import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n';
import { loadConversationsPage, markDelivered, useConversationsFirstPage } from './api';
import MessagesPage from './MessagesPage';
import { conversationOf, CUSTOMER, cursorOf, liveSuccess, PROVIDER, renderAt } from './testing';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  useConversationsFirstPage: vi.fn(),
  loadConversationsPage: vi.fn(),
  markDelivered: vi.fn(),
}));

const firstPageMock = vi.mocked(useConversationsFirstPage);
const pageMock = vi.mocked(loadConversationsPage);
const deliveredMock = vi.mocked(markDelivered);
const NOW = new Date('2026-03-16T10:00:00');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  firstPageMock.mockReset().mockReturnValue(liveSuccess([]));
  pageMock.mockReset();
  deliveredMock.mockReset().mockResolvedValue(undefined);
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await i18n.changeLanguage('fr');
});

const rows = () => screen.getAllByTestId('conversation-row');
// By text: role queries are slow over 40 rows.
const more = () => screen.queryByText('Voir plus de conversations')?.closest('button') ?? null;
const clickMore = () => {
  const button = more();
  if (!button) throw new Error('No "more" button');
  fireEvent.click(button);
};
const render = (language: 'fr' | 'en' = 'fr') =>
  renderAt(<MessagesPage />, { path: '/messages', route: '/messages', language });

/** `count` conversations, one a minute apart, the newest first. */
const series = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) =>
    conversationOf({
      id: `c${from + index}`,
      updatedAt: new Date(NOW.getTime() - (from + index + 1) * 3_600_000),
      deliveredAt: { [CUSTOMER]: NOW, [PROVIDER]: null },
    }),
  );

describe('MessagesPage', () => {
  it('lists each conversation with the other party, subject, last message, time and unread badge', async () => {
    firstPageMock.mockReturnValue(
      liveSuccess([
        conversationOf({
          id: 'b_1',
          updatedAt: new Date('2026-03-16T09:55:00'),
          unread: { [CUSTOMER]: 3 },
        }),
        conversationOf({
          id: 'p_x',
          subject: { kind: 'provider', id: PROVIDER, title: null },
          updatedAt: new Date('2026-03-15T18:00:00'),
          lastMessage: {
            id: 'm',
            senderId: CUSTOMER,
            text: '',
            attachments: 2,
            createdAt: new Date('2026-03-15T18:00:00'),
          },
        }),
        conversationOf({
          id: 'k_1',
          subject: { kind: 'contract', id: 'c1', title: { fr: 'Rénovation' } },
          updatedAt: new Date('2026-02-02T08:00:00'),
          lastMessage: null,
        }),
      ]),
    );
    await render();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Messages');
    expect(firstPageMock).toHaveBeenCalledWith(CUSTOMER);
    const [first, second, third] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('Plomberie Moussa')).toBeDefined();
    expect(within(first).getByText('Réservation · Réparation de fuite')).toBeDefined();
    expect(within(first).getByTestId('conversation-excerpt').textContent).toBe(
      'Je passe demain matin.',
    );
    expect(within(first).getByText('il y a 5 min')).toBeDefined();
    const badge = within(first).getByTestId('unread-badge');
    expect(badge.textContent).toBe('3');
    expect(badge.getAttribute('aria-label')).toBe('3 messages non lus');
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/messages/b_1');

    expect(within(second).getByText('Conversation générale')).toBeDefined();
    expect(within(second).getByTestId('conversation-excerpt').textContent).toBe(
      'Vous : 📎 2 pièces jointes',
    );
    expect(within(second).getByText('hier')).toBeDefined();
    expect(within(second).queryByTestId('unread-badge')).toBeNull();

    expect(within(third).getByText('Contrat · Rénovation')).toBeDefined();
    expect(within(third).getByText("Aucun message pour l'instant")).toBeDefined();
    expect(within(third).getByText('2 févr.')).toBeDefined();
  });

  it('speaks English on /en, with English titles and dates', async () => {
    firstPageMock.mockReturnValue(
      liveSuccess([
        conversationOf({
          id: 'b_1',
          unread: { [CUSTOMER]: 1 },
          updatedAt: new Date('2026-03-16T07:30:00'),
        }),
        conversationOf({
          id: 'q_1',
          subject: { kind: 'quote', id: 'q1', title: { fr: 'Peinture', en: 'Painting' } },
          updatedAt: new Date('2025-12-24T07:30:00'),
          lastMessage: {
            id: 'm',
            senderId: PROVIDER,
            text: '',
            attachments: 1,
            createdAt: new Date('2025-12-24T07:30:00'),
          },
        }),
      ]),
    );
    await render('en');
    const [first, second] = rows() as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Booking · Leak repair')).toBeDefined();
    expect(within(first).getByText('07:30')).toBeDefined();
    expect(within(first).getByTestId('unread-badge').getAttribute('aria-label')).toBe(
      '1 unread message',
    );
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/en/messages/b_1');
    expect(within(second).getByText('Quote · Painting')).toBeDefined();
    expect(within(second).getByTestId('conversation-excerpt').textContent).toBe('📎 1 attachment');
    expect(within(second).getByText('24 Dec 2025')).toBeDefined();
  });

  it('shows a helpful empty state', async () => {
    await render();
    const empty = screen.getByTestId('conversations-empty');
    expect(empty.textContent).toContain("Vous n'avez pas encore de conversation");
    expect(
      within(empty).getByRole('link', { name: 'Trouver un prestataire' }).getAttribute('href'),
    ).toBe('/services');
  });

  it('pages by 20 after the live first page, without showing a conversation twice', async () => {
    const first = series(20);
    firstPageMock.mockReturnValue(liveSuccess(first));
    pageMock
      .mockResolvedValueOnce({
        // c19 moved: the live page holds it already.
        conversations: [...series(1, 19), ...series(20, 20)],
        next: cursorOf('c39'),
      })
      .mockResolvedValueOnce({ conversations: series(3, 40), next: null });
    await render();
    expect(rows()).toHaveLength(20);
    clickMore();
    await waitFor(() => expect(rows()).toHaveLength(40));
    expect(pageMock).toHaveBeenLastCalledWith(CUSTOMER, cursorOf('c19'));
    clickMore();
    await waitFor(() => expect(rows()).toHaveLength(43));
    expect(pageMock).toHaveBeenLastCalledWith(CUSTOMER, cursorOf('c39'));
    expect(more()).toBeNull();
  });

  it('offers no more after a first page that is not full', async () => {
    firstPageMock.mockReturnValue(liveSuccess(series(19)));
    await render();
    expect(rows()).toHaveLength(19);
    expect(more()).toBeNull();
  });

  it('records delivery of the last messages from the other party not yet acknowledged', async () => {
    firstPageMock.mockReturnValue(
      liveSuccess([
        conversationOf({ id: 'new' }),
        conversationOf({
          id: 'acknowledged',
          deliveredAt: { [CUSTOMER]: new Date('2026-03-16T09:30:00') },
        }),
        conversationOf({
          id: 'older-ack',
          deliveredAt: { [CUSTOMER]: new Date('2026-03-16T08:00:00') },
        }),
        conversationOf({
          id: 'mine',
          lastMessage: {
            id: 'x',
            senderId: CUSTOMER,
            text: 'Merci',
            attachments: 0,
            createdAt: new Date('2026-03-16T09:00:00'),
          },
        }),
      ]),
    );
    await render();
    await waitFor(() => expect(deliveredMock).toHaveBeenCalledTimes(2));
    expect(deliveredMock.mock.calls).toEqual([
      ['new', CUSTOMER],
      ['older-ack', CUSTOMER],
    ]);
  });
});
