import { contractSignedContent, type QuoteRequestInput } from '@marketplace/domain';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contractDocument,
  durationText,
  endDateOf,
  providerSummary,
  requestDocument,
  responseDocument,
  termsHashOf,
  type NewRequest,
} from './documents';

const input: QuoteRequestInput = {
  requestId: 'A'.repeat(20),
  category: 'plumbing',
  providerId: null,
  serviceId: 'ignored-without-provider',
  description: 'Fuite sous l’évier',
  urgency: 'high',
  budgetFCFA: 25_000,
  location: { city: 'Douala', address: 'Rue 1' },
  preferredDate: '2030-01-10',
  contactMethod: 'email',
  additionalInfo: '',
  photoIds: [],
};
const now = new Date('2030-01-01T10:00:00Z');
const jean = providerSummary('jean', {
  displayName: 'Jean',
  verified: true,
  rating: 4.5,
  reviewCount: 12,
  city: 'Douala',
  geo: { lat: 4, lng: 9.7, geohash: 's0' },
});
const request: NewRequest<Date> = {
  input,
  customerId: 'ami',
  customerName: 'Ami',
  serviceTitle: null,
  language: 'fr',
  recipients: [jean],
  now,
  time: (at) => at,
};

describe('providerSummary', () => {
  it('reads what matching and quotes show, defaulting what is missing', () => {
    expect(jean).toEqual({
      id: 'jean',
      name: 'Jean',
      verified: true,
      rating: 4.5,
      reviewCount: 12,
      city: 'Douala',
      geo: { lat: 4, lng: 9.7 },
    });
    expect(providerSummary('x', { verified: 'yes', geo: { lat: '4' } })).toEqual({
      id: 'x',
      name: '',
      verified: false,
      rating: 0,
      reviewCount: 0,
      city: '',
      geo: null,
    });
  });
});

describe('requestDocument and responseDocument', () => {
  it('makes a pending request that expires 14 days later, sent to its recipients', () => {
    const quote = requestDocument(request);
    expect(quote).toMatchObject({
      status: 'pending',
      recipientIds: ['jean'],
      quoteCount: 0,
      serviceId: null,
      createdAt: now,
      expiresAt: new Date('2030-01-15T10:00:00Z'),
    });
  });

  it('makes one unanswered response per recipient with the request summary', () => {
    expect(responseDocument('q1', request, jean)).toMatchObject({
      quoteId: 'q1',
      customerId: 'ami',
      providerId: 'jean',
      providerName: 'Jean',
      providerRating: 4.5,
      providerReviewCount: 12,
      providerVerified: true,
      status: 'requested',
      totalFCFA: null,
      validUntil: null,
      request: { city: 'Douala', customerName: 'Ami', budgetFCFA: 25_000 },
    });
  });
});

describe('durationText and endDateOf', () => {
  it.each([
    [45, '45 min'],
    [60, '1 h'],
    [150, '2 h 30 min'],
    [3 * 24 * 60, '72 h'],
  ])('writes %i minutes as %j', (minutes, text) => {
    expect(durationText(minutes)).toBe(text);
  });

  it('ends a job the day it starts when it fits in a day, else on its last day', () => {
    expect(endDateOf('2030-01-10', 90)).toBe('2030-01-10');
    expect(endDateOf('2030-01-10', 24 * 60)).toBe('2030-01-10');
    expect(endDateOf('2030-01-10', 24 * 60 + 1)).toBe('2030-01-11');
    expect(endDateOf('2030-01-31', 3 * 24 * 60)).toBe('2030-02-02');
  });
});

describe('contractDocument', () => {
  const quote = requestDocument(request);
  const response = {
    ...responseDocument('q1', request, jean),
    status: 'accepted' as const,
    lineItems: [{ label: 'Forfait', quantity: 1, unitPriceFCFA: 15_000 }],
    totalFCFA: 15_000,
    durationMinutes: 150,
    earliestStart: '2030-01-12',
  };

  it('prefills what the quote decides and leaves the rest for the provider', () => {
    const contract = contractDocument('q1', quote, response, now);
    expect(contract).toMatchObject({
      quoteId: 'q1',
      customerId: 'ami',
      providerId: 'jean',
      totalFCFA: 15_000,
      status: 'pending',
      termsDrafted: false,
      termsVersion: 1,
      signatures: { customer: null, provider: null },
      terms: {
        duration: '2 h 30 min',
        startDate: '2030-01-12',
        endDate: '2030-01-12',
        paymentTerms: '',
        deliverables: '',
        responsibilities: '',
        penalties: '',
        terminationClause: '',
      },
    });
    const hash = createHash('sha256').update(contractSignedContent(contract)).digest('hex');
    expect(contract.termsHash).toBe(hash);
  });

  it('hashes a different content differently (any edit voids a signature)', () => {
    const contract = contractDocument('q1', quote, response, now);
    const edited = { ...contract, terms: { ...contract.terms, penalties: 'x' } };
    expect(termsHashOf(edited)).not.toBe(contract.termsHash);
    expect(termsHashOf({ ...contract, termsVersion: 2 })).not.toBe(contract.termsHash);
    expect(termsHashOf(contract)).toMatch(/^[0-9a-f]{64}$/);
  });
});
