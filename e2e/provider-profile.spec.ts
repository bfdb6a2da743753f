import { SEED_PROVIDERS } from '../scripts/seed/data/providers';
import { expect, test } from './fixtures';

const REVIEWS_PAGE_SIZE = 5;
// A fresh browser's first reads wait for the SDK and the emulators, busy right after the seed.
const FIRST_READ = { timeout: 30_000 };

// Jean-Paul Ekwalla, the demo provider account (scripts/seed/data/providers.ts).
const JEAN_PAUL = SEED_PROVIDERS.find((provider) => provider.id === 'seed-provider-01');
// The seeded provider with the most reviews, for the pagination.
const MOST_REVIEWED = [...SEED_PROVIDERS].sort((a, b) => b.reviews.length - a.reviews.length)[0];

test('a provider page shows the profile, FCFA prices, reviews and contact links', async ({
  page,
}) => {
  expect(JEAN_PAUL).toBeDefined();
  await page.goto('/providers/seed-provider-01');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jean-Paul Ekwalla', FIRST_READ);
  await expect(page).toHaveTitle(/^Jean-Paul Ekwalla · /);
  const header = page.getByTestId('provider-header');
  await expect(header).toContainText('Plombier agréé à Douala');
  await expect(header).toContainText('Douala, Cameroun');
  await expect(header).toContainText('Vérifié');
  await expect(header).toContainText("12 ans d'expérience");

  const services = page.getByTestId('provider-services');
  await expect(services).toContainText('Réparation de fuite', FIRST_READ);
  await expect(services).toContainText('10 000 FCFA');
  await expect(services).toContainText('35 000 FCFA');

  const reviews = page.getByTestId('provider-reviews');
  // The first page of reviews: five at most.
  await expect(reviews.getByTestId('review')).toHaveCount(
    Math.min(5, JEAN_PAUL?.reviews.length ?? 0),
    FIRST_READ,
  );
  await expect(reviews).toContainText('Ponctuel et prix respecté, je recommande.');
  await expect(reviews.getByTestId('rating-summary')).toContainText(
    `${JEAN_PAUL?.reviews.length} avis`,
  );
  // The distribution the ratings trigger keeps on the provider (the seed writes it so too).
  await expect(reviews.getByTestId('rating-distribution')).toBeVisible(FIRST_READ);

  const contact = page.getByTestId('provider-contact');
  await expect(contact.getByTestId('contact-whatsapp')).toHaveAttribute(
    'href',
    'https://wa.me/237677412583',
  );
  await expect(contact.getByTestId('contact-phone')).toHaveAttribute('href', 'tel:+237677412583');
  await expect(contact.getByTestId('contact-email')).toHaveAttribute(
    'href',
    'mailto:jeanpaul.ekwalla@example.com',
  );
  await expect(page.getByRole('link', { name: 'Demander un devis' })).toHaveAttribute(
    'href',
    '/smart-quotation?provider=seed-provider-01',
  );
  await expect(page.getByRole('link', { name: 'Réserver maintenant' })).toHaveAttribute(
    'href',
    '/service-scheduling?provider=seed-provider-01',
  );
});

test('the English provider page shows English content', async ({ page }) => {
  await page.goto('/en/providers/seed-provider-01');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jean-Paul Ekwalla', FIRST_READ);
  await expect(page.getByTestId('provider-header')).toContainText('Licensed plumber in Douala');
  await expect(page.getByTestId('provider-header')).toContainText('Douala, Cameroon');
  await expect(page.getByTestId('provider-about')).toContainText('I have been a plumber');
  await expect(page.getByTestId('provider-services')).toContainText('Leak repair', FIRST_READ);
  await expect(page.getByTestId('provider-services')).toContainText('10 000 FCFA (fixed price)');
  await expect(page.getByTestId('provider-availability')).toContainText('Monday');
  await expect(page.getByRole('link', { name: 'Book now' })).toHaveAttribute(
    'href',
    '/en/service-scheduling?provider=seed-provider-01',
  );
});

test('a missing provider shows the not-found state', async ({ page }) => {
  await page.goto('/providers/does-not-exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Prestataire introuvable',
    FIRST_READ,
  );
  await page.getByRole('link', { name: 'Parcourir les services' }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test('reviews load five at a time', async ({ page }) => {
  const provider = MOST_REVIEWED;
  expect(provider).toBeDefined();
  if (!provider) return;
  const total = provider.reviews.length;
  await page.goto(`/providers/${provider.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    provider.displayName,
    FIRST_READ,
  );
  const reviews = page.getByTestId('provider-reviews').getByTestId('review');
  const more = page.getByRole('button', { name: "Voir plus d'avis" });
  let shown = Math.min(REVIEWS_PAGE_SIZE, total);
  await expect(reviews).toHaveCount(shown, FIRST_READ);
  while (shown < total) {
    await more.click();
    shown = Math.min(shown + REVIEWS_PAGE_SIZE, total);
    await expect(reviews).toHaveCount(shown);
  }
  // Every review is shown once, and nothing more is offered.
  await expect(more).toHaveCount(0);
  const comments = await reviews.allTextContents();
  for (const review of provider.reviews) {
    expect(comments.filter((text) => text.includes(review.comment))).toHaveLength(1);
  }
});
