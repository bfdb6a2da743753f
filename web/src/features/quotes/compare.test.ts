import { describe, expect, it } from 'vitest';
import { sortQuotes } from './compare';
import { responseOf } from './testing';

const cheap = responseOf({
  providerId: 'a',
  providerName: 'A',
  totalFCFA: 20_000,
  providerRating: 3.9,
});
const dear = responseOf({
  providerId: 'b',
  providerName: 'B',
  totalFCFA: 45_000,
  providerRating: 4.8,
});
const middle = responseOf({
  providerId: 'c',
  providerName: 'C',
  totalFCFA: 30_000,
  providerRating: 4.8,
  providerReviewCount: 40,
});
const unpriced = responseOf({
  providerId: 'd',
  providerName: 'D',
  totalFCFA: null,
  providerRating: 5,
});

const ids = (quotes: { providerId: string }[]) => quotes.map((quote) => quote.providerId);

describe('sortQuotes', () => {
  it('puts the cheapest first, a quote without a total last', () => {
    expect(ids(sortQuotes([dear, unpriced, cheap, middle], 'price'))).toEqual(['a', 'c', 'b', 'd']);
  });

  it('puts the best rated first, more reviews first on a tie', () => {
    expect(ids(sortQuotes([cheap, dear, middle, unpriced], 'rating'))).toEqual([
      'd',
      'c',
      'b',
      'a',
    ]);
  });

  it('leaves its input as it was', () => {
    const quotes = [dear, cheap];
    sortQuotes(quotes, 'price');
    expect(ids(quotes)).toEqual(['b', 'a']);
  });
});
