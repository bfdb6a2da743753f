import {
  CONTRACT_TRANSITIONS,
  QUOTE_ERRORS,
  type ContractDocument,
  type ContractStatus,
  type ContractTerms,
} from '@marketplace/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpError } from '../../lib/errors';
import { termsHashOf } from '../quotes/documents';
import {
  contractRef,
  forbidden,
  invalidTransition,
  notFound,
  stamp,
  transition,
} from '../quotes/shared';

/**
 * A contract's moves (issue 12 §7, DESIGN §3). Each runs in one transaction over
 * `contracts/{id}` and answers the contract's state after it. A party is the customer or the
 * provider of the contract; anyone else is refused (403).
 */
export type Party = 'customer' | 'provider';

export interface ContractState {
  contractId: string;
  status: ContractStatus;
  termsHash: string;
  termsVersion: number;
}

const stateOf = (contractId: string, contract: ContractDocument): ContractState => ({
  contractId,
  status: contract.status,
  termsHash: contract.termsHash,
  termsVersion: contract.termsVersion,
});

function partyOf(contract: ContractDocument, uid: string): Party {
  if (contract.customerId === uid) return 'customer';
  if (contract.providerId === uid) return 'provider';
  throw forbidden('You are not a party to this contract');
}

type Change = (contract: ContractDocument, party: Party) => Partial<ContractDocument> | null;

/** Reads the contract, lets `change` decide (null: nothing to write), writes it. */
async function updateContract(
  db: Firestore,
  contractId: string,
  uid: string,
  change: Change,
): Promise<ContractState> {
  const ref = contractRef(db, contractId);
  return db.runTransaction(async (transaction: Transaction) => {
    const snapshot = await transaction.get(ref);
    const contract = snapshot.data() as ContractDocument | undefined;
    if (!contract) throw notFound('contract');
    const changes = change(contract, partyOf(contract, uid));
    if (!changes) return stateOf(contractId, contract);
    transaction.update(ref, changes);
    return stateOf(contractId, { ...contract, ...changes });
  });
}

const sameTerms = (a: ContractTerms, b: ContractTerms) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * `PUT /api/contracts/{id}/terms` (provider, while `pending`): new terms, version + 1, a new
 * hash; both signatures are void (they covered the old hash) and a change request is answered.
 * Sending the same drafted terms again changes nothing.
 */
export function draftTerms(
  db: Firestore,
  contractId: string,
  uid: string,
  terms: ContractTerms,
  now: Date,
) {
  return updateContract(db, contractId, uid, (contract, party) => {
    if (party !== 'provider') throw forbidden('Only the provider drafts the terms');
    if (contract.status !== 'pending') throw invalidTransition('The terms are final');
    if (contract.termsDrafted && sameTerms(contract.terms, terms)) return null;
    const termsVersion = contract.termsVersion + 1;
    return {
      terms,
      termsVersion,
      termsHash: termsHashOf({ ...contract, terms, termsVersion }),
      termsDrafted: true,
      signatures: { customer: null, provider: null },
      changeRequest: null,
      updatedAt: stamp(now),
    };
  });
}

/** `POST /api/contracts/{id}/change-request` `{message}` (customer, while `pending`). */
export function requestChange(
  db: Firestore,
  contractId: string,
  uid: string,
  message: string,
  now: Date,
) {
  return updateContract(db, contractId, uid, (contract, party) => {
    if (party !== 'customer') throw forbidden('Only the customer asks for changes');
    if (contract.status !== 'pending') throw invalidTransition('The terms are final');
    return { changeRequest: { message, at: stamp(now) }, updatedAt: stamp(now) };
  });
}

/**
 * `POST /api/contracts/{id}/sign` `{name, termsHash}`: the caller signs their own side only,
 * and only the terms they read (409 `signature_mismatch` when the hash is not the current
 * one). Terms must be drafted first. The second signature makes the contract `active`.
 * Signing again the same terms changes nothing.
 */
export function sign(
  db: Firestore,
  contractId: string,
  uid: string,
  signature: { name: string; termsHash: string },
  now: Date,
) {
  return updateContract(db, contractId, uid, (contract, party) => {
    const own = contract.signatures[party];
    if (own && own.termsHash === signature.termsHash && contract.status !== 'cancelled') {
      return null;
    }
    if (contract.status !== 'pending') throw invalidTransition('This contract is not open');
    if (!contract.termsDrafted) throw invalidTransition('The provider has not drafted the terms');
    if (signature.termsHash !== contract.termsHash) {
      throw new HttpError(
        409,
        QUOTE_ERRORS.signatureMismatch,
        'The terms changed since you read them',
      );
    }
    const other = contract.signatures[party === 'customer' ? 'provider' : 'customer'];
    const complete = other !== null && other.termsHash === contract.termsHash;
    const signatures = {
      ...contract.signatures,
      [party]: { name: signature.name, termsHash: signature.termsHash, signedAt: stamp(now) },
    };
    return {
      signatures,
      status: complete
        ? transition(CONTRACT_TRANSITIONS, contract.status, 'activate', party)
        : 'pending',
      updatedAt: stamp(now),
    };
  });
}

/** `POST /api/contracts/{id}/complete` (either party, `active → completed`). */
export function complete(db: Firestore, contractId: string, uid: string, now: Date) {
  return updateContract(db, contractId, uid, (contract, party) => {
    if (contract.status === 'completed') return null;
    const status = transition(CONTRACT_TRANSITIONS, contract.status, 'complete', party);
    return { status, updatedAt: stamp(now) };
  });
}

/** `POST /api/contracts/{id}/cancel` `{reason}` (either party, `pending|active → cancelled`). */
export function cancel(db: Firestore, contractId: string, uid: string, reason: string, now: Date) {
  return updateContract(db, contractId, uid, (contract, party) => {
    if (contract.status === 'cancelled' && contract.cancelledBy === party) return null;
    const status = transition(CONTRACT_TRANSITIONS, contract.status, 'cancel', party);
    return { status, cancelReason: reason, cancelledBy: party, updatedAt: stamp(now) };
  });
}
