import type { Page } from '@playwright/test';
import { verifyEmailInApp } from './authEmulator';
import { expect, test } from './fixtures';
import { field, register } from './registration';

const stepHeading = (page: Page) => page.getByTestId('onboarding-step-title');
const next = (page: Page) => page.getByRole('button', { name: 'Suivant' }).click();

test('a new user becomes a provider in Kribi, gets a public page and shows in search', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  // A word no other provider has: the search must find this provider by it.
  const word = `zebraplomb${stamp}x`.slice(0, 20);
  const email = `ibrahim-${stamp}@example.com`;
  await register(page, {
    email,
    firstName: 'Ibrahim',
    lastName: 'Ngono',
    phone: '+237 699 55 44 33',
    city: 'Douala',
  });

  // Becoming a provider needs a verified email: the form waits for it.
  await page.goto('/register-provider');
  await expect(page.getByTestId('email-verification')).toContainText(
    'Vérifiez votre adresse e-mail pour devenir prestataire',
  );
  await verifyEmailInApp(page, baseURL ?? '', email);

  // The landing page leads to the form.
  await page.goto('/become-provider');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Devenez prestataire');
  await page.getByTestId('become-provider-cta').first().click();
  await expect(page).toHaveURL(/\/register-provider$/);
  await expect(stepHeading(page)).toHaveText('Métier', { timeout: 30_000 });

  // 1 Trade: a step with errors does not open the next one.
  await next(page);
  await expect(page.getByText('Choisissez au moins un élément')).toBeVisible();
  await expect(stepHeading(page)).toHaveText('Métier');
  await page.getByRole('button', { name: 'Plomberie' }).click();
  await field(page, 'Ajouter une spécialité').fill('Fuites');
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await field(page, "Années d'expérience").fill('7');
  await next(page);

  // 2 Presentation: the name comes from the account.
  await expect(stepHeading(page)).toHaveText('Présentation');
  await expect(field(page, 'Nom affiché')).toHaveValue('Ibrahim Ngono');
  await field(page, 'Accroche (français)').fill(`Plombier ${word} à Kribi`);
  await field(page, 'Présentation (français)').fill(
    'Réparation de fuites et débouchage à Akwa et Bonabéri, devis gratuit.',
  );
  await next(page);

  // 3 Location: Kribi, placed at the city centre (not Douala, whose plumbers other tests count).
  await expect(stepHeading(page)).toHaveText('Localisation');
  await field(page, 'Pays').selectOption('CM');
  await field(page, 'Ville').fill('Kribi');
  await next(page);

  // 4 Services: one service at 15 000 FCFA.
  await expect(stepHeading(page)).toHaveText('Services');
  await field(page, 'Intitulé (français)').fill('Réparation de fuite');
  await field(page, 'Prix (FCFA)').fill('15000');
  await next(page);

  // A reload loses nothing.
  await expect(stepHeading(page)).toHaveText('Contact');
  await page.reload();
  await expect(stepHeading(page)).toHaveText('Contact', { timeout: 30_000 });
  await expect(field(page, 'E-mail')).toHaveValue(`ibrahim-${stamp}@example.com`);
  await next(page);

  // Review, then submit.
  await expect(stepHeading(page)).toHaveText('Vérification');
  const review = page.getByTestId('onboarding-review');
  await expect(review).toContainText('Réparation de fuite');
  await expect(review).toContainText('15 000 FCFA');
  await expect(review).toContainText('Kribi, Cameroun');
  await page.getByRole('button', { name: 'Créer mon profil prestataire' }).click();
  await expect(page.getByTestId('onboarding-success')).toContainText(
    'Votre profil prestataire est créé !',
    { timeout: 30_000 },
  );

  // The public page.
  await page.getByRole('link', { name: 'Voir ma page publique' }).click();
  await expect(page).toHaveURL(/\/providers\/[^/]+$/);
  const uid = new URL(page.url()).pathname.split('/').pop() ?? '';
  expect(uid).not.toBe('');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ibrahim Ngono', {
    timeout: 30_000,
  });
  await expect(page.getByText('15 000 FCFA').first()).toBeVisible();

  // Search: the trigger adds the search tokens within moments.
  const search = `/services?q=${word}&location=Kribi`;
  await expect(async () => {
    await page.goto(search);
    await expect(page.getByTestId(`provider-card-${uid}`)).toBeVisible({ timeout: 8_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000] });
  await expect(page.getByTestId(`provider-card-${uid}`)).toContainText('Ibrahim Ngono');

  // Back on the landing page, the provider is offered to edit their profile.
  await page.goto('/become-provider');
  await expect(page.getByTestId('become-provider-cta').first()).toHaveText(
    'Modifier mon profil prestataire',
    { timeout: 30_000 },
  );
  await expect(page.getByRole('link', { name: 'Voir ma page publique' }).first()).toHaveAttribute(
    'href',
    `/providers/${uid}`,
  );
  await page.getByTestId('become-provider-cta').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Modifier mon profil prestataire',
    { timeout: 30_000 },
  );
  await expect(field(page, "Années d'expérience")).toHaveValue('7');
});
