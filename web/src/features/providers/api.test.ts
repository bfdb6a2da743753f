import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EMPTY_PROVIDER_SEARCH,
  NEARBY_RADIUS_KM,
  providerQueryPlan,
  PROVIDER_PUBLIC_FIELDS,
  type ProviderSearchState,
} from '@marketplace/domain';
import { fakeSnapshot as snapshot } from '../../shared/firebase/testing';
import {
  combineResults,
  documentsPage,
  type ProviderWithId,
  locationPreferencesConverter,
  POPULAR_PROVIDERS_QUERY,
  providerSearchKey,
  providerSearchQueries,
} from './api';
import { readProviderCard } from './converters';
import { testProvider } from './testing';

const readPublicDocument = vi.hoisted(() => vi.fn());
vi.mock('../../shared/firebase/publicQuery', async (original) => ({
  ...(await original<typeof import('../../shared/firebase/publicQuery')>()),
  readPublicDocument,
}));

const search = (state: Partial<ProviderSearchState>) => ({ ...EMPTY_PROVIDER_SEARCH, ...state });
const run = (state: Partial<ProviderSearchState>) => providerSearchQueries(search(state));

beforeEach(() => {
  readPublicDocument.mockReset();
});

const { id: _id, ...storedProvider } = testProvider();
const document = (id: string, data: Record<string, unknown>) => ({ id, data });

describe('readProviderCard', () => {
  it('reads a valid provider with its id, defaulting search tokens', () => {
    const { searchTokens: _tokens, ...withoutTokens } = storedProvider;
    const provider = readProviderCard(document('p1', withoutTokens));
    expect(provider).toMatchObject({ id: 'p1', displayName: 'Jean-Paul Ekwalla', rating: 4.67 });
    expect(provider.searchTokens).toEqual([]);
  });

  it('rejects a provider of an unknown country', () => {
    expect(() => readProviderCard(document('p2', { ...storedProvider, country: 'FR' }))).toThrow();
  });
});

describe('POPULAR_PROVIDERS_QUERY', () => {
  it('asks for the 6 best-rated verified providers', () => {
    expect(POPULAR_PROVIDERS_QUERY).toEqual({
      collection: 'providers',
      where: [['verified', '==', true]],
      orderBy: [['rating', 'desc']],
      limit: 6,
      select: [...PROVIDER_PUBLIC_FIELDS],
    });
  });
});

