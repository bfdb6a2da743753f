import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentLinkView } from '@marketplace/domain';
import { HttpError, type QueryResult } from '../../shared/api/http';
import { AuthContext, type AuthContextValue } from '../../shared/auth/AuthState';
import { testUser } from '../../shared/auth/testing';
import { fetchPayment } from '../../shared/checkout/api';
import { apiError, paymentView } from '../../shared/checkout/testing';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { i18n } from '../../shared/i18n';
import { useCheckoutBooking, usePaymentLink, useProfileCountry, type CheckoutBooking } from './api';
import CheckoutBookingPage from './CheckoutBookingPage';
import PaymentLinkCheckoutPage from './PaymentLinkCheckoutPage';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  useCheckoutBooking: vi.fn(),
  useProfileCountry: vi.fn(),
  usePaymentLink: vi.fn(),
}));
vi.mock('../../shared/checkout/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/checkout/api')>()),
  fetchPayment: vi.fn(),
}));

const UID = 'customer-1';
const signedIn: AuthContextValue = {
  state: { status: 'signedIn', user: testUser({ id: UID }) },
  signOut: async () => {},
};
const signedOut: AuthContextValue = { state: { status: 'signedOut' }, signOut: async () => {} };

const live = <T,>(data: T): LiveData<T> => ({
  status: 'success',
  data,
  fromCache: false,
  error: undefined,
});
const failed = (error: Error) => ({ status: 'error', data: undefined, error }) as const;

function bookingOf(overrides: Partial<CheckoutBooking> = {}): CheckoutBooking {
  return {
    id: 'b1',
    customerId: UID,
    providerName: 'Plomberie Moussa',
    serviceTitle: { fr: 'Réparation de fuite', en: 'Leak repair' },
    day: '2026-03-17',
    time: '09:00',
    timeZone: 'Africa/Douala',
    durationMinutes: 90,
    priceFCFA: 15_000,
    status: 'confirmed',
    paymentStatus: 'pending',
    paymentId: null,
    paymentMethod: null,
    paidAt: null,
    ...overrides,
  };
}

function linkOf(overrides: Partial<PaymentLinkView> = {}): PaymentLinkView {
  return {
    id: 'L1',
    payeeName: 'Plomberie Moussa',
    amountFCFA: 25_000,
    description: 'Acompte rénovation',
    expiresAt: '2026-03-20T18:00:00.000Z',
    status: 'active',
    ...overrides,
  };
}

const linkResult = (state: Partial<QueryResult<PaymentLinkView>>) =>
  ({
    status: 'success',
    data: undefined,
    error: undefined,
    updatedAt: 1,
    refetch: vi.fn(),
    ...state,
  }) as QueryResult<PaymentLinkView>;

beforeAll(async () => {
  await import('../../shared/checkout/validation');
});

beforeEach(() => {
  vi.mocked(useCheckoutBooking).mockReset().mockReturnValue(live(bookingOf()));
  vi.mocked(useProfileCountry).mockReset().mockReturnValue(live(null));
  vi.mocked(usePaymentLink)
    .mockReset()
    .mockReturnValue(linkResult({ data: linkOf() }));
  vi.mocked(fetchPayment).mockReset();
});

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('fr');
});

async function renderAt(path: string, auth: AuthContextValue = signedIn) {
  const language = path.startsWith('/en/') ? 'en' : 'fr';
  await i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {['', '/en'].map((prefix) => [
              <Route
                key={`${prefix}c`}
                path={`${prefix}/checkout/:bookingId`}
                element={<CheckoutBookingPage />}
              />,
              <Route
                key={`${prefix}p`}
                path={`${prefix}/pay/:token`}
                element={<PaymentLinkCheckoutPage />}
              />,
            ])}
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </I18nextProvider>,
  );
}

const byTestId = (id: string) => screen.getByTestId(id);
const country = () => (byTestId('checkout-country') as HTMLSelectElement).value;
const waitForForm = () => screen.findByTestId('checkout-pay', {}, { timeout: 5_000 });

