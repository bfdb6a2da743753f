import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_WINDOW_MS, type PaymentView } from '@marketplace/domain';
import { i18n } from '../i18n';
import {
  answerChallenge,
  cancelPayment,
  fetchPayment,
  initiatePayment,
  PAYMENT_POLL_MS,
  PAYMENT_POLL_TIMEOUT_MS,
  submitOneTimeCode,
  type PaymentRequest,
} from './api';
import { Checkout, type CheckoutProps } from './Checkout';
import { chargeOf } from './format';
import { PaymentStatusChip } from './PaymentStatusChip';
import { apiError, paymentView } from './testing';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  initiatePayment: vi.fn(),
  fetchPayment: vi.fn(),
  submitOneTimeCode: vi.fn(),
  answerChallenge: vi.fn(),
  cancelPayment: vi.fn(),
}));

const initiateMock = vi.mocked(initiatePayment);
const fetchMock = vi.mocked(fetchPayment);
const NOW = new Date('2026-03-16T07:00:00Z');
const WINDOW_END = new Date(NOW.getTime() + PAYMENT_WINDOW_MS).toISOString();
const KEY = 'access-key-0123456789';

beforeAll(async () => {
  await import('./validation');
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  initiateMock.mockReset();
  fetchMock.mockReset();
  vi.mocked(submitOneTimeCode).mockReset();
  vi.mocked(answerChallenge).mockReset();
  vi.mocked(cancelPayment).mockReset();
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await i18n.changeLanguage('fr');
});

const BOOKING = { kind: 'booking', bookingId: 'b1' } as const;

async function renderCheckout(props: Partial<CheckoutProps> = {}, language: 'fr' | 'en' = 'fr') {
  await i18n.changeLanguage(language);
  const onUpdate = vi.fn();
  const onSettled = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[language === 'en' ? '/en/checkout/b1' : '/checkout/b1']}>
        <Checkout
          target={BOOKING}
          description="Réparation de fuite"
          priceFCFA={15_000}
          defaultCountry="CI"
          signedIn
          onUpdate={onUpdate}
          onSettled={onSettled}
          {...props}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
  await screen.findByTestId('checkout-pay', {}, { timeout: 5_000 });
  return { onUpdate, onSettled };
}

