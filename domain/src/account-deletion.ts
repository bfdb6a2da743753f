import { z } from 'zod';

/** `DELETE /api/account`: the user confirms by typing the account's email. */
export const accountDeletionSchema = z.object({ confirmEmail: z.string().max(320) });
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/** The 400 of `DELETE /api/account` when the typed email is not the account's. */
export const CONFIRM_EMAIL_MISMATCH = 'confirm_email_mismatch';

/** Emails compare without case and surrounding spaces (Firebase stores them lower-cased). */
export const sameEmail = (typed: string, email: string | null): boolean =>
  email !== null && typed.trim().toLowerCase() === email.trim().toLowerCase();
