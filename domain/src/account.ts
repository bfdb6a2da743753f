import { z } from 'zod';
import { COUNTRY_CODES } from './countries';
import { GENDERS, MIN_PASSWORD_LENGTH, VALIDATION } from './constants';
import { userSettingsSchema } from './user';

const required = z.string().trim().min(1, VALIDATION.required);
const optionalText = (max: number) => z.string().trim().max(max, VALIDATION.tooLong);
/** International or local digits, spaces allowed: "+237 6 99 00 00 00". */
export const phoneSchema = z
  .string()
  .trim()
  .min(1, VALIDATION.required)
  .regex(/^\+?[0-9][0-9 ]{6,17}[0-9]$/, VALIDATION.invalidPhone);
// http(s) only: a `javascript:` link would run script for whoever opens the profile.
const optionalUrl = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, message: VALIDATION.invalidUrl }).max(2048, VALIDATION.tooLong),
]);

/** Sign-up (spec §3 "User (registration texts)", §5). */
export const registrationSchema = z
  .object({
    firstName: required.max(50, VALIDATION.tooLong),
    lastName: required.max(50, VALIDATION.tooLong),
    email: z.string().trim().min(1, VALIDATION.required).pipe(z.email(VALIDATION.invalidEmail)),
    phone: phoneSchema,
    location: required.max(100, VALIDATION.tooLong),
    password: z.string().min(MIN_PASSWORD_LENGTH, VALIDATION.passwordTooShort),
    confirmPassword: z.string().min(1, VALIDATION.required),
    acceptTerms: z.literal(true, { message: VALIDATION.mustAcceptTerms }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: VALIDATION.passwordsDontMatch,
  });
export type Registration = z.infer<typeof registrationSchema>;

export const signInSchema = z.object({
  email: z.string().trim().min(1, VALIDATION.required).pipe(z.email(VALIDATION.invalidEmail)),
  password: z.string().min(1, VALIDATION.required),
});

/** The fields a user edits on /profile/edit (spec §3 Profile), stored in `users/{uid}`. */
export const profileFieldsSchema = z.object({
  firstName: required.max(50, VALIDATION.tooLong),
  lastName: required.max(50, VALIDATION.tooLong),
  phone: z.union([z.literal(''), phoneSchema]),
  address: optionalText(200),
  city: optionalText(100),
  country: z.union([z.literal(''), z.enum(COUNTRY_CODES)]),
  /** ISO date "YYYY-MM-DD", or empty. */
  dateOfBirth: z.union([z.literal(''), z.iso.date({ message: VALIDATION.invalidDate })]),
  gender: z.union([z.literal(''), z.enum(GENDERS)]),
  bio: optionalText(500),
  website: optionalUrl,
  socialMedia: z.object({
    facebook: optionalUrl,
    instagram: optionalUrl,
    linkedin: optionalUrl,
    x: optionalUrl,
  }),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

/** `users/{uid}`: private to its owner and admins (DESIGN §2). */
export const userDocumentSchema = profileFieldsSchema.extend({
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  settings: userSettingsSchema,
});

/** `profiles/{uid}`: the public face of a user, readable per `settings.profileVisibility`. */
export const publicProfileSchema = z.object({
  displayName: z.string().trim().min(1).max(101),
  profileImageUrl: z.string().nullable(),
  city: z.string().max(100),
  country: z.union([z.literal(''), z.enum(COUNTRY_CODES)]),
  bio: z.string().max(500),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export type UserDocument = z.infer<typeof userDocumentSchema>;
