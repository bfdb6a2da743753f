import { Timestamp, type BulkWriter, type Firestore } from 'firebase-admin/firestore';
import {
  newUserDocument,
  reviewAuthorName,
  reviewSchema,
  userDocumentSchema,
  type Review,
  type UserDocument,
} from '../../domain/src';
import { SEED_PROVIDERS, type SeedProvider } from './data/providers';
import { SEED_REVIEWERS, type SeedReviewer } from './data/reviewers';

const DAY_MS = 24 * 60 * 60 * 1000;
const reviewers = new Map(SEED_REVIEWERS.map((reviewer) => [reviewer.id, reviewer]));

/** A reviewer's `users/{uid}`, with the visibility the demo gives them. */
export function reviewerAccount(reviewer: SeedReviewer): UserDocument {
  const user = newUserDocument({ ...reviewer, email: `${reviewer.id}@example.com` });
  return userDocumentSchema.parse({
    ...user,
    settings: { ...user.settings, profileVisibility: reviewer.profileVisibility },
  });
}

export interface SeededReview {
  /** The completed booking's id, which is the review's too (DESIGN §2). */
  bookingId: string;
  reviewer: SeedReviewer;
  review: Review;
  daysAgo: number;
}

/**
 * The reviews of a seeded provider as stored: no customer id (the booking keeps it), the
 * author's name as their visibility allows (the reviewAuthors trigger keeps it so).
 */
export function seededReviews(seed: SeedProvider): SeededReview[] {
  return seed.reviews.map((entry, index) => {
    const reviewer = reviewers.get(entry.reviewerId);
    if (!reviewer) throw new Error(`${seed.id}: unknown reviewer ${entry.reviewerId}`);
    return {
      bookingId: `seed-booking-${seed.id}-${index + 1}`,
      reviewer,
      daysAgo: entry.daysAgo,
      review: reviewSchema.parse({
        providerId: seed.id,
        authorName: reviewAuthorName(reviewerAccount(reviewer)),
        rating: entry.rating,
        comment: entry.comment,
      }),
    };
  });
}

function seedReviewers(writer: BulkWriter, db: Firestore, now: Timestamp) {
  for (const reviewer of SEED_REVIEWERS) {
    writer.set(db.doc(`users/${reviewer.id}`), { ...reviewerAccount(reviewer), createdAt: now });
    writer.set(db.doc(`profiles/${reviewer.id}`), {
      displayName: `${reviewer.firstName} ${reviewer.lastName}`,
      profileImageUrl: null,
      city: reviewer.city,
      country: reviewer.country,
      bio: '',
    });
  }
}

function seedProviderReviews(writer: BulkWriter, db: Firestore, seed: SeedProvider, now: number) {
  seededReviews(seed).forEach(({ bookingId, reviewer, review, daysAgo }, index) => {
    const service = seed.services[index % seed.services.length];
    if (!service) throw new Error(`${seed.id} has no services`);
    // A review belongs to a completed booking: seed both with one id.
    const doneAt = Timestamp.fromMillis(now - daysAgo * DAY_MS);
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
    writer.set(db.doc(`reviews/${bookingId}`), { ...review, createdAt: doneAt });
  });
}

/** The reviewers' accounts, and every seeded review with its completed booking. */
export function seedReviews(writer: BulkWriter, db: Firestore, now: Timestamp): void {
  seedReviewers(writer, db, now);
  for (const provider of SEED_PROVIDERS) {
    seedProviderReviews(writer, db, provider, now.toMillis());
  }
}
