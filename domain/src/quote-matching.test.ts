import { describe, expect, it } from 'vitest';
import { chooseQuoteRecipients, type QuoteCandidate } from './quote-matching';

const DOUALA = { lat: 4.0511, lng: 9.7679 };
const YAOUNDE = { lat: 3.848, lng: 11.5021 };

const candidate = (id: string, extra: Partial<QuoteCandidate> = {}): QuoteCandidate => ({
  id,
  verified: false,
  rating: 4,
  reviewCount: 10,
  city: 'Douala',
  geo: DOUALA,
  ...extra,
});

describe('chooseQuoteRecipients', () => {
  it('puts verified providers first, then the better rated', () => {
    const chosen = chooseQuoteRecipients(
      [
        candidate('a', { rating: 5 }),
        candidate('b', { verified: true, rating: 3.5 }),
        candidate('c', { rating: 4.5 }),
      ],
      { city: 'Douala', geo: DOUALA },
      'customer',
    );
    expect(chosen).toEqual(['b', 'a', 'c']);
  });

  it('keeps at most 5 and never the customer', () => {
    const many = Array.from({ length: 8 }, (_, index) => candidate(`p${index}`));
    const chosen = chooseQuoteRecipients(many, { city: 'Douala', geo: DOUALA }, 'p0');
    expect(chosen).toHaveLength(5);
    expect(chosen).not.toContain('p0');
  });

  it('leaves out providers beyond the radius, and uses the city when a position is missing', () => {
    const chosen = chooseQuoteRecipients(
      [
        candidate('far', { city: 'Yaoundé', geo: YAOUNDE, verified: true }),
        candidate('same-city', { geo: null }),
        candidate('other-city', { city: 'Abidjan', geo: null }),
      ],
      { city: 'douala', geo: DOUALA },
      'customer',
    );
    expect(chosen).toEqual(['same-city']);
  });
});
