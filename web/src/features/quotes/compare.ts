import type { QuoteResponse } from './converters';

export const QUOTE_SORTS = ['price', 'rating'] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];

const byName = (a: QuoteResponse, b: QuoteResponse) =>
  a.providerName.localeCompare(b.providerName) || a.providerId.localeCompare(b.providerId);

/**
 * The quotes side by side: cheapest first (a quote without a total last), or best rated first
 * (more reviews first on equal ratings); then by provider, so the order never jumps.
 */
export function sortQuotes(quotes: readonly QuoteResponse[], sort: QuoteSort): QuoteResponse[] {
  const price = (quote: QuoteResponse) => quote.totalFCFA ?? Number.POSITIVE_INFINITY;
  return [...quotes].sort((a, b) =>
    sort === 'price'
      ? price(a) - price(b) || b.providerRating - a.providerRating || byName(a, b)
      : b.providerRating - a.providerRating ||
        b.providerReviewCount - a.providerReviewCount ||
        price(a) - price(b) ||
        byName(a, b),
  );
}
