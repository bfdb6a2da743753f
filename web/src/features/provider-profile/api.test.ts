import { describe, expect, it, vi } from 'vitest';
import {
  providerKey,
  providerServicesQuery,
  readProvider,
  reviewsPageKey,
  reviewsPageQuery,
  type ReviewCursor,
} from './api';
import { reviewConverter, serviceConverter } from './converters';

const rest = vi.hoisted(() => ({ readPublicDocument: vi.fn() }));
vi.mock('../../shared/firebase/publicQuery', () => rest);

describe('provider profile queries', () => {
  it('reads providers/{id} without its search tokens', async () => {
    rest.readPublicDocument.mockResolvedValueOnce([{ id: 'p1', data: { rating: 4 } }]);
    expect(await readProvider('p1')()).toEqual([{ id: 'p1', data: { rating: 4 } }]);
    const [path, fields] = rest.readPublicDocument.mock.calls[0] as [string, string[]];
    expect(path).toBe('providers/p1');
    expect(fields).toContain('displayName');
    expect(fields).not.toContain('searchTokens');
    // The public badges' dates (issue 16), never the verification documents.
    expect(fields).toEqual(
      expect.arrayContaining(['verified', 'verifiedOn', 'criminalRecordCheckedOn']),
    );
    // The rating distribution, which the search's cards go without.
    expect(fields).toContain('ratingCounts');
    expect(providerKey('seed-provider-01')).toBe('provider-profile:seed-provider-01');
  });

  it('asks for at most 20 services, cheapest first', () => {
    expect(providerServicesQuery('p1')).toEqual({
      parent: 'providers/p1',
      collection: 'services',
      where: [],
      orderBy: [['priceFCFA', 'asc']],
      limit: 20,
    });
  });

  it('pages reviews five at a time, newest first, after the cursor', () => {
    const first = reviewsPageQuery('p1', null);
    expect(first).toEqual({
      collection: 'reviews',
      where: [
        ['providerId', '==', 'p1'],
        ['hidden', '==', false],
      ],
      orderBy: [
        ['createdAt', 'desc'],
        ['__name__', 'desc'],
      ],
      limit: 5,
    });
    const cursor: ReviewCursor = { id: 'booking-5', createdAt: '2026-03-14T10:00:00.000Z' };
    expect(reviewsPageQuery('p1', cursor).startAt).toEqual({
      values: [{ timestamp: '2026-03-14T10:00:00.000Z' }, { document: 'reviews/booking-5' }],
      before: false,
    });
    expect(reviewsPageKey('p1', null)).toBe('provider-profile:p1:reviews:first');
    expect(reviewsPageKey('p1', cursor)).toBe('provider-profile:p1:reviews:after:booking-5');
  });
});

const document = (id: string, data: Record<string, unknown>) => ({ id, data });

describe('reviewConverter', () => {
  const review = {
    providerId: 'p1',
    authorName: 'Christelle N.',
    rating: 4,
    comment: 'Bon travail.',
  };

  it('keeps the id and the date, also as the next page cursor', () => {
    const createdAt = new Date('2026-03-14T10:00:00Z');
    const doc = document('booking-1', { ...review, createdAt: { toDate: () => createdAt } });
    expect(reviewConverter(doc)).toEqual({
      id: 'booking-1',
      ...review,
      createdAt,
      reply: null,
      cursor: { id: 'booking-1', createdAt: '2026-03-14T10:00:00.000Z' },
    });
  });

  it("reads the provider's reply with its date, and ignores an empty or malformed one", () => {
    const at = new Date('2026-03-15T08:00:00Z');
    const read = (reply: unknown) => reviewConverter(document('r', { ...review, reply })).reply;
    expect(read({ text: 'Merci !', at: { toDate: () => at } })).toEqual({ text: 'Merci !', at });
    expect(read({ text: 'Merci !', at: null })).toEqual({ text: 'Merci !', at: null });
    expect(read(null)).toBeNull();
    expect(read({ text: '  ' })).toBeNull();
    expect(read({ text: 42 })).toBeNull();
  });

  it('reads an anonymous review, and rejects one without a valid rating', () => {
    expect(reviewConverter(document('r', { ...review, authorName: null })).authorName).toBeNull();
    expect(() => reviewConverter(document('r', { ...review, rating: 6 }))).toThrow();
  });
});

describe('serviceConverter', () => {
  it('reads a service with its id and rejects a negative price', () => {
    const service = {
      title: { fr: 'Réparation de fuite', en: 'Leak repair' },
      category: 'plumbing',
      priceFCFA: 10000,
      unit: 'fixed',
      durationMinutes: 60,
      description: { fr: '' },
    };
    expect(serviceConverter(document('s1', service))).toEqual({
      id: 's1',
      ...service,
    });
    expect(() => serviceConverter(document('s1', { ...service, priceFCFA: -1 }))).toThrow();
  });
});
