import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@marketplace/domain';
import { HttpError } from '../../shared/api/http';
import { useActiveCategories } from '../../shared/catalog/categories';
import { i18n } from '../../shared/i18n';
import { cancelQuoteAsAdmin, useAdminQuotes, useQuoteResponses } from './api';
import { NO_FILTERS, type AdminQuote } from './model';
import QuotationManagementPage from './QuotationManagementPage';
import { liveSuccess, quoteOf } from './testing';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  useAdminQuotes: vi.fn(),
  useQuoteResponses: vi.fn(),
  cancelQuoteAsAdmin: vi.fn(),
}));
vi.mock('../../shared/catalog/categories', () => ({ useActiveCategories: vi.fn() }));

const quotesMock = vi.mocked(useAdminQuotes);
const responsesMock = vi.mocked(useQuoteResponses);
const cancelMock = vi.mocked(cancelQuoteAsAdmin);

/** A full page of 20 requests, newest first (q1 … q20). */
const PAGE = Array.from({ length: 20 }, (_, index) =>
  quoteOf(`q${index + 1}`, {
    customerName: index === 0 ? 'Awa' : `Client ${index + 1}`,
    createdAt: new Date(Date.UTC(2025, 2, 20 - index, 9)),
  }),
);
const FIRST = PAGE[0] as AdminQuote;

const category = (slug: string, fr: string, en: string) => ({
  slug,
  name: { fr, en },
  description: { fr },
  icon: slug,
  order: 0,
  active: true,
  keywords: [],
});

beforeEach(() => {
  quotesMock.mockReset().mockReturnValue(liveSuccess(PAGE));
  responsesMock.mockReset().mockReturnValue(
    liveSuccess([
      {
        providerId: 'p1',
        providerName: 'Plomberie Ndiaye',
        status: 'sent',
        totalFCFA: 25_500,
        respondedAt: new Date('2025-03-02T10:00:00Z'),
      },
      {
        providerId: 'p2',
        providerName: 'Eau Services',
        status: 'requested',
        totalFCFA: null,
        respondedAt: null,
      },
    ]),
  );
  cancelMock.mockReset().mockResolvedValue(undefined);
  vi.mocked(useActiveCategories).mockReturnValue(
    liveSuccess([
      category('plumbing', 'Plomberie', 'Plumbing'),
      category('electricity', 'Électricité', 'Electricity'),
    ]),
  );
});

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

async function renderPage(language: Language = 'fr') {
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter
        initialEntries={[language === 'en' ? '/en/quotation-management' : '/quotation-management']}
      >
        <QuotationManagementPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** The filters and cursor of the latest read. */
const lastRead = () => quotesMock.mock.calls.at(-1) ?? [];
const cells = (id: string) =>
  [...screen.getByTestId(`quote-row-${id}`).querySelectorAll('th, td')].map(
    (cell) => cell.textContent,
  );
const choose = (field: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: field }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
};

describe('the list', () => {
  it('shows each request: date, first name, category, city, status, quotes, recipients', async () => {
    quotesMock.mockReturnValue(
      liveSuccess([
        quoteOf('q1', { status: 'responded', quoteCount: 2 }),
        quoteOf('q2', {
          customerName: 'Moussa',
          serviceTitle: { fr: 'Débouchage', en: 'Unclogging' },
          recipientIds: ['p9'],
          location: { city: 'Yaoundé', address: 'Bastos' },
        }),
      ]),
    );
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Gestion des devis');
    expect(cells('q1').slice(1, 7)).toEqual([
      'Awa',
      'Plomberie',
      'Douala',
      'Devis reçus',
      '2',
      '3',
    ]);
    expect(cells('q1')[0]).toMatch(/1 mars 2025/);
    expect(cells('q2').slice(1, 7)).toEqual([
      'Moussa',
      'Plomberie / Débouchage',
      'Yaoundé',
      'En attente de devis',
      '0',
      '1',
    ]);
    // A short list has a single page.
    expect(screen.queryByRole('button', { name: 'Page suivante' })).toBeNull();
  });

  it('is in English on English pages', async () => {
    await renderPage('en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Quote management');
    expect(cells('q1').slice(2, 5)).toEqual(['Plumbing', 'Douala', 'Awaiting quotes']);
  });

  it('reads the first page, unfiltered, at first', async () => {
    await renderPage();
    expect(lastRead()).toEqual([NO_FILTERS, null]);
  });

  it('tells a loading failure and an empty result', async () => {
    quotesMock.mockReturnValue({ status: 'error', data: undefined, error: new Error('denied') });
    const view = await renderPage();
    expect(screen.getByText(/Les demandes n’ont pas pu être chargées/)).toBeDefined();
    view.unmount();
    quotesMock.mockReturnValue(liveSuccess([]));
    await renderPage();
    expect(screen.getByText('Aucune demande ne correspond à ces filtres.')).toBeDefined();
  });
});

