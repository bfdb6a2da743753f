// The provider search: its URL state and the one Firestore query each state becomes
// (zod-free: the results page parses URLs before the data layer loads).
import {
  MIN_RATING_OPTIONS,
  NEARBY_RADIUS_KM,
  PROVIDER_PAGE_SIZE,
  PROVIDER_SORTS,
} from './constants';
import { cityCentre, formatLatLng, geohashRanges, parseLatLng, type LatLng } from './geo';
import { resolvePlace, type ResolvedPlace } from './places';
import { textQuery } from './search-tokens';

export type ProviderSort = (typeof PROVIDER_SORTS)[number];
export type MinRating = (typeof MIN_RATING_OPTIONS)[number];

/** Everything a results page shows, as it appears in `/services?…` (shareable, reloadable). */
export interface ProviderSearchState {
  q: string;
  location: string;
  category: string;
  sort: ProviderSort;
  verified: boolean;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  minRating: MinRating | undefined;
  /** The user's position ("near me"), the origin of distances when set. */
  near: LatLng | undefined;
  /** Cursor: the id of the last provider of the previous page. */
  after: string | undefined;
}

export const EMPTY_PROVIDER_SEARCH: ProviderSearchState = {
  q: '',
  location: '',
  category: '',
  sort: 'rating',
  verified: false,
  minPrice: undefined,
  maxPrice: undefined,
  minRating: undefined,
  near: undefined,
  after: undefined,
};

const amount = (text: string | null) => {
  if (text === null || !/^\d{1,9}$/.test(text.trim())) return undefined;
  return Number(text.trim());
};

/** Reads `/services?…` (and the `/services/{slug}` path's category, which wins). Lenient. */
export function parseProviderSearch(
  params: { get(name: string): string | null },
  pathCategory?: string,
): ProviderSearchState {
  const sort = params.get('sort');
  const minRating = Number(params.get('minRating'));
  let minPrice = amount(params.get('minPrice'));
  let maxPrice = amount(params.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return {
    q: params.get('q')?.trim() ?? '',
    location: params.get('location')?.trim() ?? '',
    category: (pathCategory || params.get('category') || '').trim(),
    sort: PROVIDER_SORTS.find((value) => value === sort) ?? 'rating',
    verified: params.get('verified') === '1' || params.get('verified') === 'true',
    minPrice,
    maxPrice,
    minRating: MIN_RATING_OPTIONS.find((value) => value === minRating),
    near: parseLatLng(params.get('near')),
    after: params.get('after')?.trim() || undefined,
  };
}

/** The URL parameters of a state in order, defaults left out (no `category` on slug pages). */
export function providerSearchParams(
  state: ProviderSearchState,
  { omitCategory = false } = {},
): Map<string, string> {
  const params = new Map<string, string>();
  if (state.q) params.set('q', state.q);
  if (state.location) params.set('location', state.location);
  if (state.category && !omitCategory) params.set('category', state.category);
  if (state.sort !== 'rating') params.set('sort', state.sort);
  if (state.verified) params.set('verified', '1');
  if (state.minPrice !== undefined) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== undefined) params.set('maxPrice', String(state.maxPrice));
  if (state.minRating !== undefined) params.set('minRating', String(state.minRating));
  if (state.near) params.set('near', formatLatLng(state.near));
  if (state.after) params.set('after', state.after);
  return params;
}

export type FilterOp = '==' | 'array-contains' | '>=' | '<=';
export interface FieldFilter {
  field: string;
  op: FilterOp;
  value: string | number | boolean;
}

export interface ProviderQueryPlan {
  filters: FieldFilter[];
  orderBy: { field: string; direction: 'asc' | 'desc' }[];
  limit: number;
  /** Typed words the token could not cover; the page keeps results holding all of them. */
  otherWords: string[];
  /** Distance sort: one query per geohash range, merged and cut to `radiusKm` on the page. */
  nearby: { center: LatLng; radiusKm: number; ranges: [string, string][] } | undefined;
  /** The sort actually used: distance needs an origin (a known city or the user's position). */
  sort: ProviderSort;
  place: ResolvedPlace | null;
}

/** Where distances are measured from: the user's position, else the typed city's centre. */
export function searchOrigin(state: ProviderSearchState): LatLng | undefined {
  if (state.near) return state.near;
  const place = resolvePlace(state.location);
  return place?.kind === 'city' ? cityCentre(place.name) : undefined;
}

/**
 * The query for one page of results (at most PROVIDER_PAGE_SIZE documents): one token
 * (`array-contains`), equality on place and `verified`, ranges on price and rating, ordered
 * by rating (then most reviewed) or price; for distance, one such query per geohash range
 * around the origin instead of the place filter.
 */
