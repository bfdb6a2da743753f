import { useLiveDoc } from '../../shared/firebase/useLiveQuery';
import { providerZoneConverter, statsConverter } from './converters';

/**
 * The dashboard's reads: two documents, whatever the provider's history. `providers/{uid}`
 * tells whether the user is a provider and their country's time zone (the buckets' zone, so
 * "this week" is the provider's week); `providerStats/{uid}` holds every figure, kept by
 * triggers from aggregation queries (no booking, review or quote is downloaded here).
 */

/** The provider's time zone; `null` data when the user is not (yet) a provider. */
export function useProviderZone(uid: string | null) {
  return useLiveDoc(uid && `providers:${uid}:zone`, ({ fs, db }) =>
    fs.doc(db, 'providers', uid ?? '').withConverter(providerZoneConverter),
  );
}

/** `providerStats/{uid}` (owner-only); `null` data before the provider's first activity. */
export function useProviderStats(uid: string | null) {
  return useLiveDoc(uid && `providerStats:${uid}`, ({ fs, db }) =>
    fs.doc(db, 'providerStats', uid ?? '').withConverter(statsConverter),
  );
}
