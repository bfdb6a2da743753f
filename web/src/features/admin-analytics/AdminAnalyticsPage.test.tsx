import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  emptyStatsFigures,
  type AnalyticsBucket,
  type AnalyticsView,
  type Language,
} from '@marketplace/domain';
import { HttpError, type QueryResult } from '../../shared/api/http';
import { useActiveCategories } from '../../shared/catalog/categories';
import { i18n } from '../../shared/i18n';
import { renderInApp } from '../../shared/testing/renderInApp';
import { useAnalytics } from './api';
import AdminAnalyticsPage from './AdminAnalyticsPage';
import type { AnalyticsQuery } from './range';

vi.mock('./api', () => ({ useAnalytics: vi.fn() }));
vi.mock('../../shared/catalog/categories', () => ({ useActiveCategories: vi.fn() }));
/** The charts draw nothing measurable in jsdom: each stand-in shows the figures it was given. */
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

const analyticsMock = vi.mocked(useAnalytics);
const categoriesMock = vi.mocked(useActiveCategories);

const bucket = (key: string, changes: Partial<AnalyticsBucket> = {}): AnalyticsBucket => ({
  key,
  ...emptyStatsFigures(),
  ...changes,
});

const VIEW: AnalyticsView = {
  granularity: 'day',
  from: '2026-02-14',
  to: '2026-03-15',
  reads: 2,
  series: [
    bucket('2026-03-14', {
      signups: 2,
      quotes: 3,
      bookings: 4,
      completed: 3,
      activeProviders: 2,
      revenueFCFA: 25_000,
      byCategory: { plomberie: { quotes: 3, bookings: 4, completed: 3, revenueFCFA: 25_000 } },
      byCountry: { CM: { signups: 2, bookings: 4, revenueFCFA: 25_000 } },
    }),
    bucket('2026-03-15', {
      bookings: 0,
      signups: 1,
      byCountry: { unknown: { signups: 1, bookings: 0, revenueFCFA: 0 } },
    }),
  ],
};

const result = <T,>(changes: Partial<QueryResult<T>>): QueryResult<T> => ({
  status: 'success',
  data: undefined,
  error: undefined,
  updatedAt: 1,
  refetch: vi.fn(() => Promise.resolve(undefined as T)),
  ...changes,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-15T10:00:00Z'));
  analyticsMock.mockReset().mockReturnValue(result({ data: VIEW }));
  categoriesMock.mockReset().mockReturnValue({
    status: 'success',
    data: [{ slug: 'plomberie', name: { fr: 'Plomberie', en: 'Plumbing' } }],
    fromCache: false,
    error: undefined,
  } as unknown as ReturnType<typeof useActiveCategories>);
});

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('fr');
});

const renderPage = (language?: Language) =>
  renderInApp(<AdminAnalyticsPage />, { path: '/admin/analytics', language });

const lastQuery = (): AnalyticsQuery => analyticsMock.mock.lastCall?.[0] as AnalyticsQuery;
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('AdminAnalyticsPage', () => {
  it('asks for the last 30 days and shows the totals', async () => {
    await renderPage();
    expect(lastQuery()).toEqual({ granularity: 'day', from: '2026-02-14', to: '2026-03-15' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Statistiques');
    expect(text(screen.getByTestId('total-bookings'))).toContain('4');
    expect(text(screen.getByTestId('total-signups'))).toContain('3');
    expect(text(screen.getByTestId('total-completionRate'))).toContain('75 %');
    expect(text(screen.getByTestId('total-revenue'))).toContain('25 000 FCFA');
  });

  it('draws each series and gives the same figures as a table', async () => {
    await renderPage();
    const activity = within(screen.getByTestId('chart-activity'));
    expect((await activity.findByTestId('chart')).textContent).toBe('[[3,0],[4,0],[3,0]]');
    const rows = within(screen.getByTestId('chart-activity-table')).getAllByRole('row');
    expect(rows.map((row) => text(row))).toEqual([
      'JourDevisRéservationsTerminées',
      '14 mars 2026343',
      '15 mars 2026000',
    ]);
    const revenue = within(screen.getByTestId('chart-revenue-table'));
    expect(revenue.getByText('25 000 FCFA', { selector: 'td' })).toBeDefined();
    // The completion rate has no value for a day without bookings.
    expect(within(screen.getByTestId('chart-completion')).getByTestId('chart').textContent).toBe(
      '[[75,null]]',
    );
  });

  it('breaks the range down by category name and by country', async () => {
    await renderPage();
    const categories = within(screen.getByTestId('chart-category-table'));
    expect(categories.getByRole('rowheader').textContent).toBe('Plomberie');
    const countries = within(screen.getByTestId('chart-country-table'));
    expect(countries.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Cameroun',
      'Non renseigné',
    ]);
  });

  it('switches to weeks with their default range', async () => {
    await renderPage('en');
    fireEvent.click(screen.getByRole('button', { name: 'By week' }));
    expect(lastQuery()).toEqual({ granularity: 'week', from: '2025-12-22', to: '2026-03-15' });
  });

  it('refuses a range beyond the read budget before asking', async () => {
    await renderPage('en');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByTestId('range-problem').textContent).toBe(
      'Period too long: at most 31 days at a time.',
    );
    expect(lastQuery().from).toBe('2026-02-14');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(lastQuery().from).toBe('2026-03-01'));
    expect(screen.queryByTestId('range-problem')).toBeNull();
  });

  it("translates the api's refusal and offers to try again", async () => {
    const refetch = vi.fn(() => Promise.resolve(VIEW));
    analyticsMock.mockReturnValue(
      result({
        status: 'error',
        error: new HttpError(
          400,
          JSON.stringify({ error: { code: 'range_too_large', message: 'x' } }),
        ),
        refetch,
      }),
    );
    await renderPage();
    expect(screen.getByRole('alert').textContent).toContain('Période trop longue');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(refetch).toHaveBeenCalled();
  });
});
