import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The Auth emulator of this run: Hosting's port moved by the same offset as the others. */
function authEmulatorUrl(baseURL: string): string {
  const offset = Number(new URL(baseURL).port) - 5000;
  return `http://127.0.0.1:${9099 + offset}`;
}

interface OobCode {
  email: string;
  oobCode: string;
  requestType: string;
}

/** The verification codes the Auth emulator "sent" to `email`, oldest first. */
export async function verificationCodes(baseURL: string, email: string): Promise<string[]> {
  const response = await fetch(
    `${authEmulatorUrl(baseURL)}/emulator/v1/projects/demo-marketplace/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes
    .filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL')
    .map((code) => code.oobCode);
}

/** Whether the Auth emulator still signs this account in. */
export async function canSignIn(baseURL: string, email: string, password: string) {
  const response = await fetch(
    `${authEmulatorUrl(baseURL)}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return response.ok;
}

/**
 * Opens the latest verification link of `email` in the app (as the project's custom action
 * URL would) and waits for the confirmation.
 */
export async function verifyEmailInApp(page: Page, baseURL: string, email: string) {
  await expect
    .poll(async () => (await verificationCodes(baseURL, email)).length)
    .toBeGreaterThan(0);
  const code = (await verificationCodes(baseURL, email)).at(-1) ?? '';
  await page.goto(`/auth/action?mode=verifyEmail&oobCode=${encodeURIComponent(code)}`);
  await expect(page.getByTestId('auth-action-outcome')).toHaveText(
    'Votre adresse e-mail est confirmée. Vous pouvez maintenant devenir prestataire.',
    { timeout: 30_000 },
  );
}
