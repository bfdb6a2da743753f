import type { FirestoreDataConverter, Query, QuerySnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import {
  distanceKm,
  hasAllWords,
  providerQueryPlan,
  providerSearchParams,
  type Provider,
  type ProviderQueryPlan,
  type ProviderSearchState,
} from '@marketplace/domain';
import { loadFirestore, type FirestoreHandle } from '../../shared/firebase/firestore';
import type { PublicQuery } from '../../shared/firebase/publicQuery';
import { fromFirestoreConverter, usePublicList } from '../../shared/firebase/usePublicList';
import { useLiveDoc, type LiveData } from '../../shared/firebase/useLiveQuery';

export type ProviderWithId = Provider & { id: string };

export const POPULAR_PROVIDERS_LIMIT = 6;

/**
 * Every provider field but `searchTokens`, which makes up most of a document's bytes and which
 * no card shows (a test keeps this list equal to the schema's).
 */
export const PROVIDER_CARD_FIELDS = [
  'displayName',
  'headline',
  'about',
  'categories',
  'specialties',
  'experienceYears',
  'city',
  'country',
  'geo',
  'priceFromFCFA',
  'availability',
  'portfolio',
  'languages',
  'contact',
  'verified',
  'verificationStatus',
  'rating',
  'reviewCount',
];

/** Index: providers(verified ASC, rating DESC). */
export const POPULAR_PROVIDERS_QUERY: PublicQuery = {
  collection: 'providers',
  where: [['verified', true]],
  orderBy: [['rating', 'desc']],
  limit: POPULAR_PROVIDERS_LIMIT,
  select: PROVIDER_CARD_FIELDS,
};

/** Public: read over REST (the home page needs no Firestore SDK); zod loads with the data. */
export function usePopularProviders() {
  return usePublicList('providers:popular', POPULAR_PROVIDERS_QUERY, async () =>
    fromFirestoreConverter((await import('./converters')).providerConverter),
  );
}

/**
 * The Firestore queries of one results page, from the domain's plan: its filters, order and
 * limit (20). Sorted by distance, one query per geohash range around the origin (the page merges
 * them); otherwise one query, which starts after the provider `after` names (a cursor document
 * that no longer exists starts from the top). Indexes: one per shape of `providerIndexFields`.
 */
export function providerSearchQueries(state: ProviderSearchState) {
  const plan = providerQueryPlan(state);
  return async ({ fs, db }: FirestoreHandle): Promise<Query<ProviderWithId>[]> => {
    const { providerConverter } = await import('./converters');
    const providers = fs.collection(db, 'providers').withConverter(providerConverter);
    const filters = plan.filters.map(({ field, op, value }) => fs.where(field, op, value));
    const order = plan.orderBy.map(({ field, direction }) => fs.orderBy(field, direction));
    if (plan.nearby) {
      return plan.nearby.ranges.map(([start, end]) =>
        fs.query(
          providers,
          ...filters,
          ...order,
          fs.startAt(start),
          fs.endAt(end),
          fs.limit(plan.limit),
        ),
      );
    }
    const cursor = state.after ? await fs.getDoc(fs.doc(db, 'providers', state.after)) : undefined;
    return [
      fs.query(
        providers,
        ...filters,
        ...order,
        ...(cursor?.exists() ? [fs.startAfter(cursor)] : []),
        fs.limit(plan.limit),
      ),
    ];
  };
}

export interface ProviderResults {
  providers: ProviderWithId[];
  /** The last provider Firestore returned when it filled a page: the next page starts after it. */
  nextAfter: string | undefined;
}

/** What one query returned: the documents read, and how many there were before conversion. */
export interface QueryPage<T> {
  items: T[];
  /** Documents Firestore returned, malformed ones included (they fill a page too). */
  size: number;
  lastId: string | undefined;
}

/**
 * One page from the queries' results: typed words the token did not cover are checked on the
 * page (`hasAllWords`); nearby results are merged, cut to the radius and sorted by distance.
 */
export function combineResults(
  plan: ProviderQueryPlan,
  pages: QueryPage<ProviderWithId>[],
): ProviderResults {
  const matches = (provider: ProviderWithId) => hasAllWords(provider.searchTokens, plan.otherWords);
  if (plan.nearby) {
    const { center, radiusKm } = plan.nearby;
    const unique = new Map(
      pages.flatMap((page) => page.items).map((provider) => [provider.id, provider]),
    );
    const providers = [...unique.values()]
      .filter(matches)
      .map((provider) => ({ provider, km: distanceKm(center, provider.geo) }))
      .filter(({ km }) => km <= radiusKm)
      .sort((a, b) => a.km - b.km)
      .slice(0, plan.limit)
      .map(({ provider }) => provider);
    return { providers, nextAfter: undefined };
  }
  const [page] = pages;
  return {
    providers: (page?.items ?? []).filter(matches),
    nextAfter: page && page.size >= plan.limit ? page.lastId : undefined,
  };
}

/** Identifies a search: its URL parameters (cursor included). */
export function providerSearchKey(state: ProviderSearchState): string {
  const params = [...providerSearchParams(state)].map(([name, value]) => `${name}=${value}`);
  return `providers:search?${params.join('&')}`;
}

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * A converter rejects a malformed document by throwing: like the shared list hooks, leave it
 * out (with a warning) so that one bad document cannot blank a whole page of results.
 */
export function queryPage<T>(snapshot: QuerySnapshot<T>): QueryPage<T> {
  const items: T[] = [];
  for (const doc of snapshot.docs) {
    try {
      items.push(doc.data());
    } catch (error) {
      console.warn(`Skipped the malformed document ${doc.id}:`, error);
    }
  }
  return { items, size: snapshot.size, lastId: snapshot.docs.at(-1)?.id };
}

/**
 * Live results of several queries combined into one value (cache first, then the server),
 * once every query has answered. `key` identifies the queries; `null` waits without reading.
 */
function useLiveQueries<T, R>(
  key: string | null,
  build: (handle: FirestoreHandle) => Promise<Query<T>[]>,
  combine: (pages: QueryPage<T>[]) => R,
): LiveData<R> {
  const [state, setState] = useState<{ key: string | null; value: LiveData<R> }>({
    key,
    value: LOADING,
  });
  useEffect(() => {
    if (key === null) return;
    let active = true;
    const stops: (() => void)[] = [];
    const fail = (error: unknown) => {
      if (!active) return;
      const value = error instanceof Error ? error : new Error(String(error));
      setState({ key, value: { status: 'error', data: undefined, error: value } });
    };
    loadFirestore()
      .then(async (handle) => {
        const queries = await build(handle);
        if (!active) return;
        const pages: (QueryPage<T> | undefined)[] = queries.map(() => undefined);
        const cached = queries.map(() => true);
        const deliver = () => {
          if (!active || pages.some((page) => page === undefined)) return;
          const data = combine(pages as QueryPage<T>[]);
          const fromCache = cached.some(Boolean);
          setState({ key, value: { status: 'success', data, fromCache, error: undefined } });
        };
        if (queries.length === 0) deliver();
        queries.forEach((query, index) => {
          stops.push(
            handle.fs.onSnapshot(
              query,
              // Also told when the server confirms cached results, so `fromCache` turns false.
              { includeMetadataChanges: true },
              (snapshot) => {
                try {
                  pages[index] = queryPage(snapshot);
                  cached[index] = snapshot.metadata.fromCache;
                  deliver();
                } catch (error) {
                  fail(error);
                }
              },
              fail,
            ),
          );
        });
      })
      .catch(fail);
    return () => {
      active = false;
      for (const stop of stops) stop();
    };
    // `key` identifies the queries; the builders are recreated on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return key !== null && state.key === key ? state.value : LOADING;
}

/** One page of search results; `state` null waits (loading) without reading. */
export function useProviderResults(state: ProviderSearchState | null): LiveData<ProviderResults> {
  const plan = state && providerQueryPlan(state);
  return useLiveQueries(
    state && providerSearchKey(state),
    state ? providerSearchQueries(state) : async () => [],
    (pages: QueryPage<ProviderWithId>[]) =>
      plan ? combineResults(plan, pages) : { providers: [], nextAfter: undefined },
  );
}

/** What recommendations need from `users/{uid}`: the city and the location setting. */
export interface LocationPreferences {
  city: string;
  locationAccess: boolean;
}

/** Lenient on purpose: a missing or odd field means "no city" / "not allowed". */
export const locationPreferencesConverter: FirestoreDataConverter<LocationPreferences> = {
  toFirestore: () => {
    throw new Error('users/{uid} is written by the profile feature');
  },
  fromFirestore: (snapshot) => {
    const data: Record<string, unknown> = snapshot.data();
    const settings = data.settings as Record<string, unknown> | undefined;
    return {
      city: typeof data.city === 'string' ? data.city.trim() : '',
      locationAccess: settings?.locationAccess === true,
    };
  },
};

export function locationPreferencesRef({ fs, db }: FirestoreHandle, uid: string) {
  return fs.doc(db, 'users', uid).withConverter(locationPreferencesConverter);
}

/** The signed-in user's city and location setting; `uid` null waits without reading. */
export function useLocationPreferences(uid: string | null) {
  return useLiveDoc(uid && `users:${uid}:location`, (handle) =>
    locationPreferencesRef(handle, uid ?? ''),
  );
}
