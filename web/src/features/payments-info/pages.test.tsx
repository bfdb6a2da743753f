import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT } from '../../shared/contact';
import { i18n } from '../../shared/i18n';
import MobileMoneyGuidePage from './MobileMoneyGuidePage';
import PaymentMethodsPage from './PaymentMethodsPage';
import { PaymentMethodsStrip } from './PaymentMethodsStrip';
import TransactionCalculatorPage from './TransactionCalculatorPage';

const ALLOWED_LINKS = new Set([
  '/payment-methods',
  '/mobile-money-guide',
  '/transaction-calculator',
  '/terms',
  '/privacy',
  '/about',
  '/how-it-works',
  '/',
]);

function renderAt(Page: ComponentType, path: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

const pages: [string, ComponentType, string, string][] = [
  ['/payment-methods', PaymentMethodsPage, 'Moyens de paiement', 'Payment methods'],
  ['/mobile-money-guide', MobileMoneyGuidePage, 'Guide du mobile money', 'Mobile money guide'],
  [
    '/transaction-calculator',
    TransactionCalculatorPage,
    'Calculateur de transaction',
    'Transaction calculator',
  ],
];

describe.each(pages)('%s', (path, Page, frTitle, enTitle) => {
  it('renders exactly one h1 in French, and links only to allowed pages', () => {
    renderAt(Page, path);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent).toBe(frTitle);
    for (const link of screen.getAllByRole('link')) {
      expect(ALLOWED_LINKS.has(link.getAttribute('href') ?? '')).toBe(true);
    }
  });

  it('renders exactly one h1 in English, with English links', async () => {
    await i18n.changeLanguage('en');
    renderAt(Page, `/en${path}`);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent).toBe(enTitle);
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^\/en\//);
    }
  });
});

describe('PaymentMethodsPage', () => {
  it('lists the five options, the methods per country and the payment statuses', () => {
    renderAt(PaymentMethodsPage, '/payment-methods');
    for (const title of [
      'Mobile money',
      'Cartes bancaires',
      'Paiements locaux',
      'Espèces',
      'Virement bancaire',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeDefined();
    }
    const senegal = within(screen.getByTestId('country-SN'));
    expect(senegal.getByText('Sénégal')).toBeDefined();
    expect(senegal.getByText('Wave')).toBeDefined();
    expect(senegal.getByText('Orange Money')).toBeDefined();
    expect(senegal.queryByText('M-Pesa')).toBeNull();
    expect(within(screen.getByTestId('country-KE')).getByText('M-Pesa')).toBeDefined();
    expect(screen.getAllByRole('row')).toHaveLength(13);
    for (const status of ['En attente', 'Réussi', 'Échoué']) {
      expect(screen.getByText(status)).toBeDefined();
    }
    expect(screen.getByText(/vous n'êtes débité qu'une seule fois/)).toBeDefined();
    expect(screen.getByText(new RegExp(CONTACT.email.replace('.', '\\.')))).toBeDefined();
    expect(screen.getByRole('link', { name: 'Guide pas à pas du mobile money' })).toBeDefined();
  });

  it('names the countries in English on English pages', async () => {
    await i18n.changeLanguage('en');
    renderAt(PaymentMethodsPage, '/en/payment-methods');
    expect(within(screen.getByTestId('country-CI')).getByText('Ivory Coast')).toBeDefined();
    expect(within(screen.getByTestId('country-CI')).getByText('Bank transfer')).toBeDefined();
  });
});

describe('MobileMoneyGuidePage', () => {
  it('has a section per operator with its codes and steps', () => {
    renderAt(MobileMoneyGuidePage, '/mobile-money-guide');
    for (const name of ['Orange Money', 'MTN MoMo', 'Wave', 'Moov Money', 'M-Pesa']) {
      expect(screen.getByRole('button', { name: new RegExp(name) })).toBeDefined();
    }
    expect(screen.getByText(/#150# au Cameroun/)).toBeDefined();
    expect(screen.getByText(/\*126# au Cameroun/)).toBeDefined();
    expect(screen.getByText(/scannez le code/)).toBeDefined();
    expect(screen.getByText(/\*150\*00#/)).toBeDefined();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Le paiement reste « En attente »' }),
    ).toBeDefined();
    expect(screen.getByText(/Ne communiquez jamais votre code secret \(PIN\)/)).toBeDefined();
  });

  it('is written in English on English pages', async () => {
    await i18n.changeLanguage('en');
    renderAt(MobileMoneyGuidePage, '/en/mobile-money-guide');
    expect(screen.getByText(/Never share your PIN/)).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'The payment failed' })).toBeDefined();
  });
});

describe('PaymentMethodsStrip', () => {
  it('shows every accepted method and links to the payment methods page', () => {
    renderAt(PaymentMethodsStrip, '/');
    const list = within(screen.getByRole('list', { name: 'Moyens de paiement acceptés' }));
    expect(list.getAllByRole('listitem')).toHaveLength(8);
    expect(list.getByText('Wave')).toBeDefined();
    expect(
      screen.getByRole('link', { name: 'Tous les moyens de paiement' }).getAttribute('href'),
    ).toBe('/payment-methods');
  });

  it('stays in English on English pages', async () => {
    await i18n.changeLanguage('en');
    renderAt(PaymentMethodsStrip, '/en');
    expect(screen.getByRole('link', { name: 'All payment methods' }).getAttribute('href')).toBe(
      '/en/payment-methods',
    );
    expect(screen.getByText('Bank card')).toBeDefined();
  });
});