describe('filters', () => {
  it('reads with the chosen status, category and city', async () => {
    await renderPage();
    choose('Statut', 'Devis reçus');
    expect(lastRead()).toEqual([{ ...NO_FILTERS, status: 'responded' }, null]);
    choose('Catégorie', 'Électricité');
    expect(lastRead()).toEqual([{ status: 'responded', category: 'electricity', city: '' }, null]);
    const city = screen.getByRole('combobox', { name: 'Ville' });
    fireEvent.change(city, { target: { value: 'Douala' } });
    fireEvent.keyDown(city, { key: 'Enter' });
    expect(lastRead()).toEqual([
      { status: 'responded', category: 'electricity', city: 'Douala' },
      null,
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(lastRead()).toEqual([NO_FILTERS, null]);
  });

  it('goes back to the first page when a filter changes', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(lastRead()[1]).toBe(PAGE[19]?.cursor);
    choose('Statut', 'Expirée');
    expect(lastRead()).toEqual([{ ...NO_FILTERS, status: 'expired' }, null]);
  });
});

describe('paging', () => {
  it('pages forward after the last row and back again', async () => {
    await renderPage();
    expect(screen.getByText('Page 1')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Page précédente' }).hasAttribute('disabled')).toBe(
      true,
    );
    const second = Array.from({ length: 20 }, (_, index) => quoteOf(`r${index + 1}`));
    quotesMock.mockReturnValue(liveSuccess(second));
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(lastRead()).toEqual([NO_FILTERS, PAGE[19]?.cursor]);
    expect(screen.getByText('Page 2')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(lastRead()).toEqual([NO_FILTERS, second[19]?.cursor]);
    fireEvent.click(screen.getByRole('button', { name: 'Page précédente' }));
    expect(lastRead()).toEqual([NO_FILTERS, PAGE[19]?.cursor]);
    quotesMock.mockReturnValue(liveSuccess(PAGE));
    fireEvent.click(screen.getByRole('button', { name: 'Page précédente' }));
    expect(lastRead()).toEqual([NO_FILTERS, null]);
  });

  it('offers no next page after a short one', async () => {
    await renderPage();
    quotesMock.mockReturnValue(liveSuccess([quoteOf('last')]));
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(screen.getByRole('button', { name: 'Page suivante' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});

describe('a request', () => {
  it('opens with its details and every recipient’s answer', async () => {
    quotesMock.mockReturnValue(
      liveSuccess([quoteOf('q1', { photoIds: ['a'.repeat(20)], additionalInfo: 'Sonner 2 fois' })]),
    );
    await renderPage();
    fireEvent.click(screen.getByTestId('quote-row-q1'));
    const dialog = screen.getByRole('dialog', { name: /Demande de Awa/ });
    for (const text of [
      'Fuite sous l’évier de la cuisine',
      'Dès que possible',
      '30 000 FCFA',
      'Rue 12, Akwa, Douala',
      'WhatsApp',
      'Sonner 2 fois',
      'Demande ouverte',
    ]) {
      expect(within(dialog).getByText(text)).toBeDefined();
    }
    expect(within(dialog).getByRole('link', { name: 'Photo 1' }).getAttribute('href')).toBe(
      `/api/quotes/q1/photos/${'a'.repeat(20)}`,
    );
    expect(responsesMock).toHaveBeenCalledWith('q1');
    expect(within(dialog).getByTestId('quote-response-p1').textContent).toContain('25 500 FCFA');
    expect(within(dialog).getByTestId('quote-response-p2').textContent).toContain('Sans réponse');
  });

  it.each([
    ['pending', true],
    ['responded', true],
    ['accepted', false],
    ['cancelled', false],
    ['expired', false],
  ] as const)('%s: cancellation offered = %s', async (status, offered) => {
    quotesMock.mockReturnValue(liveSuccess([quoteOf('q1', { status })]));
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: /Ouvrir la demande de Awa/ }));
    expect(Boolean(screen.queryByRole('button', { name: 'Annuler cette demande' }))).toBe(offered);
  });

  it('requires a reason, then cancels with it', async () => {
    await renderPage('en');
    fireEvent.click(screen.getByTestId(`quote-row-${FIRST.id}`));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel this request' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the request of Awa?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the request' }));
    await within(dialog).findByText('This field is required');
    expect(cancelMock).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: '  Abusive request ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the request' }));
    await screen.findByText('The request of Awa is cancelled.');
    expect(cancelMock).toHaveBeenCalledWith('q1', 'Abusive request');
  });

  it('explains a request that can no longer be cancelled', async () => {
    cancelMock.mockRejectedValue(
      new HttpError(409, JSON.stringify({ error: { code: 'invalid_transition', message: '' } })),
    );
    await renderPage();
    fireEvent.click(screen.getByTestId('quote-row-q1'));
    fireEvent.click(screen.getByRole('button', { name: 'Annuler cette demande' }));
    const dialog = screen.getByRole('dialog', { name: /Annuler la demande de Awa/ });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Spam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler la demande' }));
    await waitFor(() =>
      expect(within(dialog).getByText(/ne peut plus être annulée/)).toBeDefined(),
    );
  });
});
