import type { ProviderWithId } from './api';

/** Test double: a complete, valid provider (seed-provider-01's look), to override field by field. */
export function testProvider(overrides: Partial<ProviderWithId> = {}): ProviderWithId {
  return {
    id: 'seed-provider-01',
    displayName: 'Jean-Paul Ekwalla',
    headline: { fr: 'Plombier agréé à Douala', en: 'Licensed plumber in Douala' },
    about: { fr: 'Plombier depuis 12 ans.' },
    categories: ['plumbing'],
    specialties: ['Fuites'],
    experienceYears: 12,
    city: 'Douala',
    country: 'CM',
    geo: { lat: 4.0483, lng: 9.6985, geohash: 's0f3b5' },
    priceFromFCFA: 12500,
    availability: {
      mon: ['08:00-18:00'],
      tue: [],
      wed: [],
      thu: [],
      fri: [],
      sat: [],
      sun: [],
    },
    portfolio: [],
    languages: ['fr', 'en'],
    contact: { phone: '+237677412583' },
    verified: true,
    verificationStatus: 'approved',
    rating: 4.67,
    reviewCount: 3,
    searchTokens: ['c:plumbing', 'douala', 'plombier', 'plumbing:plombier'],
    ...overrides,
  };
}
