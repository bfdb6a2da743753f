import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n';
import type { ProviderWithId } from './api';
import { ProviderCard, type DistanceOrigin } from './ProviderCard';
import { testProvider } from './testing';

const provider = testProvider();

const renderCard = (value: ProviderWithId, origin?: DistanceOrigin, path = '/services') =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <ProviderCard provider={value} origin={origin} />
      </MemoryRouter>
    </I18nextProvider>,
  );

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

describe('ProviderCard', () => {
  it('shows the provider in French with the FCFA price and the verified badge', () => {
    renderCard(provider);
    const card = screen.getByTestId('provider-card-seed-provider-01');
    expect(within(card).getByRole('heading', { name: 'Jean-Paul Ekwalla' })).toBeDefined();
    expect(within(card).getByText('Plombier agréé à Douala')).toBeDefined();
    expect(within(card).getByText('Douala, Cameroun')).toBeDefined();
    expect(within(card).getByText('À partir de 12 500 FCFA')).toBeDefined();
    expect(within(card).getByText('Vérifié')).toBeDefined();
    expect(within(card).getByText('4,7 (3 avis)')).toBeDefined();
    expect(within(card).getByRole('img', { name: 'Note : 4,7 sur 5' })).toBeDefined();
    expect(within(card).queryByTestId('provider-distance')).toBeNull();
  });

  it('says "price on quote" when no service has a price (priceFromFCFA null)', () => {
    renderCard({ ...provider, priceFromFCFA: null });
    const card = screen.getByTestId('provider-card-seed-provider-01');
    expect(within(card).getByText('Prix sur devis')).toBeDefined();
  });

  it('links to the provider page, under /en on English pages', async () => {
    renderCard(provider);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/providers/seed-provider-01');
    await i18n.changeLanguage('en');
    renderCard({ ...provider, id: 'p 2' }, undefined, '/en/services');
    expect(screen.getAllByRole('link')[1]?.getAttribute('href')).toBe('/en/providers/p%202');
  });

  it('shows the provider in English', async () => {
    await i18n.changeLanguage('en');
    renderCard({ ...provider, reviewCount: 1, rating: 5 });
    const card = screen.getByTestId('provider-card-seed-provider-01');
    expect(within(card).getByText('Licensed plumber in Douala')).toBeDefined();
    expect(within(card).getByText('Douala, Cameroon')).toBeDefined();
    expect(within(card).getByText('From 12 500 FCFA')).toBeDefined();
    expect(within(card).getByText('Verified')).toBeDefined();
    expect(within(card).getByText('5.0 (1 review)')).toBeDefined();
  });

  it('dates the verified badge when the verification day is known', async () => {
    const { unmount } = renderCard({ ...provider, verifiedOn: '2026-03-03' });
    expect(screen.getByTestId('verified-badge').textContent).toBe('Vérifié le 3 mars 2026');
    unmount();
    await i18n.changeLanguage('en');
    renderCard({ ...provider, verifiedOn: '2026-03-03' });
    expect(screen.getByTestId('verified-badge').textContent).toBe('Verified on 3 March 2026');
  });

  it('shows the distance from the user, or from the searched city centre', async () => {
    // seed-provider-01 sits ≈ 7,7 km west of Douala's centre.
    const centre = { lat: 4.0511, lng: 9.7679 };
    const { unmount } = renderCard(provider, { point: centre });
    expect(screen.getByTestId('provider-distance').textContent).toBe('À 7,7 km');
    unmount();
    renderCard(provider, { point: centre, city: 'Douala' });
    expect(screen.getByTestId('provider-distance').textContent).toBe(
      'À 7,7 km du centre de Douala',
    );
    await i18n.changeLanguage('en');
    renderCard({ ...provider, id: 'p2' }, { point: { lat: 4.0483, lng: 9.6995 } });
    expect(screen.getByTestId('provider-card-p2').textContent).toContain('110 m away');
  });

  it('has no badge for an unverified provider and says when there are no reviews', () => {
    renderCard({ ...provider, verified: false, rating: 0, reviewCount: 0 });
    expect(screen.queryByTestId('verified-badge')).toBeNull();
    expect(screen.queryByText('Vérifié')).toBeNull();
    expect(screen.getByText("Pas encore d'avis")).toBeDefined();
  });
});
