import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useActiveCategories } from '../../shared/catalog/categories';
import { i18n } from '../../shared/i18n';
import { loadOrdersPage, type OrdersCursor } from './api';
import QuotationOrdersPage from './QuotationOrdersPage';
import { CATEGORIES, liveSuccess, renderPage, requestOf, TEST_UID } from './testing';

vi.mock('./api', () => ({ loadOrdersPage: vi.fn() }));
vi.mock('../../shared/catalog/categories', () => ({ useActiveCategories: vi.fn() }));

const pageMock = vi.mocked(loadOrdersPage);
const cursor = (id: string) => ({ id }) as unknown as OrdersCursor;

beforeEach(() => {
  pageMock.mockReset();
  vi.mocked(useActiveCategories).mockReturnValue(liveSuccess(CATEGORIES));
});

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('fr');
});

const items = () => screen.getAllByRole('listitem');

describe('QuotationOrdersPage', () => {
  it('lists the requests with their state, place, date and quotes received', async () => {
    pageMock.mockResolvedValue({
      requests: [
        requestOf({
          id: 'r2',
          status: 'responded',
          quoteCount: 2,
          description: 'Chauffe-eau de 100 litres à installer',
        }),
        requestOf({
          id: 'r1',
          status: 'pending',
          quoteCount: 0,
          serviceTitle: { fr: 'Réparation de fuite', en: 'Leak repair' },
          location: { city: 'Abidjan', address: 'Cocody' },
        }),
      ],
      next: null,
    });
    await renderPage(<QuotationOrdersPage />, { path: '/quotation-orders' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mes devis et commandes');
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(pageMock).toHaveBeenCalledWith(TEST_UID, null);
    const [first, second] = items() as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Plomberie')).toBeDefined();
    // The customer's own words tell two requests of the same trade apart.
    expect(within(first).getByText('Chauffe-eau de 100 litres à installer')).toBeDefined();
    expect(within(first).getByText('Devis reçus')).toBeDefined();
    expect(within(first).getByText('Douala · 2 mars 2026')).toBeDefined();
    expect(within(first).getByText('2 devis reçus')).toBeDefined();
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/quotation-details/r2');
    expect(within(second).getByText('Réparation de fuite')).toBeDefined();
    expect(within(second).getByText('En attente de devis')).toBeDefined();
    expect(within(second).getByText('0 devis reçu')).toBeDefined();
  });

  it('pages forward and back, one read per page', async () => {
    pageMock.mockImplementation(async (_uid, after) =>
      after === null
        ? { requests: [requestOf({ id: 'new' })], next: cursor('new') }
        : { requests: [requestOf({ id: 'old', status: 'expired' })], next: null },
    );
    await renderPage(<QuotationOrdersPage />, { path: '/quotation-orders', language: 'en' });
    await screen.findByText('Quotes received');
    expect(screen.getByRole('button', { name: 'Newer' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByText('Expired');
    expect(screen.getByText('Page 2')).toBeDefined();
    expect(pageMock).toHaveBeenLastCalledWith(TEST_UID, cursor('new'));
    expect(screen.getByRole('link', { name: /Plumbing/ }).getAttribute('href')).toBe(
      '/en/quotation-details/old',
    );
    expect(screen.getByRole('button', { name: 'Older' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    await screen.findByText('Quotes received');
    expect(pageMock).toHaveBeenCalledTimes(3);
    expect(pageMock).toHaveBeenLastCalledWith(TEST_UID, null);
  });

  it('invites a customer without requests to make one', async () => {
    pageMock.mockResolvedValue({ requests: [], next: null });
    await renderPage(<QuotationOrdersPage />, { path: '/quotation-orders' });
    expect(await screen.findByText("Vous n'avez encore demandé aucun devis.")).toBeDefined();
    const links = screen.getAllByRole('link', { name: 'Nouvelle demande de devis' });
    expect(links.map((link) => link.getAttribute('href'))).toContain('/smart-quotation');
  });

  it('offers to try again after a failed read', async () => {
    pageMock.mockRejectedValueOnce(new Error('unavailable'));
    pageMock.mockResolvedValueOnce({ requests: [requestOf()], next: null });
    await renderPage(<QuotationOrdersPage />, { path: '/quotation-orders' });
    fireEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(items()).toHaveLength(1));
  });
});
