import { PAYMENT_API, type CreatePaymentLinkInput } from '@marketplace/domain';
import { apiMutate } from '../../shared/api/http';
import type { FirestoreHandle } from '../../shared/firebase/firestore';
import { useLiveQuery } from '../../shared/firebase/useLiveQuery';
import { creatorLinkConverter } from './converters';

/**
 * Payment links (issue 15): made by the api (which signs them), read back live from Firestore
 * under the rules (a creator's own only).
 */

/** How many of a creator's links the page lists, newest first. */
export const LINK_LIST_SIZE = 20;

export interface CreateLinkAnswer {
  id: string;
  token: string;
  url: string;
}

export const createPaymentLink = (input: CreatePaymentLinkInput) =>
  // Not retried: without an idempotency key a retry after a lost answer would make a second link.
  apiMutate<CreateLinkAnswer>(PAYMENT_API.links, { json: input }, { retries: 0 });

export function myLinksQuery({ fs, db }: FirestoreHandle, uid: string) {
  return fs.query(
    fs.collection(db, 'paymentLinks').withConverter(creatorLinkConverter),
    fs.where('creatorId', '==', uid),
    fs.orderBy('createdAt', 'desc'),
    fs.limit(LINK_LIST_SIZE),
  );
}

export const useMyLinks = (uid: string) =>
  useLiveQuery(`paymentLinks:creator:${uid}`, (handle) => myLinksQuery(handle, uid));
