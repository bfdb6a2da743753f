import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProviderStats, useProviderZone } from './api';
import type { ProviderStats } from './model';
import SalesDashboardPage from './SalesDashboardPage';
import {
  emptyStats,
  liveError,
  liveLoading,
  liveSuccess,
  NOW,
  renderPage,
  signedInCustomer,
  STATS,
  TEST_UID,
} from './testing';

vi.mock('./api', () => ({ useProviderZone: vi.fn(), useProviderStats: vi.fn() }));

/**
 * The charts draw nothing measurable in jsdom: each stand-in shows the figures it was given,
 * so a test can hold them against the table that screen readers read.
 */
vi.mock('@mui/x-charts/BarChart', () => ({
  BarChart: (props: { series: { data: (number | null)[] }[] }) => (
    <output data-testid="chart">{JSON.stringify(props.series.map((serie) => serie.data))}</output>
  ),
}));
vi.mock('@mui/x-charts/LineChart', () => ({
  LineChart: (props: { series: { data: (number | null)[] }[] }) => (
    <output data-testid="chart">{JSON.stringify(props.series.map((serie) => serie.data))}</output>
  ),
}));
vi.mock('@mui/x-charts/PieChart', () => ({
  PieChart: (props: { series: { data: { value: number }[] }[] }) => (
    <output data-testid="chart">
      {JSON.stringify(props.series.map((serie) => serie.data.map((slice) => slice.value)))}
    </output>
  ),
}));
vi.mock('@mui/x-charts/Gauge', () => ({
  Gauge: (props: { value: number; text: string }) => (
    <output data-testid="chart">{JSON.stringify([[props.value]])}</output>
  ),
}));

const zoneMock = vi.mocked(useProviderZone);
const statsMock = vi.mocked(useProviderStats);

const showing = (stats: ProviderStats | null) => statsMock.mockReturnValue(liveSuccess(stats));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  zoneMock.mockReset().mockReturnValue(liveSuccess('Africa/Douala'));
  statsMock.mockReset();
  showing(STATS);
});

afterEach(() => {
  vi.useRealTimers();
});

const card = (testId: string) => screen.getByTestId(testId);
/** The figures the card's chart was given. */
const chartData = (testId: string): (number | null)[][] =>
  JSON.parse(within(card(testId)).getByTestId('chart').textContent ?? '[]');
/** The cells of the card's table, row by row (header row excluded), any space a plain one. */
const tableRows = (testId: string) =>
  within(within(card(testId)).getByTestId(`${testId}-table`))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      Array.from(row.querySelectorAll('th, td'), (cell) =>
        (cell.textContent ?? '').replace(/\s/g, ' '),
      ),
    );
/** "25 000 FCFA" → 25000 (the spaces are narrow or plain). */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

describe('the gate', () => {
  it('invites a signed-in user who is not a provider to become one, in both languages', async () => {
    zoneMock.mockReturnValue(liveSuccess(null));
    const { unmount } = await renderPage(<SalesDashboardPage />, { auth: signedInCustomer });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Suivez vos ventes en devenant prestataire',
    );
    expect(screen.getByRole('link', { name: 'Devenir prestataire' }).getAttribute('href')).toBe(
      '/become-provider',
    );
    expect(zoneMock).toHaveBeenCalledWith(TEST_UID);
    // Nothing is asked of providerStats for someone who is not a provider.
    expect(statsMock).not.toHaveBeenCalled();
    unmount();
    await renderPage(<SalesDashboardPage />, { auth: signedInCustomer, language: 'en' });
    expect(screen.getByRole('link', { name: 'Become a provider' }).getAttribute('href')).toBe(
      '/en/become-provider',
    );
  });

  it('waits for the profile, and says when it cannot be read', async () => {
    zoneMock.mockReturnValue(liveLoading);
    const { unmount } = await renderPage(<SalesDashboardPage />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    unmount();
    zoneMock.mockReturnValue(liveError);
    await renderPage(<SalesDashboardPage />);
    expect(screen.getByRole('alert').textContent).toContain('Impossible de charger vos chiffres');
  });
});

