import { Timestamp, type BulkWriter, type Firestore } from 'firebase-admin/firestore';
import {
  newUserDocument,
  REVIEW_RULES,
  reviewAuthorName,
  reviewSchema,
  userDocumentSchema,
  type Review,
  type ReviewDocument,
  type UserDocument,
} from '../../domain/src';
import type { SeedProvider } from './data/providers';
import { SEED_REVIEWERS, type SeedReviewer } from './data/reviewers';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
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
 * The reviews of a seeded provider, their public part: no customer id (the booking keeps it),
 * the author's name as their visibility allows (the reviewAuthors trigger keeps it so).
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

/** The provider's thanks, in turn. */
const REPLIES = [
  'Merci pour votre confiance, au plaisir de vous aider à nouveau !',
  'Merci pour ce retour, il fait plaisir à toute l’équipe.',
  'Merci ! N’hésitez pas à nous rappeler pour l’entretien.',
] as const;

/**
 * The provider's public reply to one review in three (the `index`-th of the provider), a day
 * after it was posted; none to a review younger than that.
 */
export function seedReply(
  index: number,
  createdAt: Date,
  now: Date,
): { text: string; at: Date } | null {
  const at = new Date(createdAt.getTime() + DAY_MS);
  if (index % 3 !== 0 || at > now) return null;
  return { text: REPLIES[(index / 3) % REPLIES.length] ?? REPLIES[0], at };
}

export interface ReviewPlan {
  review: Review;
  serviceTitle: ReviewDocument['serviceTitle'];
  createdAt: Date;
  reply: { text: string; at: Date } | null;
}

/** `reviews/{bookingId}` as the api writes it (never edited, visible). */
export function reviewDocument(plan: ReviewPlan): ReviewDocument<Timestamp> {
  const createdAt = Timestamp.fromDate(plan.createdAt);
  return {
    ...plan.review,
    serviceTitle: plan.serviceTitle,
    createdAt,
    updatedAt: createdAt,
    editableUntil: Timestamp.fromMillis(
      plan.createdAt.getTime() + REVIEW_RULES.editHours * HOUR_MS,
    ),
    reply: plan.reply && { text: plan.reply.text, at: Timestamp.fromDate(plan.reply.at) },
    hidden: false,
    hiddenReason: null,
  };
}

/** The reviewers' accounts and public profiles. */
export function seedReviewers(writer: BulkWriter, db: Firestore, now: Timestamp): void {
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
