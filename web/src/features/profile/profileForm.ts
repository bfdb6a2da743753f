import type { ProfileFields, UserDocument } from '@marketplace/domain';

/** The form edits exactly the fields of `profileFieldsSchema`. */
export type ProfileFormValues = ProfileFields;

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Where a field's message shows: `firstName`, `socialMedia.x`… */
export type ProfileFieldPath =
  Exclude<keyof ProfileFields, 'socialMedia'> | `socialMedia.${SocialNetwork}`;

export const BIO_MAX_LENGTH = 500;

const SOCIAL_PREFIX = 'socialMedia.';
const networkOf = (path: ProfileFieldPath) =>
  path.startsWith(SOCIAL_PREFIX) ? (path.slice(SOCIAL_PREFIX.length) as SocialNetwork) : null;

export function valueAt(values: ProfileFormValues, path: ProfileFieldPath): string {
  const network = networkOf(path);
  return network
    ? values.socialMedia[network]
    : values[path as Exclude<ProfileFieldPath, `socialMedia.${string}`>];
}

export function withValue(
  values: ProfileFormValues,
  path: ProfileFieldPath,
  value: string,
): ProfileFormValues {
  const network = networkOf(path);
  return network
    ? { ...values, socialMedia: { ...values.socialMedia, [network]: value } }
    : ({ ...values, [path]: value } as ProfileFormValues);
}

export function formValuesOf(user: UserDocument): ProfileFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    address: user.address,
    city: user.city,
    country: user.country,
    dateOfBirth: user.dateOfBirth,
    gender: user.gender,
    bio: user.bio,
    website: user.website,
    socialMedia: { ...user.socialMedia },
  };
}

/** "exemple.com" → "https://exemple.com"; an address that names its scheme is kept as typed. */
export function normalizeUrl(value: string): string {
  const trimmed = value.trim();
  if (!trimmed || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

export function normalizedFormValues(values: ProfileFormValues): ProfileFormValues {
  return {
    ...values,
    website: normalizeUrl(values.website),
    socialMedia: {
      facebook: normalizeUrl(values.socialMedia.facebook),
      instagram: normalizeUrl(values.socialMedia.instagram),
      linkedin: normalizeUrl(values.socialMedia.linkedin),
      x: normalizeUrl(values.socialMedia.x),
    },
  };
}

/** Only web addresses become links: never `javascript:` or other schemes. */
export function safeHref(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
