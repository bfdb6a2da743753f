import { z } from 'zod';
import { COUNTRY_CODES } from './countries';
import {
  PROVIDER_LANGUAGES,
  PROVIDER_LIMITS,
  SERVICE_UNITS,
  VALIDATION,
  VERIFICATION_STATUSES,
  WEEKDAYS,
} from './constants';
import { phoneSchema } from './account';
import { categorySlugSchema } from './categories';
import { TIME_SLOT_PATTERN } from './availability';
import { daySchema } from './quote';
import type { RatingCounts } from './rating';

const requiredText = (max: number) =>
  z.string().trim().min(1, VALIDATION.required).max(max, VALIDATION.tooLong);

/** French required, English optional (DESIGN §2), both bounded. */
const bilingualText = (max: number) =>
  z.object({ fr: requiredText(max), en: requiredText(max).optional() });

/** Like `bilingualText` but French may be empty (a service without description). */
const optionalBilingualText = (max: number) =>
  z.object({
    fr: z.string().trim().max(max, VALIDATION.tooLong),
    en: requiredText(max).optional(),
  });

const wholeNumber = (max: number) =>
  z
    .number({ error: VALIDATION.invalidNumber })
    .int(VALIDATION.invalidNumber)
    .nonnegative(VALIDATION.invalidNumber)
    .max(max, VALIDATION.invalidNumber);

export const geoPointSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  geohash: z.string().min(1).max(12),
});
export type GeoPoint = z.infer<typeof geoPointSchema>;

/** `providers/{uid}/services/{id}`; money is an integer number of FCFA. */
export const providerServiceSchema = z.object({
  title: bilingualText(PROVIDER_LIMITS.serviceTitle),
  category: categorySlugSchema,
  priceFCFA: wholeNumber(PROVIDER_LIMITS.priceFCFA),
  unit: z.enum(SERVICE_UNITS),
  durationMinutes: wholeNumber(PROVIDER_LIMITS.durationMinutes).min(1, VALIDATION.invalidNumber),
  description: optionalBilingualText(PROVIDER_LIMITS.serviceDescription),
});
export type ProviderService = z.infer<typeof providerServiceSchema>;

/** How the provider may be contacted; only what they chose is shown. At least one. */
export const contactPreferencesSchema = z
  .object({
    phone: phoneSchema.optional(),
    email: z
      .email(VALIDATION.invalidEmail)
      .max(PROVIDER_LIMITS.email, VALIDATION.tooLong)
      .optional(),
    whatsapp: phoneSchema.optional(),
  })
  .refine((contact) => Boolean(contact.phone || contact.email || contact.whatsapp), {
    message: VALIDATION.chooseAtLeastOne,
  });
export type ContactPreferences = z.infer<typeof contactPreferencesSchema>;

/** `'08:00-12:00'`: a start before its end (the same day). */
export const timeSlotSchema = z
  .string()
  .regex(TIME_SLOT_PATTERN, VALIDATION.invalidTimeRange)
  .refine((slot) => slot.slice(0, 5) < slot.slice(6), { message: VALIDATION.invalidTimeRange });

/** Weekly opening hours: each day Monday–Sunday has 0–3 slots (`{ mon: ['08:00-18:00'] }`). */
export const availabilitySchema = z.object(
  Object.fromEntries(
    WEEKDAYS.map((day) => [day, z.array(timeSlotSchema).max(PROVIDER_LIMITS.slotsPerDay)]),
  ) as Record<(typeof WEEKDAYS)[number], z.ZodArray<typeof timeSlotSchema>>,
);
export type Availability = z.infer<typeof availabilitySchema>;

/**
 * Everything the owner writes on `providers/{uid}` (DESIGN §2): never `verified`,
 * `verificationStatus`, `rating`, `reviewCount`, nor what the search-token trigger derives
 * (`searchTokens`, `priceFromFCFA`).
 */
export const providerProfileSchema = z.object({
  displayName: requiredText(PROVIDER_LIMITS.displayName),
  headline: bilingualText(PROVIDER_LIMITS.headline),
  about: bilingualText(PROVIDER_LIMITS.about),
  categories: z
    .array(categorySlugSchema)
    .min(1, VALIDATION.chooseAtLeastOne)
    .max(PROVIDER_LIMITS.categories, VALIDATION.tooMany),
  specialties: z
    .array(requiredText(PROVIDER_LIMITS.specialty))
    .max(PROVIDER_LIMITS.specialties, VALIDATION.tooMany),
  experienceYears: wholeNumber(PROVIDER_LIMITS.experienceYears),
  city: requiredText(PROVIDER_LIMITS.city),
  country: z.enum(COUNTRY_CODES, { error: VALIDATION.required }),
  geo: geoPointSchema,
  availability: availabilitySchema,
  portfolio: z
    .array(
      z
        .url({ protocol: /^https?$/, error: VALIDATION.invalidUrl })
        .max(PROVIDER_LIMITS.portfolioUrl, VALIDATION.tooLong),
    )
    .max(PROVIDER_LIMITS.portfolio, VALIDATION.tooMany),
  languages: z
    .array(z.enum(PROVIDER_LANGUAGES))
    .min(1, VALIDATION.chooseAtLeastOne)
    .max(PROVIDER_LANGUAGES.length),
  contact: contactPreferencesSchema,
});
export type ProviderProfile = z.infer<typeof providerProfileSchema>;

/** Fields only admins and functions write. A new provider starts unverified, unrated. */
export const providerStandingSchema = z.object({
  verified: z.boolean(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
});
export const NEW_PROVIDER_STANDING = {
  verified: false,
  verificationStatus: 'unverified',
  rating: 0,
  reviewCount: 0,
} as const satisfies z.infer<typeof providerStandingSchema>;

const reviewsGiving = z.number().int().nonnegative();
const ratingCountsSchema = z.strictObject({
  5: reviewsGiving,
  4: reviewsGiving,
  3: reviewsGiving,
  2: reviewsGiving,
  1: reviewsGiving,
}) satisfies z.ZodType<RatingCounts>;

/**
 * `providers/{uid}`. The search-token trigger keeps `searchTokens` and `priceFromFCFA` (the
 * cheapest priced service; null when every service is on quote); both are absent until it
 * first runs.
 */
export const providerSchema = providerProfileSchema.extend({
  ...providerStandingSchema.shape,
  priceFromFCFA: wholeNumber(PROVIDER_LIMITS.priceFCFA).nullable().default(null),
  searchTokens: z.array(z.string()).default([]),
  // The ratings trigger keeps it with `rating` and `reviewCount`: the provider page draws the
  // distribution from it. Absent until the provider's first review.
  ratingCounts: ratingCountsSchema.optional(),
  // Issue 16 (ProviderVerificationFields): days written by the verification functions only;
  // absent on a provider the verification never touched.
  verifiedOn: daySchema.nullable().optional(),
  criminalRecordCheckedOn: daySchema.nullable().optional(),
});
export type Provider = z.infer<typeof providerSchema>;