describe('a provider without activity', () => {
  it.each([
    ['no stats document yet', null],
    ['a document of zeros', emptyStats()],
  ])('sees an empty state (%s)', async (_case, stats) => {
    showing(stats);
    await renderPage(<SalesDashboardPage />);
    expect(statsMock).toHaveBeenCalledWith(TEST_UID);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Tableau de bord commercial',
    );
    expect(within(card('dashboard-empty')).getByText('Pas encore de chiffres')).toBeDefined();
    expect(screen.queryByTestId('chart')).toBeNull();
  });

  it('sees the empty state in English', async () => {
    showing(null);
    await renderPage(<SalesDashboardPage />, { language: 'en' });
    expect(within(card('dashboard-empty')).getByText('No figures yet')).toBeDefined();
  });

  it('sees a card-level note where one figure is missing', async () => {
    showing({ ...emptyStats(), statusCounts: { ...emptyStats().statusCounts, pending: 1 } });
    await renderPage(<SalesDashboardPage />);
    expect(card('revenue-empty').textContent).toBe('Aucune prestation terminée sur cette période.');
    expect(card('conversion-empty').textContent).toBe("Aucun devis envoyé pour l'instant.");
    expect(card('rating-empty').textContent).toBe('Aucun avis sur les 12 derniers mois.');
    expect(card('services-empty').textContent).toBe("Aucun service terminé pour l'instant.");
    expect(card('paid-empty').textContent).toBe("Aucun paiement reçu pour l'instant.");
    expect(within(card('statuses')).getByTestId('chart')).toBeDefined();
  });
});

