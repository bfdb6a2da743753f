import { Timestamp, type BulkWriter, type Firestore } from 'firebase-admin/firestore';
import {
  categorySchema,
  geohashOf,
  PROVIDER_LANGUAGES,
  providerSearchTokens,
  providerSchema,
  providerServiceSchema,
  type Provider,
} from '../../domain/src';
import { SEED_CATEGORIES } from './data/categories';
import { SEED_PROVIDERS, type SeedProvider } from './data/providers';
import { seedReviews } from './reviews';

/** Monday to Friday 8–18, Saturday 8–13: a typical small business week. */
const DEFAULT_AVAILABILITY = {
  mon: ['08:00-18:00'],
  tue: ['08:00-18:00'],
  wed: ['08:00-18:00'],
  thu: ['08:00-18:00'],
  fri: ['08:00-18:00'],
  sat: ['08:00-13:00'],
  sun: [],
};

/** "Price from": the cheapest service with a price, null without one (as the trigger does). */
function priceFrom(seed: SeedProvider): number | null {
  const prices = seed.services
    .filter((service) => service.unit !== 'quote')
    .map((service) => service.priceFCFA);
  return prices.length ? Math.min(...prices) : null;
}

/**
 * A provider as the app and its triggers leave it: rating and count derived from the seeded
 * reviews (so they always agree), search tokens computed from its services and categories
 * (so search works as soon as the seed ends), geohash from its coordinates.
 */
export function providerDocument(seed: SeedProvider): Provider {
  const ratings = seed.reviews.map((review) => review.rating);
  const rating = ratings.length
    ? Math.round((ratings.reduce((sum, value) => sum + value, 0) / ratings.length) * 100) / 100
    : 0;
  const geo = { lat: seed.lat, lng: seed.lng };
  return providerSchema.parse({
    displayName: seed.displayName,
    headline: seed.headline,
    about: seed.about,
    categories: seed.categories,
    specialties: seed.specialties,
    experienceYears: seed.experienceYears,
    city: seed.city,
    country: seed.country,
    geo: { ...geo, geohash: geohashOf(geo) },
    priceFromFCFA: priceFrom(seed),
    availability: DEFAULT_AVAILABILITY,
    portfolio: [],
    // The data names a few languages the app does not offer (yet): Akan, Afrikaans, Sesotho.
    languages: seed.languages.filter((code) => PROVIDER_LANGUAGES.some((known) => known === code)),
    contact: {
      phone: seed.phone,
      email: seed.email,
      ...(seed.whatsapp ? { whatsapp: seed.phone } : {}),
    },
    verified: seed.verified,
    verificationStatus: seed.verified ? 'approved' : 'unverified',
    rating,
    reviewCount: ratings.length,
    searchTokens: providerSearchTokens({
      ...seed,
      services: seed.services,
      categoryWords: SEED_CATEGORIES,
    }),
  });
}

function seedProvider(writer: BulkWriter, db: Firestore, seed: SeedProvider) {
  for (const { id, ...service } of seed.services) {
    writer.set(db.doc(`providers/${seed.id}/services/${id}`), providerServiceSchema.parse(service));
  }
}

/**
 * Categories, providers with services, and reviews with their completed bookings. Providers
 * are written last, complete with their tokens: when the search-token triggers run (under
 * the emulators with functions), they find every service already there and nothing to change.
 */
export async function seedCatalog(
  db: Firestore,
): Promise<{ categories: number; providers: number }> {
  const now = Timestamp.now();
  const writer = db.bulkWriter();
  for (const { slug, ...category } of SEED_CATEGORIES) {
    writer.set(db.doc(`categories/${slug}`), categorySchema.parse(category));
  }
  seedReviews(writer, db, now);
  for (const provider of SEED_PROVIDERS) seedProvider(writer, db, provider);
  await writer.flush();
  for (const provider of SEED_PROVIDERS) {
    writer.set(db.doc(`providers/${provider.id}`), {
      ...providerDocument(provider),
      createdAt: now,
      updatedAt: now,
    });
  }
  await writer.close();
  return { categories: SEED_CATEGORIES.length, providers: SEED_PROVIDERS.length };
}
