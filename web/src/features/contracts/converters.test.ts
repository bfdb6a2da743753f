import { describe, expect, it } from 'vitest';
import { fakeSnapshot } from '../../shared/firebase/testing';
import { contractConverter } from './converters';
import { contractOf, HASH_V1 } from './testing';

const timestamp = (iso: string) => ({ toDate: () => new Date(iso) });

/** The contract as Firestore stores it: Timestamps, no id. */
function stored() {
  const { id: _id, ...contract } = contractOf();
  return {
    ...contract,
    signatures: {
      customer: {
        name: 'Awa Diop',
        signedAt: timestamp('2025-03-02T10:30:00Z'),
        termsHash: HASH_V1,
      },
      provider: null,
    },
    changeRequest: { message: 'Plus tôt', at: timestamp('2025-03-02T08:00:00Z') },
    createdAt: timestamp('2025-03-01T09:00:00Z'),
    updatedAt: timestamp('2025-03-01T09:00:00Z'),
  };
}

describe('contractConverter', () => {
  it('reads the document with Dates for Timestamps', () => {
    const contract = contractConverter.fromFirestore(fakeSnapshot('quote-1', stored()));
    expect(contract).toEqual(
      contractOf({
        signatures: {
          customer: {
            name: 'Awa Diop',
            signedAt: new Date('2025-03-02T10:30:00Z'),
            termsHash: HASH_V1,
          },
          provider: null,
        },
        changeRequest: { message: 'Plus tôt', at: new Date('2025-03-02T08:00:00Z') },
      }),
    );
  });

  it('refuses a document without the fields the page relies on', () => {
    const read = (data: unknown) => () => contractConverter.fromFirestore(fakeSnapshot('x', data));
    expect(read({ ...stored(), status: 'signed' })).toThrow(/status/);
    expect(read({ ...stored(), termsHash: undefined })).toThrow(/termsHash/);
    expect(read({ ...stored(), terms: {} })).toThrow(/duration/);
  });

  it('is read-only', () => {
    expect(() => contractConverter.toFirestore(contractOf())).toThrow();
  });
});
