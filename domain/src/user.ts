import { z } from 'zod';

export const PROFILE_VISIBILITIES = ['public', 'contacts', 'private'] as const;

/** `users/{uid}.settings` (spec §3 Settings). */
export const userSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  reservationReminders: z.boolean(),
  marketingEmails: z.boolean(),
  profileVisibility: z.enum(PROFILE_VISIBILITIES),
  shareActivityHistory: z.boolean(),
  locationAccess: z.boolean(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const DEFAULT_USER_SETTINGS: UserSettings = {
  emailNotifications: true,
  smsNotifications: false,
  reservationReminders: true,
  marketingEmails: false,
  profileVisibility: 'public',
  shareActivityHistory: false,
  locationAccess: false,
};