describe('the figures', () => {
  it('shows twelve weeks of revenue ending this week, missing weeks at 0', async () => {
    await renderPage(<SalesDashboardPage />);
    const rows = tableRows('revenue');
    expect(rows).toHaveLength(12);
    expect(rows[0]?.[0]).toBe('Semaine du 29 décembre 2025');
    expect(rows.slice(-3).map((row) => [row[0], amountOf(row[1] ?? null)])).toEqual([
      ['Semaine du 2 mars 2026', 25_000],
      ['Semaine du 9 mars 2026', 0],
      ['Semaine du 16 mars 2026', 40_000],
    ]);
    // The week of September 2025 is outside the range shown.
    expect(
      within(card('revenue')).getByText(/65\s000\sFCFA sur les 12 dernières semaines/),
    ).toBeDefined();
  });

  it('switches to twelve months', async () => {
    await renderPage(<SalesDashboardPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Par mois' }));
    const rows = tableRows('revenue');
    expect(rows).toHaveLength(12);
    expect(rows[0]?.[0]).toBe('avril 2025');
    expect(rows.slice(-2).map((row) => [row[0], amountOf(row[1] ?? null)])).toEqual([
      ['février 2026', 12_500],
      ['mars 2026', 65_000],
    ]);
    expect(
      within(card('revenue')).getByText(/77\s500\sFCFA sur les 12 derniers mois/),
    ).toBeDefined();
  });

  it('counts bookings by status, with their share', async () => {
    await renderPage(<SalesDashboardPage />);
    expect(tableRows('statuses')).toEqual([
      ['En attente', '2', '20 %'],
      ['Confirmées', '3', '30 %'],
      ['Terminées', '4', '40 %'],
      ['Annulées', '1', '10 %'],
    ]);
    expect(within(card('statuses')).getByText('10 réservations au total')).toBeDefined();
  });

  it('gives the quote conversion as a percentage with its figures', async () => {
    await renderPage(<SalesDashboardPage />);
    expect(within(card('conversion')).getByText('3 devis acceptés sur 8 envoyés')).toBeDefined();
    expect(tableRows('conversion')).toEqual([
      ['Devis envoyés', '8'],
      ['Devis acceptés', '3'],
      ['Taux de conversion', '38 %'],
    ]);
  });

  it('averages the rating per month, with a dash for months without reviews', async () => {
    await renderPage(<SalesDashboardPage />);
    const rows = tableRows('rating');
    expect(rows).toHaveLength(12);
    expect(rows.slice(-3)).toEqual([
      ['janvier 2026', '4,7 / 5', '3'],
      ['février 2026', '—', '0'],
      ['mars 2026', '5,0 / 5', '1'],
    ]);
  });

  it('ranks the top services by revenue, with their completed jobs', async () => {
    await renderPage(<SalesDashboardPage />);
    expect(tableRows('services').map((row) => [row[0], row[1], amountOf(row[2] ?? null)])).toEqual([
      ['Réparation de fuite', '3', 45_000],
      ['Chauffe-eau', '1', 32_500],
    ]);
  });

  it('shows the amounts received: the total, and twelve months by the month paid', async () => {
    await renderPage(<SalesDashboardPage />);
    const paid = card('paid');
    expect(within(paid).getByRole('heading', { name: 'Montants encaissés' })).toBeDefined();
    expect(
      within(paid).getByText(/61\s000\sFCFA encaissés au total, en 4 paiements/),
    ).toBeDefined();
    const rows = tableRows('paid');
    expect(rows).toHaveLength(12);
    // March 2025 is outside the twelve months shown (it stays in the total).
    expect(rows[0]?.[0]).toBe('avril 2025');
    expect(rows.slice(-3).map((row) => [row[0], amountOf(row[1] ?? null)])).toEqual([
      ['janvier 2026', 15_000],
      ['février 2026', 0],
      ['mars 2026', 40_000],
    ]);
  });

  it('says a single payment in the singular', async () => {
    showing({
      ...STATS,
      paid: { count: 1, amountFCFA: 40_000 },
      paidByMonth: { '2026-03': 40_000 },
    });
    await renderPage(<SalesDashboardPage />, { language: 'en' });
    expect(
      within(card('paid')).getByText(/40\s000\sFCFA received in total, from 1 payment$/),
    ).toBeDefined();
  });

  it('is in English on English pages', async () => {
    await renderPage(<SalesDashboardPage />, { language: 'en' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sales dashboard');
    expect(tableRows('revenue').at(-1)?.[0]).toBe('Week of 16 March 2026');
    expect(tableRows('services')[0]?.[0]).toBe('Leak repair');
    expect(tableRows('rating').at(-1)).toEqual(['March 2026', '5.0 / 5', '1']);
    expect(within(card('conversion')).getByText('3 of 8 quotes sent accepted')).toBeDefined();
    expect(within(card('paid')).getByRole('heading').textContent).toBe('Amounts received');
    expect(tableRows('paid').at(-1)?.[0]).toBe('March 2026');
    expect(screen.getAllByRole('button', { name: 'Show table' })).toHaveLength(6);
  });
});

describe('the table alternative', () => {
  it('holds the very numbers each chart draws', async () => {
    await renderPage(<SalesDashboardPage />);
    const firstColumn = (testId: string, column: number) =>
      tableRows(testId).map((row) => amountOf(row[column] ?? null));
    expect(chartData('revenue')).toEqual([firstColumn('revenue', 1)]);
    expect(chartData('paid')).toEqual([firstColumn('paid', 1)]);
    expect(chartData('statuses')).toEqual([firstColumn('statuses', 1)]);
    expect(chartData('services')).toEqual([firstColumn('services', 2)]);
    expect(chartData('conversion')).toEqual([[38]]);
    expect(chartData('rating')).toEqual([
      tableRows('rating').map((row) =>
        row[1] === '—' ? null : Number((row[1] ?? '').split(' ')[0]?.replace(',', '.')),
      ),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Par mois' }));
    expect(chartData('revenue')).toEqual([firstColumn('revenue', 1)]);
  });

  it('is read by screen readers all along, and shown on demand', async () => {
    await renderPage(<SalesDashboardPage />);
    const revenue = card('revenue');
    const table = within(revenue).getByRole('table', { name: "Chiffre d'affaires" });
    const toggle = within(revenue).getByRole('button', { name: 'Voir le tableau' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(table.parentElement?.id);
    // The chart itself is hidden from assistive technologies: the table says the same.
    expect(within(revenue).getByTestId('chart').closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.click(toggle);
    expect(
      within(revenue)
        .getByRole('button', { name: 'Masquer le tableau' })
        .getAttribute('aria-expanded'),
    ).toBe('true');
  });
});
