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
