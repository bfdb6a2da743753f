import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n';
import TransactionCalculatorPage from './TransactionCalculatorPage';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function renderCalculator(path = '/transaction-calculator') {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <TransactionCalculatorPage />
        <LocationProbe />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const result = () => screen.getByTestId('calculator-result');
const row = (key: string) => within(screen.getByTestId(`row-${key}`));
const amountField = (label: RegExp) => screen.getByRole('textbox', { name: label });

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

describe('TransactionCalculatorPage', () => {
  it('opens on a worked example and renders one h1', () => {
    renderCalculator();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Calculateur de transaction',
    );
    expect((amountField(/Prix du service/) as HTMLInputElement).value).toBe('25000');
    // Orange Money, 25 000 FCFA: bracket fee 300, platform 2 % = 500.
    expect(row('totalPaid').getByText('25 800 FCFA')).toBeDefined();
    expect(
      within(result()).getByText(
        // Testing Library collapses the no-break spaces of table amounts into plain ones.
        'Tarif Orange Money appliqué : 300 FCFA pour la tranche 10 001 FCFA – 25 000 FCFA.',
      ),
    ).toBeDefined();
    expect(
      within(result()).getByText(/Disponible : Côte d'Ivoire, Sénégal, Cameroun, Maroc/),
    ).toBeDefined();
  });

  it('computes the breakdown live for a typed amount, in FCFA', () => {
    renderCalculator();
    fireEvent.change(amountField(/Prix du service/), { target: { value: '100000' } });
    expect(row('amount').getByText('100 000 FCFA')).toBeDefined();
    expect(row('operatorFee').getByText('900 FCFA')).toBeDefined();
    expect(row('platformFee').getByText('2 000 FCFA')).toBeDefined();
    expect(row('totalPaid').getByText('102 900 FCFA')).toBeDefined();
    expect(row('received').getByText('100 000 FCFA')).toBeDefined();
    expect(within(result()).getByText(/Le client paie 102 900 FCFA/)).toBeDefined();
  });

  it('reads and writes its state in the URL so a result can be shared', () => {
    renderCalculator('/transaction-calculator?amount=25000&method=wave&payer=customer');
    expect(
      (screen.getByRole('combobox', { name: /Moyen de paiement/ }) as HTMLSelectElement).value,
    ).toBe('wave');
    expect(row('operatorFee').getByText('250 FCFA')).toBeDefined();
    expect(row('totalPaid').getByText('25 750 FCFA')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Le prestataire' }));
    expect(row('totalPaid').getByText('25 000 FCFA')).toBeDefined();
    expect(row('received').getByText('24 250 FCFA')).toBeDefined();
    expect(screen.getByTestId('location').textContent).toBe(
      '/transaction-calculator?amount=25000&method=wave&payer=provider',
    );

    fireEvent.change(screen.getByRole('combobox', { name: /Moyen de paiement/ }), {
      target: { value: 'card' },
    });
    // Card: 2.5 % + 100 = 725; platform 500.
    expect(row('operatorFee').getByText('725 FCFA')).toBeDefined();
    expect(row('received').getByText('23 775 FCFA')).toBeDefined();
    expect(screen.getByTestId('location').textContent).toContain('method=card');
  });

  it('groups the methods by kind', () => {
    renderCalculator();
    const select = screen.getByRole('combobox', { name: /Moyen de paiement/ });
    const groups = [...select.querySelectorAll('optgroup')].map((group) => group.label);
    expect(groups).toEqual(['Mobile money', 'Carte bancaire', 'Virement bancaire', 'Espèces']);
    expect(select.querySelectorAll('option')).toHaveLength(8);
  });

  it('shows the validation messages in French', () => {
    renderCalculator();
    const field = amountField(/Prix du service/);
    fireEvent.change(field, { target: { value: '' } });
    expect(screen.getByText('Ce champ est obligatoire')).toBeDefined();
    expect(within(result()).queryByText(/FCFA/)).toBeNull();

    fireEvent.change(field, { target: { value: '12.5' } });
    expect(screen.getByText(/nombre entier de francs supérieur à zéro/)).toBeDefined();
    fireEvent.change(field, { target: { value: '0' } });
    expect(screen.getByText(/nombre entier de francs supérieur à zéro/)).toBeDefined();

    fireEvent.change(field, { target: { value: '10000001' } });
    expect(screen.getByText('Le montant ne peut pas dépasser 10 000 000 FCFA.')).toBeDefined();

    fireEvent.change(field, { target: { value: '10 000 000' } });
    expect(screen.queryByText(/ne peut pas dépasser/)).toBeNull();
    expect(row('amount').getByText('10 000 000 FCFA')).toBeDefined();
  });

  it('shows the validation messages in English', async () => {
    await i18n.changeLanguage('en');
    renderCalculator('/en/transaction-calculator');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Transaction calculator');
    const field = amountField(/Service price/);
    fireEvent.change(field, { target: { value: '' } });
    expect(screen.getByText('This field is required')).toBeDefined();
    fireEvent.change(field, { target: { value: 'abc' } });
    expect(screen.getByText(/whole number of francs greater than zero/)).toBeDefined();
    fireEvent.change(field, { target: { value: '20000000' } });
    expect(screen.getByText('The amount cannot exceed 10 000 000 FCFA.')).toBeDefined();
    fireEvent.change(field, { target: { value: '5000' } });
    expect(row('totalPaid').getByText('5 175 FCFA')).toBeDefined(); // 75 + 100
  });

  it('explains when the fees would take the whole amount', () => {
    renderCalculator('/transaction-calculator?amount=77&method=orange_money&payer=provider');
    expect(
      within(result()).getByText(/les frais \(77 FCFA\) atteignent ou dépassent/),
    ).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Le client' }));
    expect(row('totalPaid').getByText('154 FCFA')).toBeDefined();
  });

  it('explains the numbers with the fee schedule and localized links', async () => {
    await i18n.changeLanguage('en');
    renderCalculator('/en/transaction-calculator');
    expect(screen.getByRole('heading', { level: 2, name: 'Fee schedule' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Orange Money brackets' })).toBeDefined();
    expect(
      screen.getByRole('link', { name: 'Payment methods by country' }).getAttribute('href'),
    ).toBe('/en/payment-methods');
    expect(
      screen.getByRole('link', { name: 'Step-by-step mobile money guide' }).getAttribute('href'),
    ).toBe('/en/mobile-money-guide');
  });
});
