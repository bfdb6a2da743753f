import { describe, expect, it, vi } from 'vitest';
import {
  EMPTY_PROVIDER_SEARCH,
  NEARBY_RADIUS_KM,
  providerQueryPlan,
  providerSchema,
  type ProviderSearchState,
} from '@marketplace/domain';
import type { FirestoreHandle } from '../../shared/firebase/firestore';
import { fakeHandle, fakeSnapshot as snapshot } from '../../shared/firebase/testing';
import type { QuerySnapshot } from 'firebase/firestore';
import {
  combineResults,
  queryPage,
  type ProviderWithId,
  locationPreferencesConverter,
  POPULAR_PROVIDERS_QUERY,
  PROVIDER_CARD_FIELDS,
  providerSearchKey,
  providerSearchQueries,
} from './api';
import { providerConverter } from './converters';
import { testProvider } from './testing';

/** What a query builder asked for: its collection and constraints. */
function built(query: unknown) {
  const { ref, constraints } = query as {
    ref: { collection: string; converter: unknown };
    constraints: unknown[];
  };
  return { collection: ref.collection, converter: ref.converter, constraints };
}

/** The fake handle, plus cursors and a document read that finds `existing` ids only. */
function searchHandle(existing: string[] = []) {
  const base = fakeHandle();
  const getDoc = vi.fn(async (ref: { id: string }) => ({
    id: ref.id,
    exists: () => existing.includes(ref.id),
  }));
  const fs = {
    ...base.fs,
    doc: (_db: unknown, path: string, id: string) => ({ path, id }),
    getDoc,
    startAfter: (...args: unknown[]) => ['startAfter', ...args],
    startAt: (...args: unknown[]) => ['startAt', ...args],
    endAt: (...args: unknown[]) => ['endAt', ...args],
  };
  return { handle: { ...base, fs } as unknown as FirestoreHandle, getDoc };
}

const search = (state: Partial<ProviderSearchState>) => ({ ...EMPTY_PROVIDER_SEARCH, ...state });
const run = async (state: Partial<ProviderSearchState>, existing: string[] = []) => {
  const { handle, getDoc } = searchHandle(existing);
  const queries = await providerSearchQueries(search(state))(handle);
  return { queries: queries.map(built), getDoc };
};

const { id: _id, ...storedProvider } = testProvider();

describe('providerConverter', () => {
  it('reads a valid provider with its id, defaulting search tokens', () => {
    const { searchTokens: _tokens, ...withoutTokens } = storedProvider;
    const provider = providerConverter.fromFirestore(snapshot('p1', withoutTokens));
    expect(provider).toMatchObject({ id: 'p1', displayName: 'Jean-Paul Ekwalla', rating: 4.67 });
    expect(provider.searchTokens).toEqual([]);
  });

  it('rejects a provider of an unknown country', () => {
    expect(() =>
      providerConverter.fromFirestore(snapshot('p2', { ...storedProvider, country: 'FR' })),
    ).toThrow();
  });
});

describe('POPULAR_PROVIDERS_QUERY', () => {
  it('asks for the 6 best-rated verified providers', () => {
    expect(POPULAR_PROVIDERS_QUERY).toEqual({
      collection: 'providers',
      where: [['verified', true]],
      orderBy: [['rating', 'desc']],
      limit: 6,
      select: PROVIDER_CARD_FIELDS,
    });
  });

  it('reads every field of the schema but the search tokens', () => {
    const schemaFields = Object.keys(providerSchema.shape).filter((key) => key !== 'searchTokens');
    expect([...PROVIDER_CARD_FIELDS].sort()).toEqual(schemaFields.sort());
  });
});

