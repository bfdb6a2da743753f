import { describe, expect, it } from 'vitest';
import { PROVIDER_PAGE_SIZE } from './constants';
import {
  allProviderSearchStates,
  EMPTY_PROVIDER_SEARCH,
  parseProviderSearch,
  providerIndexFields,
  providerQueryPlan,
  providerSearchParams,
  searchOrigin,
  type ProviderSearchState,
} from './provider-search';

/** A query string as the page's URLSearchParams reads it (this workspace has no DOM types). */
function queryParams(query: string) {
  const values = new Map<string, string>();
  for (const pair of query.split('&').filter(Boolean)) {
    const [name = '', value = ''] = pair.split('=');
    const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
    if (!values.has(decode(name))) values.set(decode(name), decode(value));
  }
  return { get: (name: string) => values.get(name) ?? null };
}
const parse = (query: string, pathCategory?: string) =>
  parseProviderSearch(queryParams(query), pathCategory);
const serialize = (state: ProviderSearchState, options?: { omitCategory?: boolean }) =>
  [...providerSearchParams(state, options)]
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
const search = (state: Partial<ProviderSearchState>) => ({ ...EMPTY_PROVIDER_SEARCH, ...state });

describe('parseProviderSearch', () => {
  it('reads every parameter of a shared results URL', () => {
    expect(
      parse(
        'q=plombier&location=Douala&category=plumbing&sort=price&verified=1&minPrice=5000' +
          '&maxPrice=20000&minRating=4&near=4.0511,9.7679&after=seed-provider-03',
      ),
    ).toEqual({
      q: 'plombier',
      location: 'Douala',
      category: 'plumbing',
      sort: 'price',
      verified: true,
      minPrice: 5000,
      maxPrice: 20000,
      minRating: 4,
      near: { lat: 4.0511, lng: 9.7679 },
      after: 'seed-provider-03',
    });
  });

  it('gives the defaults for an empty URL', () => {
    expect(parse('')).toEqual(EMPTY_PROVIDER_SEARCH);
  });

  it('ignores what it cannot read instead of failing', () => {
    expect(
      parse('sort=cheapest&verified=yes&minPrice=abc&maxPrice=-5&minRating=2&near=north&after=%20'),
    ).toEqual(EMPTY_PROVIDER_SEARCH);
    expect(parse('minPrice=1e9&maxPrice=12.5')).toMatchObject({
      minPrice: undefined,
      maxPrice: undefined,
    });
    expect(parse('near=95,10').near).toBeUndefined();
  });

  it('trims text and accepts verified=true', () => {
    expect(parse('q=%20%20plumber%20&location=%20Accra%20&verified=true')).toMatchObject({
      q: 'plumber',
      location: 'Accra',
      verified: true,
    });
  });

  it('swaps a price range given upside down', () => {
    expect(parse('minPrice=20000&maxPrice=5000')).toMatchObject({
      minPrice: 5000,
      maxPrice: 20000,
    });
  });

  it('takes the category of a /services/{slug} path over the query', () => {
    expect(parse('category=cleaning', 'plumbing').category).toBe('plumbing');
    expect(parse('category=cleaning').category).toBe('cleaning');
  });

  it('accepts each rating floor of the filter only', () => {
    expect(parse('minRating=4.5').minRating).toBe(4.5);
    expect(parse('minRating=3').minRating).toBe(3);
    expect(parse('minRating=5').minRating).toBeUndefined();
  });
});

