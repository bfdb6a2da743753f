import type { UserSettings } from './user';

export const DEFAULT_USER_SETTINGS: UserSettings = {
  emailNotifications: true,
  smsNotifications: false,
  reservationReminders: true,
  marketingEmails: false,
  profileVisibility: 'public',
  shareActivityHistory: false,
  locationAccess: false,
};
