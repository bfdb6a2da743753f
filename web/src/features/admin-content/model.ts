import type { QueryDocumentSnapshot } from 'firebase/firestore';

/** A visible review as the testimonials section lists it. */
export interface CandidateReview {
  id: string;
  /** Where the next page starts when this is the page's last review. */
  cursor: QueryDocumentSnapshot;
  providerId: string;
  authorName: string | null;
  rating: number;
  comment: string;
  createdAt: Date;
  featured: boolean;
}

/** All visible reviews, or only those featured on home. */
export const REVIEW_FILTERS = ['all', 'featured'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** The help form's fields as typed (keywords comma-separated). */
export interface HelpForm {
  id: string;
  questionFr: string;
  questionEn: string;
  answerFr: string;
  answerEn: string;
  keywords: string;
  /** The app page linked with the answer (`/privacy`); empty for none. */
  link: string;
  published: boolean;
}