describe('providerSearchParams', () => {
  it('leaves the defaults out', () => {
    expect(serialize(EMPTY_PROVIDER_SEARCH)).toBe('');
    expect(serialize(search({ sort: 'rating', verified: false }))).toBe('');
  });

  it('writes the parameters in a stable order', () => {
    expect(
      serialize(
        search({
          after: 'p9',
          sort: 'distance',
          q: 'plombier',
          category: 'plumbing',
          location: 'Douala',
          near: { lat: 4.05111, lng: 9.76789 },
        }),
      ),
    ).toBe(
      'q=plombier&location=Douala&category=plumbing&sort=distance&near=4.0511%2C9.7679&after=p9',
    );
  });

  it('leaves the category out on a slug page', () => {
    expect(serialize(search({ category: 'plumbing', q: 'fuite' }), { omitCategory: true })).toBe(
      'q=fuite',
    );
  });

  it.each(allProviderSearchStates().filter((_, index) => index % 7 === 0))(
    'round-trips %j through the URL',
    (state) => {
      expect(parse(serialize(state))).toEqual(state);
    },
  );

  it('round-trips a full state', () => {
    const state = search({
      q: 'électricien solaire',
      location: "Côte d'Ivoire",
      category: 'electricity',
      sort: 'price',
      verified: true,
      minPrice: 0,
      maxPrice: 150000,
      minRating: 4.5,
      near: { lat: 5.36, lng: -4.0083 },
      after: 'abc',
    });
    expect(parse(serialize(state))).toEqual(state);
  });
});

describe('providerQueryPlan', () => {
  it('sorts by rating, then most reviewed, one page of 20', () => {
    const plan = providerQueryPlan(EMPTY_PROVIDER_SEARCH);
    expect(plan).toMatchObject({
      filters: [],
      orderBy: [
        { field: 'rating', direction: 'desc' },
        { field: 'reviewCount', direction: 'desc' },
      ],
      limit: 20,
      sort: 'rating',
      nearby: undefined,
      place: null,
    });
    expect(PROVIDER_PAGE_SIZE).toBe(20);
  });

  it('asks for one token, the place, verified and the ranges', () => {
    const plan = providerQueryPlan(
      search({
        q: 'Plombier agréé',
        location: 'douala',
        category: 'plumbing',
        verified: true,
        minPrice: 5000,
        maxPrice: 20000,
        minRating: 4,
      }),
    );
    expect(plan.filters).toEqual([
      { field: 'searchTokens', op: 'array-contains', value: 'plumbing:plombier' },
      { field: 'city', op: '==', value: 'Douala' },
      { field: 'verified', op: '==', value: true },
      { field: 'priceFromFCFA', op: '>=', value: 5000 },
      { field: 'priceFromFCFA', op: '<=', value: 20000 },
      { field: 'rating', op: '>=', value: 4 },
    ]);
    expect(plan.otherWords).toEqual(['agree']);
    expect(plan.place).toEqual({ kind: 'city', name: 'Douala', country: 'CM' });
  });

  it('filters a country by its code, in either language', () => {
    for (const location of ['Cameroun', 'Cameroon', 'cm']) {
      expect(providerQueryPlan(search({ location })).filters).toEqual([
        { field: 'country', op: '==', value: 'CM' },
      ]);
    }
  });

  it('asks for the category token when only a category is chosen', () => {
    expect(providerQueryPlan(search({ category: 'cleaning' })).filters).toEqual([
      { field: 'searchTokens', op: 'array-contains', value: 'c:cleaning' },
    ]);
  });

  it('sorts by price, cheapest first', () => {
    const plan = providerQueryPlan(search({ sort: 'price', q: 'plumber' }));
    expect(plan.orderBy).toEqual([{ field: 'priceFromFCFA', direction: 'asc' }]);
    expect(plan.sort).toBe('price');
    expect(plan.nearby).toBeUndefined();
  });

  it('sorted by price, leaves out providers without a price (null sorts before numbers)', () => {
    expect(providerQueryPlan(search({ sort: 'price' })).filters).toEqual([
      { field: 'priceFromFCFA', op: '>=', value: 0 },
    ]);
    expect(providerQueryPlan(search({ sort: 'price', minPrice: 5000 })).filters).toEqual([
      { field: 'priceFromFCFA', op: '>=', value: 5000 },
    ]);
    expect(providerQueryPlan(search({ sort: 'rating' })).filters).toEqual([]);
  });

  it('sorts by distance from a known city with geohash ranges and no place filter', () => {
    const plan = providerQueryPlan(search({ sort: 'distance', location: 'Douala', q: 'plombier' }));
    expect(plan.sort).toBe('distance');
    expect(plan.orderBy).toEqual([{ field: 'geo.geohash', direction: 'asc' }]);
    expect(plan.filters).toEqual([
      { field: 'searchTokens', op: 'array-contains', value: 'plombier' },
    ]);
    expect(plan.nearby?.center).toEqual({ lat: 4.0511, lng: 9.7679 });
    expect(plan.nearby?.radiusKm).toBe(50);
    expect(plan.nearby?.ranges.length).toBeGreaterThan(0);
    for (const [start, end] of plan.nearby?.ranges ?? []) expect(start < end).toBe(true);
    expect(plan.limit).toBe(20);
  });

  it('sorts by distance from the user when near is set', () => {
    const near = { lat: 5.36, lng: -4.0083 };
    const plan = providerQueryPlan(search({ sort: 'distance', near, location: 'Douala' }));
    expect(plan.nearby?.center).toEqual(near);
    expect(searchOrigin(search({ near, location: 'Douala' }))).toEqual(near);
  });

  it('falls back to rating when distance has no origin', () => {
    for (const location of ['', 'Cameroun', 'Nowhere-ville']) {
      const plan = providerQueryPlan(search({ sort: 'distance', location }));
      expect(plan.sort).toBe('rating');
      expect(plan.nearby).toBeUndefined();
      expect(plan.orderBy[0]).toEqual({ field: 'rating', direction: 'desc' });
    }
    // The place filter stays when distance falls back.
    expect(providerQueryPlan(search({ sort: 'distance', location: 'Cameroun' })).filters).toEqual([
      { field: 'country', op: '==', value: 'CM' },
    ]);
  });

  it('gives every state of the search a page of at most 20', () => {
    for (const state of allProviderSearchStates()) {
      expect(providerQueryPlan(state).limit).toBeLessThanOrEqual(20);
    }
  });
});

