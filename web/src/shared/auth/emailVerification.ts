import type { User } from 'firebase/auth';
import type { Language } from '@marketplace/domain';
import { loadAuth } from '../firebase/auth';
import { localizedPath } from '../i18n/language';

// Issue 10 item 5: creating a provider profile needs a verified email (the rules read the ID
// token's `email_verified`). This module sends the email and keeps the token up to date.

/** A new verification email at most once a minute per account on this device. */
export const RESEND_COOLDOWN_MS = 60_000;

const sentKey = (uid: string) => `emailVerification:sentAt:${uid}`;

/** Milliseconds until this account may send again (0: now). */
export function cooldownLeft(uid: string, now = Date.now()): number {
  let sentAt = 0;
  try {
    sentAt = Number(localStorage.getItem(sentKey(uid))) || 0;
  } catch {
    // Storage disabled: no cooldown survives a reload; Firebase still rate-limits.
  }
  return Math.max(0, sentAt + RESEND_COOLDOWN_MS - now);
}

function recordSent(uid: string, now = Date.now()): void {
  try {
    localStorage.setItem(sentKey(uid), String(now));
  } catch {
    // See cooldownLeft.
  }
}

/** Thrown instead of calling Firebase while the cooldown runs. */
export class CooldownError extends Error {
  override readonly name = 'CooldownError';
  constructor(readonly retryInMs: number) {
    super('Verification email sent too recently');
  }
}

/**
 * Sends the verification email in the page language; its link comes back to `continuePath`
 * (a French path, localized here). Refused during the cooldown.
 */
export async function sendVerificationEmail(
  user: User,
  language: Language,
  continuePath: string,
): Promise<void> {
  const left = cooldownLeft(user.uid);
  if (left > 0) throw new CooldownError(left);
  const { sdk, auth } = await loadAuth();
  auth.languageCode = language;
  const url = `${window.location.origin}${localizedPath(continuePath, language)}`;
  await sdk.sendEmailVerification(user, { url });
  recordSent(user.uid);
}

/** The SDK's signed-in user, once it has restored it (null when there is none). */
export async function currentFirebaseUser(): Promise<User | null> {
  const { auth } = await loadAuth();
  await auth.authStateReady();
  return auth.currentUser;
}

/**
 * Whether the user's email is verified now (asking Firebase: it may have been verified in
 * another tab or on another device). When it is, the ID token is refreshed if it still says
 * otherwise, so the next Firestore write carries `email_verified: true` to the rules.
 */
export async function refreshVerification(user: User): Promise<boolean> {
  await user.reload();
  if (!user.emailVerified) return false;
  const token = await user.getIdTokenResult();
  if (token.claims.email_verified !== true) await user.getIdToken(true);
  return true;
}
