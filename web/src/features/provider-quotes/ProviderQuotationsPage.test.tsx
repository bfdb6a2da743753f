import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderInboxTab } from '@marketplace/domain';
import { HttpError } from '../../shared/api/http';
import { startConversation } from '../../shared/conversations/startConversation';
import { useActiveCategories } from '../../shared/catalog/categories';
import { i18n } from '../../shared/i18n';
import {
  declineRequest,
  OfflineError,
  useInboxCounts,
  useInboxPage,
  useProviderStatus,
  useQuoteRequest,
  withdrawQuote,
  type InboxCounts,
} from './api';
import type { InboxItem } from './model';
import ProviderQuotationsPage from './ProviderQuotationsPage';
import {
  CATEGORIES,
  currentPath,
  inboxItem,
  liveLoading,
  liveSuccess,
  quoteRequest,
  renderPage,
  sentItem,
  TEST_UID,
} from './testing';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  useProviderStatus: vi.fn(),
  useInboxCounts: vi.fn(),
  useInboxPage: vi.fn(),
  useQuoteRequest: vi.fn(),
  respondToRequest: vi.fn(),
  declineRequest: vi.fn(),
  withdrawQuote: vi.fn(),
}));
vi.mock('../../shared/conversations/startConversation', () => ({ startConversation: vi.fn() }));
vi.mock('../../shared/catalog/categories', () => ({ useActiveCategories: vi.fn() }));
const countsMock = vi.mocked(useInboxCounts);
const pageMock = vi.mocked(useInboxPage);
const declineMock = vi.mocked(declineRequest);
const withdrawMock = vi.mocked(withdrawQuote);

const COUNTS: InboxCounts = { new: 3, answered: 2, won: 1, lost: 0, expired: 0 };

/** The inbox as stored: each tab's entries, newest first; a page starts after its cursor. */
let inbox: Partial<Record<ProviderInboxTab, InboxItem[]>> = {};

beforeEach(() => {
  inbox = {};
  vi.mocked(useProviderStatus).mockReset().mockReturnValue('provider');
  vi.mocked(useActiveCategories).mockReturnValue(liveSuccess(CATEGORIES));
  vi.mocked(useQuoteRequest).mockReset().mockReturnValue(liveLoading);
  countsMock.mockReset().mockReturnValue(COUNTS);
  pageMock.mockReset().mockImplementation((_uid, tab, after: QueryDocumentSnapshot | null) => {
    const items = inbox[tab] ?? [];
    const start = after ? items.findIndex((item) => item.cursor === after) + 1 : 0;
    return liveSuccess(items.slice(start, start + 20));
  });
  declineMock.mockReset().mockResolvedValue(undefined);
  withdrawMock.mockReset().mockResolvedValue(undefined);
});

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