describe('providerIndexFields', () => {
  it('needs no composite index for a lone token with the distance order', () => {
    expect(
      providerIndexFields(
        providerQueryPlan(search({ sort: 'distance', near: { lat: 4, lng: 9 } })),
      ),
    ).toBeNull();
  });

  it('orders the token, equalities, sort, then other ranges', () => {
    expect(
      providerIndexFields(
        providerQueryPlan(
          search({
            q: 'plombier',
            location: 'Douala',
            verified: true,
            minRating: 4,
            sort: 'price',
          }),
        ),
      ),
    ).toEqual([
      { fieldPath: 'searchTokens', arrayConfig: 'CONTAINS' },
      { fieldPath: 'city', order: 'ASCENDING' },
      { fieldPath: 'verified', order: 'ASCENDING' },
      { fieldPath: 'priceFromFCFA', order: 'ASCENDING' },
      { fieldPath: 'rating', order: 'ASCENDING' },
    ]);
  });

  it('orders an unsorted range field like the last sort field, as Firestore does implicitly', () => {
    expect(
      providerIndexFields(providerQueryPlan(search({ minPrice: 5000, maxPrice: 9000 }))),
    ).toEqual([
      { fieldPath: 'rating', order: 'DESCENDING' },
      { fieldPath: 'reviewCount', order: 'DESCENDING' },
      { fieldPath: 'priceFromFCFA', order: 'DESCENDING' },
    ]);
    expect(
      providerIndexFields(
        providerQueryPlan(search({ sort: 'distance', location: 'Douala', minPrice: 5000 })),
      ),
    ).toEqual([
      { fieldPath: 'geo.geohash', order: 'ASCENDING' },
      { fieldPath: 'priceFromFCFA', order: 'ASCENDING' },
    ]);
  });

  it('lists each range field once', () => {
    const fields = providerIndexFields(
      providerQueryPlan(search({ sort: 'price', minPrice: 1, maxPrice: 2, minRating: 3 })),
    );
    expect(fields?.map((field) => field.fieldPath)).toEqual(['priceFromFCFA', 'rating']);
  });
});

describe('allProviderSearchStates', () => {
  it('covers every sort, place kind, token and filter', () => {
    const plans = allProviderSearchStates().map(providerQueryPlan);
    expect(new Set(plans.map((plan) => plan.sort))).toEqual(
      new Set(['rating', 'price', 'distance']),
    );
    const fields = new Set(plans.flatMap((plan) => plan.filters.map((filter) => filter.field)));
    expect(fields).toEqual(
      new Set(['searchTokens', 'city', 'country', 'verified', 'priceFromFCFA', 'rating']),
    );
  });
});
