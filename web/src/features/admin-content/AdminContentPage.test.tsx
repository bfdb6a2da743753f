import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HelpArticleView, Language } from '@marketplace/domain';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/api/http';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { i18n } from '../../shared/i18n';
import { renderInApp } from '../../shared/testing/renderInApp';
import AdminContentPage from './AdminContentPage';
import {
  deleteHelpArticle,
  fetchHelpArticles,
  hideReview,
  saveHelpArticle,
  setFeatured,
  useCandidateReviews,
} from './api';
import type { CandidateReview } from './model';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  useCandidateReviews: vi.fn(),
  setFeatured: vi.fn(),
  hideReview: vi.fn(),
  fetchHelpArticles: vi.fn(),
  saveHelpArticle: vi.fn(),
  deleteHelpArticle: vi.fn(),
}));
const reviewsMock = vi.mocked(useCandidateReviews);
const featureMock = vi.mocked(setFeatured);
const hideMock = vi.mocked(hideReview);
const helpMock = vi.mocked(fetchHelpArticles);
const saveMock = vi.mocked(saveHelpArticle);
const deleteMock = vi.mocked(deleteHelpArticle);

const success = <T,>(data: T): LiveData<T> => ({
  status: 'success',
  data,
  fromCache: false,
  error: undefined,
});

const review = (id: string, changes: Partial<CandidateReview> = {}): CandidateReview => ({
  id,
  cursor: { id } as QueryDocumentSnapshot,
  providerId: 'seed-provider-01',
  authorName: 'Christelle N.',
  rating: 5,
  comment: `Très propre (${id}).`,
  createdAt: new Date('2026-03-14T10:00:00Z'),
  featured: false,
  ...changes,
});

const PAYMENT: HelpArticleView = {
  id: 'paiement-mobile',
  question: { fr: 'Comment payer ?', en: 'How do I pay?' },
  answer: { fr: 'Par Mobile Money.', en: 'By mobile money.' },
  keywords: ['paiement', 'momo'],
  published: true,
  updatedAt: '2026-03-14T10:00:00.000Z',
};

const renderPage = (language?: Language) =>
  renderInApp(<AdminContentPage />, { path: '/admin/content', language });

const candidate = (index: number) =>
  within(screen.getAllByTestId('candidate')[index] as HTMLElement);
const dialog = () => within(screen.getByRole('dialog'));

beforeEach(() => {
  reviewsMock
    .mockReset()
    .mockReturnValue(success([review('r1'), review('r2', { featured: true })]));
  featureMock.mockReset().mockResolvedValue(undefined);
  hideMock.mockReset().mockResolvedValue(undefined);
  helpMock.mockReset().mockResolvedValue([PAYMENT]);
  saveMock.mockReset().mockResolvedValue(PAYMENT);
  deleteMock.mockReset().mockResolvedValue(undefined);
});

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

