import { describe, expect, it } from 'vitest';
import { fakeHandle, fakeSnapshot as snapshot } from '../../shared/firebase/testing';
import { popularProvidersQuery, providerSearchKey, providerSearchQuery } from './api';
import { providerConverter } from './converters';

/** What a query builder asked for: its collection and constraints. */
function built(query: unknown) {
  const { ref, constraints } = query as {
    ref: { collection: string; converter: unknown };
    constraints: unknown[];
  };
  return { collection: ref.collection, converter: ref.converter, constraints };
}

const validProvider = {
  displayName: 'Jean-Paul Ekwalla',
  headline: { fr: 'Plombier agréé à Douala', en: 'Licensed plumber in Douala' },
  about: { fr: 'Plombier depuis 12 ans.' },
  categories: ['plumbing'],
  specialties: ['Fuites'],
  experienceYears: 12,
  city: 'Douala',
  country: 'CM',
  geo: { lat: 4.05, lng: 9.7, geohash: 's0f3' },
  priceFromFCFA: 10000,
  languages: ['fr', 'en'],
  contact: { phone: '+237677412583' },
  verified: true,
  verificationStatus: 'approved',
  rating: 4.67,
  reviewCount: 3,
  // Stored but not part of the card's model.
  availability: { mon: [] },
  portfolio: [],
};

describe('providerConverter', () => {
  it('reads a valid provider with its id, dropping fields it does not model', () => {
    const provider = providerConverter.fromFirestore(snapshot('p1', validProvider));
    expect(provider).toMatchObject({ id: 'p1', displayName: 'Jean-Paul Ekwalla', rating: 4.67 });
    expect(provider).not.toHaveProperty('availability');
  });

  it('rejects a provider of an unknown country', () => {
    expect(() =>
      providerConverter.fromFirestore(snapshot('p2', { ...validProvider, country: 'FR' })),
    ).toThrow();
  });
});

describe('popularProvidersQuery', () => {
  it('asks for the 6 best-rated verified providers', async () => {
    const query = built(await popularProvidersQuery(fakeHandle()));
    expect(query.collection).toBe('providers');
    expect(query.converter).toBe(providerConverter);
    expect(query.constraints).toEqual([
      ['where', 'verified', '==', true],
      ['orderBy', 'rating', 'desc'],
      ['limit', 6],
    ]);
  });
});

describe('providerSearchQuery', () => {
  const run = async (filters: Parameters<typeof providerSearchQuery>[0]) =>
    built(await providerSearchQuery(filters)(fakeHandle()));

  it('without filters, lists the 20 best-rated providers', async () => {
    expect((await run({})).constraints).toEqual([
      ['orderBy', 'rating', 'desc'],
      ['limit', 20],
    ]);
  });

  it('filters by category and city', async () => {
    const query = await run({ category: 'plumbing', city: 'Douala' });
    expect(query.collection).toBe('providers');
    expect(query.converter).toBe(providerConverter);
    expect(query.constraints).toEqual([
      ['where', 'categories', 'array-contains', 'plumbing'],
      ['where', 'city', '==', 'Douala'],
      ['orderBy', 'rating', 'desc'],
      ['limit', 20],
    ]);
  });

  it('filters by country', async () => {
    expect((await run({ country: 'SN' })).constraints).toEqual([
      ['where', 'country', '==', 'SN'],
      ['orderBy', 'rating', 'desc'],
      ['limit', 20],
    ]);
  });

  it('prefers the city when both a city and a country are given', async () => {
    expect((await run({ category: 'cleaning', city: 'Dakar', country: 'SN' })).constraints).toEqual(
      [
        ['where', 'categories', 'array-contains', 'cleaning'],
        ['where', 'city', '==', 'Dakar'],
        ['orderBy', 'rating', 'desc'],
        ['limit', 20],
      ],
    );
  });

  it('has a key that changes with every filter', () => {
    const keys = [
      providerSearchKey({}),
      providerSearchKey({ category: 'plumbing' }),
      providerSearchKey({ city: 'Douala' }),
      providerSearchKey({ country: 'CM' }),
      providerSearchKey({ category: 'plumbing', city: 'Douala' }),
      providerSearchKey({ category: 'plumbing', country: 'CM' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
