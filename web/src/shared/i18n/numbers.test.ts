import { describe, expect, it } from 'vitest';
import { formatRating } from './numbers';

describe('formatRating', () => {
  it('writes one decimal the way the page language does', () => {
    expect(formatRating(4.67, 'fr')).toBe('4,7');
    expect(formatRating(4.67, 'en')).toBe('4.7');
    expect(formatRating(5, 'fr')).toBe('5,0');
  });
});
