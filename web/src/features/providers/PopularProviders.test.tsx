import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n';
import { usePopularProviders } from './api';
import { PopularProviders } from './PopularProviders';
import { testProvider } from './testing';

vi.mock('./api', () => ({ POPULAR_PROVIDERS_LIMIT: 6, usePopularProviders: vi.fn() }));
const popularMock = vi.mocked(usePopularProviders);

const renderSection = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <PopularProviders />
      </MemoryRouter>
    </I18nextProvider>,
  );

beforeEach(() => {
  popularMock.mockReset();
});

describe('PopularProviders', () => {
  it('shows the best-rated verified providers, each linking to their page', () => {
    popularMock.mockReturnValue({
      status: 'success',
      data: [testProvider(), testProvider({ id: 'seed-provider-05', displayName: 'Clean Pro' })],
      fromCache: false,
      error: undefined,
    });
    renderSection();
    const section = screen.getByRole('region', { name: 'Prestataires les mieux notés' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[1] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/providers/seed-provider-05');
    expect(within(section).getByRole('link', { name: 'Voir tous les prestataires' })).toBeDefined();
  });

  it('shows skeletons while loading and nothing when there is no verified provider', () => {
    popularMock.mockReturnValue({ status: 'loading', data: undefined, error: undefined });
    const { unmount } = renderSection();
    expect(screen.getByTestId('provider-grid-skeleton')).toBeDefined();
    unmount();
    popularMock.mockReturnValue({
      status: 'success',
      data: [],
      fromCache: false,
      error: undefined,
    });
    const { container } = renderSection();
    expect(container.textContent).toBe('');
  });
});
