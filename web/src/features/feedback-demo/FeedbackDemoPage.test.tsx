import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedbackListView, Language } from '@marketplace/domain';
import { HttpError } from '../../shared/api/http';
import { loadedQuery } from '../../shared/testing/loadedQuery';
import { i18n } from '../../shared/i18n';
import { authAs, renderWithAuth } from '../../shared/testing/renderWithAuth';
import { sendFeedback, useFeedbackList } from './api';
import FeedbackDemoPage from './FeedbackDemoPage';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  sendFeedback: vi.fn(),
  useFeedbackList: vi.fn(),
}));
const sendMock = vi.mocked(sendFeedback);
const listMock = vi.mocked(useFeedbackList);

const VIEW: FeedbackListView = {
  items: [
    {
      id: 'f2',
      rating: 5,
      comment: 'Très pratique pour trouver un plombier.',
      uid: null,
      language: 'fr',
      createdAt: '2026-03-15T09:30:00.000Z',
    },
    { id: 'f1', rating: 4, comment: '', uid: 'u1', language: 'en', createdAt: null },
  ],
  summary: { count: 2, ratingSum: 9, byRating: { '5': 1, '4': 1 } },
  average: 4.5,
};
const refetch = vi.fn(() => Promise.resolve(VIEW));
const listResult = loadedQuery(VIEW, refetch);

const renderPage = (auth = authAs(), language: Language = 'fr') =>
  renderWithAuth(<FeedbackDemoPage />, auth, { path: '/feedback-demo', language });

beforeEach(() => {
  sendMock.mockReset().mockImplementation(async (input) => ({ id: input.id, created: true }));
  listMock.mockReset().mockReturnValue(listResult);
  refetch.mockClear();
});

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

describe('FeedbackDemoPage', () => {
  it('asks a visitor for a rating, sends it with the comment and confirms', async () => {
    await renderPage();
    expect(listMock).toHaveBeenCalledWith(false);
    expect(screen.queryByTestId('feedback-admin')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Envoyer mon avis' }));
    expect(await screen.findByText('Choisissez une note de 1 à 5 étoiles')).toBeDefined();
    expect(sendMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: '4 étoiles' }));
    fireEvent.change(screen.getByLabelText('Commentaire (facultatif)'), {
      target: { value: '  Rapide et clair.  ' },
    });
    expect(screen.getByText('16 / 1000 caractères')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer mon avis' }));

    const sent = await screen.findByTestId('feedback-sent');
    expect(within(sent).getByText('Merci pour votre avis !')).toBeDefined();
    expect(within(sent).getByText('Votre note de 4 sur 5 a bien été enregistrée.')).toBeDefined();
    expect(sendMock).toHaveBeenCalledWith({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      rating: 4,
      comment: 'Rapide et clair.',
      language: 'fr',
    });
    expect(refetch).not.toHaveBeenCalled();

    fireEvent.click(within(sent).getByRole('button', { name: 'Donner un autre avis' }));
    expect(screen.getByRole('button', { name: 'Envoyer mon avis' })).toBeDefined();
    expect((screen.getByLabelText('Commentaire (facultatif)') as HTMLTextAreaElement).value).toBe(
      '',
    );
  });

  it('keeps the same id when a failed feedback is sent again, a new one afterwards', async () => {
    sendMock.mockRejectedValueOnce(
      new HttpError(429, JSON.stringify({ error: { code: 'rate_limited', message: 'slow' } })),
    );
    await renderPage();
    fireEvent.click(screen.getByRole('radio', { name: '2 étoiles' }));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer mon avis' }));
    expect(
      await screen.findByText(/Vous avez envoyé beaucoup d’avis en peu de temps/),
    ).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer mon avis' }));
    await screen.findByTestId('feedback-sent');
    const [first, second] = sendMock.mock.calls.map(([input]) => input.id);
    expect(second).toBe(first);

    fireEvent.click(screen.getByRole('button', { name: 'Donner un autre avis' }));
    fireEvent.click(screen.getByRole('radio', { name: '5 étoiles' }));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer mon avis' }));
    await screen.findByTestId('feedback-sent');
    expect(sendMock.mock.calls[2]?.[0].id).not.toBe(first);
  });

  it('shows a network failure and keeps what was typed', async () => {
    sendMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await renderPage();
    fireEvent.click(screen.getByRole('radio', { name: '3 étoiles' }));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer mon avis' }));
    expect(await screen.findByText(/Pas de connexion/)).toBeDefined();
    expect((screen.getByRole('radio', { name: '3 étoiles' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('lists the feedback received for an admin, in English, and refreshes it after a send', async () => {
    await renderPage(authAs('admin'), 'en');
    expect(listMock).toHaveBeenCalledWith(true);
    const admin = screen.getByTestId('feedback-admin');
    expect(within(admin).getByRole('heading', { name: 'Feedback received' })).toBeDefined();
    expect(within(admin).getByText('Average rating: 4.5 out of 5')).toBeDefined();
    expect(within(admin).getByText('2 pieces of feedback received in all')).toBeDefined();
    expect(within(admin).getByText('5 stars: 1')).toBeDefined();
    expect(within(admin).getByText('1 star: 0')).toBeDefined();
    const items = within(admin).getAllByTestId('feedback-item');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText(VIEW.items[0]?.comment ?? '')).toBeDefined();
    expect(within(items[0] as HTMLElement).getByText('Visitor')).toBeDefined();
    expect(within(items[0] as HTMLElement).getByText('in French')).toBeDefined();
    expect(within(items[1] as HTMLElement).getByText('No comment')).toBeDefined();
    expect(within(items[1] as HTMLElement).getByText('Signed-in user')).toBeDefined();

    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send my feedback' }));
    await screen.findByTestId('feedback-sent');
    expect(sendMock.mock.calls[0]?.[0].language).toBe('en');
    await waitFor(() => expect(refetch).toHaveBeenCalledOnce());
  });

  it('says so when no feedback has arrived yet (fr)', async () => {
    listMock.mockReturnValue({
      ...listResult,
      data: { items: [], summary: { count: 0, ratingSum: 0, byRating: {} }, average: null },
    });
    await renderPage(authAs('admin'));
    expect(screen.getByText('Aucun avis pour l’instant.')).toBeDefined();
    expect(screen.getByText('Pas encore de note moyenne')).toBeDefined();
    expect(screen.getByText('0 avis reçu au total')).toBeDefined();
  });
});
