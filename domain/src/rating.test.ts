import { describe, expect, it } from 'vitest';
import { countRatings, ratingFigures } from './rating';

describe('ratingFigures', () => {
  it('averages the stars to one decimal and counts the reviews', () => {
    expect(ratingFigures({ 5: 1, 4: 2, 3: 0, 2: 0, 1: 0 })).toMatchObject({
      rating: 4.3,
      reviewCount: 3,
    });
    expect(ratingFigures({ 5: 1, 4: 1, 3: 0, 2: 0, 1: 0 }).rating).toBe(4.5);
    expect(ratingFigures({ 5: 2, 4: 1, 3: 0, 2: 0, 1: 0 }).rating).toBe(4.7);
    expect(ratingFigures({ 5: 1, 4: 0, 3: 0, 2: 0, 1: 0 }).rating).toBe(5);
    expect(ratingFigures({ 5: 0, 4: 0, 3: 0, 2: 1, 1: 3 })).toMatchObject({
      rating: 1.3,
      reviewCount: 4,
    });
  });

  it('keeps the counts it was given', () => {
    const counts = { 5: 0, 4: 0, 3: 7, 2: 0, 1: 0 };
    expect(ratingFigures(counts)).toEqual({ rating: 3, reviewCount: 7, ratingCounts: counts });
  });

  it('is 0 without reviews', () => {
    expect(ratingFigures({ 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 })).toMatchObject({
      rating: 0,
      reviewCount: 0,
    });
  });
});

describe('countRatings', () => {
  it('counts the ratings of each star value', () => {
    expect(countRatings([5, 4, 5, 1])).toEqual({ 5: 2, 4: 1, 3: 0, 2: 0, 1: 1 });
    expect(countRatings([])).toEqual({ 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 });
  });
});