const path = '/provider-quotations';
const cards = () => screen.queryAllByTestId('inbox-item');
const tab = (name: RegExp) => screen.getByRole('tab', { name });
const open = (index = 0) => {
  const card = cards()[index];
  if (!card) throw new Error(`No entry ${index}`);
  fireEvent.click(within(card).getByRole('button', { name: 'Voir le détail' }));
};
const buttonNames = () =>
  within(screen.getByRole('region', { name: 'Actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('ProviderQuotationsPage: tabs and pages', () => {
  it('shows each tab with its count, and the new requests first', async () => {
    inbox.new = [inboxItem()];
    await renderPage(<ProviderQuotationsPage />, { path });
    expect(screen.getAllByRole('tab').map((item) => item.textContent)).toEqual([
      'Nouvelles (3)',
      'Répondues (2)',
      'Gagnées (1)',
      'Perdues (0)',
      'Expirées (0)',
    ]);
    expect(tab(/Nouvelles/).getAttribute('aria-selected')).toBe('true');
    expect(pageMock).toHaveBeenLastCalledWith(TEST_UID, 'new', null);
    expect(countsMock).toHaveBeenLastCalledWith(TEST_UID, 0);
    expect(cards()).toHaveLength(1);
  });

  it('shows the names alone until the counts arrive', async () => {
    countsMock.mockReturnValue(null);
    await renderPage(<ProviderQuotationsPage />, { path, language: 'en' });
    expect(screen.getAllByRole('tab').map((item) => item.textContent)).toEqual([
      'New',
      'Answered',
      'Won',
      'Lost',
      'Expired',
    ]);
  });

  it('lists the tab chosen, in the address too, and says when it is empty', async () => {
    inbox.answered = [sentItem()];
    await renderPage(<ProviderQuotationsPage />, { path });
    expect(screen.getByText('Aucune nouvelle demande pour l’instant.')).toBeDefined();
    fireEvent.click(tab(/Répondues/));
    expect(pageMock).toHaveBeenLastCalledWith(TEST_UID, 'answered', null);
    expect(currentPath()).toBe('/provider-quotations?tab=answered');
    expect(cards()).toHaveLength(1);
    fireEvent.click(tab(/Perdues/));
    expect(screen.getByText('Aucune demande perdue, déclinée ou retirée.')).toBeDefined();
  });

  it('opens on the tab the address names', async () => {
    await renderPage(<ProviderQuotationsPage />, { path: `${path}?tab=won` });
    expect(tab(/Gagnées/).getAttribute('aria-selected')).toBe('true');
    expect(pageMock).toHaveBeenLastCalledWith(TEST_UID, 'won', null);
  });

  it('pages by 20 with a cursor, forward and back', async () => {
    inbox.new = Array.from({ length: 25 }, (_, index) => inboxItem({ quoteId: `q${index}` }));
    countsMock.mockReturnValue({ ...COUNTS, new: 25 });
    await renderPage(<ProviderQuotationsPage />, { path });
    expect(cards()).toHaveLength(20);
    expect(screen.getByText('Page 1')).toBeDefined();
    const previous = screen.getByRole('button', { name: 'Page précédente' });
    expect(previous.hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(pageMock).toHaveBeenLastCalledWith(TEST_UID, 'new', inbox.new[19]?.cursor);
    expect(cards()).toHaveLength(5);
    expect(screen.getByText('Page 2')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Page suivante' }).hasAttribute('disabled')).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Page précédente' }));
    expect(pageMock).toHaveBeenLastCalledWith(TEST_UID, 'new', null);
    expect(cards()).toHaveLength(20);
  });

  it('shows "50+" past the counting limit, and keeps paging', async () => {
    inbox.new = Array.from({ length: 70 }, (_, index) => inboxItem({ quoteId: `q${index}` }));
    countsMock.mockReturnValue({ ...COUNTS, new: 50 });
    await renderPage(<ProviderQuotationsPage />, { path });
    expect(tab(/Nouvelles/).textContent).toBe('Nouvelles (50+)');
    const next = () => screen.getByRole('button', { name: 'Page suivante' });
    fireEvent.click(next());
    fireEvent.click(next());
    expect(screen.getByText('Page 3')).toBeDefined();
    expect(cards()).toHaveLength(20);
    fireEvent.click(next());
    expect(cards()).toHaveLength(10);
    expect(next().hasAttribute('disabled')).toBe(true);
  });

  it('offers no next page when the tab holds exactly one page', async () => {
    inbox.new = Array.from({ length: 20 }, (_, index) => inboxItem({ quoteId: `q${index}` }));
    countsMock.mockReturnValue({ ...COUNTS, new: 20 });
    await renderPage(<ProviderQuotationsPage />, { path });
    expect(screen.queryByRole('navigation', { name: 'Pages de la liste' })).toBeNull();
  });

  it('invites a signed-in user who is not a provider', async () => {
    vi.mocked(useProviderStatus).mockReturnValue('notProvider');
    await renderPage(<ProviderQuotationsPage />, { path });
    expect(screen.getByRole('link', { name: 'Devenir prestataire' }).getAttribute('href')).toBe(
      '/become-provider',
    );
    expect(pageMock).not.toHaveBeenCalled();
  });
});

