import { describe, expect, it } from 'vitest';
import { ratedProviders } from './ratings';

const review = (changes: Record<string, unknown> = {}) => ({
  providerId: 'provider-1',
  rating: 5,
  hidden: false,
  comment: 'Travail soigné, merci.',
  reply: null,
  ...changes,
});

describe('ratedProviders', () => {
  it('recounts on a new, deleted, re-rated, hidden or shown review', () => {
    expect(ratedProviders(undefined, review())).toEqual(['provider-1']);
    expect(ratedProviders(review(), undefined)).toEqual(['provider-1']);
    expect(ratedProviders(review(), review({ rating: 3 }))).toEqual(['provider-1']);
    expect(ratedProviders(review(), review({ hidden: true }))).toEqual(['provider-1']);
    expect(ratedProviders(review({ hidden: true }), review())).toEqual(['provider-1']);
  });

  it('recounts both providers when a review moves', () => {
    expect(ratedProviders(review(), review({ providerId: 'provider-2' }))).toEqual([
      'provider-1',
      'provider-2',
    ]);
  });

  it('ignores what the figures do not depend on, and malformed provider ids', () => {
    expect(ratedProviders(review(), review({ reply: { text: 'Merci' } }))).toEqual([]);
    expect(ratedProviders(review(), review({ comment: 'Autre commentaire.' }))).toEqual([]);
    expect(ratedProviders(undefined, review({ providerId: 'a/b' }))).toEqual([]);
    expect(ratedProviders(undefined, undefined)).toEqual([]);
  });
});