describe('providerSearchQueries', () => {
  it('without filters, one query of the 20 best-rated (then most reviewed) providers', async () => {
    const { queries, getDoc } = await run({});
    expect(queries).toHaveLength(1);
    expect(queries[0]?.collection).toBe('providers');
    expect(queries[0]?.converter).toBe(providerConverter);
    expect(queries[0]?.constraints).toEqual([
      ['orderBy', 'rating', 'desc'],
      ['orderBy', 'reviewCount', 'desc'],
      ['limit', 20],
    ]);
    expect(getDoc).not.toHaveBeenCalled();
  });

  it('searches a typed word within the category, in the city', async () => {
    const { queries } = await run({ q: 'Plombier', category: 'plumbing', location: 'douala' });
    expect(queries[0]?.constraints).toEqual([
      ['where', 'searchTokens', 'array-contains', 'plumbing:plombier'],
      ['where', 'city', '==', 'Douala'],
      ['orderBy', 'rating', 'desc'],
      ['orderBy', 'reviewCount', 'desc'],
      ['limit', 20],
    ]);
  });

  it('filters by country, verified, price range and rating, sorted by price', async () => {
    const { queries } = await run({
      location: 'Cameroun',
      verified: true,
      minPrice: 5000,
      maxPrice: 20000,
      minRating: 4,
      sort: 'price',
    });
    expect(queries[0]?.constraints).toEqual([
      ['where', 'country', '==', 'CM'],
      ['where', 'verified', '==', true],
      ['where', 'priceFromFCFA', '>=', 5000],
      ['where', 'priceFromFCFA', '<=', 20000],
      ['where', 'rating', '>=', 4],
      ['orderBy', 'priceFromFCFA', 'asc'],
      ['limit', 20],
    ]);
  });

  it('starts after the cursor provider, read by id', async () => {
    const { queries, getDoc } = await run({ category: 'cleaning', after: 'seed-provider-07' }, [
      'seed-provider-07',
    ]);
    expect(getDoc).toHaveBeenCalledWith({ path: 'providers', id: 'seed-provider-07' });
    expect(queries[0]?.constraints).toEqual([
      ['where', 'searchTokens', 'array-contains', 'c:cleaning'],
      ['orderBy', 'rating', 'desc'],
      ['orderBy', 'reviewCount', 'desc'],
      ['startAfter', expect.objectContaining({ id: 'seed-provider-07' })],
      ['limit', 20],
    ]);
  });

  it('starts from the top when the cursor provider no longer exists', async () => {
    const { queries } = await run({ after: 'gone' });
    expect(queries[0]?.constraints).toEqual([
      ['orderBy', 'rating', 'desc'],
      ['orderBy', 'reviewCount', 'desc'],
      ['limit', 20],
    ]);
  });

  it('sorted by distance, asks one geohash range query per range with the same filters', async () => {
    const state = search({ near: { lat: 4.05, lng: 9.7 }, sort: 'distance', verified: true });
    const ranges = providerQueryPlan(state).nearby?.ranges ?? [];
    expect(ranges.length).toBeGreaterThan(0);
    const { queries, getDoc } = await run(state);
    expect(queries).toHaveLength(ranges.length);
    queries.forEach((query, index) => {
      expect(query.constraints).toEqual([
        ['where', 'verified', '==', true],
        ['orderBy', 'geo.geohash', 'asc'],
        ['startAt', ranges[index]?.[0]],
        ['endAt', ranges[index]?.[1]],
        ['limit', 20],
      ]);
    });
    expect(getDoc).not.toHaveBeenCalled();
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

describe('queryPage', () => {
  it('leaves out a document its converter rejects, with a warning, but counts it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const doc = (id: string, ok: boolean) => ({
      id,
      data: () => {
        if (!ok) throw new Error('malformed');
        return { id };
      },
    });
    const docs = [doc('a', true), doc('b', false), doc('c', true)];
    const snapshot = { docs, size: docs.length } as unknown as QuerySnapshot<{ id: string }>;
    expect(queryPage(snapshot)).toEqual({
      items: [{ id: 'a' }, { id: 'c' }],
      size: 3,
      lastId: 'c',
    });
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
