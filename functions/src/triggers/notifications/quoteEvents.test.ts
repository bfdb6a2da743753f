import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { quoteResponseRequests } from './quoteEvents';

const createdAt = new Date('2030-01-01T08:00:00Z');
const updatedAt = new Date('2030-01-01T10:00:00Z');
const eventTime = new Date('2030-01-01T12:00:00Z');

const response = (changes: Record<string, unknown> = {}) => ({
  quoteId: 'q1',
  customerId: 'cust',
  providerId: 'prov',
  providerName: 'Plomberie Eto',
  request: {
    category: 'plumbing',
    serviceTitle: { fr: 'Fuite' },
    city: 'Douala',
    customerName: 'Awa K.',
  },
  status: 'requested',
  totalFCFA: null,
  revision: 0,
  createdAt: Timestamp.fromDate(createdAt),
  updatedAt: Timestamp.fromDate(createdAt),
  ...changes,
});
const sent = (changes: Record<string, unknown> = {}) =>
  response({
    status: 'sent',
    totalFCFA: 25_000,
    updatedAt: Timestamp.fromDate(updatedAt),
    ...changes,
  });

describe('quote request', () => {
  it('goes to the provider when the request reaches them', () => {
    expect(quoteResponseRequests('q1', 'prov', undefined, response(), eventTime)).toEqual([
      {
        uid: 'prov',
        kind: 'quote_request',
        id: 'quote_request-q1-prov',
        at: createdAt,
        params: {
          quoteId: 'q1',
          category: 'plumbing',
          serviceTitle: { fr: 'Fuite' },
          city: 'Douala',
          customerName: 'Awa K.',
        },
      },
    ]);
  });

  it('names the category when the request has no service', () => {
    const open = response({ request: { ...response().request, serviceTitle: null } });
    const [request] = quoteResponseRequests('q1', 'prov', undefined, open, eventTime);
    expect(request?.params).toMatchObject({ category: 'plumbing', serviceTitle: null });
  });

  it('is not sent for another path, another status or a later write', () => {
    expect(quoteResponseRequests('q1', 'other', undefined, response(), eventTime)).toEqual([]);
    expect(quoteResponseRequests('q1', 'prov', undefined, sent(), eventTime)).toHaveLength(1);
    expect(quoteResponseRequests('q1', 'prov', undefined, sent(), eventTime)[0]?.kind).toBe(
      'provider_response',
    );
    const seen = response({ seenAt: Timestamp.fromDate(updatedAt) });
    expect(quoteResponseRequests('q1', 'prov', response(), seen, eventTime)).toEqual([]);
  });
});

describe('provider response', () => {
  it('goes to the customer when the provider sends a quote', () => {
    expect(quoteResponseRequests('q1', 'prov', response(), sent(), eventTime)).toEqual([
      {
        uid: 'cust',
        kind: 'provider_response',
        id: 'provider_response-q1-prov-0',
        at: updatedAt,
        params: {
          quoteId: 'q1',
          providerId: 'prov',
          providerName: 'Plomberie Eto',
          totalFCFA: 25_000,
        },
      },
    ]);
  });

  it('goes out once per revision', () => {
    const revised = (revision: number) => sent({ status: 'revised', revision, totalFCFA: 20_000 });
    const first = quoteResponseRequests('q1', 'prov', sent(), revised(1), eventTime);
    const second = quoteResponseRequests('q1', 'prov', revised(1), revised(2), eventTime);
    expect(first.map((request) => request.id)).toEqual(['provider_response-q1-prov-1']);
    expect(second.map((request) => request.id)).toEqual(['provider_response-q1-prov-2']);
    expect(first[0]?.params).toMatchObject({ totalFCFA: 20_000 });
  });

  it('is not sent by the customer seeing it, a decline, or a withdrawal', () => {
    const seen = sent({ seenAt: Timestamp.fromDate(eventTime) });
    expect(quoteResponseRequests('q1', 'prov', sent(), seen, eventTime)).toEqual([]);
    for (const status of ['declined', 'withdrawn', 'accepted', 'expired']) {
      expect(quoteResponseRequests('q1', 'prov', sent(), sent({ status }), eventTime)).toEqual([]);
    }
  });

  it('is not sent without a price', () => {
    expect(
      quoteResponseRequests('q1', 'prov', response(), sent({ totalFCFA: null }), eventTime),
    ).toEqual([]);
  });
});