describe('ProviderQuotationsPage: entries', () => {
  it('summarises a new request in French', async () => {
    inbox.new = [inboxItem()];
    await renderPage(<ProviderQuotationsPage />, { path });
    const card = within(cards()[0] as HTMLElement);
    expect(card.getByRole('heading', { name: 'Plomberie' })).toBeDefined();
    expect(card.getByText('Nouvelle')).toBeDefined();
    expect(card.getByText(/Fuite sous l’évier/)).toBeDefined();
    expect(card.getByText('Dès que possible')).toBeDefined();
    expect(card.getByText('Budget : 25 000 FCFA')).toBeDefined();
    expect(card.getByText('Ville : Douala')).toBeDefined();
    expect(card.getByText('Date souhaitée : 20 mars 2030')).toBeDefined();
    expect(card.getByText(/Client : Aminata/)).toBeDefined();
    expect(card.queryByText(/Total/)).toBeNull();
  });

  it('names the service asked for, the urgency and a missing budget in English', async () => {
    inbox.new = [
      inboxItem({
        request: {
          ...inboxItem().request,
          serviceTitle: { fr: 'Réparation de fuite', en: 'Leak repair' },
          urgency: 'low',
          budgetFCFA: null,
          preferredDate: null,
        },
      }),
      inboxItem({ quoteId: 'q2', request: { ...inboxItem().request, urgency: 'medium' } }),
    ];
    await renderPage(<ProviderQuotationsPage />, { path, language: 'en' });
    const [first, second] = cards().map((card) => within(card));
    expect(first?.getByRole('heading', { name: 'Leak repair' })).toBeDefined();
    expect(first?.getByText('Flexible timing')).toBeDefined();
    expect(first?.getByText('No budget given')).toBeDefined();
    expect(first?.queryByText(/Preferred date/)).toBeNull();
    expect(second?.getByRole('heading', { name: 'Plumbing' })).toBeDefined();
    expect(second?.getByText('Within the week')).toBeDefined();
  });

  it('shows an answered quote with its total, validity, and whether the customer saw it', async () => {
    inbox.new = [
      sentItem({ seenAt: new Date(2030, 2, 12, 14, 30) }),
      sentItem({ quoteId: 'q2', status: 'revised' }),
    ];
    await renderPage(<ProviderQuotationsPage />, { path });
    const [seen, unseen] = cards().map((card) => within(card));
    expect(seen?.getByText('Total : 35 000 FCFA')).toBeDefined();
    expect(seen?.getByText('Vu le 12 mars 2030 à 14:30')).toBeDefined();
    expect(seen?.getByText('Valable jusqu’au 24 mars 2030')).toBeDefined();
    expect(seen?.getByText('Devis envoyé')).toBeDefined();
    expect(unseen?.getByText('Pas encore vu')).toBeDefined();
    expect(unseen?.getByText('Devis révisé')).toBeDefined();
  });

  it('says "seen on" in English', async () => {
    inbox.new = [sentItem({ seenAt: new Date(2030, 2, 12, 14, 30) }), sentItem({ quoteId: 'q2' })];
    await renderPage(<ProviderQuotationsPage />, { path, language: 'en' });
    const [seen, unseen] = cards().map((card) => within(card));
    expect(seen?.getByText('Seen on 12 March 2030 at 14:30')).toBeDefined();
    expect(seen?.getByText('Valid until 24 March 2030')).toBeDefined();
    expect(unseen?.getByText('Not seen yet')).toBeDefined();
  });

  it('tells a request the provider declined from a quote the customer did not choose', async () => {
    inbox.new = [
      inboxItem({ status: 'declined', declineReason: 'Trop loin' }),
      sentItem({ quoteId: 'q2', status: 'declined' }),
    ];
    await renderPage(<ProviderQuotationsPage />, { path });
    const [declined, lost] = cards().map((card) => within(card));
    expect(declined?.getByText('Déclinée')).toBeDefined();
    expect(lost?.getByText('Non retenu')).toBeDefined();
    // A lost quote is no longer valid: its validity is not shown.
    expect(lost?.queryByText(/Valable/)).toBeNull();
  });
});