export function providerQueryPlan(state: ProviderSearchState): ProviderQueryPlan {
  const place = resolvePlace(state.location);
  const { token, otherWords } = textQuery(state.q, state.category || undefined);
  const origin = state.sort === 'distance' ? searchOrigin(state) : undefined;
  const sort: ProviderSort = state.sort === 'distance' && !origin ? 'rating' : state.sort;

  const filters: FieldFilter[] = [];
  if (token) filters.push({ field: 'searchTokens', op: 'array-contains', value: token });
  if (sort !== 'distance' && place) {
    filters.push(
      place.kind === 'country'
        ? { field: 'country', op: '==', value: place.code }
        : { field: 'city', op: '==', value: place.name },
    );
  }
  if (state.verified) filters.push({ field: 'verified', op: '==', value: true });
  // A provider whose services are all on quote has no price (null), which Firestore orders
  // before every number: sorted by price, only priced providers are listed.
  const minPrice = sort === 'price' ? (state.minPrice ?? 0) : state.minPrice;
  if (minPrice !== undefined) {
    filters.push({ field: 'priceFromFCFA', op: '>=', value: minPrice });
  }
  if (state.maxPrice !== undefined) {
    filters.push({ field: 'priceFromFCFA', op: '<=', value: state.maxPrice });
  }
  if (state.minRating !== undefined) {
    filters.push({ field: 'rating', op: '>=', value: state.minRating });
  }

  const orderBy: ProviderQueryPlan['orderBy'] =
    sort === 'price'
      ? [{ field: 'priceFromFCFA', direction: 'asc' }]
      : sort === 'distance'
        ? [{ field: 'geo.geohash', direction: 'asc' }]
        : [
            { field: 'rating', direction: 'desc' },
            { field: 'reviewCount', direction: 'desc' },
          ];

  return {
    filters,
    orderBy,
    limit: PROVIDER_PAGE_SIZE,
    otherWords,
    nearby: origin && {
      center: origin,
      radiusKm: NEARBY_RADIUS_KM,
      ranges: geohashRanges(origin, NEARBY_RADIUS_KM),
    },
    sort,
    place,
  };
}

export type IndexField =
  | { fieldPath: string; arrayConfig: 'CONTAINS' }
  | { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' };

/**
 * The composite index a plan needs, in `firestore.indexes.json` form: the token, equality
 * fields, the sort, then the other range fields in lexicographic order. Firestore orders a
 * query by those range fields implicitly, in the direction of the last explicit `orderBy`
 * (rating sort + price range → priceFromFCFA DESCENDING), so the index must too. `null`
 * when Firestore's automatic single-field indexes suffice.
 */
export function providerIndexFields(plan: ProviderQueryPlan): IndexField[] | null {
  const fields: IndexField[] = [];
  const contains = plan.filters.find((filter) => filter.op === 'array-contains');
  if (contains) fields.push({ fieldPath: contains.field, arrayConfig: 'CONTAINS' });
  const equalities = [
    ...new Set(plan.filters.filter((f) => f.op === '==').map((f) => f.field)),
  ].sort();
  for (const field of equalities) fields.push({ fieldPath: field, order: 'ASCENDING' });
  const order = (direction: 'asc' | 'desc') =>
    direction === 'asc' ? ('ASCENDING' as const) : ('DESCENDING' as const);
  for (const { field, direction } of plan.orderBy) {
    fields.push({ fieldPath: field, order: order(direction) });
  }
  const ordered = new Set(plan.orderBy.map((item) => item.field));
  const lastDirection = plan.orderBy.at(-1)?.direction ?? 'asc';
  const ranges = [
    ...new Set(
      plan.filters
        .filter((f) => (f.op === '>=' || f.op === '<=') && !ordered.has(f.field))
        .map((f) => f.field),
    ),
  ].sort();
  for (const field of ranges) fields.push({ fieldPath: field, order: order(lastDirection) });
  const singleField = fields.length === 1 || fields.length === 0;
  return singleField ? null : fields;
}

/** Every query shape the search can produce (for the index file and its test). */
export function allProviderSearchStates(): ProviderSearchState[] {
  const states: ProviderSearchState[] = [];
  for (const q of ['', 'plombier'])
    for (const location of ['', 'Douala', 'Cameroun'])
      for (const sort of ['rating', 'price', 'distance'] as const)
        for (const verified of [false, true])
          for (const minPrice of [undefined, 5000])
            for (const minRating of [undefined, 4] as const)
              states.push({
                ...EMPTY_PROVIDER_SEARCH,
                q,
                location,
                sort,
                verified,
                minPrice,
                minRating,
              });
  return states;
}
