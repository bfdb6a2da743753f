import { describe, expect, it } from 'vitest';
import { FEATURED_REVIEWS_QUERY, featuredFirst, TOP_REVIEWS_QUERY } from './api';
import { testimonialConverter } from './converters';

describe('TOP_REVIEWS_QUERY', () => {
  it('asks for the 6 newest visible five-star reviews', () => {
    expect(TOP_REVIEWS_QUERY).toEqual({
      collection: 'reviews',
      where: [
        ['rating', '==', 5],
        ['hidden', '==', false],
      ],
      orderBy: [['createdAt', 'desc']],
      limit: 6,
    });
  });
});

describe('featuredFirst', () => {
  const documents = (...ids: string[]) => ids.map((id) => ({ id, data: {} }));

  it('puts the featured reviews first, then the five-star ones not featured, six at most', () => {
    expect(FEATURED_REVIEWS_QUERY.where).toEqual([
      ['featured', '==', true],
      ['hidden', '==', false],
    ]);
    expect(FEATURED_REVIEWS_QUERY.limit).toBe(6);
    const shown = featuredFirst(documents('f1', 't2'), documents('t1', 't2', 't3', 't4', 't5'));
    expect(shown.map((document) => document.id)).toEqual(['f1', 't2', 't1', 't3', 't4', 't5']);
    expect(featuredFirst([], documents('t1')).map((document) => document.id)).toEqual(['t1']);
  });
});

const document = (id: string, data: Record<string, unknown>) => ({ id, data });

describe('testimonialConverter', () => {
  const review = {
    providerId: 'seed-provider-01',
    authorName: 'Christelle N.',
    rating: 5,
    comment: 'Très propre.',
  };

  it('reads a review with its id and its Timestamp as a Date', () => {
    const createdAt = new Date('2026-03-14T10:00:00Z');
    const testimonial = testimonialConverter(
      document('seed-booking-1', { ...review, createdAt: { toDate: () => createdAt } }),
    );
    expect(testimonial).toEqual({ id: 'seed-booking-1', ...review, createdAt });
  });

  it('tolerates a missing date, reads an anonymous review, rejects an empty name', () => {
    expect(testimonialConverter(document('r', review)).createdAt).toBeNull();
    expect(
      testimonialConverter(document('r', { ...review, authorName: null })).authorName,
    ).toBeNull();
    expect(() => testimonialConverter(document('r', { ...review, authorName: '' }))).toThrow();
  });
});