describe('AdminContentPage', () => {
  it('links to the categories and reviews moderation pages', async () => {
    await renderPage('en');
    expect(screen.getByRole('link', { name: 'Manage categories' }).getAttribute('href')).toBe(
      '/en/category-management',
    );
    expect(screen.getByRole('link', { name: 'Moderate reviews' }).getAttribute('href')).toBe(
      '/en/admin/reviews',
    );
  });

  it('features a review, lists the featured ones, and explains a refusal', async () => {
    await renderPage();
    expect(reviewsMock).toHaveBeenLastCalledWith('all', null);
    const [first, second] = screen.getAllByRole('switch', { name: 'En avant sur l’accueil' });
    expect((second as HTMLInputElement).checked).toBe(true);
    fireEvent.click(first as HTMLElement);
    expect(await screen.findByText('Avis mis en avant sur l’accueil.')).toBeDefined();
    expect(featureMock).toHaveBeenCalledWith('r1', true);

    featureMock.mockRejectedValueOnce(
      new HttpError(409, JSON.stringify({ error: { code: 'review_hidden', message: 'x' } })),
    );
    fireEvent.click(candidate(1).getByRole('switch'));
    expect(
      await screen.findByText('Cet avis est masqué : seul un avis visible peut être mis en avant.'),
    ).toBeDefined();
    expect(featureMock).toHaveBeenLastCalledWith('r2', false);

    fireEvent.click(screen.getByRole('button', { name: 'En avant' }));
    expect(reviewsMock).toHaveBeenLastCalledWith('featured', null);
  });

  it('hides a review through moderation, only with a reason', async () => {
    await renderPage();
    fireEvent.click(candidate(0).getByRole('button', { name: 'Masquer' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Masquer l’avis' }));
    expect(await dialog().findByText('Ce champ est obligatoire')).toBeDefined();
    fireEvent.change(dialog().getByLabelText(/Motif/), { target: { value: 'Hors sujet' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Masquer l’avis' }));
    expect(await screen.findByText('Avis masqué.')).toBeDefined();
    expect(hideMock).toHaveBeenCalledWith('r1', 'Hors sujet');
  });

  it('writes a help article in both languages, with the schema’s messages first', async () => {
    await renderPage();
    expect(await screen.findByText('Comment payer ?')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Nouvel article' }));
    fireEvent.change(dialog().getByLabelText(/Identifiant/), { target: { value: 'Annuler' } });
    fireEvent.change(dialog().getByLabelText(/Question \(français\)/), {
      target: { value: 'Comment annuler ?' },
    });
    fireEvent.change(dialog().getByLabelText(/Page liée/), {
      target: { value: 'https://ailleurs.example' },
    });
    fireEvent.click(dialog().getByRole('button', { name: 'Enregistrer' }));
    expect(
      await dialog().findByText('Utilisez des lettres minuscules, des chiffres et des tirets'),
    ).toBeDefined();
    expect(dialog().getAllByText('Ce champ est obligatoire')).toHaveLength(3);
    expect(
      dialog().getByText(
        "Saisissez une page de l'application commençant par /, par exemple /how-it-works",
      ),
    ).toBeDefined();
    expect(saveMock).not.toHaveBeenCalled();

    fireEvent.change(dialog().getByLabelText(/Identifiant/), { target: { value: 'annuler' } });
    fireEvent.change(dialog().getByLabelText(/Réponse \(français\)/), {
      target: { value: 'Depuis vos réservations.' },
    });
    fireEvent.change(dialog().getByLabelText(/Question \(anglais\)/), {
      target: { value: 'How do I cancel?' },
    });
    fireEvent.change(dialog().getByLabelText(/Réponse \(anglais\)/), {
      target: { value: 'From your bookings.' },
    });
    fireEvent.change(dialog().getByLabelText(/Mots-clés/), {
      target: { value: 'Annulation, , remboursement' },
    });
    fireEvent.change(dialog().getByLabelText(/Page liée/), { target: { value: '/my-bookings' } });
    fireEvent.click(dialog().getByRole('switch', { name: 'Publié' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Article enregistré.')).toBeDefined();
    expect(saveMock).toHaveBeenCalledWith('annuler', {
      question: { fr: 'Comment annuler ?', en: 'How do I cancel?' },
      answer: { fr: 'Depuis vos réservations.', en: 'From your bookings.' },
      keywords: ['annulation', 'remboursement'],
      published: false,
      link: '/my-bookings',
    });
    await waitFor(() => expect(helpMock).toHaveBeenCalledTimes(2));
  });

  it('edits an article under its id and deletes one after confirmation', async () => {
    await renderPage('en');
    const article = within(await screen.findByTestId('help-article'));
    expect(article.getByText('How do I pay?')).toBeDefined();
    expect(article.getByText('Published')).toBeDefined();
    fireEvent.click(article.getByRole('button', { name: 'Edit' }));
    expect((dialog().getByLabelText(/Identifier/) as HTMLInputElement).disabled).toBe(true);
    expect((dialog().getByLabelText(/Linked page/) as HTMLInputElement).value).toBe('');
    fireEvent.change(dialog().getByLabelText(/Answer \(English\)/), {
      target: { value: 'By mobile money or card.' },
    });
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Article saved.')).toBeDefined();
    expect(saveMock).toHaveBeenCalledWith(
      'paiement-mobile',
      expect.objectContaining({
        answer: { fr: 'Par Mobile Money.', en: 'By mobile money or card.' },
      }),
    );
    expect(saveMock.mock.lastCall?.[1]).not.toHaveProperty('link');

    fireEvent.click(
      within(await screen.findByTestId('help-article')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      dialog().getByText('"How do I pay?" will no longer be offered by the assistant.'),
    ).toBeDefined();
    fireEvent.click(dialog().getByRole('button', { name: 'Delete the article' }));
    expect(await screen.findByText('Article deleted.')).toBeDefined();
    expect(deleteMock).toHaveBeenCalledWith('paiement-mobile');
  });
});
