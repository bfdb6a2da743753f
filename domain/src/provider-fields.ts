import type { Provider } from './provider';

/**
 * Every provider field that pages show: all but `searchTokens`, which makes up most of a
 * document's bytes. Public reads ask for these only (a test keeps the list equal to the schema).
 * A module of its own, without zod: the pages' early reads (web prefetch) need the list only.
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
] as const satisfies readonly Exclude<keyof Provider, 'searchTokens'>[];
