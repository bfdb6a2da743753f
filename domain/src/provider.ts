import { z } from 'zod';
import { COUNTRY_CODES } from './countries';
import { SERVICE_UNITS, VERIFICATION_STATUSES } from './constants';
import { localizedTextSchema } from './localized-text-schema';
import { categorySlugSchema } from './categories';

export const geoPointSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  geohash: z.string().min(1),
});

/** `providers/{uid}/services/{id}`; money is an integer number of FCFA. */
export const providerServiceSchema = z.object({
  title: localizedTextSchema,
  category: categorySlugSchema,
  priceFCFA: z.number().int().nonnegative(),
  unit: z.enum(SERVICE_UNITS),
  durationMinutes: z.number().int().positive(),
  description: localizedTextSchema,
});
export type ProviderService = z.infer<typeof providerServiceSchema>;

export const contactPreferencesSchema = z.object({
  phone: z.string().optional(),
  email: z.email().optional(),
  whatsapp: z.string().optional(),
});

/** `providers/{uid}` */
export const providerSchema = z.object({
  displayName: z.string().min(1),
  headline: localizedTextSchema,
  about: localizedTextSchema,
  categories: z.array(categorySlugSchema).min(1),
  specialties: z.array(z.string()),
  experienceYears: z.number().int().nonnegative(),
  city: z.string().min(1),
  country: z.enum(COUNTRY_CODES),
  geo: geoPointSchema,
  priceFromFCFA: z.number().int().nonnegative(),
  languages: z.array(z.string()),
  contact: contactPreferencesSchema,
  verified: z.boolean(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
});
export type Provider = z.infer<typeof providerSchema>;

/** `reviews/{bookingId}` */
export const reviewSchema = z.object({
  providerId: z.string().min(1),
  customerId: z.string().min(1),
  customerName: z.string().min(1),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
