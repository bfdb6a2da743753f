/**
 * A provider's standing from their visible reviews (issue 13 §6), computed the same way by the
 * ratings trigger and the seed. Without zod: the provider page's reader uses the star values.
 */

/** Star values, best first: the order the provider page lists the distribution in. */
export const STAR_VALUES = [5, 4, 3, 2, 1] as const;
export type Stars = (typeof STAR_VALUES)[number];

/** How many visible reviews give each star value: `ratingCounts` on `providers/{uid}`. */
export type RatingCounts = Record<Stars, number>;

export interface RatingFigures {
  /** The average to one decimal, 0 without reviews. */
  rating: number;
  reviewCount: number;
  ratingCounts: RatingCounts;
}

/** A provider's figures from how many reviews give each star value. */
export function ratingFigures(ratingCounts: RatingCounts): RatingFigures {
  let reviewCount = 0;
  let sum = 0;
  for (const stars of STAR_VALUES) {
    reviewCount += ratingCounts[stars];
    sum += stars * ratingCounts[stars];
  }
  return {
    rating: reviewCount > 0 ? Math.round((sum / reviewCount) * 10) / 10 : 0,
    reviewCount,
    ratingCounts,
  };
}

/** The counts `countOf` gives for each star value. */
export function ratingCountsOf(countOf: (stars: Stars) => number): RatingCounts {
  return { 5: countOf(5), 4: countOf(4), 3: countOf(3), 2: countOf(2), 1: countOf(1) };
}

/** How many of `ratings` (whole stars from 1 to 5) give each star value. */
export function countRatings(ratings: readonly Stars[]): RatingCounts {
  return ratingCountsOf((stars) => ratings.filter((rating) => rating === stars).length);
}
