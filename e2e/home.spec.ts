import { expect, test } from './fixtures';

test('French home lists the seeded categories from Firestore', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Plateforme Africaine de Services');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('body')).toHaveClass(/lang-fr/);
  await expect(page.getByTestId('category-plumbing')).toContainText('Plomberie');
  await expect(page.getByTestId('category-informatique')).toContainText('Informatique');
});

test('English home at /en lists the same categories in English', async ({ page }) => {
  await page.goto('/en');
  await expect(page).toHaveTitle('African Services Marketplace');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('body')).toHaveClass(/lang-en/);
  await expect(page.getByTestId('category-plumbing')).toContainText('Plumbing');
  await expect(page.getByTestId('category-electricity')).toContainText('Electricity');
});

test('the language switch goes to the same page in the other language', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Switch to English' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: 'Passer en français' }).click();
  await expect(page).toHaveURL(/:[0-9]+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('an unknown path shows the translated not-found page', async ({ page }) => {
  await page.goto('/en/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/en/no-such-page')).toBeVisible();
});
