import { fireEvent, render, screen, within } from '@testing-library/react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language, PaymentView } from '@marketplace/domain';
import { HttpError } from '../../shared/api/http';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { i18n } from '../../shared/i18n';
import { confirmTransfer, fetchPaymentsPage, usePaymentEvents } from './api';
import { NO_FILTERS, type AdminPayment, type AdminPaymentEvent } from './model';
import PaymentsAdminPage from './PaymentsAdminPage';
import { adminPayment } from './testing';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  fetchPaymentsPage: vi.fn(),
  usePaymentEvents: vi.fn(),
  confirmTransfer: vi.fn(),
}));
const fetchMock = vi.mocked(fetchPaymentsPage);
const eventsMock = vi.mocked(usePaymentEvents);
const confirmMock = vi.mocked(confirmTransfer);

const success = <T,>(data: T): LiveData<T> => ({
  status: 'success',
  data,
  fromCache: false,
  error: undefined,
});

const PAID = adminPayment('p1', { payerName: 'Awa Koné' });
const TRANSFER = adminPayment('p2', {
  method: 'bank_transfer',
  operator: 'bank_transfer',
  status: 'pending',
  settledAt: null,
  payerName: 'Moussa Traoré',
  description: 'Rénovation salle de bain',
  amountFCFA: 250_000,
  createdAt: new Date('2026-03-13T15:30:00Z'),
});
const CARD = adminPayment('p3', {
  method: 'card',
  operator: 'visa',
  status: 'failed',
  failureReason: 'declined',
  payerName: null,
  target: 'link',
  bookingId: null,
});

const EVENTS: AdminPaymentEvent[] = [
  {
    id: 'e1',
    type: 'initiated',
    status: 'awaiting_customer',
    eventId: null,
    detail: null,
    at: new Date('2026-03-12T09:05:00Z'),
  },
  {
    id: 'e2',
    type: 'webhook',
    status: 'success',
    eventId: 'evt-123',
    detail: 'SUCCESSFUL',
    at: new Date('2026-03-12T09:05:03Z'),
  },
  {
    id: 'e3',
    type: 'webhook_duplicate',
    status: 'success',
    eventId: 'evt-123',
    detail: null,
    at: new Date('2026-03-12T09:05:08Z'),
  },
];

const page = (rows: AdminPayment[], next: string | null = null) => ({
  rows,
  next: next ? ({ id: next } as QueryDocumentSnapshot) : null,
});

beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue(page([TRANSFER, PAID, CARD]));
  eventsMock.mockReset().mockReturnValue(success(EVENTS));
  confirmMock.mockReset();
});

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('fr');
});

async function renderPage(language: Language = 'fr') {
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[language === 'en' ? '/en/admin/payments' : '/admin/payments']}>
        <PaymentsAdminPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** The rows once loaded, and the one at `index`. */
const rowsLoaded = () => screen.findAllByTestId('admin-payments-row');
async function rowAt(index: number): Promise<HTMLElement> {
  const row = (await rowsLoaded())[index];
  if (!row) throw new Error(`No row ${index}`);
  return row;
}
const open = (row: HTMLElement) =>
  fireEvent.click(within(row).getByRole('button', { expanded: false }));
const statusFilter = () => screen.getByTestId('admin-payments-status-filter');
const lastFilters = () => fetchMock.mock.calls.at(-1)?.[0];

describe('the payments list', () => {
  it('shows the newest payments with reference, date, payer, description, method, amount and status', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Paiements');
    expect(await rowsLoaded()).toHaveLength(3);
    expect(fetchMock).toHaveBeenCalledWith(NO_FILTERS, null);
    const transfer = await rowAt(0);
    expect(within(transfer).getByText('PAY-P20000000000')).toBeDefined();
    expect(within(transfer).getByTestId('admin-payments-status').textContent).toBe('En attente');
    expect(within(transfer).getByText(/250\s000\sFCFA/)).toBeDefined();
    expect(within(transfer).getByText(/Moussa Traoré · Virement bancaire/)).toBeDefined();
    expect(within(transfer).getByText('Rénovation salle de bain')).toBeDefined();
    expect(within(transfer).getByText(/13 mars 2026/)).toBeDefined();
    const card = await rowAt(2);
    expect(
      within(card).getByText(/Visiteur \(sans compte\) · Carte bancaire · VISA/),
    ).toBeDefined();
    expect(within(card).getByTestId('admin-payments-status').textContent).toBe('Échoué');
    expect(screen.getByRole('status').textContent).toBe('3 paiements affichés');
  });

  it('says when nothing matches, and offers a retry when the list cannot be read', async () => {
    fetchMock.mockRejectedValueOnce(new Error('unavailable'));
    await renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Impossible de charger les paiements',
    );
    fetchMock.mockResolvedValueOnce(page([]));
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun paiement ne correspond à ces filtres.')).toBeDefined();
    expect(screen.getByTestId('admin-payments-csv').hasAttribute('disabled')).toBe(true);
  });

  it('loads the next 50 after the last row on "more", appended', async () => {
    fetchMock.mockResolvedValueOnce(page([TRANSFER, PAID], 'p1'));
    await renderPage();
    expect(await rowsLoaded()).toHaveLength(2);
    fetchMock.mockResolvedValueOnce(page([CARD]));
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
    expect(await screen.findByText('3 paiements affichés')).toBeDefined();
    expect(fetchMock).toHaveBeenLastCalledWith(NO_FILTERS, { id: 'p1' });
    // The last page: no more button.
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).toBeNull();
  });
});

