import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentView } from '@marketplace/domain';
import { HttpError } from '../../shared/api/http';
import {
  answerChallenge,
  fetchPayment,
  initiatePayment,
  submitOneTimeCode,
} from '../../shared/checkout/api';
import { i18n } from '../../shared/i18n';
import PaymentTestPage from './PaymentTestPage';

vi.mock('../../shared/checkout/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/checkout/api')>()),
  // No wait between polls in tests.
  PAYMENT_POLL_MS: 0,
  initiatePayment: vi.fn(),
  fetchPayment: vi.fn(),
  submitOneTimeCode: vi.fn(),
  answerChallenge: vi.fn(),
}));

const view = (overrides: Partial<PaymentView>): PaymentView => ({
  id: 'pay1',
  status: 'pending',
  failureReason: null,
  method: 'orange_money',
  operator: 'orange_money',
  amountFCFA: 5_175,
  priceFCFA: 5_000,
  feesFCFA: 175,
  reference: 'PAY-ABCDEF123456',
  description: 'Démo',
  bookingId: null,
  linkId: null,
  expiresAt: null,
  createdAt: '2026-03-10T12:00:00.000Z',
  settledAt: null,
  sandboxPhone: null,
  events: [],
  ...overrides,
});

async function renderPage(language: 'fr' | 'en' = 'fr') {
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[language === 'en' ? '/en/payment-test' : '/payment-test']}>
        <PaymentTestPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const row = (id: string) => screen.getByTestId(`payment-test-row-${id}`);

beforeEach(() => {
  vi.clearAllMocks();
});

describe('PaymentTestPage', () => {
  it('lists every test number and card with its outcome', async () => {
    await renderPage();
    expect(screen.getAllByTestId('payment-test-number')).toHaveLength(17);
    expect(screen.getAllByTestId('payment-test-card').map((cell) => cell.textContent)).toEqual([
      '4242 4242 4242 4242',
      '4000 0000 0000 0002',
      '4000 0000 0000 9995',
      '4000 0000 0000 3220',
    ]);
    expect(within(row('mtn_momo-02')).getByText('Solde insuffisant')).toBeTruthy();
    expect(within(row('mtn_momo-02')).getByText('+225 0500000002')).toBeTruthy();
    expect(within(row('wave-03')).getByText('Sénégal')).toBeTruthy();
  });

  it('runs Orange’s wrong-code case: types another code than the phone shows', async () => {
    vi.mocked(initiatePayment).mockResolvedValue({
      accessKey: 'key-0123456789abcdef',
      payment: view({
        status: 'awaiting_customer',
        sandboxPhone: { message: 'Orange Money : votre code est 123456', code: '123456' },
      }),
    });
    vi.mocked(submitOneTimeCode).mockResolvedValue(
      view({ status: 'failed', failureReason: 'wrong_code' }),
    );
    await renderPage();
    fireEvent.click(within(row('orange_money-wrong-code')).getByTestId('payment-test-run'));
    const outcome = await within(row('orange_money-wrong-code')).findByTestId(
      'payment-test-outcome',
    );
    expect(outcome.textContent).toBe('Échoué (mauvais code)');
    expect(
      within(row('orange_money-wrong-code')).getByText('Conforme au résultat attendu'),
    ).toBeTruthy();
    expect(submitOneTimeCode).toHaveBeenCalledWith('pay1', '234567', 'key-0123456789abcdef');
    expect(vi.mocked(initiatePayment).mock.calls[0]?.[0]).toMatchObject({
      method: 'orange_money',
      phone: '0700000001',
      target: { kind: 'demo', priceFCFA: 5_000 },
    });
  });

  it('approves the 3-D Secure card and polls until the webhook settles it (English)', async () => {
    vi.mocked(initiatePayment).mockResolvedValue({
      accessKey: 'key-0123456789abcdef',
      payment: view({ method: 'card', status: 'challenge' }),
    });
    vi.mocked(answerChallenge).mockResolvedValue(view({ method: 'card', status: 'pending' }));
    vi.mocked(fetchPayment).mockResolvedValue(view({ method: 'card', status: 'success' }));
    await renderPage('en');
    const card = row('card-4000000000003220');
    fireEvent.click(within(card).getByRole('button', { name: /Run the case 4000 0000 0000 3220/ }));
    expect((await within(card).findByTestId('payment-test-outcome')).textContent).toBe('Succeeded');
    expect(answerChallenge).toHaveBeenCalledWith('pay1', true, 'key-0123456789abcdef');
    expect(fetchPayment).toHaveBeenCalledWith('pay1', 'key-0123456789abcdef');
    expect(within(card).getByText('As expected')).toBeTruthy();
    expect(within(card).getByRole('button', { name: /Run the case/ }).textContent).toBe(
      'Run again',
    );
  });

  it('translates an api refusal', async () => {
    vi.mocked(initiatePayment).mockRejectedValue(
      new HttpError(400, JSON.stringify({ error: { code: 'invalid_phone', message: 'x' } })),
    );
    await renderPage();
    fireEvent.click(within(row('wave-01')).getByTestId('payment-test-run'));
    expect(
      await within(row('wave-01')).findByText('Ce numéro n’est pas valide pour cet opérateur.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(within(row('wave-01')).getByTestId('payment-test-run').hasAttribute('disabled')).toBe(
        false,
      ),
    );
  });
});
