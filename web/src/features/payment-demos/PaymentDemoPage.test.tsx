import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Language, PaymentView } from '@marketplace/domain';
import type { CheckoutProps } from '../../shared/checkout/Checkout';
import { i18n } from '../../shared/i18n';
import PaymentDemoPage from './PaymentDemoPage';
import { clockTime } from './paymentDemoLog';

// The shared checkout is tested by its owner: here a stand-in that records its props.
const checkoutProps: CheckoutProps[] = [];
vi.mock('../../shared/checkout/Checkout', () => ({
  Checkout: (props: CheckoutProps) => {
    checkoutProps.push(props);
    return <div data-testid="checkout-stub" />;
  },
}));
const lastProps = () => checkoutProps[checkoutProps.length - 1];

const at = (seconds: number) => new Date(Date.UTC(2026, 2, 10, 10, 0, seconds)).toISOString();

function payment(
  status: PaymentView['status'],
  events: PaymentView['events'],
  id = 'pay1',
): PaymentView {
  return {
    id,
    status,
    failureReason: null,
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
    createdAt: at(0),
    settledAt: null,
    sandboxPhone: null,
    events,
  };
}

const initiated = {
  type: 'initiated',
  status: 'awaiting_customer',
  detail: null,
  at: at(1),
} as const;
const webhook = { type: 'webhook', status: 'success', detail: null, at: at(4) } as const;
const duplicate = {
  type: 'webhook_duplicate',
  status: 'success',
  detail: null,
  at: at(9),
} as const;

beforeEach(() => {
  checkoutProps.length = 0;
});
afterEach(async () => {
  await i18n.changeLanguage('fr');
});

async function renderPage(language: Language = 'fr') {
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[language === 'en' ? '/en/payment-demo' : '/payment-demo']}>
        <PaymentDemoPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('PaymentDemoPage', () => {
  it('runs the shared checkout on a demo of 10 000 FCFA by default, with a link to the test cases', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Démo des paiements');
    expect((screen.getByTestId('demo-amount') as HTMLInputElement).value).toBe('10000');
    expect(lastProps()).toMatchObject({
      target: { kind: 'demo', priceFCFA: 10_000 },
      priceFCFA: 10_000,
      defaultCountry: 'CI',
      signedIn: false,
    });
    expect(
      screen.getByRole('link', { name: 'Numéros et cartes de test' }).getAttribute('href'),
    ).toBe('/payment-test');
    expect(screen.getByTestId('demo-log').textContent).toContain('Le journal se remplit');
  });

  it('follows the amount typed, and hides the checkout outside the demo range', async () => {
    await renderPage();
    fireEvent.change(screen.getByTestId('demo-amount'), { target: { value: '25000' } });
    expect(lastProps()?.target).toEqual({ kind: 'demo', priceFCFA: 25_000 });
    fireEvent.change(screen.getByTestId('demo-amount'), { target: { value: '50' } });
    expect(screen.queryByTestId('checkout-stub')).toBeNull();
    expect(
      screen.getByText(/Saisissez un montant entier entre 100 FCFA et 1 000 000 FCFA/),
    ).toBeDefined();
  });

  it('logs each state and each event once, as the polls bring them', async () => {
    await renderPage('en');
    const onUpdate = lastProps()?.onUpdate;
    expect(onUpdate).toBeTypeOf('function');
    act(() => onUpdate?.(payment('awaiting_customer', [initiated])));
    act(() => onUpdate?.(payment('awaiting_customer', [initiated])));
    act(() => onUpdate?.(payment('success', [initiated, webhook])));
    act(() => onUpdate?.(payment('success', [initiated, webhook, duplicate])));
    const rows = screen.getAllByTestId('demo-log-row');
    expect(rows.map((row) => row.getAttribute('data-type'))).toEqual([
      'initiated',
      'webhook',
      'webhook_duplicate',
    ]);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText(clockTime(new Date(at(1))))).toBeDefined();
    expect(first.getByText('Payment initiated')).toBeDefined();
    expect(first.getByText('Waiting for the payer')).toBeDefined();
    expect(within(rows[2] as HTMLElement).getByText('Duplicate webhook (ignored)')).toBeDefined();
  });

  it('logs a state the page reads before any event names it, and a retry as a new attempt', async () => {
    await renderPage();
    const onUpdate = lastProps()?.onUpdate;
    act(() => onUpdate?.(payment('pending', [initiated])));
    act(() => onUpdate?.(payment('awaiting_customer', [], 'pay2')));
    const rows = screen.getAllByTestId('demo-log-row');
    expect(
      rows.map((row) => [row.getAttribute('data-type'), row.getAttribute('data-status')]),
    ).toEqual([
      ['initiated', 'awaiting_customer'],
      ['observed', 'pending'],
      ['observed', 'awaiting_customer'],
    ]);
    expect(clockTime(new Date(2026, 0, 1, 7, 5, 9))).toBe('07:05:09');
  });
});
