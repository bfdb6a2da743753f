// Constants shared by web, functions and scripts. This module must not import zod: the web
// shell imports it, and zod belongs only in the lazily loaded data layer.

/** Slugs the spec names for the `?category=` filter; more categories may exist. */
export const CORE_CATEGORY_SLUGS = ['plumbing', 'electricity', 'cleaning', 'informatique'] as const;

export const SERVICE_UNITS = ['fixed', 'hour', 'day', 'quote'] as const;

export const VERIFICATION_STATUSES = [
  'unverified',
  'pending',
  'in_progress',
  'approved',
  'rejected',
] as const;

export const PROFILE_VISIBILITIES = ['public', 'contacts', 'private'] as const;

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
  invalidDate: 'validation.invalidDate',
} as const;
