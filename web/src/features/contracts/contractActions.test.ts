import { describe, expect, it } from 'vitest';
import type { ContractStatus } from '@marketplace/domain';
import { isSignatureVoid, offerFor, partyOf } from './contractActions';
import { contractOf, CUSTOMER_ID, HASH_V1, HASH_V2, PROVIDER_ID } from './testing';

const signature = (termsHash: string) => ({
  name: 'Awa Diop',
  signedAt: new Date('2025-03-02T10:00:00Z'),
  termsHash,
});

describe('partyOf', () => {
  it('tells the customer, the provider and anyone else apart', () => {
    const contract = contractOf();
    expect(partyOf(contract, CUSTOMER_ID)).toBe('customer');
    expect(partyOf(contract, PROVIDER_ID)).toBe('provider');
    expect(partyOf(contract, 'admin-1')).toBeNull();
  });
});

describe('offerFor', () => {
  const offered = (status: ContractStatus, party: 'customer' | 'provider' | null) =>
    Object.entries(offerFor(contractOf({ status }), party))
      .filter(([, on]) => on)
      .map(([action]) => action)
      .sort();

  it.each([
    ['pending', 'customer', ['cancel', 'requestChange', 'sign']],
    ['pending', 'provider', ['cancel', 'editTerms', 'sign']],
    ['active', 'customer', ['bookVisit', 'cancel', 'complete']],
    ['active', 'provider', ['cancel', 'complete']],
    ['completed', 'customer', []],
    ['completed', 'provider', []],
    ['cancelled', 'customer', []],
    ['cancelled', 'provider', []],
  ] as const)('%s contract, %s: %j', (status, party, actions) => {
    expect(offered(status, party)).toEqual(actions);
  });

  it('offers nothing to a non-party (an admin reading it)', () => {
    expect(offered('pending', null)).toEqual([]);
    expect(offered('active', null)).toEqual([]);
  });

  it('lets the provider sign only once the terms are drafted', () => {
    const offer = offerFor(contractOf({ termsDrafted: false }), 'provider');
    expect(offer.sign).toBe(false);
    expect(offer.signAfterDrafting).toBe(true);
    expect(offer.editTerms).toBe(true);
    // The customer may sign the proposal as it stands.
    expect(offerFor(contractOf({ termsDrafted: false }), 'customer').sign).toBe(true);
  });

  it('does not offer a second signature, but offers one to replace a void signature', () => {
    const signed = contractOf({ signatures: { customer: signature(HASH_V1), provider: null } });
    expect(offerFor(signed, 'customer').sign).toBe(false);
    expect(offerFor(signed, 'provider').sign).toBe(true);
    const voided = contractOf({
      termsHash: HASH_V2,
      signatures: { customer: signature(HASH_V1), provider: null },
    });
    expect(offerFor(voided, 'customer').sign).toBe(true);
  });
});

describe('isSignatureVoid', () => {
  it('voids a signature of other terms than the current ones', () => {
    const contract = contractOf({
      termsHash: HASH_V2,
      signatures: { customer: signature(HASH_V1), provider: signature(HASH_V2) },
    });
    expect(isSignatureVoid(contract, 'customer')).toBe(true);
    expect(isSignatureVoid(contract, 'provider')).toBe(false);
    expect(isSignatureVoid(contractOf(), 'customer')).toBe(false);
  });
});
