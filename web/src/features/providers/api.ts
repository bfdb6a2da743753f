import type { CountryCode, Provider } from '@marketplace/domain';
import type { FirestoreHandle } from '../../shared/firebase/firestore';
import { useLiveQuery } from '../../shared/firebase/useLiveQuery';

export type ProviderWithId = Provider & { id: string };

/** One results page: the spec's phones are on slow networks. */
export const PROVIDER_SEARCH_LIMIT = 20;
export const POPULAR_PROVIDERS_LIMIT = 6;

/** Index: providers(verified ASC, rating DESC). */
export async function popularProvidersQuery({ fs, db }: FirestoreHandle) {
  // Loaded with the data, not the first paint: the converter brings zod along.
  const { providerConverter } = await import('./converters');
  return fs.query(
    fs.collection(db, 'providers').withConverter(providerConverter),
    fs.where('verified', '==', true),
    fs.orderBy('rating', 'desc'),
    fs.limit(POPULAR_PROVIDERS_LIMIT),
  );
}

export function usePopularProviders() {
  return useLiveQuery('providers:popular', popularProvidersQuery);
}

export interface ProviderSearchFilters {
  /** A category slug (`providers.categories` array-contains). */
  category?: string | undefined;
  /** Canonical city name; takes precedence over `country`. */
  city?: string | undefined;
  country?: CountryCode | undefined;
}

/**
 * Best-rated providers matching the filters. Indexes: providers(categories CONTAINS,
 * [city | country] ASC, rating DESC) and the same without categories or without the place.
 */
export function providerSearchQuery({ category, city, country }: ProviderSearchFilters) {
  return async ({ fs, db }: FirestoreHandle) => {
    const { providerConverter } = await import('./converters');
    return fs.query(
      fs.collection(db, 'providers').withConverter(providerConverter),
      ...(category ? [fs.where('categories', 'array-contains', category)] : []),
      ...(city
        ? [fs.where('city', '==', city)]
        : country
          ? [fs.where('country', '==', country)]
          : []),
      fs.orderBy('rating', 'desc'),
      fs.limit(PROVIDER_SEARCH_LIMIT),
    );
  };
}

export function providerSearchKey({ category, city, country }: ProviderSearchFilters): string {
  return `providers:search:${category ?? ''}:${city ? `city=${city}` : country ? `country=${country}` : ''}`;
}

/** `filters` is null while they cannot be known yet: nothing is read until they are. */
export function useProviderSearch(filters: ProviderSearchFilters | null) {
  return useLiveQuery(filters && providerSearchKey(filters), providerSearchQuery(filters ?? {}));
}
