import type { FirestoreDataConverter } from 'firebase/firestore';
import { startTransition, useEffect, useState } from 'react';
import {
  PROVIDER_PUBLIC_FIELDS,
  distanceKm,
  hasAllWords,
  providerQueryPlan,
  providerSearchParams,
  type Provider,
  type ProviderQueryPlan,
  type ProviderSearchState,
} from '@marketplace/domain';
import type { FirestoreHandle } from '../../shared/firebase/firestore';
import {
  convertAll,
  keepDocuments,
  readKeptDocuments,
  type PublicConverter,
} from '../../shared/firebase/keptDocuments';
import {
  readPublicDocument,
  runPublicQuery,
  type CursorValue,
  type PublicDocument,
  type PublicQuery,
} from '../../shared/firebase/publicQuery';
import { usePublicList } from '../../shared/firebase/usePublicList';
import { readProviderCard } from './converters';
import {
  failedData,
  successData,
  useLiveDoc,
  type LiveData,
} from '../../shared/firebase/useLiveQuery';
import { loadableConverter, useServedPages } from '../../shared/firebase/servedData';
import { searchSeenProviders } from './offlineSearch';

export type ProviderWithId = Provider & { id: string };

export const POPULAR_PROVIDERS_LIMIT = 6;

/** Index: providers(verified ASC, rating DESC). */
export const POPULAR_PROVIDERS_QUERY: PublicQuery = {
  collection: 'providers',
  where: [['verified', '==', true]],
  orderBy: [['rating', 'desc']],
  limit: POPULAR_PROVIDERS_LIMIT,
  select: [...PROVIDER_PUBLIC_FIELDS],
};

/** The cards' reader (no zod: `readProvider`). */
export const loadableProviderConverter = loadableConverter(
  'providers/provider',
  async () => readProviderCard,
);

/** Public: read over REST (the home page needs no Firestore SDK). */
export function usePopularProviders() {
  return usePublicList('providers:popular', POPULAR_PROVIDERS_QUERY, loadableProviderConverter);
}

/**
 * Firestore's full order of a plan's query: its `orderBy`, then the range-filtered fields it
 * does not order by (Firestore adds them, lexicographically, in the last direction), then the
 * document name. A cursor names a position in exactly this order.
 */
export function providerQueryOrder(plan: ProviderQueryPlan): PublicQuery['orderBy'] {
  const explicit = plan.orderBy.map(({ field, direction }): [string, 'asc' | 'desc'] => [
    field,
    direction,
  ]);
  const ordered = new Set(plan.orderBy.map(({ field }) => field));
  const last = plan.orderBy.at(-1)?.direction ?? 'asc';
  const ranges = [
    ...new Set(
      plan.filters.filter(({ op }) => op === '>=' || op === '<=').map(({ field }) => field),
    ),
  ]
    .filter((field) => !ordered.has(field))
    .sort();
  return [
    ...explicit,
    ...ranges.map((field): [string, 'asc' | 'desc'] => [field, last]),
    ['__name__', last],
  ];
}

/** `geo.geohash` of `{ geo: { geohash } }`; null when a part is missing. */
function fieldValue(data: Record<string, unknown>, path: string): CursorValue {
  let value: unknown = data;
  for (const part of path.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : null;
  }
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : null;
}

/**
 * The REST queries of one results page, from the domain's plan: its filters, order and limit
 * (20), and only the card's fields (the search tokens too when typed words are checked on the
 * page). Sorted by distance, one query per geohash range around the origin (the page merges
 * them); otherwise one query, which starts after the provider `after` names (a cursor document
 * that no longer exists starts from the top). Indexes: one per shape of `providerIndexFields`.
 */
