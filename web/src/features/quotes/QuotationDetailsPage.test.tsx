import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuoteStatus } from '@marketplace/domain';
import { HttpError } from '../../shared/api/http';
import { startConversation } from '../../shared/conversations/startConversation';
import { useActiveCategories } from '../../shared/catalog/categories';
import { i18n } from '../../shared/i18n';
import {
  acceptQuote,
  cancelQuote,
  loadQuoteDetails,
  markQuotesSeen,
  QuoteNotFoundError,
  type QuoteDetails,
} from './api';
import QuotationDetailsPage from './QuotationDetailsPage';
import {
  CATEGORIES,
  currentPath,
  liveSuccess,
  renderPage,
  requestOf,
  responseOf,
  signedOut,
  TEST_UID,
} from './testing';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  loadQuoteDetails: vi.fn(),
  acceptQuote: vi.fn(),
  cancelQuote: vi.fn(),
  markQuotesSeen: vi.fn(),
}));
vi.mock('../../shared/conversations/startConversation', () => ({ startConversation: vi.fn() }));
vi.mock('../../shared/catalog/categories', () => ({ useActiveCategories: vi.fn() }));

const loadMock = vi.mocked(loadQuoteDetails);
const QUOTE_ID = 'AAAAAAAAAAAAAAAAAAA1';

const cheap = responseOf({
  providerId: 'p1',
  providerName: 'Plomberie Moussa',
  totalFCFA: 30_000,
  providerRating: 4.2,
  providerReviewCount: 12,
});
const dear = responseOf({
  providerId: 'p2',
  providerName: 'Awa Services',
  totalFCFA: 45_000,
  providerRating: 4.9,
  providerReviewCount: 30,
  providerVerified: false,
  status: 'revised',
  seenAt: new Date('2026-03-02T13:00:00Z'),
});

function details(overrides: Partial<QuoteDetails> = {}): QuoteDetails {
  return { quote: requestOf(), responses: [dear, cheap], ...overrides };
}

beforeEach(() => {
  loadMock.mockReset().mockResolvedValue(details());
  vi.mocked(acceptQuote).mockReset().mockResolvedValue(QUOTE_ID);
  vi.mocked(cancelQuote).mockReset().mockResolvedValue();
  vi.mocked(markQuotesSeen).mockReset().mockResolvedValue();
  vi.mocked(useActiveCategories).mockReturnValue(liveSuccess(CATEGORIES));
});

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('fr');
});

const open = (language: 'fr' | 'en' = 'fr', auth = undefined as typeof signedOut | undefined) =>
  renderPage(<QuotationDetailsPage />, {
    path: `/quotation-details/${QUOTE_ID}`,
    route: '/quotation-details/:id',
    language,
    ...(auth ? { auth } : {}),
  });

const cardNames = () =>
  screen.getAllByTestId('quote-card').map((card) => within(card).getByRole('heading').textContent);
/** The `index`th element, or a failure naming what is missing. */
function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`No item ${index} in a list of ${list.length}`);
  return item;
}
const acceptButtons = () => screen.queryAllByRole('button', { name: 'Accepter ce devis' });

describe('QuotationDetailsPage: comparing', () => {
  it('shows the request and its quotes, cheapest first, then best rated first', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Plomberie' })).toBeDefined();
    expect(loadMock).toHaveBeenCalledWith(QUOTE_ID, TEST_UID);
    expect(screen.getByTestId('quote-counts').textContent).toBe(
      '3 prestataires sollicités, 2 devis',
    );
    expect(screen.getByText('Fuite sous l’évier de la cuisine')).toBeDefined();
    expect(screen.getByText('Moyenne : dans la semaine')).toBeDefined();
    expect(screen.getByText('50 000 FCFA')).toBeDefined();
    expect(screen.getByText('Akwa, rue 12, Douala')).toBeDefined();
    expect(cardNames()).toEqual(['Plomberie Moussa', 'Awa Services']);

    const first = at(screen.getAllByTestId('quote-card'), 0);
    expect(within(first).getByTestId('quote-total').textContent).toBe('30 000 FCFA');
    expect(within(first).getByText('Main-d’œuvre : 2 × 15 000 FCFA = 30 000 FCFA')).toBeDefined();
    expect(within(first).getByText('2 h 30 min')).toBeDefined();
    expect(within(first).getByText('5 mars 2026')).toBeDefined();
    expect(within(first).getByText('9 mars 2026')).toBeDefined();
    expect(within(first).getByText('Je passe dès demain.')).toBeDefined();
    expect(within(first).getByTestId('quote-rating').textContent).toBe('4,2 (12 avis)');
    expect(within(first).getByText('Vérifié')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Note' }));
    expect(cardNames()).toEqual(['Awa Services', 'Plomberie Moussa']);
    fireEvent.click(screen.getByRole('button', { name: 'Prix' }));
    expect(cardNames()).toEqual(['Plomberie Moussa', 'Awa Services']);
  });

  it('shows the photos through the api', async () => {
    loadMock.mockResolvedValue(
      details({ quote: requestOf({ photoIds: ['PHOTOAAAAAAAAAAAAAA1'] }) }),
    );
    await open('en');
    const image = await screen.findByRole('img', { name: 'Photo 1' });
    expect(image.getAttribute('src')).toBe(`/api/quotes/${QUOTE_ID}/photos/PHOTOAAAAAAAAAAAAAA1`);
    expect(screen.getByTestId('quote-counts').textContent).toBe('3 providers asked, 2 quotes');
  });

  it('tells the providers once that their quotes were seen', async () => {
    const view = await open();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(markQuotesSeen).toHaveBeenCalledWith(QUOTE_ID));
    view.unmount();
    vi.mocked(markQuotesSeen).mockClear();
    loadMock.mockResolvedValue(details({ responses: [{ ...cheap, seenAt: new Date() }, dear] }));
    await open();
    await screen.findByRole('heading', { level: 1 });
    expect(markQuotesSeen).not.toHaveBeenCalled();
  });
});

