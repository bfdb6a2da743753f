// Constants shared by web, functions and scripts. This module must not import zod: the web
// shell imports it, and zod belongs only in the lazily loaded data layer.

/** Slugs the spec names for the `?category=` filter; more categories may exist. */
export const CORE_CATEGORY_SLUGS = ['plumbing', 'electricity', 'cleaning', 'informatique'] as const;

export const SERVICE_UNITS = ['fixed', 'hour', 'day', 'quote'] as const;

/**
 * `providers/{uid}.verificationStatus`. The verification functions write a VerificationLevel
 * (`unverified`, `in_progress`, `verified`: verification-constants.ts); the other values are
 * those written before issue 16.
 */
export const VERIFICATION_STATUSES = [
  'unverified',
  'pending',
  'in_progress',
  'approved',
  'rejected',
  'verified',
] as const;

export const PROFILE_VISIBILITIES = ['public', 'contacts', 'private'] as const;

/** Bounds of a public review (`reviews/{bookingId}`, domain review.ts). */
export const REVIEW_LIMITS = {
  comment: 2000,
  /** "Awa D.": a first name of up to 50 characters, a space and an initial. */
  authorName: 60,
  /** The rules allow a list (or a count) of reviews only with a limit of at most this. */
  query: 50,
} as const;

export const GENDERS = ['female', 'male', 'other', 'unspecified'] as const;

/** Spec §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * Validation messages are keys of the web's `common:validation.*` texts, so web and functions
 * share one schema and every form shows the spec's message in the page language.
 */
export const VALIDATION = {
  required: 'validation.required',
  invalidEmail: 'validation.invalidEmail',
  invalidPhone: 'validation.invalidPhone',
  passwordTooShort: 'validation.passwordTooShort',
  passwordsDontMatch: 'validation.passwordsDontMatch',
  mustAcceptTerms: 'validation.mustAcceptTerms',
  tooLong: 'validation.tooLong',
  invalidUrl: 'validation.invalidUrl',
  invalidPath: 'validation.invalidPath',
  invalidDate: 'validation.invalidDate',
  tooMany: 'validation.tooMany',
  chooseAtLeastOne: 'validation.chooseAtLeastOne',
  invalidNumber: 'validation.invalidNumber',
  invalidTimeRange: 'validation.invalidTimeRange',
  invalidSlug: 'validation.invalidSlug',
  tooShort: 'validation.tooShort',
  dateInPast: 'validation.dateInPast',
  invalidDateRange: 'validation.invalidDateRange',
  positiveAmount: 'validation.positiveAmount',
  invalidDuration: 'validation.invalidDuration',
  invalidRating: 'validation.invalidRating',
} as const;

/** Weekly availability keys, Monday first (`providers/{uid}.availability`). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** Languages a provider can offer service in (ISO 639-1; names: plain-format.ts). */
export const PROVIDER_LANGUAGES = [
  'fr',
  'en',
  'ar',
  'pt',
  'sw',
  'wo',
  'ha',
  'yo',
  'ig',
  'ln',
  'ff',
  'bm',
  'am',
  'zu',
  'ak',
  'af',
  'st',
] as const;

/**
 * Bounds of what a provider enters during onboarding, which firestore.rules repeat. Together
 * with MAX_SEARCH_TOKEN_BYTES they keep a provider document within PROVIDER_DOCUMENT_MAX_BYTES.
 */
export const PROVIDER_LIMITS = {
  displayName: 80,
  headline: 120,
  about: 2000,
  categories: 5,
  specialties: 10,
  specialty: 40,
  experienceYears: 60,
  city: 100,
  email: 254,
  services: 20,
  serviceTitle: 80,
  serviceDescription: 500,
  priceFCFA: 100_000_000,
  durationMinutes: 7 * 24 * 60,
  slotsPerDay: 3,
  portfolio: 12,
  portfolioUrl: 300,
} as const;

/** The largest a provider document may grow, search tokens included (results pages list them). */
export const PROVIDER_DOCUMENT_MAX_BYTES = 16 * 1024;

/**
 * The ids a provider's services may take (`providers/{uid}/services/s01`…`s20`): a fixed set,
 * so the rules cap a provider at PROVIDER_LIMITS.services services.
 */
export const SERVICE_IDS = Array.from(
  { length: PROVIDER_LIMITS.services },
  (_, index) => `s${String(index + 1).padStart(2, '0')}`,
);

/** Bounds of an admin-managed category. */
export const CATEGORY_LIMITS = {
  name: 60,
  description: 300,
  keywords: 30,
  keyword: 40,
} as const;

/** Provider search: sorts, rating floors, page size (one Firestore query per page). */
export const PROVIDER_SORTS = ['rating', 'price', 'distance'] as const;
export const MIN_RATING_OPTIONS = [3, 4, 4.5] as const;
export const PROVIDER_PAGE_SIZE = 20;
/** Radius of "near me" and distance-sorted searches. */
export const NEARBY_RADIUS_KM = 50;
