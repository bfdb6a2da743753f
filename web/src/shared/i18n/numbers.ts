import { numberFormat, type Language } from '@marketplace/domain';
import { DATE_LOCALES } from './dates';

/** A rating with one decimal, as the page's language writes it: "4,8" in French, "4.8" in English. */
export function formatRating(rating: number, language: Language): string {
  return numberFormat(DATE_LOCALES[language], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating);
}
