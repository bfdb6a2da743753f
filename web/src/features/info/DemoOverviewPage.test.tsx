import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeModeProvider } from '../../shared/theme/ThemeModeProvider';
import { THEME_STORAGE_KEY } from '../../shared/theme/themeMode';
import DemoOverviewPage from './DemoOverviewPage';
import { CAPABILITIES, DEMOS } from './demos';
import { renderInfo, restoreFrench } from './testing';

afterEach(restoreFrench);

const demoCards = () =>
  screen.queryAllByTestId(/^demo-\//).map((card) => card.getAttribute('data-testid'));

describe('DemoOverviewPage', () => {
  it('lists every demo of the spec exactly once', () => {
    expect(DEMOS.map((demo) => demo.path).sort()).toEqual(
      [
        '/transaction-calculator',
        '/mobile-money-guide',
        '/payment-methods',
        '/payment-demo',
        '/anka-demo',
        '/payment-test',
        '/payment-link-generator',
        '/feedback-demo',
        '/user-questionnaire',
        '/translation-demo',
        '/translation-test',
        '/admin/test',
        '/admin/ai-demo',
      ].sort(),
    );
    expect(DEMOS.filter((demo) => demo.audience === 'admin').map((demo) => demo.path)).toEqual([
      '/translation-demo',
      '/translation-test',
      '/admin/test',
      '/admin/ai-demo',
    ]);
  });

  it('shows only the demos whose page exists', async () => {
    await renderInfo(<DemoOverviewPage />, {
      path: '/demo-overview',
      availablePaths: ['/payment-demo', '/translation-test', '/services'],
    });
    expect(demoCards()).toEqual(['demo-/payment-demo', 'demo-/translation-test']);

    const payment = screen.getByTestId('demo-/payment-demo');
    expect(within(payment).getByRole('heading', { name: 'Démo de paiement' })).toBeDefined();
    expect(within(payment).getByText('Public : ouvert à tous')).toBeDefined();
    expect(
      within(payment)
        .getByRole('link', { name: /Ouvrir/ })
        .getAttribute('href'),
    ).toBe('/payment-demo');
    const translation = screen.getByTestId('demo-/translation-test');
    expect(within(translation).getByText('Public : administrateurs')).toBeDefined();

    // Only the groups that have a page are titled.
    expect(screen.getByRole('heading', { name: 'Démos de paiement' })).toBeDefined();
    expect(screen.getByRole('heading', { name: "Outils d'administration" })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Informations de paiement' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Autres démos' })).toBeNull();
  });

  it('shows no demo card and no demo section when no demo page exists', async () => {
    await renderInfo(<DemoOverviewPage />, { path: '/demo-overview' });
    expect(demoCards()).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Les démos et leurs pages' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Ouvrir/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Ouvrir/ })).toBeNull();
  });

  it('always presents the capabilities that need no page', async () => {
    await renderInfo(<DemoOverviewPage />, { path: '/demo-overview' });
    for (const capability of CAPABILITIES) {
      expect(screen.getByTestId(`capability-${capability}`)).toBeDefined();
    }
    expect(
      screen.getByRole('link', { name: 'Voir cette page en anglais' }).getAttribute('href'),
    ).toBe('/en/demo-overview');
  });

  it('links every available demo in English under /en', async () => {
    const paths = DEMOS.map((demo) => demo.path);
    await renderInfo(<DemoOverviewPage />, {
      path: '/demo-overview',
      language: 'en',
      availablePaths: paths,
    });
    expect(demoCards()).toEqual(paths.map((path) => `demo-${path}`));
    const adminTest = screen.getByTestId('demo-/admin/test');
    expect(within(adminTest).getByRole('link', { name: /Open/ }).getAttribute('href')).toBe(
      '/en/admin/test',
    );
    expect(within(adminTest).getByText('For: administrators')).toBeDefined();
    expect(
      screen.getByRole('link', { name: 'View this page in French' }).getAttribute('href'),
    ).toBe('/demo-overview');
  });
});

describe('DemoOverviewPage theme card', () => {
  afterEach(() => localStorage.removeItem(THEME_STORAGE_KEY));

  it('switches the theme through the shared theme setting', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    await renderInfo(
      <ThemeModeProvider>
        <DemoOverviewPage />
      </ThemeModeProvider>,
      { path: '/demo-overview' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Passer en thème sombre' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    fireEvent.click(screen.getByRole('button', { name: 'Passer en thème clair' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
