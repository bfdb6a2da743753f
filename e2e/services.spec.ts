import { expect, test } from './fixtures';

// Seeded Douala plumbers (scripts/seed/data/providers.ts).
const DOUALA_PLUMBERS = ['Jean-Paul Ekwalla', 'Samuel Nkotto', 'Plomberie Bonapriso Services'];

test('French hero search "plomberie" in Douala finds the seeded Douala plumbers', async ({
  page,
}) => {
  await page.goto('/');
  const search = page.getByTestId('hero-search');
  await search.getByLabel('Quel service ?').fill('plomberie');
  await search.getByLabel('Où ?').fill('douala');
  await search.getByRole('button', { name: 'Rechercher' }).click();
  // `category=plumbing` once the categories have loaded, else the typed `q=plomberie`.
  await expect(page).toHaveURL(/\/services\?(category=plumbing|q=plomberie)&location=douala$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Plomberie');
  const results = page.getByTestId('services-results');
  for (const name of DOUALA_PLUMBERS) await expect(results).toContainText(name);
  await expect(results).toContainText('FCFA');
  await expect(page.locator('[data-testid^="provider-card-"]')).toHaveCount(DOUALA_PLUMBERS.length);
});

test('English hero search "plumbing" in Douala leads to the same providers', async ({ page }) => {
  await page.goto('/en');
  const search = page.getByTestId('hero-search');
  await search.getByLabel('Which service?').fill('plumbing');
  await search.getByLabel('Where?').fill('Douala');
  await search.getByLabel('Where?').press('Enter');
  await expect(page).toHaveURL(/\/en\/services\?(category|q)=plumbing&location=Douala$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  for (const name of DOUALA_PLUMBERS) {
    await expect(page.getByTestId('services-results')).toContainText(name);
  }
});

test('a category card opens that category, and a country narrows it', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('category-electricity').click();
  await expect(page).toHaveURL(/\/services\/electricity$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Électricité');
  await expect(page.locator('[data-testid^="provider-card-"]').first()).toBeVisible();
  await page.goto('/services/electricity?location=C%C3%B4te%20d%27Ivoire');
  const cards = page.locator('[data-testid^="provider-card-"]');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text).toContain("Côte d'Ivoire");
});
