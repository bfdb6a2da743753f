import type { DocumentReference } from 'firebase/firestore';
import { CONTRACT_API, QUOTE_ERRORS, type ContractTerms } from '@marketplace/domain';
import { apiFailureOf } from '../../shared/api/apiErrorCode';
import { apiMutate } from '../../shared/api/http';
import type { FirestoreHandle } from '../../shared/firebase/firestore';
import { useLiveDoc } from '../../shared/firebase/useLiveQuery';
import type { Contract } from './model';

/**
 * The contracts feature's data: `contracts/{id}` read live with the Firestore SDK (both parties
 * and admins may, under the rules), every change through the api (clients never write it).
 */

export const contractKey = (id: string) => `contracts:${id}`;

export async function contractRef(
  { fs, db }: FirestoreHandle,
  id: string,
): Promise<DocumentReference<Contract>> {
  const { contractConverter } = await import('./converters');
  return fs.doc(db, 'contracts', id).withConverter(contractConverter);
}

/** Live, so each party sees the other's signature arrive; null when it does not exist. */
export function useContract(id: string) {
  return useLiveDoc(id ? contractKey(id) : null, (handle) => contractRef(handle, id));
}

/** Replaces the terms (provider, while pending): the api voids both signatures. */
export const saveTerms = (id: string, terms: ContractTerms) =>
  apiMutate(CONTRACT_API.terms(id), { method: 'PUT', json: terms });

export const requestChange = (id: string, message: string) =>
  apiMutate(CONTRACT_API.changeRequest(id), { json: { message } });

/** `termsHash` is the hash of the terms on screen: the api refuses it if they changed since. */
export const signContract = (id: string, signature: { name: string; termsHash: string }) =>
  apiMutate(CONTRACT_API.sign(id), { json: signature });

export const completeContract = (id: string) => apiMutate(CONTRACT_API.complete(id));

export const cancelContract = (id: string, reason: string) =>
  apiMutate(CONTRACT_API.cancel(id), { json: { reason } });

export type ContractFailure =
  | 'signatureMismatch'
  | 'invalidTransition'
  | 'forbidden'
  | 'notFound'
  | 'invalidRequest'
  | 'signedOut'
  | 'network'
  | 'generic';

const BY_CODE: Record<string, ContractFailure> = {
  [QUOTE_ERRORS.signatureMismatch]: 'signatureMismatch',
  [QUOTE_ERRORS.invalidTransition]: 'invalidTransition',
  [QUOTE_ERRORS.forbidden]: 'forbidden',
  [QUOTE_ERRORS.notFound]: 'notFound',
  invalid_request: 'invalidRequest',
  unauthenticated: 'signedOut',
};

/** Why an api call failed, as the page explains it (`errors.*`). */
export const contractFailureOf = (error: unknown): ContractFailure =>
  apiFailureOf(error, {
    byCode: BY_CODE,
    signedOut: 'signedOut',
    network: 'network',
    generic: 'generic',
  });
