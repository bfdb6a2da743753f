import {
  EMPTY_PROVIDER_SEARCH,
  PROVIDER_LIMITS,
  providerQueryPlan,
  type ProviderSearchState,
  type SupportLanguage,
} from '@marketplace/domain';
import type { Firestore, Query } from 'firebase-admin/firestore';
import type { Clock } from '../lib/clock';
import type { SearchIntent } from './intent';
import { placeName, type PricedUnit, type PriceRange } from './texts';

/**
 * The price range of a search intent, from the real catalogue: the best-rated providers of the
 * category (in the place, when given) — the search page's own first query, so an index it
 * needs exists — and their services of that category (`providers/{uid}/services`), each read
 * bounded and only the fields used. Prices are per unit: a fixed price and an hourly rate do
 * not compare.
 */

/** Providers a range is based on: enough to be telling, few reads per question. */
export const PRICE_SAMPLE_PROVIDERS = 10;

/**
 * The search state of an intent, as `/services?category=…&location=…` holds it: a city by its
 * canonical name, a country by its name in `lang` (the search reads both languages').
 */
export const intentSearchState = (
  intent: SearchIntent,
  lang: SupportLanguage = 'fr',
): ProviderSearchState => ({
  ...EMPTY_PROVIDER_SEARCH,
  category: intent.category.slug,
  location: intent.place ? placeName(intent.place, lang) : '',
});

export interface PriceSummary {
  /** Providers found (at most PRICE_SAMPLE_PROVIDERS). */
  found: number;
  /** Of those, the ones with at least one priced service of the category. */
  priced: number;
  ranges: PriceRange[];
}

const UNITS: readonly PricedUnit[] = ['fixed', 'hour', 'day'];

const isPricedUnit = (unit: unknown): unit is PricedUnit => UNITS.some((each) => each === unit);

function providersQuery(db: Firestore, intent: SearchIntent): Query {
  const plan = providerQueryPlan(intentSearchState(intent));
  let query: Query = db.collection('providers');
  for (const { field, op, value } of plan.filters) query = query.where(field, op, value);
  for (const { field, direction } of plan.orderBy) query = query.orderBy(field, direction);
  // Only the ids: the services hold the prices.
  return query.limit(PRICE_SAMPLE_PROVIDERS).select();
}

export async function readPriceSummary(db: Firestore, intent: SearchIntent): Promise<PriceSummary> {
  const providers = await providersQuery(db, intent).get();
  const slug = intent.category.slug;
  const perProvider = await Promise.all(
    providers.docs.map(async (provider) => {
      const services = await provider.ref
        .collection('services')
        .where('category', '==', slug)
        .limit(PROVIDER_LIMITS.services)
        .select('priceFCFA', 'unit')
        .get();
      return services.docs.flatMap((service) => {
        const { priceFCFA, unit } = service.data();
        const valid = isPricedUnit(unit) && Number.isSafeInteger(priceFCFA) && priceFCFA >= 0;
        return valid ? [{ unit, price: priceFCFA as number }] : [];
      });
    }),
  );
  const ranges = UNITS.flatMap((unit): PriceRange[] => {
    const prices = perProvider
      .flat()
      .filter((each) => each.unit === unit)
      .map((each) => each.price);
    return prices.length ? [{ unit, min: Math.min(...prices), max: Math.max(...prices) }] : [];
  });
  return {
    found: providers.size,
    priced: perProvider.filter((services) => services.length > 0).length,
    ranges,
  };
}

/** Summaries kept per instance, like the help content: prices move slowly. */
const PRICE_TTL_MS = 30_000;
const MAX_CACHED = 100;

export type PriceLookup = (intent: SearchIntent) => Promise<PriceSummary>;

/** `readPriceSummary` behind a small cache of recent intents (same category and place). */
export function cachedPriceLookup(db: () => Firestore, clock: Clock): PriceLookup {
  const cache = new Map<string, { at: number; summary: Promise<PriceSummary> }>();
  return (intent) => {
    const key = JSON.stringify(intentSearchState(intent));
    const now = clock.now().getTime();
    const hit = cache.get(key);
    if (hit && now - hit.at < PRICE_TTL_MS) return hit.summary;
    const summary = readPriceSummary(db(), intent);
    // A failed read is not kept: the next question tries again.
    summary.catch(() => cache.delete(key));
    cache.delete(key);
    cache.set(key, { at: now, summary });
    // Oldest first in a Map: drop it past the bound.
    if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
    return summary;
  };
}
