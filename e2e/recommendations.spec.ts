import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';

// The first Firestore answer of a fresh browser can be slow on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

// Douala's centre; seed-provider-01 (Jean-Paul Ekwalla) works ≈ 7.7 km west of it.
const DOUALA = { latitude: 4.0511, longitude: 9.7679 };

const mode = (page: Page) => page.getByTestId('recommendations-mode');
const standIn = (page: Page) => page.getByTestId('map-stand-in');

test.describe('with the browser’s permission', () => {
  test.use({ geolocation: DOUALA, permissions: ['geolocation'] });

  test('shows the providers around the user, nearest first, with distances', async ({ page }) => {
    await page.goto('/recommendations');
    await expect(mode(page)).toHaveText(
      'Les prestataires à moins de 50 km de votre position, du plus proche au plus éloigné.',
    );
    await expect(standIn(page).getByRole('heading', { level: 3 })).toHaveText(['Douala']);
    await expect(standIn(page)).toContainText('Jean-Paul Ekwalla');
    await expect(standIn(page).getByTestId('stand-in-provider-seed-provider-01')).toContainText(
      /À 7,7 km/,
    );
    const distances = await standIn(page)
      .locator('[data-testid^="stand-in-provider-"]')
      .allTextContents();
    const km = distances.map((text) => {
      const match = /À ([\d,]+) (k?m)/.exec(text);
      const value = Number(match?.[1]?.replace(',', '.'));
      return match?.[2] === 'm' ? value / 1000 : value;
    });
    expect(km.every((value) => value <= 50)).toBe(true);
    expect(km).toEqual([...km].sort((a, b) => a - b));

    await page
      .getByRole('group', { name: 'Catégorie' })
      .getByRole('link', { name: 'Plomberie', exact: true })
      .click();
    await expect(page).toHaveURL(/\/recommendations\?category=plumbing$/);
    await expect(standIn(page)).toContainText('Jean-Paul Ekwalla');
    await expect(standIn(page)).not.toContainText('Clean Pro Douala');
  });
});

test('without permission it falls back to a city the visitor picks', async ({ page }) => {
  await page.goto('/recommendations');
  await page.getByRole('button', { name: 'Utiliser ma position' }).click();
  await expect(mode(page)).toContainText("Vous n'avez pas autorisé l'accès à votre position");
  await page.getByLabel('Ville').fill('Douala');
  await page.getByRole('button', { name: 'Voir cette ville' }).click();
  await expect(page).toHaveURL(/\/recommendations\?city=Douala$/);
  await expect(mode(page)).toHaveText('Les prestataires les mieux notés de Douala.');
  await expect(standIn(page)).toContainText('Jean-Paul Ekwalla');
  await expect(standIn(page).getByRole('heading', { level: 3 })).toHaveText(['Douala']);
  await page.getByRole('button', { name: 'Liste' }).click();
  await expect(page.locator('[data-testid^="provider-card-"]').first()).toBeVisible();
});

test('a signed-in customer whose location setting is off gets their own city', async ({ page }) => {
  await page.goto('/auth?next=%2Frecommendations');
  await page.getByLabel(/^Adresse e-mail/).fill('client@example.com');
  await page.getByLabel(/^Mot de passe/).fill('Client-demo-2026');
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Ouvrir le menu du compte' })).toBeVisible({
    timeout: 30_000,
  });
  await page.goto('/recommendations');
  await expect(mode(page)).toContainText(
    "L'accès à votre position est désactivé dans vos paramètres : voici les prestataires les mieux notés de Douala",
  );
  await expect(page.getByRole('button', { name: 'Utiliser ma position' })).toHaveCount(0);
  await expect(standIn(page)).toContainText('Jean-Paul Ekwalla');
});
