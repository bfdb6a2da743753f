import type { Provider } from './provider';

/**
 * Every provider field that cards show: all but `searchTokens`, which makes up most of a
 * document's bytes, and `ratingCounts`, which only the provider page draws. Public reads ask
 * for these only (a test keeps the lists equal to the schema). A module of its own, without
 * zod: the pages' early reads (web prefetch) need the lists only.
 */
export const PROVIDER_PUBLIC_FIELDS = [
  'displayName',
  'headline',
  'about',
  'categories',
  'specialties',
  'experienceYears',
  'city',
  'country',
  'geo',
  'priceFromFCFA',
  'availability',
  'portfolio',
  'languages',
  'contact',
  'verified',
  'verificationStatus',
  'verifiedOn',
  'criminalRecordCheckedOn',
  'rating',
  'reviewCount',
] as const satisfies readonly Exclude<keyof Provider, 'searchTokens' | 'ratingCounts'>[];

/** What the provider page reads: the cards' fields and the rating distribution. */
export const PROVIDER_PAGE_FIELDS = [
  ...PROVIDER_PUBLIC_FIELDS,
  'ratingCounts',
] as const satisfies readonly Exclude<keyof Provider, 'searchTokens'>[];