const byTestId = (id: string) => screen.getByTestId(id);
const type = (id: string, value: string) => fireEvent.change(byTestId(id), { target: { value } });
const radios = () => [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
const chooseMethod = (id: string) => {
  const radio = radios().find((input) => input.value === id);
  if (!radio) throw new Error(`No method ${id}`);
  fireEvent.click(radio);
};
const pay = () => fireEvent.click(byTestId('checkout-pay'));
function sent(call = 0): PaymentRequest {
  const request = initiateMock.mock.calls[call]?.[0];
  if (!request) throw new Error(`No request ${call}`);
  return request;
}
/**
 * Lets the next poll run and its answer render. The page arms its poll in an effect, which a
 * loaded machine may run a moment after the attempt shows (the clock moving meanwhile): time
 * moves on in small steps until a poll has run, or twice the interval has passed.
 */
async function nextPoll() {
  const polls = fetchMock.mock.calls.length;
  for (let waited = 0; waited < 2 * PAYMENT_POLL_MS; waited += 100) {
    await act(() => vi.advanceTimersByTimeAsync(100));
    if (fetchMock.mock.calls.length > polls) return;
  }
}
const started = (payment: PaymentView) => ({ payment, accessKey: KEY });

describe('Checkout', { timeout: 15_000 }, () => {
  it('offers the country’s methods, mobile money first, each with its total', async () => {
    await renderCheckout();
    const methods = radios().map((radio) => radio.value);
    expect(methods).toEqual([
      'orange_money',
      'mtn_momo',
      'moov_money',
      'wave',
      'card',
      'cash',
      'bank_transfer',
    ]);
    expect(radios().find((radio) => radio.checked)?.value).toBe('orange_money');
    // 15 000 FCFA, Orange's 300 FCFA and the platform's 2 % (300 FCFA).
    expect(byTestId('checkout-total').textContent).toBe('15 600 FCFA');
    expect(byTestId('checkout-pay').textContent).toBe('Payer 15 600 FCFA');
    fireEvent.change(byTestId('checkout-country'), { target: { value: 'CM' } });
    const cameroon = radios().map((radio) => radio.value);
    expect(cameroon).toEqual(['orange_money', 'mtn_momo', 'card', 'cash', 'bank_transfer']);
  });

  it('pays by mobile money: approve on the phone with a countdown, then success after polling', async () => {
    const awaiting = paymentView({
      expiresAt: WINDOW_END,
      sandboxPhone: { message: 'MTN MoMo : validez le paiement de 15 600 FCFA', code: null },
    });
    initiateMock.mockResolvedValue(started(awaiting));
    fetchMock
      .mockResolvedValueOnce(awaiting)
      .mockResolvedValueOnce(paymentView({ status: 'success', settledAt: NOW.toISOString() }));
    const { onUpdate, onSettled } = await renderCheckout();
    chooseMethod('mtn_momo');
    type('checkout-phone', '05 00 00 00 01');
    pay();

    const status = await screen.findByTestId('checkout-status');
    expect(status.textContent).toContain('Validez sur votre téléphone');
    expect(byTestId('checkout-countdown').textContent).toContain('05:00');
    expect(byTestId('checkout-sim-phone').textContent).toContain('MTN MoMo : validez le paiement');
    expect(sent()).toMatchObject({
      target: BOOKING,
      method: 'mtn_momo',
      country: 'CI',
      phone: '2250500000001',
      lang: 'fr',
      expectedAmountFCFA: chargeOf(15_000, 'mtn_momo')?.totalPaidByCustomerFCFA,
    });
    expect(sent().idempotencyKey).toMatch(/^[A-Za-z0-9-]{16,64}$/);

    await nextPoll();
    expect(fetchMock).toHaveBeenLastCalledWith('pay1', KEY, expect.any(AbortSignal));
    expect(byTestId('checkout-countdown').textContent).toContain('04:58');
    expect(onSettled).not.toHaveBeenCalled();

    await nextPoll();
    expect(byTestId('checkout-status').getAttribute('data-status')).toBe('success');
    expect(byTestId('checkout-result').textContent).toContain('Paiement réussi');
    expect(byTestId('checkout-receipt').getAttribute('href')).toBe(
      `/api/payments/pay1/receipt?lang=fr&key=${KEY}`,
    );
    expect(onUpdate).toHaveBeenCalledTimes(3);
    expect(onSettled).toHaveBeenCalledTimes(1);

    // Settled: no more polling.
    await nextPoll();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('refuses a number of another operator before sending anything', async () => {
    await renderCheckout();
    type('checkout-phone', '0500000001');
    pay();
    expect(await screen.findByText(/pas un numéro de l'opérateur choisi/)).toBeTruthy();
    expect(initiateMock).not.toHaveBeenCalled();
  });

  it('takes the Orange one-time code typed in the page', async () => {
    const awaiting = paymentView({
      method: 'orange_money',
      operator: 'orange_money',
      expiresAt: WINDOW_END,
      sandboxPhone: {
        message: 'Orange Money : votre code de paiement est 482913.',
        code: '482913',
      },
    });
    initiateMock.mockResolvedValue(started(awaiting));
    fetchMock.mockResolvedValue(awaiting);
    vi.mocked(submitOneTimeCode).mockResolvedValue(
      paymentView({ ...awaiting, status: 'success', sandboxPhone: null }),
    );
    await renderCheckout({}, 'en');
    type('checkout-phone', '0700000001');
    pay();

    expect((await screen.findByTestId('checkout-status')).textContent).toContain(
      'Enter the code sent by SMS',
    );
    expect(byTestId('checkout-sim-phone').textContent).toContain(
      'votre code de paiement est 482913',
    );
    type('checkout-code', '48a2');
    fireEvent.click(byTestId('checkout-code-submit'));
    expect(await screen.findByText('The code has 6 digits')).toBeTruthy();
    expect(submitOneTimeCode).not.toHaveBeenCalled();

    type('checkout-code', '482913');
    fireEvent.click(byTestId('checkout-code-submit'));
    expect(await screen.findByText('Payment successful')).toBeTruthy();
    expect(submitOneTimeCode).toHaveBeenCalledWith('pay1', '482913', KEY);
    expect(byTestId('checkout-receipt').getAttribute('href')).toBe(
      `/api/payments/pay1/receipt?lang=en&key=${KEY}`,
    );
  });

  it('checks the card, then passes the bank’s 3-D Secure page', async () => {
    const challenge = paymentView({
      method: 'card',
      operator: 'visa',
      status: 'challenge',
      expiresAt: WINDOW_END,
    });
    initiateMock.mockResolvedValue(started(challenge));
    fetchMock.mockResolvedValue(challenge);
    vi.mocked(answerChallenge).mockResolvedValue({ ...challenge, status: 'success' });
    await renderCheckout();
    chooseMethod('card');
    type('checkout-card-number', '4242424242424241');
    type('checkout-card-expiry', '0120');
    type('checkout-card-cvc', '12');
    pay();
    expect(
      await screen.findByText('Numéro de carte non valide : vérifiez les chiffres'),
    ).toBeTruthy();
    expect(screen.getByText('Cryptogramme non valide : 3 ou 4 chiffres')).toBeTruthy();
    expect(screen.getByText('Ce champ est obligatoire')).toBeTruthy();

    type('checkout-card-number', '4000000000003220');
    expect((byTestId('checkout-card-number') as HTMLInputElement).value).toBe(
      '4000 0000 0000 3220',
    );
    type('checkout-card-cvc', '123');
    type('checkout-card-holder', 'Awa Diop');
    pay();
    expect(await screen.findByText('Cette carte a expiré')).toBeTruthy();
    expect(initiateMock).not.toHaveBeenCalled();

    type('checkout-card-expiry', '1230');
    expect((byTestId('checkout-card-expiry') as HTMLInputElement).value).toBe('12/30');
    pay();
    const dialog = await screen.findByTestId('checkout-3ds');
    expect(dialog.textContent).toContain('Banque Sandbox — 3-D Secure');
    expect(sent()).toMatchObject({
      method: 'card',
      card: { number: '4000000000003220', expiry: '12/30', cvc: '123', holder: 'Awa Diop' },
    });
    expect(sent().phone).toBeUndefined();
    fireEvent.click(within(dialog).getByTestId('checkout-3ds-approve'));
    expect(await screen.findByText('Paiement réussi')).toBeTruthy();
    expect(answerChallenge).toHaveBeenCalledWith('pay1', true, KEY);
    expect(screen.queryByTestId('checkout-3ds')).toBeNull();
    expect(screen.getByText('Visa')).toBeTruthy();
  });

  it('shows why an attempt failed, and “try again” starts a new attempt with a new key', async () => {
    const first = paymentView({ expiresAt: WINDOW_END });
    const second = paymentView({
      id: 'pay2',
      reference: 'PAY-SECOND000002',
      expiresAt: WINDOW_END,
    });
    initiateMock
      .mockResolvedValueOnce(started(first))
      .mockResolvedValueOnce({ payment: second, accessKey: 'second-access-key-000' });
    fetchMock.mockResolvedValueOnce({
      ...first,
      status: 'failed',
      failureReason: 'insufficient_balance',
    });
    await renderCheckout();
    chooseMethod('mtn_momo');
    type('checkout-phone', '0500000002');
    pay();
    await screen.findByTestId('checkout-countdown');
    await nextPoll();
    expect(byTestId('checkout-result').textContent).toContain('Paiement échoué');
    expect(byTestId('checkout-result').textContent).toContain('Solde insuffisant');
    expect(screen.queryByTestId('checkout-receipt')).toBeNull();

    fireEvent.click(byTestId('checkout-retry'));
    expect((await screen.findByTestId('checkout-reference')).textContent).toContain(
      'PAY-SECOND000002',
    );
    expect(initiateMock).toHaveBeenCalledTimes(2);
    expect(sent(1)).toMatchObject({ method: 'mtn_momo', phone: '2250500000002' });
    expect(sent(1).idempotencyKey).not.toBe(sent(0).idempotencyKey);
  });

  it('says the window is over, then shows the expired attempt', async () => {
    const awaiting = paymentView({ expiresAt: WINDOW_END });
    initiateMock.mockResolvedValue(started(awaiting));
    fetchMock.mockResolvedValue(awaiting);
    await renderCheckout();
    chooseMethod('mtn_momo');
    type('checkout-phone', '0500000003');
    pay();
    await screen.findByTestId('checkout-countdown');
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_WINDOW_MS));
    expect(byTestId('checkout-countdown').textContent).toContain(
      "Délai écoulé : nous vérifions le paiement auprès de l'opérateur",
    );
    fetchMock.mockResolvedValue({ ...awaiting, status: 'expired', failureReason: 'timeout' });
    await nextPoll();
    expect(byTestId('checkout-result').textContent).toContain('Délai de paiement dépassé');
    expect(byTestId('checkout-retry')).toBeTruthy();
  });

  it('drops a poll left without an answer and asks again, so the outcome still shows', async () => {
    const awaiting = paymentView({ expiresAt: WINDOW_END });
    initiateMock.mockResolvedValue(started(awaiting));
    // The first poll hangs, as on a network that drops a request without closing it.
    let abandoned = false;
    fetchMock.mockImplementationOnce(
      (_id, _key, signal) =>
        new Promise((_resolve, reject) => {
          signal?.addEventListener('abort', () => {
            abandoned = true;
            reject(new DOMException('The poll took too long', 'AbortError'));
          });
        }),
    );
    fetchMock.mockResolvedValue({ ...awaiting, status: 'expired', failureReason: 'timeout' });
    await renderCheckout();
    chooseMethod('mtn_momo');
    type('checkout-phone', '0500000003');
    pay();
    await screen.findByTestId('checkout-countdown');
    await nextPoll();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_TIMEOUT_MS));
    expect(abandoned).toBe(true);
    await nextPoll();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(byTestId('checkout-result').textContent).toContain('Délai de paiement dépassé');
  });

  it('explains an amount mismatch; a refused request is not sent again with its key', async () => {
    initiateMock.mockRejectedValue(apiError(409, 'amount_mismatch'));
    await renderCheckout();
    type('checkout-phone', '0700000001');
    pay();
    const error = await screen.findByTestId('checkout-error');
    expect(error.textContent).toContain('Le montant a changé');
    expect(error.textContent).toContain("rien n'a été débité");
    expect((byTestId('checkout-pay') as HTMLButtonElement).disabled).toBe(false);
    pay();
    await vi.waitFor(() => expect(initiateMock).toHaveBeenCalledTimes(2));
    expect(sent(1).idempotencyKey).not.toBe(sent(0).idempotencyKey);
  });

  it('sends the same key again when the answer was lost, so nothing is paid twice', async () => {
    initiateMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(started(paymentView({ expiresAt: WINDOW_END })));
    await renderCheckout();
    type('checkout-phone', '0700000001');
    pay();
    expect((await screen.findByTestId('checkout-error')).textContent).toContain(
      'Connexion impossible',
    );
    pay();
    await screen.findByTestId('checkout-countdown');
    expect(sent(1).idempotencyKey).toBe(sent(0).idempotencyKey);
  });

  it('asks a visitor paying a link for their name', async () => {
    initiateMock.mockResolvedValue(
      started(paymentView({ method: 'cash', operator: 'cash', status: 'pending' })),
    );
    await renderCheckout({
      target: { kind: 'link', token: 'L1.signature-0123456789' },
      signedIn: false,
    });
    chooseMethod('cash');
    type('checkout-payer-email', 'pas-un-email');
    pay();
    expect(await screen.findByText('Ce champ est obligatoire')).toBeTruthy();
    expect(screen.getByText('Veuillez saisir une adresse e-mail valide')).toBeTruthy();
    type('checkout-payer-name', 'Kofi Mensah');
    type('checkout-payer-email', '');
    pay();
    await screen.findByTestId('checkout-instructions');
    expect(sent()).toMatchObject({
      target: { kind: 'link', token: 'L1.signature-0123456789' },
      method: 'cash',
      payer: { name: 'Kofi Mensah' },
    });
    expect(sent().payer).not.toHaveProperty('email');
  });

  it('gives the transfer’s bank details and reference, and who confirms it', async () => {
    const pending = paymentView({
      method: 'bank_transfer',
      operator: 'bank_transfer',
      status: 'pending',
    });
    initiateMock.mockResolvedValue(started(pending));
    fetchMock.mockResolvedValue(pending);
    await renderCheckout();
    chooseMethod('bank_transfer');
    pay();
    const instructions = await screen.findByTestId('checkout-instructions');
    expect(instructions.textContent).toContain('avec la référence PAY-ABCDEF123456 comme libellé');
    expect(instructions.textContent).toContain('CI93 CI00 0101 0000 0000 0000 0012');
    expect(instructions.textContent).toContain('Notre équipe confirmera la réception du virement');
    expect(screen.queryByTestId('checkout-countdown')).toBeNull();
    // Waiting for a person: polled, but not every 2 seconds.
    await nextPoll();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('drops an awaited cash attempt to pay another way', async () => {
    const pending = paymentView({ method: 'cash', operator: 'cash', status: 'pending' });
    initiateMock.mockResolvedValue(started(pending));
    vi.mocked(cancelPayment).mockResolvedValue({
      ...pending,
      status: 'failed',
      failureReason: 'cancelled',
    });
    await renderCheckout();
    chooseMethod('cash');
    pay();
    fireEvent.click(await screen.findByTestId('checkout-cancel'));
    // Back to the form, where another method can be chosen.
    await screen.findByTestId('checkout-pay');
    expect(cancelPayment).toHaveBeenCalledWith(pending.id, KEY);
    expect(screen.queryByTestId('checkout-instructions')).toBeNull();
  });

  it('keeps the instructions and says why when the cash cannot be dropped any more', async () => {
    const pending = paymentView({ method: 'cash', operator: 'cash', status: 'pending' });
    initiateMock.mockResolvedValue(started(pending));
    vi.mocked(cancelPayment).mockRejectedValue(apiError(409, 'not_awaiting'));
    await renderCheckout();
    chooseMethod('cash');
    pay();
    fireEvent.click(await screen.findByTestId('checkout-cancel'));
    expect((await screen.findByTestId('checkout-error')).dataset.code).toBe('notAwaiting');
    expect(screen.getByTestId('checkout-instructions')).toBeTruthy();
  });

  it('follows an attempt left open instead of showing the form', async () => {
    fetchMock.mockResolvedValue(paymentView({ expiresAt: WINDOW_END }));
    await i18n.changeLanguage('fr');
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/checkout/b1']}>
          <Checkout
            target={BOOKING}
            description="Réparation de fuite"
            priceFCFA={15_000}
            defaultCountry="CI"
            signedIn
            resumePaymentId="pay1"
          />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(await screen.findByTestId('checkout-countdown')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('pay1');
    expect(screen.queryByTestId('checkout-pay')).toBeNull();
  });
});

describe('PaymentStatusChip', () => {
  it('shows spec §4’s three states', async () => {
    await i18n.changeLanguage('en');
    render(
      <I18nextProvider i18n={i18n}>
        <PaymentStatusChip status="expired" />
        <PaymentStatusChip status="awaiting_customer" />
        <PaymentStatusChip status="success" />
      </I18nextProvider>,
    );
    expect(screen.getAllByTestId('payment-status').map((chip) => chip.textContent)).toEqual([
      'Payment failed',
      'Payment pending',
      'Paid',
    ]);
  });
});
