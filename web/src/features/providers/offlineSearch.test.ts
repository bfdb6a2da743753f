import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROVIDER_SEARCH,
  providerQueryPlan,
  type ProviderSearchState,
} from '@marketplace/domain';
import { searchSeenProviders } from './offlineSearch';
import { testProvider } from './testing';

const search = (state: Partial<ProviderSearchState>) => ({ ...EMPTY_PROVIDER_SEARCH, ...state });
const answer = (state: Partial<ProviderSearchState>) => {
  const full = search(state);
  return searchSeenProviders(full, providerQueryPlan(full), SEEN)?.map(({ id }) => id) ?? null;
};

// Seen without their search tokens, as the phone keeps them.
const SEEN = [
  testProvider({ id: 'plumber-douala', rating: 4.2, reviewCount: 3, searchTokens: [] }),
  testProvider({
    id: 'cleaner-yaounde',
    categories: ['cleaning'],
    city: 'Yaoundé',
    rating: 4.9,
    priceFromFCFA: 5000,
    verified: false,
    searchTokens: [],
  }),
  testProvider({
    id: 'plumber-unpriced',
    rating: 4.2,
    reviewCount: 9,
    priceFromFCFA: null,
    searchTokens: [],
  }),
  testProvider({
    id: 'plumber-dakar',
    city: 'Dakar',
    country: 'SN',
    geo: { lat: 14.7167, lng: -17.4677, geohash: 'edm0' },
    rating: 3,
    searchTokens: [],
  }),
];

describe('searchSeenProviders', () => {
  it('orders as the server would: best rated, then most reviewed, then by name', () => {
    const tie = testProvider({ id: 'zz-plumber', rating: 4.2, reviewCount: 3, searchTokens: [] });
    const full = search({});
    const ids = searchSeenProviders(full, providerQueryPlan(full), [...SEEN, tie])?.map(
      ({ id }) => id,
    );
    expect(ids?.indexOf('zz-plumber')).toBe((ids?.indexOf('plumber-douala') ?? 0) - 1);
    expect(answer({})).toEqual([
      'cleaner-yaounde',
      'plumber-unpriced',
      'plumber-douala',
      'plumber-dakar',
    ]);
  });

  it('checks a category against the providers’ categories, and the place', () => {
    expect(answer({ category: 'plumbing', location: 'Cameroun' })).toEqual([
      'plumber-unpriced',
      'plumber-douala',
    ]);
    expect(answer({ category: 'plumbing', location: 'Dakar' })).toEqual(['plumber-dakar']);
  });

  it('applies verified, price and rating filters; a price range never matches "on quote"', () => {
    expect(answer({ verified: true, minRating: 4 })).toEqual([
      'plumber-unpriced',
      'plumber-douala',
    ]);
    // Equal prices: by document name.
    expect(answer({ sort: 'price' })).toEqual([
      'cleaner-yaounde',
      'plumber-dakar',
      'plumber-douala',
    ]);
    expect(answer({ maxPrice: 6000 })).toEqual(['cleaner-yaounde']);
  });

  it('by distance, keeps the filtered providers for the caller to merge by distance', () => {
    expect(
      answer({ sort: 'distance', near: { lat: 4.05, lng: 9.7 }, category: 'plumbing' }),
    ).toEqual(['plumber-douala', 'plumber-unpriced', 'plumber-dakar']);
  });

  it('cannot answer typed words (no tokens on the phone) nor a next page', () => {
    expect(answer({ q: 'plombier' })).toBeNull();
    expect(answer({ after: 'plumber-douala' })).toBeNull();
  });
});
