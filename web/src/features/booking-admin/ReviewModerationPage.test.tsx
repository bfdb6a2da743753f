import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/api/http';
import { i18n } from '../../shared/i18n';
import { hideReview, unhideReview, useAdminReviews } from './api';
import ReviewModerationPage from './ReviewModerationPage';
import { adminReview, liveSuccess, renderPage } from './testing';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  useAdminReviews: vi.fn(),
  hideReview: vi.fn(),
  unhideReview: vi.fn(),
}));
const listMock = vi.mocked(useAdminReviews);
const hideMock = vi.mocked(hideReview);
const unhideMock = vi.mocked(unhideReview);

const hidden = adminReview('b2', {
  hidden: true,
  hiddenReason: 'Propos injurieux',
  comment: 'Texte injurieux retiré.',
  reply: { text: 'Nous contestons.', at: new Date('2026-03-19T09:00:00Z') },
});

beforeEach(() => {
  listMock.mockReset().mockReturnValue(liveSuccess([adminReview('b1'), hidden]));
  hideMock.mockReset().mockResolvedValue(undefined);
  unhideMock.mockReset().mockResolvedValue(undefined);
});

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

const cards = () => screen.getAllByTestId('review');
const card = (index: number) => {
  const found = cards()[index];
  if (!found) throw new Error(`No review ${index}`);
  return within(found);
};
const dialog = () => within(screen.getByRole('dialog'));

describe('ReviewModerationPage', () => {
  it('shows each review with its rating, text, provider and visibility', async () => {
    await renderPage(<ReviewModerationPage />);
    expect(listMock).toHaveBeenLastCalledWith('all', null);
    expect(card(0).getByText('2 sur 5')).toBeDefined();
    expect(card(0).getByText('Arrivé en retard et travail bâclé.')).toBeDefined();
    expect(card(0).getByText(/^Par Aminata D\., le 18 mars 2026/)).toBeDefined();
    expect(card(0).getByRole('link', { name: 'Voir le prestataire' }).getAttribute('href')).toBe(
      '/providers/seed-provider-01',
    );
    expect(card(0).getByText('Visible')).toBeDefined();
    expect(card(0).getByRole('button', { name: 'Masquer' })).toBeDefined();
    expect(card(1).getByText('Masqué')).toBeDefined();
    expect(card(1).getByText('Masqué : Propos injurieux')).toBeDefined();
    expect(card(1).getByText('Nous contestons.')).toBeDefined();
    expect(card(1).getByRole('button', { name: 'Afficher de nouveau' })).toBeDefined();
  });

  it('lists the hidden reviews only, from their first page', async () => {
    const rows = Array.from({ length: 20 }, (_, index) => adminReview(`b${index}`));
    listMock.mockReturnValue(liveSuccess(rows));
    await renderPage(<ReviewModerationPage />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(listMock).toHaveBeenLastCalledWith('all', rows[19]?.cursor);
    fireEvent.click(screen.getByRole('button', { name: 'Hidden' }));
    expect(listMock).toHaveBeenLastCalledWith('hidden', null);
    listMock.mockReturnValue(liveSuccess([]));
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByText('No review yet.')).toBeDefined();
  });

  it('hides a review only with a reason', async () => {
    await renderPage(<ReviewModerationPage />);
    fireEvent.click(card(0).getByRole('button', { name: 'Masquer' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Masquer l’avis' }));
    await waitFor(() => expect(dialog().getByText('Ce champ est obligatoire')).toBeDefined());
    expect(hideMock).not.toHaveBeenCalled();
    fireEvent.change(dialog().getByLabelText(/Motif/), { target: { value: 'Hors sujet' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Masquer l’avis' }));
    await waitFor(() => expect(screen.getByText('Avis masqué.')).toBeDefined());
    expect(hideMock).toHaveBeenCalledWith('b1', 'Hors sujet');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a hidden review again, and explains a failure', async () => {
    await renderPage(<ReviewModerationPage />);
    fireEvent.click(card(1).getByRole('button', { name: 'Afficher de nouveau' }));
    await waitFor(() => expect(screen.getByText('Avis de nouveau visible.')).toBeDefined());
    expect(unhideMock).toHaveBeenCalledWith('b2');
    unhideMock.mockRejectedValueOnce(
      new HttpError(404, JSON.stringify({ error: { code: 'no_review', message: 'x' } })),
    );
    fireEvent.click(card(1).getByRole('button', { name: 'Afficher de nouveau' }));
    await waitFor(() => expect(screen.getByText('Cet avis n’existe plus.')).toBeDefined());
  });
});
