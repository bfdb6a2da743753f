import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The password of every account the end-to-end tests register. */
export const PASSWORD = 'Mot-de-passe-2026';

/** A form field by its exact label; required fields’ labels end with MUI’s thin space and "*". */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`));
}

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  city: string;
}

/** Registers through the French form and waits until the header shows the signed-in user. */
export async function register(page: Page, account: NewAccount) {
  await page.goto('/register');
  await field(page, 'Prénom').fill(account.firstName);
  await field(page, 'Nom').fill(account.lastName);
  await field(page, 'Adresse e-mail').fill(account.email);
  await field(page, 'Téléphone').fill(account.phone);
  await field(page, 'Ville').fill(account.city);
  await field(page, 'Mot de passe').fill(PASSWORD);
  await field(page, 'Confirmer le mot de passe').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('button', { name: 'Ouvrir le menu du compte' })).toBeVisible({
    timeout: 30_000,
  });
}
