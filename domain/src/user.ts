import { z } from 'zod';
import { PROFILE_VISIBILITIES } from './constants';

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
