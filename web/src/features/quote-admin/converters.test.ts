import { describe, expect, it } from 'vitest';
import { fakeSnapshot } from '../../shared/firebase/testing';
import { adminQuoteConverter, adminResponseConverter } from './converters';
import { quoteOf } from './testing';

const timestamp = (iso: string) => ({ toDate: () => new Date(iso) });

function stored() {
  const { id: _id, cursor: _cursor, ...quote } = quoteOf('q1');
  return {
    ...quote,
    createdAt: timestamp('2025-03-01T09:00:00Z'),
    updatedAt: timestamp('2025-03-01T09:00:00Z'),
    expiresAt: timestamp('2025-03-15T09:00:00Z'),
  };
}

describe('adminQuoteConverter', () => {
  it('reads a request with Dates, keeping its snapshot as the cursor', () => {
    const snapshot = fakeSnapshot('q1', stored());
    expect(adminQuoteConverter.fromFirestore(snapshot)).toEqual({
      ...quoteOf('q1'),
      cursor: snapshot,
    });
  });

  it('refuses a request it cannot show', () => {
    const read = (data: unknown) => () =>
      adminQuoteConverter.fromFirestore(fakeSnapshot('x', data));
    expect(read({ ...stored(), status: 'lost' })).toThrow(/status/);
    expect(read({ ...stored(), location: {} })).toThrow(/city/);
  });
});

describe('adminResponseConverter', () => {
  it('reads who answered what', () => {
    const snapshot = fakeSnapshot('p1', {
      providerName: 'Plomberie Ndiaye',
      status: 'sent',
      totalFCFA: 25_500,
      respondedAt: timestamp('2025-03-02T10:00:00Z'),
    });
    expect(adminResponseConverter.fromFirestore(snapshot)).toEqual({
      providerId: 'p1',
      providerName: 'Plomberie Ndiaye',
      status: 'sent',
      totalFCFA: 25_500,
      respondedAt: new Date('2025-03-02T10:00:00Z'),
    });
  });
});
