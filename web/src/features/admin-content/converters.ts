import type { DocumentData, FirestoreDataConverter } from 'firebase/firestore';
import {
  date,
  number,
  text,
  textOrNull,
  writtenByTheApiOnly,
  type Raw,
} from '../../shared/firebase/documentFields';
import type { CandidateReview } from './model';

/**
 * Reviews are written by the api only: the converter checks the fields the section shows,
 * without zod (a malformed document is left out of the list by `useLiveQuery`).
 */
export const candidateReviewConverter: FirestoreDataConverter<CandidateReview, DocumentData> = {
  toFirestore: writtenByTheApiOnly,
  fromFirestore: (snapshot) => {
    const data: Raw = snapshot.data();
    return {
      id: snapshot.id,
      cursor: snapshot,
      providerId: text(data.providerId, 'providerId'),
      authorName: textOrNull(data.authorName, 'authorName'),
      rating: number(data.rating, 'rating'),
      comment: text(data.comment, 'comment'),
      createdAt: date(data.createdAt, 'createdAt'),
      featured: data.featured === true,
    };
  },
};
