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
import { SEED_AVAILABILITY, SEED_PROVIDERS, type SeedProvider } from './data/providers';
import { seedBookingDocuments, seedRatingFigures } from './bookings';
import { seedReviewers } from './reviews';
import { withTriggersOff } from './triggersOff';
import { seedProviderVerificationFields } from './verification';

/** "Price from": the cheapest service with a price, null without one (as the trigger does). */
function priceFrom(seed: SeedProvider): number | null {
  const prices = seed.services
    .filter((service) => service.unit !== 'quote')
    .map((service) => service.priceFCFA);
  return prices.length ? Math.min(...prices) : null;
}

/**
 * A provider as the app and its triggers leave it: rating and count derived from the seeded
 * reviews as the ratings trigger derives them (so it finds nothing to change), search tokens
 * computed from its services and categories (so search works as soon as the seed ends),
 * geohash from its coordinates.
 */
export function providerDocument(seed: SeedProvider): Provider {
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
    availability: SEED_AVAILABILITY,
    portfolio: [],
    // The data names a few languages the app does not offer (yet): Akan, Afrikaans, Sesotho.
    languages: seed.languages.filter((code) => PROVIDER_LANGUAGES.some((known) => known === code)),
    contact: {
      phone: seed.phone,
      email: seed.email,
      ...(seed.whatsapp ? { whatsapp: seed.phone } : {}),
    },
    verified: seed.verified,
    // seedCatalog writes the seeded requests' fields over these (verification.ts), whose
    // `verified` agrees (verification.test.ts).
    verificationStatus: seed.verified ? 'verified' : 'unverified',
    ...seedRatingFigures(seed),
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
 * Categories, providers with services, the reviewers' accounts, and every seeded booking with
 * its slot locks and review. Providers are written complete with their tokens, ratings and
 * verification standing, so the triggers of the catalogue and the reviews (search tokens,
 * ratings, dashboard figures) only write the same again: with `triggersOff`, those documents go
 * in with the emulated triggers off. The accounts and bookings always go in with the triggers
 * on: the notifications, timers, contacts and daily figures they imply are the triggers' work
 * alone. Those of bookings that recompute a provider's figures find them as they are and write
 * the same (or the seed's figures replace theirs just after).
 */
export async function seedCatalog(
  db: Firestore,
  now = new Date(),
  { triggersOff = false } = {},
): Promise<{ categories: number; providers: number; bookingDocuments: number }> {
  const at = Timestamp.fromDate(now);
  const bookingDocuments = seedBookingDocuments(now);
  const isReview = ({ path }: { path: string }) => path.startsWith('reviews/');
  const reviews = bookingDocuments.filter(isReview);
  const bookings = bookingDocuments.filter((document) => !isReview(document));
  const verification = seedProviderVerificationFields(now);
  const writeCatalogue = async () => {
    const writer = db.bulkWriter();
    for (const { slug, ...category } of SEED_CATEGORIES) {
      writer.set(db.doc(`categories/${slug}`), categorySchema.parse(category));
    }
    for (const provider of SEED_PROVIDERS) {
      seedProvider(writer, db, provider);
      // The verification standing as the seeded requests leave it (verification.ts).
      writer.set(db.doc(`providers/${provider.id}`), {
        ...providerDocument(provider),
        ...verification.get(provider.id),
        createdAt: at,
        updatedAt: at,
      });
    }
    for (const { path, data } of reviews) writer.set(db.doc(path), data);
    await writer.close();
  };
  await (triggersOff ? withTriggersOff(writeCatalogue) : writeCatalogue());
  const writer = db.bulkWriter();
  seedReviewers(writer, db, at);
  for (const { path, data } of bookings) writer.set(db.doc(path), data);
  await writer.close();
  return {
    categories: SEED_CATEGORIES.length,
    providers: SEED_PROVIDERS.length,
    bookingDocuments: bookingDocuments.length,
  };
}
