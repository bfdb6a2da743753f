import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n';
import type { ProviderWithId } from './api';
import { ProviderCard } from './ProviderCard';

const provider: ProviderWithId = {
  id: 'seed-provider-01',
  displayName: 'Jean-Paul Ekwalla',
  headline: { fr: 'Plombier agréé à Douala', en: 'Licensed plumber in Douala' },
  about: { fr: 'Plombier depuis 12 ans.' },
  categories: ['plumbing'],
  specialties: [],
  experienceYears: 12,
  city: 'Douala',
  country: 'CM',
  geo: { lat: 4.05, lng: 9.7, geohash: 's0f3' },
  priceFromFCFA: 12500,
  languages: ['fr'],
  contact: {},
  verified: true,
  verificationStatus: 'approved',
  rating: 4.67,
  reviewCount: 3,
};

const renderCard = (value: ProviderWithId) =>
  render(
    <I18nextProvider i18n={i18n}>
      <ProviderCard provider={value} />
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
    expect(card.querySelector('a')).toBeNull();
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

  it('has no badge for an unverified provider and says when there are no reviews', () => {
    renderCard({ ...provider, verified: false, rating: 0, reviewCount: 0 });
    expect(screen.queryByTestId('verified-badge')).toBeNull();
    expect(screen.queryByText('Vérifié')).toBeNull();
    expect(screen.getByText("Pas encore d'avis")).toBeDefined();
  });
});
