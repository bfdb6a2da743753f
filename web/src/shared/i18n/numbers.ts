import { formatDecimal, type Language } from '@marketplace/domain';

/** A rating with one decimal, as the page's language writes it: "4,8" in French, "4.8" in English. */
export function formatRating(rating: number, language: Language): string {
  return formatDecimal(rating, language, { min: 1, max: 1 });
}