export async function providerSearchQueries(state: ProviderSearchState): Promise<PublicQuery[]> {
  const plan = providerQueryPlan(state);
  const order = providerQueryOrder(plan);
  const base: PublicQuery = {
    collection: 'providers',
    where: plan.filters.map(({ field, op, value }) => [field, op, value]),
    orderBy: order,
    limit: plan.limit,
    select: plan.otherWords.length
      ? [...PROVIDER_PUBLIC_FIELDS, 'searchTokens']
      : [...PROVIDER_PUBLIC_FIELDS],
  };
  if (plan.nearby) {
    return plan.nearby.ranges.map(([start, end]) => ({
      ...base,
      startAt: { values: [start], before: true },
      endAt: { values: [end], before: false },
    }));
  }
  const fields = order.map(([field]) => field).filter((field) => field !== '__name__');
  const [cursor] = state.after ? await readPublicDocument(`providers/${state.after}`, fields) : [];
  if (!cursor) return [base];
  const values = order.map(([field]): CursorValue =>
    field === '__name__' ? { document: `providers/${cursor.id}` } : fieldValue(cursor.data, field),
  );
  return [{ ...base, startAt: { values, before: false } }];
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

/** One query's documents as a page: malformed ones are left out of `items` but counted. */
export function documentsPage<T>(
  documents: PublicDocument[],
  convert: PublicConverter<T>,
): QueryPage<T> {
  return {
    items: convertAll(documents, convert),
    size: documents.length,
    lastId: documents.at(-1)?.id,
  };
}

/** The documents of a search's queries (a further page reads its cursor first). */
async function readSearch(state: ProviderSearchState): Promise<PublicDocument[][]> {
  const queries = await providerSearchQueries(state);
  return Promise.all(queries.map((query) => runPublicQuery(query)));
}

const searchResults = (
  plan: ProviderQueryPlan,
  pages: PublicDocument[][],
  convert: PublicConverter<ProviderWithId>,
) =>
  combineResults(
    plan,
    pages.map((documents) => documentsPage(documents, convert)),
  );

/**
 * One page of search results, read over REST (no Firestore SDK on a first visit; the cards'
 * fields only), or served with the page (servedData.ts). Each answer is kept on the phone:
 * offline, the same search shows its kept answer, and a new one is answered from the providers
 * seen before when it can be (offlineSearch.ts); both say they come from the phone
 * (`fromCache`). `state` null waits (loading) without reading.
 */
export function useProviderResults(state: ProviderSearchState | null): LiveData<ProviderResults> {
  const key = state && providerSearchKey(state);
  const served = useServedPages(
    key,
    () => (state ? readSearch(state) : Promise.resolve([])),
    loadableProviderConverter,
  );
  const [answer, setAnswer] = useState<{ key: string | null; value: LiveData<ProviderResults> }>(
    () => {
      const convert = loadableProviderConverter.loaded();
      return {
        key,
        value:
          state && served.pages && convert
            ? successData(searchResults(providerQueryPlan(state), served.pages, convert), false)
            : LOADING,
      };
    },
  );
  useEffect(() => {
    if (state === null || key === null) return;
    let active = true;
    const plan = providerQueryPlan(state);
    // A transition: twenty cards are drawn in slices that yield to the browser (TBT).
    const deliver = (value: LiveData<ProviderResults>) => {
      if (active) startTransition(() => setAnswer({ key, value }));
    };
    const servedPages = served.pages;
    if (servedPages) served.data.release(key);
    // Served with the page: on screen since the first render (unless its converter was late).
    const read = servedPages ? Promise.resolve(servedPages) : readSearch(state);
    Promise.all([read, loadableProviderConverter.load()])
      .then(([pages, convert]) => {
        const results = searchResults(plan, pages, convert);
        keepSearch(key, pages, results);
        if (!servedPages) return deliver(successData(results, false));
        if (active)
          setAnswer((shown) =>
            shown.key === key && shown.value.status === 'success'
              ? shown
              : { key, value: successData(results, false) },
          );
      })
      .catch(async (error: unknown) => {
        const offline = error instanceof TypeError ? await offlineResults(key, state, plan) : null;
        deliver(offline ? successData(offline, true) : failedData(error));
      });
    return () => {
      active = false;
    };
    // `key` identifies the search; `state` is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return key !== null && answer.key === key ? answer.value : LOADING;
}

/** The providers the phone has seen in search results, newest first, for offline searches. */
const SEEN_PROVIDERS_KEY = 'providers:seen';
export const SEEN_PROVIDERS_LIMIT = 100;
/** The last searches' answers, as provider ids (the providers are among those seen). */
const KEPT_SEARCHES_KEY = 'providers:searches';
export const KEPT_SEARCHES_LIMIT = 20;

/** Keeps a search's answer: its providers among those seen (without their tokens), its ids. */
function keepSearch(key: string, pages: PublicDocument[][], results: ProviderResults) {
  const answered = pages.flat().map(({ id, data: { searchTokens: _tokens, ...card } }) => ({
    id,
    data: card,
  }));
  const ids = new Set(answered.map(({ id }) => id));
  const seen = (readKeptDocuments(SEEN_PROVIDERS_KEY) ?? []).filter(({ id }) => !ids.has(id));
  keepDocuments(SEEN_PROVIDERS_KEY, [...answered, ...seen].slice(0, SEEN_PROVIDERS_LIMIT));
  const searches = (readKeptDocuments(KEPT_SEARCHES_KEY) ?? []).filter(({ id }) => id !== key);
  const answer = { id: key, data: { ids: results.providers.map(({ id }) => id) } };
  keepDocuments(KEPT_SEARCHES_KEY, [answer, ...searches].slice(0, KEPT_SEARCHES_LIMIT));
}

/** Offline: the search's kept answer, else one from the providers seen, else null. */
async function offlineResults(
  key: string,
  state: ProviderSearchState,
  plan: ProviderQueryPlan,
): Promise<ProviderResults | null> {
  const convert = await loadableProviderConverter.load().catch(() => null);
  if (!convert) return null;
  const seen = convertAll(readKeptDocuments(SEEN_PROVIDERS_KEY) ?? [], convert);
  const kept = readKeptDocuments(KEPT_SEARCHES_KEY)?.find(({ id }) => id === key);
  if (kept) {
    const byId = new Map(seen.map((provider) => [provider.id, provider]));
    const ids = Array.isArray(kept.data.ids) ? (kept.data.ids as string[]) : [];
    const providers = ids.flatMap((id) => byId.get(id) ?? []);
    return { providers, nextAfter: undefined };
  }
  const found = searchSeenProviders(state, plan, seen);
  return (
    found && {
      providers: combineResults(plan, [{ items: found, size: found.length, lastId: undefined }])
        .providers,
      nextAfter: undefined,
    }
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
