import { Timestamp, type BulkWriter, type Firestore } from 'firebase-admin/firestore';
import {
  categorySchema,
  geohashOf,
  newUserDocument,
  PROVIDER_LANGUAGES,
  providerSearchTokens,
  userDocumentSchema,
  providerSchema,
  providerServiceSchema,
  reviewSchema,
  type Provider,
} from '../../domain/src';
import { SEED_CATEGORIES } from './data/categories';
import { SEED_PROVIDERS, type SeedProvider } from './data/providers';
import { SEED_REVIEWERS } from './data/reviewers';

const DAY_MS = 24 * 60 * 60 * 1000;
const reviewers = new Map(SEED_REVIEWERS.map((reviewer) => [reviewer.id, reviewer]));

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

function seedReviewers(writer: BulkWriter, db: Firestore, now: Timestamp) {
  for (const reviewer of SEED_REVIEWERS) {
    const displayName = `${reviewer.firstName} ${reviewer.lastName}`;
    const user = newUserDocument({ ...reviewer, email: `${reviewer.id}@example.com` });
    writer.set(db.doc(`users/${reviewer.id}`), {
      ...userDocumentSchema.parse(user),
      createdAt: now,
    });
    writer.set(db.doc(`profiles/${reviewer.id}`), {
      displayName,
      profileImageUrl: null,
      city: reviewer.city,
      country: reviewer.country,
      bio: '',
    });
  }
}

function seedProvider(writer: BulkWriter, db: Firestore, seed: SeedProvider, now: Timestamp) {
  for (const { id, ...service } of seed.services) {
    writer.set(db.doc(`providers/${seed.id}/services/${id}`), providerServiceSchema.parse(service));
  }
  seed.reviews.forEach((review, index) => {
    const reviewer = reviewers.get(review.reviewerId);
    if (!reviewer) throw new Error(`${seed.id}: unknown reviewer ${review.reviewerId}`);
    const service = seed.services[index % seed.services.length];
    if (!service) throw new Error(`${seed.id} has no services`);
    // A review belongs to a completed booking (DESIGN §2): seed both with one id.
    const bookingId = `seed-booking-${seed.id}-${index + 1}`;
    const doneAt = Timestamp.fromMillis(now.toMillis() - review.daysAgo * DAY_MS);
    writer.set(db.doc(`bookings/${bookingId}`), {
      customerId: reviewer.id,
      providerId: seed.id,
      serviceId: service.id,
      serviceType: service.title.fr,
      date: doneAt,
      time: '10:00',
      durationMinutes: service.durationMinutes,
      notes: '',
      priceFCFA: service.priceFCFA,
      status: 'completed',
      paymentStatus: 'success',
      createdAt: Timestamp.fromMillis(doneAt.toMillis() - 3 * DAY_MS),
      updatedAt: doneAt,
    });
    writer.set(db.doc(`reviews/${bookingId}`), {
      ...reviewSchema.parse({
        providerId: seed.id,
        customerId: reviewer.id,
        customerName: `${reviewer.firstName} ${reviewer.lastName.charAt(0)}.`,
        rating: review.rating,
        comment: review.comment,
      }),
      createdAt: doneAt,
    });
  });
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
  seedReviewers(writer, db, now);
  for (const provider of SEED_PROVIDERS) seedProvider(writer, db, provider, now);
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
