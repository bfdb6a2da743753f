import type { UserDocument } from './account';
import type { UserSettings } from './user';

/**
 * A new account's settings. Visibility starts at `contacts`: a profile is shown to people the
 * user has dealt with, and making it public is the user's choice, not a default.
 */
export const DEFAULT_USER_SETTINGS: UserSettings = {
  emailNotifications: true,
  smsNotifications: false,
  reservationReminders: true,
  marketingEmails: false,
  profileVisibility: 'contacts',
  shareActivityHistory: false,
  locationAccess: false,
};

/** A complete `users/{uid}` document for a new account (registration, seed). */
export function newUserDocument(fields: {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  city?: string;
  country?: UserDocument['country'];
}): UserDocument {
  return {
    firstName: fields.firstName,
    lastName: fields.lastName,
    email: fields.email,
    phone: fields.phone ?? '',
    address: '',
    city: fields.city ?? '',
    country: fields.country ?? '',
    dateOfBirth: '',
    gender: '',
    bio: '',
    website: '',
    socialMedia: { facebook: '', instagram: '', linkedin: '', x: '' },
    profileImageUrl: null,
    settings: DEFAULT_USER_SETTINGS,
  };
}
