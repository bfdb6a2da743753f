import { actionsFrom, CONTRACT_TRANSITIONS } from '@marketplace/domain';
import type { Contract, ContractParty } from './model';

/** Which side of the contract `uid` is on; null for anyone else (an admin reading it). */
export function partyOf(contract: Contract, uid: string): ContractParty | null {
  if (contract.customerId === uid) return 'customer';
  if (contract.providerId === uid) return 'provider';
  return null;
}

/** A signature counts only for the exact terms it covered: any later edit voids it. */
export const isSignatureVoid = (contract: Contract, party: ContractParty) => {
  const signature = contract.signatures[party];
  return signature !== null && signature.termsHash !== contract.termsHash;
};

export const hasValidSignature = (contract: Contract, party: ContractParty) =>
  contract.signatures[party] !== null && !isSignatureVoid(contract, party);

/** What the page offers a party (nothing to a non-party). */
export interface ContractOffer {
  /** The provider drafts or edits the terms. */
  editTerms: boolean;
  /** The customer asks the provider for changes. */
  requestChange: boolean;
  sign: boolean;
  /** The provider could sign but must draft the terms first. */
  signAfterDrafting: boolean;
  complete: boolean;
  cancel: boolean;
  /** The customer books a visit of the provider while the contract runs. */
  bookVisit: boolean;
}

const NOTHING: ContractOffer = {
  editTerms: false,
  requestChange: false,
  sign: false,
  signAfterDrafting: false,
  complete: false,
  cancel: false,
  bookVisit: false,
};

/**
 * The actions of the domain's state machine for this party and status: signing is the
 * `activate` step (the second signature activates), offered while the party's own signature is
 * missing or void. Terms are drafted and discussed only while signatures are collected.
 */
export function offerFor(contract: Contract, party: ContractParty | null): ContractOffer {
  if (!party) return NOTHING;
  const actions = actionsFrom(CONTRACT_TRANSITIONS, contract.status, party);
  const pending = actions.includes('activate');
  const mayAddSignature = pending && !hasValidSignature(contract, party);
  const needsTerms = party === 'provider' && !contract.termsDrafted;
  return {
    editTerms: pending && party === 'provider',
    requestChange: pending && party === 'customer',
    sign: mayAddSignature && !needsTerms,
    signAfterDrafting: mayAddSignature && needsTerms,
    complete: actions.includes('complete'),
    cancel: actions.includes('cancel'),
    bookVisit: contract.status === 'active' && party === 'customer',
  };
}