describe('ProviderQuotationsPage: an entry opened', () => {
  it('shows the whole request, its photos, and the answers a new request allows', async () => {
    inbox.new = [inboxItem()];
    vi.mocked(useQuoteRequest).mockReturnValue(liveSuccess(quoteRequest()));
    await renderPage(<ProviderQuotationsPage />, { path });
    open();
    expect(useQuoteRequest).toHaveBeenCalledWith('q1');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Plomberie');
    expect(screen.getByText('Rue 1.234, Akwa, Douala')).toBeDefined();
    expect(screen.getByText('WhatsApp')).toBeDefined();
    expect(screen.getByText('Sonner deux fois.')).toBeDefined();
    expect(screen.getByRole('img', { name: 'Photo 1 de la demande' }).getAttribute('src')).toBe(
      '/api/quotes/q1/photos/AbCdEfGhIjKlMnOpQrSt',
    );
    expect(buttonNames()).toEqual(['Répondre avec un devis', 'Décliner la demande']);
    fireEvent.click(screen.getByRole('button', { name: 'Retour aux demandes' }));
    expect(cards()).toHaveLength(1);
  });

  it('opens the conversation about the request with its customer', async () => {
    vi.mocked(startConversation).mockResolvedValue(`q_q1_${TEST_UID}`);
    inbox.new = [inboxItem()];
    await renderPage(<ProviderQuotationsPage />, { path });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Écrire au client' }));
    await waitFor(() => expect(currentPath()).toBe(`/messages/q_q1_${TEST_UID}`));
    expect(startConversation).toHaveBeenCalledWith({
      subject: { kind: 'quote', id: 'q1' },
      providerId: TEST_UID,
    });
  });

  it('shows the summary when the request cannot be read', async () => {
    inbox.new = [inboxItem()];
    vi.mocked(useQuoteRequest).mockReturnValue({
      status: 'error',
      data: undefined,
      error: new Error('offline'),
    });
    await renderPage(<ProviderQuotationsPage />, { path });
    open();
    expect(screen.getByText(/n’a pas pu être chargé/)).toBeDefined();
    expect(screen.getByText('Douala')).toBeDefined();
  });

  it('offers to revise or withdraw a sent quote, and shows it', async () => {
    inbox.new = [sentItem({ revision: 2 })];
    await renderPage(<ProviderQuotationsPage />, { path });
    open();
    expect(buttonNames()).toEqual(['Réviser le devis', 'Retirer le devis']);
    expect(screen.getByText('Remplacement du siphon')).toBeDefined();
    expect(screen.getByText('5 × 4 000 FCFA')).toBeDefined();
    expect(screen.getByText('20 000 FCFA')).toBeDefined();
    expect(screen.getByText('2 heures')).toBeDefined();
    expect(screen.getByText('18 mars 2030')).toBeDefined();
    expect(screen.getByText(/Révisé 2 fois/)).toBeDefined();
  });

  it('leads from a won quote to its contract, with nothing else to do', async () => {
    inbox.new = [sentItem({ status: 'accepted' })];
    await renderPage(<ProviderQuotationsPage />, { path, language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'View details' }));
    expect(screen.getByRole('link', { name: 'View the contract' }).getAttribute('href')).toBe(
      '/en/contracts/q1',
    );
    expect(screen.queryByRole('region', { name: 'Actions' })).toBeNull();
  });

  it.each(['expired', 'withdrawn', 'closed'] as const)(
    'offers nothing on a %s entry',
    async (status) => {
      inbox.new = [sentItem({ status })];
      await renderPage(<ProviderQuotationsPage />, { path });
      open();
      expect(screen.queryByRole('region', { name: 'Actions' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Voir le contrat' })).toBeNull();
    },
  );

  it('shows the reason the provider gave when declining', async () => {
    inbox.new = [inboxItem({ status: 'declined', declineReason: 'Trop loin' })];
    await renderPage(<ProviderQuotationsPage />, { path });
    open();
    expect(screen.getByText('Vous avez décliné cette demande : « Trop loin »')).toBeDefined();
  });
});

describe('ProviderQuotationsPage: declining and withdrawing', () => {
  const declineDialog = async () => {
    inbox.new = [inboxItem()];
    await renderPage(<ProviderQuotationsPage />, { path });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Décliner la demande' }));
    return within(screen.getByRole('dialog', { name: 'Décliner la demande' }));
  };

  it('requires a reason to decline, then declines and counts again', async () => {
    const dialog = await declineDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Décliner' }));
    expect(await dialog.findByText('Ce champ est obligatoire')).toBeDefined();
    fireEvent.change(dialog.getByRole('textbox', { name: /Motif/ }), {
      target: { value: '   ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Décliner' }));
    expect(await dialog.findByText('Ce champ est obligatoire')).toBeDefined();
    expect(declineMock).not.toHaveBeenCalled();

    fireEvent.change(dialog.getByRole('textbox', { name: /Motif/ }), {
      target: { value: ' Je ne me déplace pas à Bonabéri. ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Décliner' }));
    expect(await screen.findByText('Vous avez décliné la demande.')).toBeDefined();
    expect(declineMock).toHaveBeenCalledWith('q1', 'Je ne me déplace pas à Bonabéri.');
    expect(countsMock).toHaveBeenLastCalledWith(TEST_UID, 1);
  });

  it.each([
    [
      new HttpError(409, JSON.stringify({ error: { code: 'invalid_transition', message: 'x' } })),
      /a changé entre-temps/,
    ],
    [
      new HttpError(403, JSON.stringify({ error: { code: 'not_a_recipient', message: 'x' } })),
      /ne vous a pas été adressée/,
    ],
    [new HttpError(401, ''), /session a expiré/],
    [new OfflineError(), /hors ligne/],
    [new TypeError('Failed to fetch'), /hors ligne/],
    [new HttpError(500, 'Internal'), /Une erreur est survenue/],
  ])('explains a failed decline (%s)', async (error, text) => {
    declineMock.mockRejectedValue(error);
    const dialog = await declineDialog();
    fireEvent.change(dialog.getByRole('textbox', { name: /Motif/ }), {
      target: { value: 'Trop loin' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Décliner' }));
    expect((await dialog.findByRole('alert')).textContent).toMatch(text);
    // The reason typed is kept, to try again.
    expect(dialog.getByRole('textbox', { name: /Motif/ })).toHaveProperty('value', 'Trop loin');
  });

  it('withdraws a sent quote once confirmed', async () => {
    inbox.new = [sentItem()];
    await renderPage(<ProviderQuotationsPage />, { path });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Retirer le devis' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Retirer ce devis ?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Garder le devis' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(withdrawMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Retirer le devis' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Retirer le devis' }),
    );
    expect(await screen.findByText('Votre devis a été retiré.')).toBeDefined();
    expect(withdrawMock).toHaveBeenCalledWith('q1');
  });

  it('explains a failed withdrawal in English', async () => {
    withdrawMock.mockRejectedValue(
      new HttpError(404, JSON.stringify({ error: { code: 'not_found', message: 'x' } })),
    );
    inbox.new = [sentItem()];
    await renderPage(<ProviderQuotationsPage />, { path, language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'View details' }));
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the quote' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw the quote' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('This request no longer exists.');
  });
});
