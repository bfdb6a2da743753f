import type { FirestoreDataConverter } from 'firebase/firestore';
import {
  newUserDocument,
  profileFieldsSchema,
  userDocumentSchema,
  VALIDATION,
  type ProfileFields,
  type UserDocument,
} from '@marketplace/domain';
import { addIssues, type FieldErrors } from '../../shared/forms/fieldErrors';
import {
  normalizedFormValues,
  safeHref,
  SOCIAL_NETWORKS,
  valueAt,
  type ProfileFieldPath,
  type ProfileFormValues,
} from './profileForm';

/**
 * The profile feature's zod-backed code, loaded with a dynamic `import()` (by the data layer
 * and on submit) so that zod stays out of the first-load bundle.
 */

/** What a complete account holds when a field is missing (e.g. created before it existed). */
const EMPTY_ACCOUNT = newUserDocument({ firstName: '', lastName: '', email: '' });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Fills missing keys with their defaults; a wrongly typed value is left for zod to reject. */
const withDefaults = (defaults: object, value: unknown) =>
  value === undefined ? defaults : isRecord(value) ? { ...defaults, ...value } : value;

/** `users/{uid}`: validated on read with `userDocumentSchema`; unknown fields are dropped. */
export const userDocumentConverter: FirestoreDataConverter<UserDocument> = {
  toFirestore: (user) => userDocumentSchema.parse(user),
  fromFirestore: (snapshot) => {
    const data: Record<string, unknown> = snapshot.data();
    return userDocumentSchema.parse({
      ...EMPTY_ACCOUNT,
      ...data,
      socialMedia: withDefaults(EMPTY_ACCOUNT.socialMedia, data.socialMedia),
      settings: withDefaults(EMPTY_ACCOUNT.settings, data.settings),
    });
  },
};

export type ProfileValidation =
  { ok: true; fields: ProfileFields } | { ok: false; errors: FieldErrors<ProfileFieldPath> };

const URL_PATHS: ProfileFieldPath[] = [
  'website',
  ...SOCIAL_NETWORKS.map((network) => `socialMedia.${network}` as const),
];

/**
 * Validates the form with `profileFieldsSchema` (web addresses get `https://` when typed
 * without it); only http(s) addresses are accepted as links. Returns the first message of
 * each field.
 */
export function validateProfile(values: ProfileFormValues): ProfileValidation {
  const normalized = normalizedFormValues(values);
  const errors: FieldErrors<ProfileFieldPath> = {};
  const result = profileFieldsSchema.safeParse(normalized);
  if (!result.success) addIssues(errors, '', result.error.issues);
  for (const path of URL_PATHS) {
    const value = valueAt(normalized, path);
    if (value && !errors[path] && !safeHref(value)) errors[path] = { key: VALIDATION.invalidUrl };
  }
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, fields: result.data };
}
