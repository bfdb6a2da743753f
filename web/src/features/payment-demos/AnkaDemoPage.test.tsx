import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Language, PaymentView } from '@marketplace/domain';
import { HttpError } from '../../shared/api/http';
import { i18n } from '../../shared/i18n';
import { createHostedSession, fetchHostedResult, goToHostedPage } from './ankaApi';
import AnkaDemoPage from './AnkaDemoPage';

vi.mock('./ankaApi', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./ankaApi')>()),
  createHostedSession: vi.fn(),
  fetchHostedResult: vi.fn(),
  goToHostedPage: vi.fn(),
}));
// Polls quickly here (the page polls every 2 s).
vi.mock('../../shared/checkout/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/checkout/api')>()),
  PAYMENT_POLL_MS: 10,
}));
const createMock = vi.mocked(createHostedSession);
const resultMock = vi.mocked(fetchHostedResult);
const goMock = vi.mocked(goToHostedPage);

const SESSION = 'AbCdEfGhIjKlMnOpQrSt';

function payment(
  status: PaymentView['status'],
  failureReason: PaymentView['failureReason'] = null,
): PaymentView {
  return {
    id: 'pay1',
    status,
    failureReason,
    method: 'mtn_momo',
    operator: 'mtn_momo',
    amountFCFA: 10_150,
    priceFCFA: 10_000,
    feesFCFA: 150,
    reference: 'PAY-ABCDEFGHIJKL',
    description: 'Démo',
    bookingId: null,
    linkId: null,
    expiresAt: null,
    createdAt: '2026-03-10T10:00:00.000Z',
    settledAt: null,
    sandboxPhone: null,
    events: [],
  };
}

beforeEach(() => {
  createMock.mockReset();
  resultMock.mockReset();
  goMock.mockReset();
});
afterEach(async () => {
  await i18n.changeLanguage('fr');
});

async function renderPage(language: Language = 'fr', search = '') {
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter
        initialEntries={[`${language === 'en' ? '/en/anka-demo' : '/anka-demo'}${search}`]}
      >
        <AnkaDemoPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('AnkaDemoPage', () => {
  it('opens an Anka Pay session for the amount and leaves for its page', async () => {
    createMock.mockResolvedValue({ url: `/api/hosted-checkout/${SESSION}` });
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Anka Pay');
    fireEvent.change(screen.getByTestId('anka-amount'), { target: { value: '15000' } });
    fireEvent.click(screen.getByTestId('anka-pay'));
    await waitFor(() => expect(goMock).toHaveBeenCalledWith(`/api/hosted-checkout/${SESSION}`));
    expect(createMock).toHaveBeenCalledWith(15_000, 'fr');
    expect(resultMock).not.toHaveBeenCalled();
  });

  it('speaks English, and says so when the session cannot be opened', async () => {
    createMock.mockRejectedValue(new HttpError(400, '{"error":{"code":"invalid_request"}}'));
    await renderPage('en');
    const pay = screen.getByTestId('anka-pay');
    expect(pay.textContent).toBe('Pay with Anka Pay');
    fireEvent.click(pay);
    expect(
      await screen.findByText('The payment page could not be opened. Try again.'),
    ).toBeDefined();
    expect(createMock).toHaveBeenCalledWith(10_000, 'en');
    expect(goMock).not.toHaveBeenCalled();
  });

  it('refuses an amount outside the demo range', async () => {
    await renderPage();
    fireEvent.change(screen.getByTestId('anka-amount'), { target: { value: '12.5' } });
    expect((screen.getByTestId('anka-pay') as HTMLButtonElement).disabled).toBe(true);
  });

  it('on return, polls the verified result while pending, then shows success and the receipt', async () => {
    resultMock
      .mockResolvedValueOnce({ status: 'awaiting_customer', payment: payment('awaiting_customer') })
      .mockResolvedValue({ status: 'success', payment: payment('success') });
    await renderPage('fr', `?session=${SESSION}&status=failed`);
    await waitFor(() =>
      expect(screen.getByTestId('anka-result').getAttribute('data-status')).toBe('success'),
    );
    expect(resultMock).toHaveBeenCalledWith(SESSION);
    expect(resultMock.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(/Paiement réussi : 10 150 FCFA payés par MTN/)).toBeDefined();
    expect(screen.getByText('Référence : PAY-ABCDEFGHIJKL')).toBeDefined();
    expect(screen.getByText('Télécharger le reçu (PDF)').closest('a')?.getAttribute('href')).toBe(
      `/api/hosted-checkout/${SESSION}/receipt?lang=fr`,
    );
    expect(screen.queryByTestId('anka-pay')).toBeNull();
  });

  it('shows a failure with its reason and no receipt', async () => {
    resultMock.mockResolvedValue({
      status: 'failed',
      payment: payment('failed', 'insufficient_balance'),
    });
    await renderPage('en', `?session=${SESSION}`);
    expect(await screen.findByText(/The payment failed \(/)).toBeDefined();
    expect(screen.getByTestId('anka-result').getAttribute('data-status')).toBe('failed');
    expect(screen.queryByText('Download the receipt (PDF)')).toBeNull();
    expect(screen.getByRole('link', { name: 'New payment' }).getAttribute('href')).toBe(
      '/en/anka-demo',
    );
  });

  it('says when nothing was paid, and when the session is unknown', async () => {
    resultMock.mockResolvedValueOnce({ status: 'open', payment: null });
    const { unmount } = await renderPage('fr', `?session=${SESSION}`);
    expect(
      await screen.findByText('Aucun paiement n’a été fait dans cette session.'),
    ).toBeDefined();
    unmount();
    resultMock.mockRejectedValueOnce(new HttpError(404, '{"error":{"code":"session_not_found"}}'));
    await renderPage('fr', `?session=${SESSION}`);
    expect(await screen.findByText('Cette session de paiement est inconnue.')).toBeDefined();
  });
});