describe('providerSearchQueries', () => {
  const rated = [
    ['rating', 'desc'],
    ['reviewCount', 'desc'],
    ['__name__', 'desc'],
  ];

  it('without filters, one query of the 20 best-rated (then most reviewed) providers', async () => {
    const queries = await run({});
    expect(queries).toEqual([
      {
        collection: 'providers',
        where: [],
        orderBy: rated,
        limit: 20,
        select: [...PROVIDER_PUBLIC_FIELDS],
      },
    ]);
    expect(readPublicDocument).not.toHaveBeenCalled();
  });

  it('searches a typed word within the category, in the city; other words need the tokens', async () => {
    const [query] = await run({ q: 'Plombier', category: 'plumbing', location: 'douala' });
    expect(query?.where).toEqual([
      ['searchTokens', 'array-contains', 'plumbing:plombier'],
      ['city', '==', 'Douala'],
    ]);
    expect(query?.select).toEqual([...PROVIDER_PUBLIC_FIELDS]);
    const [twoWords] = await run({ q: 'plombier akwa' });
    expect(twoWords?.select).toEqual([...PROVIDER_PUBLIC_FIELDS, 'searchTokens']);
  });

  it('filters by country, verified, price range and rating, sorted by price', async () => {
    const [query] = await run({
      location: 'Cameroun',
      verified: true,
      minPrice: 5000,
      maxPrice: 20000,
      minRating: 4,
      sort: 'price',
    });
    expect(query?.where).toEqual([
      ['country', '==', 'CM'],
      ['verified', '==', true],
      ['priceFromFCFA', '>=', 5000],
      ['priceFromFCFA', '<=', 20000],
      ['rating', '>=', 4],
    ]);
    // Firestore's implicit order: the other range field, then the name.
    expect(query?.orderBy).toEqual([
      ['priceFromFCFA', 'asc'],
      ['rating', 'asc'],
      ['__name__', 'asc'],
    ]);
  });

  it('starts after the cursor provider: its values in the full order, read by id', async () => {
    readPublicDocument.mockResolvedValue([
      { id: 'seed-provider-07', data: { rating: 4.5, reviewCount: 12 } },
    ]);
    const [query] = await run({ category: 'cleaning', after: 'seed-provider-07' });
    expect(readPublicDocument).toHaveBeenCalledWith('providers/seed-provider-07', [
      'rating',
      'reviewCount',
    ]);
    expect(query?.where).toEqual([['searchTokens', 'array-contains', 'c:cleaning']]);
    expect(query?.startAt).toEqual({
      values: [4.5, 12, { document: 'providers/seed-provider-07' }],
      before: false,
    });
  });

  it('starts from the top when the cursor provider no longer exists', async () => {
    readPublicDocument.mockResolvedValue([]);
    const [query] = await run({ after: 'gone' });
    expect(query?.startAt).toBeUndefined();
    expect(query?.orderBy).toEqual(rated);
  });

  it('sorted by distance, asks one geohash range query per range with the same filters', async () => {
    const state = search({ near: { lat: 4.05, lng: 9.7 }, sort: 'distance', verified: true });
    const ranges = providerQueryPlan(state).nearby?.ranges ?? [];
    expect(ranges.length).toBeGreaterThan(0);
    const queries = await providerSearchQueries(state);
    expect(queries).toHaveLength(ranges.length);
    queries.forEach((query, index) => {
      expect(query.where).toEqual([['verified', '==', true]]);
      expect(query.orderBy).toEqual([
        ['geo.geohash', 'asc'],
        ['__name__', 'asc'],
      ]);
      expect(query.startAt).toEqual({ values: [ranges[index]?.[0]], before: true });
      expect(query.endAt).toEqual({ values: [ranges[index]?.[1]], before: false });
      expect(query.limit).toBe(20);
    });
    expect(readPublicDocument).not.toHaveBeenCalled();
  });

  it('has a key that changes with every part of the search', () => {
    const keys = [
      providerSearchKey(search({})),
      providerSearchKey(search({ q: 'plombier' })),
      providerSearchKey(search({ category: 'plumbing' })),
      providerSearchKey(search({ location: 'Douala' })),
      providerSearchKey(search({ sort: 'price' })),
      providerSearchKey(search({ verified: true })),
      providerSearchKey(search({ minPrice: 1000 })),
      providerSearchKey(search({ maxPrice: 1000 })),
      providerSearchKey(search({ minRating: 4 })),
      providerSearchKey(search({ near: { lat: 4, lng: 9 } })),
      providerSearchKey(search({ after: 'p1' })),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('combineResults', () => {
  const provider = (id: string, overrides: Parameters<typeof testProvider>[0] = {}) =>
    testProvider({ id, ...overrides });
  /** A query's answer; `size` counts malformed documents left out of `items` too. */
  const answer = (items: ProviderWithId[], size = items.length) => ({
    items,
    size,
    lastId: items.at(-1)?.id,
  });

  it('keeps a full page’s last id as the next cursor, and none for a short page', () => {
    const plan = providerQueryPlan(search({}));
    const full = Array.from({ length: 20 }, (_, index) => provider(`p${index}`));
    expect(combineResults(plan, [answer(full)])).toEqual({ providers: full, nextAfter: 'p19' });
    expect(combineResults(plan, [answer(full.slice(0, 5))]).nextAfter).toBeUndefined();
  });

  it('counts a malformed document left out of a page as part of it', () => {
    const plan = providerQueryPlan(search({}));
    const read = Array.from({ length: 19 }, (_, index) => provider(`p${index}`));
    expect(combineResults(plan, [answer(read, 20)]).nextAfter).toBe('p18');
    expect(combineResults(plan, [answer(read, 19)]).nextAfter).toBeUndefined();
  });

  it('keeps only providers holding every other typed word, cursor from the unfiltered page', () => {
    const plan = providerQueryPlan(search({ q: 'plombier akwa' }));
    expect(plan.otherWords).toEqual(['akwa']);
    const page = Array.from({ length: 20 }, (_, index) =>
      provider(`p${index}`, { searchTokens: index % 2 ? ['plombier', 'akwa'] : ['plombier'] }),
    );
    const result = combineResults(plan, [answer(page)]);
    expect(result.providers.map((item) => item.id)).toEqual(
      page.filter((_, index) => index % 2).map((item) => item.id),
    );
    expect(result.nextAfter).toBe('p19');
  });

  it('merges nearby ranges once each, within the radius, nearest first, at most 20', () => {
    const plan = providerQueryPlan(
      search({ near: { lat: 4.0511, lng: 9.7679 }, sort: 'distance' }),
    );
    expect(plan.nearby?.radiusKm).toBe(NEARBY_RADIUS_KM);
    const at = (id: string, lat: number, lng: number) =>
      provider(id, { geo: { lat, lng, geohash: 's0' } });
    const near = at('near', 4.06, 9.77);
    const middle = at('middle', 4.1, 9.7);
    const far = at('kribi', 2.9373, 9.9077); // ≈ 125 km
    const result = combineResults(plan, [
      answer([middle, far]),
      answer([near, middle]),
      answer([]),
    ]);
    expect(result.providers.map((item) => item.id)).toEqual(['near', 'middle']);
    expect(result.nextAfter).toBeUndefined();
    const many = Array.from({ length: 30 }, (_, index) =>
      at(`n${index}`, 4.0511 + index / 1000, 9.7679),
    );
    expect(combineResults(plan, [answer(many)]).providers).toHaveLength(20);
  });
});

describe('documentsPage', () => {
  it('leaves out a document its converter rejects, with a warning, but counts it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const documents = ['a', 'b', 'c'].map((id) => ({ id, data: {} }));
    const page = documentsPage(documents, ({ id }) => {
      if (id === 'b') throw new Error('malformed');
      return { id };
    });
    expect(page).toEqual({ items: [{ id: 'a' }, { id: 'c' }], size: 3, lastId: 'c' });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('locationPreferencesConverter', () => {
  it('reads the city and the location setting', () => {
    expect(
      locationPreferencesConverter.fromFirestore(
        snapshot('u1', { city: ' Douala ', settings: { locationAccess: true } }),
      ),
    ).toEqual({ city: 'Douala', locationAccess: true });
  });

  it('treats a missing setting or city as not allowed and no city', () => {
    expect(locationPreferencesConverter.fromFirestore(snapshot('u1', {}))).toEqual({
      city: '',
      locationAccess: false,
    });
    expect(
      locationPreferencesConverter.fromFirestore(
        snapshot('u1', { city: 3, settings: { locationAccess: 'yes' } }),
      ),
    ).toEqual({ city: '', locationAccess: false });
  });
});
