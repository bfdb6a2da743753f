// What the search-token triggers write on `providers/{uid}` (pure: no Firebase here, so the
// seed and the unit tests use it as is). Stored data is read leniently: a malformed field
// (an admin's hand edit, an older document) is skipped, never a reason to leave the rest stale.
import {
  categorySlugSchema,
  geohashOf,
  PROVIDER_LIMITS,
  providerSearchTokens,
  SERVICE_UNITS,
  type CategoryWords,
  type LocalizedText,
} from '@marketplace/domain';

/** The fields the triggers keep; `geo.geohash` is a field path (the rest of `geo` stays). */
export interface ProviderIndexUpdate {
  searchTokens?: string[];
  priceFromFCFA?: number | null;
  'geo.geohash'?: string;
}

/** A category document as stored, with its id. */
export interface StoredCategory {
  slug: string;
  data: unknown;
}

type Data = Record<string, unknown>;

const record = (value: unknown): Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : {};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function localized(value: unknown): LocalizedText {
  const { fr, en } = record(value);
  return typeof en === 'string' ? { fr: text(fr), en } : { fr: text(fr) };
}

/** At most this many category documents are read for one provider. */
const MAX_CATEGORIES_READ = 10;

/**
 * The provider's category slugs that can name a document (`categories/{slug}`): valid slugs,
 * unique, bounded.
 */
export function providerCategorySlugs(provider: unknown): string[] {
  const slugs = texts(record(provider).categories).filter(
    (slug) => categorySlugSchema.safeParse(slug).success,
  );
  return [...new Set(slugs)].slice(0, MAX_CATEGORIES_READ);
}

/** The words of a stored category that its providers are found by. */
export function categoryWords({ slug, data }: StoredCategory): CategoryWords {
  const fields = record(data);
  return { slug, name: localized(fields.name), keywords: texts(fields.keywords) };
}

/** Whether a category change can change its providers' tokens (not for order, icon, active). */
export function categoryWordsChanged(before: unknown, after: unknown): boolean {
  const words = (data: unknown) =>
    data === undefined ? null : JSON.stringify(categoryWords({ slug: '', data }));
  return words(before) !== words(after);
}

/**
 * "Price from": the cheapest service with a price (a `quote` service has none); null when no
 * service has one.
 */
export function lowestPrice(services: readonly unknown[]): number | null {
  const prices = services
    .map(record)
    .filter(
      (service) =>
        service.unit !== 'quote' &&
        SERVICE_UNITS.some((unit) => unit === service.unit) &&
        Number.isSafeInteger(service.priceFCFA) &&
        (service.priceFCFA as number) >= 0,
    )
    .map((service) => service.priceFCFA as number);
  return prices.length ? Math.min(...prices) : null;
}

/** The geohash of the stored lat/lng, undefined when they are not valid coordinates. */
export function geohashOfStored(geo: unknown): string | undefined {
  const { lat, lng } = record(geo);
  if (typeof lat !== 'number' || typeof lng !== 'number') return undefined;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return geohashOf({ lat, lng });
}

const sameList = (a: unknown, b: readonly string[]) =>
  Array.isArray(a) && a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * What to write on a provider so that it is found as it is now: its search tokens (from
 * itself, its services — at most PROVIDER_LIMITS.services — and its categories' names and
 * keywords), its "price from" (null when no service has a price) and its geohash. Only the fields that differ from what is
 * stored; `null` when nothing does, so that the trigger's own write ends the loop.
 */
export function providerIndexUpdate(
  provider: unknown,
  services: readonly unknown[],
  categories: readonly StoredCategory[],
): ProviderIndexUpdate | null {
  const data = record(provider);
  const ownServices = services.slice(0, PROVIDER_LIMITS.services);
  const slugs = texts(data.categories);
  const searchTokens = providerSearchTokens({
    displayName: text(data.displayName),
    headline: localized(data.headline),
    categories: slugs,
    specialties: texts(data.specialties),
    city: text(data.city),
    services: ownServices.map((service) => ({ title: localized(record(service).title) })),
    categoryWords: categories.filter(({ slug }) => slugs.includes(slug)).map(categoryWords),
  });

  const update: ProviderIndexUpdate = {};
  if (!sameList(data.searchTokens, searchTokens)) update.searchTokens = searchTokens;
  // Only this trigger writes it (the rules refuse it from owners): null without a price.
  const priceFrom = lowestPrice(ownServices);
  if (data.priceFromFCFA !== priceFrom) update.priceFromFCFA = priceFrom;
  const geohash = geohashOfStored(data.geo);
  if (geohash !== undefined && record(data.geo).geohash !== geohash) {
    update['geo.geohash'] = geohash;
  }
  return Object.keys(update).length ? update : null;
}
