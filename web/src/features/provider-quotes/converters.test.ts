import { describe, expect, it } from 'vitest';
import { fakeSnapshot } from '../../shared/firebase/testing';
import { inboxItemConverter, quoteRequestConverter } from './converters';

const at = (iso: string) => ({ toDate: () => new Date(iso) });

/** `quotes/q1/responses/provider-1` as the api writes it once the quote is sent. */
const stored = {
  quoteId: 'q1',
  customerId: 'customer-1',
  providerId: 'provider-1',
  providerName: 'Awa Diop',
  providerRating: 4.5,
  providerReviewCount: 12,
  providerVerified: true,
  request: {
    category: 'plumbing',
    serviceTitle: { fr: 'Réparation de fuite', en: 'Leak repair' },
    description: 'Fuite sous l’évier',
    urgency: 'medium',
    budgetFCFA: null,
    city: 'Douala',
    preferredDate: '2030-03-20',
    customerName: 'Aminata',
  },
  status: 'sent',
  lineItems: [{ label: 'Siphon', quantity: 2, unitPriceFCFA: 7_500 }],
  totalFCFA: 15_000,
  durationMinutes: 90,
  earliestStart: '2030-03-18',
  validUntil: at('2030-03-24T12:00:00Z'),
  message: '',
  revision: 0,
  declineReason: null,
  seenAt: null,
  respondedAt: at('2030-03-17T12:00:00Z'),
  createdAt: at('2030-03-10T09:00:00Z'),
  updatedAt: at('2030-03-17T12:00:00Z'),
};

describe('inboxItemConverter', () => {
  it('reads an entry, with its dates and its cursor', () => {
    const snapshot = fakeSnapshot('provider-1', stored);
    const item = inboxItemConverter.fromFirestore(snapshot);
    expect(item).toEqual({
      quoteId: 'q1',
      status: 'sent',
      request: stored.request,
      lineItems: stored.lineItems,
      totalFCFA: 15_000,
      durationMinutes: 90,
      earliestStart: '2030-03-18',
      validUntil: new Date('2030-03-24T12:00:00Z'),
      message: '',
      revision: 0,
      declineReason: null,
      seenAt: null,
      createdAt: new Date('2030-03-10T09:00:00Z'),
      cursor: snapshot,
    });
  });

  it('reads a new request, still without a quote', () => {
    const item = inboxItemConverter.fromFirestore(
      fakeSnapshot('provider-1', {
        ...stored,
        status: 'requested',
        lineItems: [],
        totalFCFA: null,
        durationMinutes: null,
        earliestStart: null,
        validUntil: null,
        respondedAt: null,
      }),
    );
    expect(item.status).toBe('requested');
    expect(item.totalFCFA).toBeNull();
    expect(item.validUntil).toBeNull();
  });

  it.each([
    ['an unknown status', { status: 'archived' }],
    ['an unknown urgency', { request: { ...stored.request, urgency: 'tomorrow' } }],
    ['a line without its price', { lineItems: [{ label: 'Siphon', quantity: 1 }] }],
    ['a date that is not a timestamp', { seenAt: '2030-03-12' }],
    ['no creation time', { createdAt: null }],
    ['no request summary', { request: null }],
  ])('refuses a document with %s', (_, change) => {
    expect(() =>
      inboxItemConverter.fromFirestore(fakeSnapshot('p', { ...stored, ...change })),
    ).toThrow(/Malformed field/);
  });

  it('is never used to write', () => {
    expect(() => inboxItemConverter.toFirestore({} as never)).toThrow();
  });
});

describe('quoteRequestConverter', () => {
  const request = {
    customerId: 'customer-1',
    customerName: 'Aminata',
    providerId: null,
    serviceId: null,
    serviceTitle: null,
    category: 'plumbing',
    description: 'Fuite sous l’évier de la cuisine',
    urgency: 'high',
    budgetFCFA: 25_000,
    location: { city: 'Douala', address: 'Akwa' },
    preferredDate: null,
    contactMethod: 'phone',
    additionalInfo: '',
    photoIds: ['AbCdEfGhIjKlMnOpQrSt'],
    language: 'fr',
    status: 'responded',
    recipientIds: ['provider-1'],
    quoteCount: 1,
    createdAt: at('2030-03-10T09:00:00Z'),
  };

  it('reads what a recipient is shown', () => {
    expect(quoteRequestConverter.fromFirestore(fakeSnapshot('q1', request))).toEqual({
      id: 'q1',
      customerName: 'Aminata',
      category: 'plumbing',
      serviceTitle: null,
      description: 'Fuite sous l’évier de la cuisine',
      urgency: 'high',
      budgetFCFA: 25_000,
      location: { city: 'Douala', address: 'Akwa' },
      preferredDate: null,
      contactMethod: 'phone',
      additionalInfo: '',
      photoIds: ['AbCdEfGhIjKlMnOpQrSt'],
      status: 'responded',
    });
  });

  it('refuses an unknown contact method', () => {
    expect(() =>
      quoteRequestConverter.fromFirestore(fakeSnapshot('q1', { ...request, contactMethod: 'fax' })),
    ).toThrow(/contactMethod/);
  });
});
