import { describe, expect, it } from 'vitest';
import { fakeHandle, fakeSnapshot as snapshot } from '../../shared/firebase/testing';
import { topReviewsQuery } from './api';
import { testimonialConverter } from './converters';

describe('topReviewsQuery', () => {
  it('asks for the 6 newest five-star reviews', async () => {
    expect(await topReviewsQuery(fakeHandle())).toEqual({
      ref: { collection: 'reviews', converter: testimonialConverter },
      constraints: [
        ['where', 'rating', '==', 5],
        ['orderBy', 'createdAt', 'desc'],
        ['limit', 6],
      ],
    });
  });
});

describe('testimonialConverter', () => {
  const review = {
    providerId: 'seed-provider-01',
    authorName: 'Christelle N.',
    rating: 5,
    comment: 'Très propre.',
  };

  it('reads a review with its id and its Timestamp as a Date', () => {
    const createdAt = new Date('2026-03-14T10:00:00Z');
    const testimonial = testimonialConverter.fromFirestore(
      snapshot('seed-booking-1', { ...review, createdAt: { toDate: () => createdAt } }),
    );
    expect(testimonial).toEqual({ id: 'seed-booking-1', ...review, createdAt });
  });

  it('tolerates a missing date, reads an anonymous review, rejects an empty name', () => {
    expect(testimonialConverter.fromFirestore(snapshot('r', review)).createdAt).toBeNull();
    expect(
      testimonialConverter.fromFirestore(snapshot('r', { ...review, authorName: null })).authorName,
    ).toBeNull();
    expect(() =>
      testimonialConverter.fromFirestore(snapshot('r', { ...review, authorName: '' })),
    ).toThrow();
  });
});