describe('the filters', () => {
  it('ask again by status group, exact status, method and dates, then clear', async () => {
    await renderPage();
    await rowsLoaded();
    fireEvent.change(statusFilter(), { target: { value: 'group:failed' } });
    expect(lastFilters()).toEqual({ ...NO_FILTERS, status: 'group:failed' });
    fireEvent.change(statusFilter(), { target: { value: 'status:awaiting_customer' } });
    fireEvent.change(screen.getByTestId('admin-payments-method-filter'), {
      target: { value: 'orange_money' },
    });
    fireEvent.change(screen.getByTestId('admin-payments-from'), {
      target: { value: '2026-03-01' },
    });
    fireEvent.change(screen.getByTestId('admin-payments-to'), { target: { value: '2026-03-31' } });
    expect(lastFilters()).toEqual({
      status: 'status:awaiting_customer',
      method: 'orange_money',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    await rowsLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(lastFilters()).toEqual(NO_FILTERS);
  });

  it("offer spec §4's three groups and every exact status", async () => {
    await renderPage();
    const options = within(statusFilter())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Tous les statuts',
      'En attente (tous)',
      'Réussis',
      'Échoués ou expirés',
      'En attente',
      'Validation du client',
      '3-D Secure',
      'Réussi',
      'Échoué',
      'Expiré',
    ]);
  });
});

describe('a row opened', () => {
  it('shows the amounts and the webhook history, duplicates included', async () => {
    await renderPage();
    const paid = await rowAt(1);
    expect(within(paid).queryAllByTestId('admin-payment-event')).toHaveLength(0);
    open(paid);
    expect(eventsMock).toHaveBeenCalledWith('p1');
    const events = within(paid).getAllByTestId('admin-payment-event');
    expect(events.map((event) => event.textContent)).toEqual([
      expect.stringContaining('InitiéValidation du client'),
      expect.stringContaining('Webhook reçuRéussiÉvénement evt-123 · SUCCESSFUL'),
      expect.stringContaining('Webhook en double (ignoré)Réussi'),
    ]);
    expect(within(paid).getByText('Réservation booking-p1')).toBeDefined();
    expect(within(paid).queryByTestId('admin-payment-confirm')).toBeNull();
  });
});

describe('a pending transfer', () => {
  const view = { status: 'success', failureReason: null, settledAt: '2026-03-14T10:00:00.000Z' };

  it('is confirmed by the admin after a check, and shows as paid at once', async () => {
    confirmMock.mockResolvedValue(view as PaymentView);
    await renderPage();
    const transfer = await rowAt(0);
    open(transfer);
    fireEvent.click(within(transfer).getByTestId('admin-payment-confirm'));
    const dialog = screen.getByRole('dialog', { name: 'Confirmer le virement ?' });
    expect(dialog.textContent).toMatch(/reçu 250\s000\sFCFA avec le libellé PAY-P20000000000/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(
      await screen.findByText('Virement PAY-P20000000000 confirmé : paiement réussi.'),
    ).toBeDefined();
    expect(confirmMock).toHaveBeenCalledWith('p2');
    expect(within(transfer).getByTestId('admin-payments-status').textContent).toBe('Réussi');
    expect(within(transfer).queryByTestId('admin-payment-confirm')).toBeNull();
  });

  it('says why a confirmation was refused, and changes nothing', async () => {
    confirmMock.mockRejectedValue(
      new HttpError(409, JSON.stringify({ error: { code: 'not_awaiting', message: 'x' } })),
    );
    await renderPage();
    const transfer = await rowAt(0);
    open(transfer);
    fireEvent.click(within(transfer).getByTestId('admin-payment-confirm'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText("Ce paiement n'attend plus de confirmation.")).toBeDefined();
    expect(within(transfer).getByTestId('admin-payments-status').textContent).toBe('En attente');
  });

  it('can be left unconfirmed', async () => {
    await renderPage();
    const transfer = await rowAt(0);
    open(transfer);
    fireEvent.click(within(transfer).getByTestId('admin-payment-confirm'));
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(confirmMock).not.toHaveBeenCalled();
  });
});

describe('the CSV export', () => {
  it('downloads the rows shown as paiements-YYYY-MM-DD.csv', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    // jsdom has no object URLs; the click is the browser's download.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    await renderPage();
    await rowsLoaded();
    fireEvent.click(screen.getByTestId('admin-payments-csv'));
    await vi.waitFor(() => expect(names).toHaveLength(1));
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(names[0]).toBe(`paiements-${day}.csv`);
    const lines = (await (blobs[0] ?? new Blob()).text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^Référence,Créé le \(UTC\)/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      'PAY-P20000000000',
      'PAY-P10000000000',
      'PAY-P30000000000',
    ]);
  });
});

describe('in English', () => {
  it('translates the page, the rows and the filters', async () => {
    await renderPage('en');
    const transfer = await rowAt(0);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payments');
    expect(within(transfer).getByTestId('admin-payments-status').textContent).toBe('Pending');
    expect(within(transfer).getByText(/Moussa Traoré · Bank transfer/)).toBeDefined();
    expect(screen.getByTestId('admin-payments-csv').textContent).toBe('Export as CSV');
    expect(within(statusFilter()).getByRole('option', { name: 'Failed or expired' })).toBeDefined();
    open(transfer);
    expect(within(transfer).getByTestId('admin-payment-confirm').textContent).toBe(
      'Confirm transfer',
    );
  });
});
