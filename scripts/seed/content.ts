import type { Firestore } from 'firebase-admin/firestore';
import {
  DEFAULT_HELP_ARTICLES,
  helpArticleIdSchema,
  helpArticleInputSchema,
  type HelpArticleDocument,
  type HelpArticleInput,
} from '../../domain/src';
import { SEED_PROVIDERS } from './data/providers';
import { seededReviews } from './reviews';

/**
 * The content the admin area manages (issue 16 §4): the help articles the support assistant
 * answers from (issue 17), in French and English, and the reviews shown on home as
 * testimonials (`featured`, set by an admin through the api).
 */

/**
 * The default help articles (domain/src/help-content.ts, shared with the assistant, which falls
 * back to them): published but one draft, which admins see and the assistant does not use.
 */
export const SEED_HELP_ARTICLES: Record<string, HelpArticleInput> = DEFAULT_HELP_ARTICLES;

/** The seeded reviews shown on home: the demo provider's and a cleaner's best ones. */
export function featuredReviewIds(): string[] {
  return ['seed-provider-01', 'seed-provider-04'].map((providerId) => {
    const seed = SEED_PROVIDERS.find((provider) => provider.id === providerId);
    const best = seed && seededReviews(seed).find(({ review }) => review.rating === 5);
    if (!best) throw new Error(`${providerId} has no five-star review to feature`);
    return best.bookingId;
  });
}

/** Help articles as the api stores them (checked with its own schema), and the testimonials. */
export async function seedContent(db: Firestore, now = new Date()): Promise<number> {
  const writer = db.bulkWriter();
  for (const [id, article] of Object.entries(SEED_HELP_ARTICLES)) {
    const data: HelpArticleDocument = {
      ...helpArticleInputSchema.parse(article),
      updatedAt: now,
    };
    writer.set(db.doc(`helpArticles/${helpArticleIdSchema.parse(id)}`), data);
  }
  // After the catalogue, which writes the reviews.
  const featured = featuredReviewIds();
  for (const id of featured) writer.update(db.doc(`reviews/${id}`), { featured: true });
  await writer.close();
  return Object.keys(SEED_HELP_ARTICLES).length + featured.length;
}
