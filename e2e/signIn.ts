import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form field by its exact label; required fields’ labels end with MUI’s thin space and "*". */
export function labelled(scope: Page | Locator, label: string) {
  return scope.getByLabel(new RegExp(`^${escape(label)}(\\s*\\*)?$`));
}

/** Signs in on the (French) sign-in page, which then goes on to `next`. */
export async function signInTo(
  page: Page,
  next: string,
  account: { email: string; password: string },
) {
  await page.goto(`/auth?next=${encodeURIComponent(next)}`);
  await labelled(page, 'Adresse e-mail').fill(account.email);
  await labelled(page, 'Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  // The session API's first call starts the functions emulator: it can take a while.
  await expect(page).toHaveURL(new RegExp(`${escape(next)}$`), { timeout: 30_000 });
}

export const DEMO = {
  customer: { email: 'client@example.com', password: 'Client-demo-2026' },
  provider: { email: 'prestataire@example.com', password: 'Prestataire-demo-2026' },
  secondPlumber: { email: 'plombier@example.com', password: 'Plombier-demo-2026' },
};