describe('QuotationDetailsPage: actions', () => {
  it.each<[QuoteStatus, boolean, boolean]>([
    ['pending', false, true],
    ['responded', true, true],
    ['accepted', false, false],
    ['cancelled', false, false],
    ['expired', false, false],
  ])('on a %s request offers accept: %s, cancel: %s', async (status, accept, cancel) => {
    loadMock.mockResolvedValue(details({ quote: requestOf({ status }) }));
    await open();
    await screen.findByRole('heading', { level: 1 });
    expect(acceptButtons()).toHaveLength(accept ? 2 : 0);
    expect(screen.queryByRole('button', { name: 'Annuler la demande' }) !== null).toBe(cancel);
  });

  it('offers accept only on quotes still open', async () => {
    loadMock.mockResolvedValue(details({ responses: [cheap, { ...dear, status: 'declined' }] }));
    await open();
    await screen.findByRole('heading', { level: 1 });
    expect(acceptButtons()).toHaveLength(1);
    expect(
      within(at(screen.getAllByTestId('quote-card'), 0)).getByRole('button', {
        name: 'Accepter ce devis',
      }),
    ).toBeDefined();
  });

  it('accepts a quote after confirming, then links to the contract', async () => {
    await open();
    await screen.findByRole('heading', { level: 1 });
    loadMock.mockResolvedValue(
      details({
        quote: requestOf({ status: 'accepted', contractId: QUOTE_ID, acceptedProviderId: 'p1' }),
        responses: [
          { ...cheap, status: 'accepted' },
          { ...dear, status: 'declined' },
        ],
      }),
    );
    fireEvent.click(at(acceptButtons(), 0));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Plomberie Moussa \(30 000 FCFA\)/)).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accepter' }));
    await waitFor(() => expect(acceptQuote).toHaveBeenCalledWith(QUOTE_ID, 'p1'));
    const link = await screen.findByRole('link', { name: 'Voir le contrat' });
    expect(link.getAttribute('href')).toBe(`/contracts/${QUOTE_ID}`);
    await waitFor(() => expect(acceptButtons()).toHaveLength(0));
    expect(screen.queryByRole('button', { name: 'Annuler la demande' })).toBeNull();
  });

  it('says why an acceptance failed', async () => {
    vi.mocked(acceptQuote).mockRejectedValue(
      new HttpError(409, JSON.stringify({ error: { code: 'invalid_transition', message: 'x' } })),
    );
    await open('en');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(at(screen.getAllByRole('button', { name: 'Accept this quote' }), 0));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }),
    );
    expect(
      await screen.findByText(
        'This action is no longer possible: the request changed in the meantime. Reload the page.',
      ),
    ).toBeDefined();
  });

  it("opens the conversation about the request with a quote's provider", async () => {
    vi.mocked(startConversation).mockResolvedValue(`q_${QUOTE_ID}_p1`);
    await open('en');
    const card = await screen.findByRole('article', { name: /Plomberie Moussa/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Message this provider' }));
    await waitFor(() => expect(currentPath()).toBe(`/en/messages/q_${QUOTE_ID}_p1`));
    expect(startConversation).toHaveBeenCalledWith({
      subject: { kind: 'quote', id: QUOTE_ID },
      providerId: 'p1',
    });
  });

  it('cancels the request with an optional reason', async () => {
    await open();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Annuler la demande' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Motif (facultatif)' }), {
      target: { value: '  Réparé par un voisin ' },
    });
    loadMock.mockResolvedValue(
      details({
        quote: requestOf({
          status: 'cancelled',
          cancelledBy: 'customer',
          cancelReason: 'Réparé par un voisin',
        }),
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler la demande' }));
    await waitFor(() => expect(cancelQuote).toHaveBeenCalledWith(QUOTE_ID, 'Réparé par un voisin'));
    expect(
      await screen.findByText('Vous avez annulé cette demande. Motif : Réparé par un voisin'),
    ).toBeDefined();
  });
});

describe('QuotationDetailsPage: who sees it', () => {
  it('asks a visitor to sign in, and comes back here', async () => {
    await open('fr', signedOut);
    expect(
      screen.getByText('Connectez-vous pour voir votre demande et les devis reçus.'),
    ).toBeDefined();
    fireEvent.click(screen.getByRole('link', { name: 'Me connecter' }));
    expect(currentPath()).toBe(`/auth?next=%2Fquotation-details%2F${QUOTE_ID}`);
    expect(loadMock).not.toHaveBeenCalled();
  });

  it('tells someone else the request is not found or not theirs', async () => {
    loadMock.mockRejectedValue(new QuoteNotFoundError(QUOTE_ID));
    await open('en');
    expect(await screen.findByText('Request not found, or it is not yours.')).toBeDefined();
  });
});
