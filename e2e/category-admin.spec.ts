import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** A form field by its exact label; required fields’ labels end with MUI’s thin space and "*". */
function field(scope: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`));
}

/** Signs in on the sign-in page, which then goes on to `next`. */
async function signIn(page: Page, next: string, email: string, password: string) {
  await page.goto(`/auth?next=${encodeURIComponent(next)}`);
  await field(page, 'Adresse e-mail').fill(email);
  await field(page, 'Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  // The session API's first call starts the functions emulator: it can take a while.
  await expect(page).toHaveURL(new RegExp(`${next}$`), { timeout: 30_000 });
}

test('an admin adds a category that shows on home and in the filters, then deactivates it', async ({
  page,
}) => {
  // Many steps, each waiting on the emulators: three times the usual time.
  test.slow();
  // Unique per run: the test does not depend on the data earlier runs left behind.
  const slug = `masonry-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

  await signIn(page, '/category-management', 'admin@example.com', 'Admin-demo-2026');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des catégories' })).toBeVisible(
    { timeout: 30_000 },
  );
  // Every category is listed, the seeded ones included.
  await expect(page.getByTestId('category-row-plumbing')).toContainText('Plomberie');

  await page.getByRole('button', { name: 'Nouvelle catégorie' }).click();
  const form = page.getByRole('dialog', { name: 'Nouvelle catégorie' });
  await field(form, 'Nom (français)').fill('Maçonnerie');
  // The slug is suggested from the French name, accents folded.
  await expect(field(form, 'Identifiant (slug)')).toHaveValue('maconnerie');
  await field(form, 'Identifiant (slug)').fill(slug);
  await field(form, 'Nom (anglais)').fill('Masonry');
  await field(form, 'Description (français)').fill('Murs, dalles, enduits et carrelage.');
  await field(form, 'Description (anglais)').fill('Walls, slabs, rendering and tiling.');
  await field(form, 'Icône').selectOption('construction');
  await field(form, 'Mots-clés').fill('maçon, mason');
  await field(form, 'Mots-clés').press('Enter');
  await expect(form.getByRole('list', { name: 'Mots-clés de la catégorie' })).toContainText(
    'mason',
  );
  await form.getByRole('button', { name: 'Créer la catégorie' }).click();

  await expect(page.getByTestId('category-notice')).toContainText(
    'Catégorie « Maçonnerie » créée.',
    { timeout: 30_000 },
  );
  await expect(form).toHaveCount(0);
  const row = page.getByTestId(`category-row-${slug}`);
  await expect(row).toContainText('Maçonnerie');
  await expect(row).toContainText('Masonry');
  await expect(row).toContainText('Active');

  // A slug already taken is refused, and the form keeps what was typed.
  await page.getByRole('button', { name: 'Nouvelle catégorie' }).click();
  await field(form, 'Nom (français)').fill('Maçonnerie bis');
  await field(form, 'Identifiant (slug)').fill(slug);
  await field(form, 'Description (français)').fill('Doublon');
  await form.getByRole('button', { name: 'Créer la catégorie' }).click();
  await expect(
    form.getByText('Cet identifiant est déjà utilisé par une autre catégorie'),
  ).toBeVisible({ timeout: 30_000 });
  await expect(field(form, 'Nom (français)')).toHaveValue('Maçonnerie bis');
  await form.getByRole('button', { name: 'Annuler' }).click();

  // The home page and the services filters read the active categories live.
  await page.goto('/');
  await expect(page.getByTestId(`category-${slug}`)).toContainText('Maçonnerie', {
    timeout: 30_000,
  });
  await page.goto('/en');
  await expect(page.getByTestId(`category-${slug}`)).toContainText('Masonry', { timeout: 30_000 });
  await page.goto('/services');
  await expect(page.locator(`a[href*="${slug}"]`).first()).toContainText('Maçonnerie', {
    timeout: 30_000,
  });

  // Deactivated (after confirmation), it leaves the home page.
  await page.goto('/category-management');
  await page
    .getByTestId(`category-row-${slug}`)
    .getByRole('button', { name: 'Désactiver « Maçonnerie »' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Désactiver « Maçonnerie » ?' });
  await confirm.getByRole('button', { name: 'Désactiver' }).click();
  await expect(page.getByTestId('category-notice')).toContainText('« Maçonnerie » est désactivée', {
    timeout: 30_000,
  });
  await expect(page.getByTestId(`category-row-${slug}`)).toContainText('Inactive');

  await page.goto('/');
  await expect(page.getByTestId('category-plumbing')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId(`category-${slug}`)).toHaveCount(0);
});

test('a signed-in client gets the 403 page at /category-management', async ({ page }) => {
  test.slow();
  await signIn(page, '/category-management', 'client@example.com', 'Client-demo-2026');
  await expect(page.getByTestId('forbidden-page')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gestion des catégories' })).toHaveCount(0);
});