describe('CheckoutBookingPage', { timeout: 15_000 }, () => {
  it('shows the service, date and price, then the checkout in the payer’s country', async () => {
    vi.mocked(useProfileCountry).mockReturnValue(live('SN'));
    await renderAt('/checkout/b1');
    await waitForForm();
    const summary = byTestId('checkout-booking').textContent;
    expect(summary).toContain('Réparation de fuite');
    expect(summary).toContain('Plomberie Moussa');
    expect(summary).toContain('mardi 17 mars 2026 à 09:00');
    expect(summary).toContain('15 000 FCFA');
    expect(byTestId('payment-status').textContent).toBe('Paiement en attente');
    expect(country()).toBe('SN');
    expect(useCheckoutBooking).toHaveBeenCalledWith('b1');
    expect(useProfileCountry).toHaveBeenCalledWith(UID);
  });

  it('falls back to the booking’s country (its zone), in English under /en', async () => {
    await renderAt('/en/checkout/b1');
    await waitForForm();
    expect(country()).toBe('CM');
    expect(byTestId('checkout-booking').textContent).toContain('Leak repair');
    expect(byTestId('checkout-booking').textContent).toContain('17 March 2026 at 09:00');
  });

  it('shows a paid booking’s receipt instead of a form', async () => {
    vi.mocked(useCheckoutBooking).mockReturnValue(
      live(
        bookingOf({
          paymentStatus: 'success',
          paymentId: 'pay9',
          paymentMethod: 'orange_money',
          paidAt: new Date('2026-03-16T10:30:00Z'),
        }),
      ),
    );
    await renderAt('/checkout/b1');
    expect(byTestId('booking-paid').textContent).toContain('Cette réservation est payée');
    expect(byTestId('checkout-receipt').getAttribute('href')).toBe(
      '/api/payments/pay9/receipt?lang=fr',
    );
    expect(byTestId('payment-status').textContent).toBe('Payé');
    expect(screen.queryByTestId('checkout-pay')).toBeNull();
  });

  it('has nothing to pay on a cancelled booking', async () => {
    vi.mocked(useCheckoutBooking).mockReturnValue(live(bookingOf({ status: 'cancelled' })));
    await renderAt('/checkout/b1');
    expect(byTestId('checkout-cancelled').textContent).toContain('rien à payer');
    expect(screen.queryByTestId('checkout-pay')).toBeNull();
  });

  it('says when the booking cannot be read (missing, or another customer’s)', async () => {
    vi.mocked(useCheckoutBooking).mockReturnValue(failed(new Error('permission-denied')));
    await renderAt('/checkout/b1');
    expect(byTestId('checkout-not-found').textContent).toContain('Réservation introuvable');
    cleanup();
    vi.mocked(useCheckoutBooking).mockReturnValue(live(bookingOf({ customerId: 'someone-else' })));
    await renderAt('/checkout/b1');
    expect(byTestId('checkout-not-found')).toBeTruthy();
  });

  it('follows the attempt still open on the booking', async () => {
    vi.mocked(useCheckoutBooking).mockReturnValue(
      live(bookingOf({ paymentId: 'pay1', paymentMethod: 'cash' })),
    );
    vi.mocked(fetchPayment).mockResolvedValue(
      paymentView({ method: 'cash', operator: 'cash', status: 'pending' }),
    );
    await renderAt('/checkout/b1');
    const instructions = await screen.findByTestId('checkout-instructions', {}, { timeout: 5_000 });
    expect(instructions.textContent).toContain('Le prestataire confirmera la réception');
    expect(fetchPayment).toHaveBeenCalledWith('pay1');
  });
});

describe('PaymentLinkCheckoutPage', { timeout: 15_000 }, () => {
  it('shows the payee, what for, the amount and expiry, and asks a visitor’s name', async () => {
    await renderAt('/pay/L1.signature-0123456789', signedOut);
    await waitForForm();
    const summary = byTestId('link-summary').textContent;
    expect(summary).toContain('Plomberie Moussa');
    expect(summary).toContain('Acompte rénovation');
    expect(summary).toContain('25 000 FCFA');
    expect(summary).toContain('20 mars 2026');
    expect(byTestId('checkout-payer-name')).toBeTruthy();
    expect(country()).toBe('CI');
    expect(usePaymentLink).toHaveBeenCalledWith('L1.signature-0123456789');
    expect(useProfileCountry).toHaveBeenCalledWith(null);
  });

  it('does not ask a signed-in payer’s name, and starts from their country', async () => {
    vi.mocked(useProfileCountry).mockReturnValue(live('SN'));
    await renderAt('/en/pay/L1.signature-0123456789');
    await waitForForm();
    expect(screen.queryByTestId('checkout-payer-name')).toBeNull();
    expect(country()).toBe('SN');
    expect(byTestId('link-summary').textContent).toContain('Valid until');
  });

  it('explains a paid, an expired and an invalid link, with no form', async () => {
    vi.mocked(usePaymentLink).mockReturnValue(linkResult({ data: linkOf({ status: 'paid' }) }));
    await renderAt('/pay/L1.signature-0123456789', signedOut);
    expect(byTestId('link-paid').textContent).toContain('déjà été payé');
    expect(screen.queryByTestId('checkout-pay')).toBeNull();
    cleanup();

    vi.mocked(usePaymentLink).mockReturnValue(linkResult({ data: linkOf({ status: 'expired' }) }));
    await renderAt('/en/pay/L1.signature-0123456789', signedOut);
    expect(byTestId('link-expired').textContent).toContain('This link expired on 20 March 2026');
    expect(screen.queryByTestId('checkout-pay')).toBeNull();
    cleanup();

    vi.mocked(usePaymentLink).mockReturnValue(
      linkResult({ status: 'error', error: apiError(404, 'invalid_link') }),
    );
    await renderAt('/pay/L1.tampered-0123456789', signedOut);
    expect(byTestId('link-invalid').textContent).toContain("n'est pas valide");
    expect(screen.queryByTestId('link-summary')).toBeNull();
  });

  it('offers to load again after a network failure', async () => {
    const refetch = vi.fn().mockResolvedValue(linkOf());
    vi.mocked(usePaymentLink).mockReturnValue(
      linkResult({ status: 'error', error: new HttpError(503, 'unavailable'), refetch }),
    );
    await renderAt('/pay/L1.signature-0123456789', signedOut);
    screen.getByRole('button', { name: 'Réessayer' }).click();
    expect(refetch).toHaveBeenCalled();
  });
});
