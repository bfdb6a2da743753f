import type { DocumentData, FirestoreDataConverter } from 'firebase/firestore';
import {
  date,
  number,
  oneOf,
  text,
  textOrNull,
  writtenByTheApiOnly,
  type Raw,
} from '../../shared/firebase/documentFields';
import type { CreatorLink } from './model';

/** `paymentLinks/{id}`: written by the api only; a malformed document is left out of the list. */
export const creatorLinkConverter: FirestoreDataConverter<CreatorLink, DocumentData> = {
  toFirestore: writtenByTheApiOnly,
  fromFirestore: (snapshot) => {
    const data: Raw = snapshot.data();
    return {
      id: snapshot.id,
      amountFCFA: number(data.amountFCFA, 'amountFCFA'),
      description: text(data.description, 'description'),
      expiresAt: date(data.expiresAt, 'expiresAt'),
      createdAt: date(data.createdAt, 'createdAt'),
      status: oneOf(['active', 'paid'] as const, data.status, 'status'),
      token: textOrNull(data.token, 'token'),
    };
  },
};
