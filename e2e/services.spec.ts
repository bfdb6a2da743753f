import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';

// Offline, pages and chunks come from the service worker (blocked by default in the config).
test.use({ serviceWorkers: 'allow' });

// The first Firestore answer of a fresh browser can be slow on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

// Seeded Douala plumbers (scripts/seed/data/providers.ts), best rated first.
const DOUALA_PLUMBERS = ['Jean-Paul Ekwalla', 'Samuel Nkotto', 'Plomberie Bonapriso Services'];

const chip = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Catégorie' }).getByRole('link', { name, exact: true });
const cards = (page: Page) => page.locator('[data-testid^="provider-card-"]');
const results = (page: Page) => page.getByTestId('services-results');

async function cardIds(page: Page): Promise<string[]> {
  await expect(cards(page).first()).toBeVisible();
  return cards(page).evaluateAll((items) =>
    items.map((item) => item.getAttribute('data-testid')?.replace('provider-card-', '') ?? ''),
  );
}

/**
 * Every card passes `check`. The URL changes before React draws the new results (a
 * transition), so the previous cards may still show for a moment: retried until they all pass.
 */
async function expectEveryCard(page: Page, check: (text: string) => void) {
  await expect(async () => {
    const texts = await cards(page).allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    texts.forEach(check);
  }).toPass({ timeout: 30_000 });
}

/** "À partir de 25 000 FCFA" → 25000. */
function fromPrice(text: string): number {
  const match = /(?:À partir de|From) ([\d\s\u202f\u00a0]+) FCFA/.exec(text);
  return Number((match?.[1] ?? 'NaN').replace(/\D/g, ''));
}

/** The "from" price of every card, in order. */
async function fromPrices(list: Locator): Promise<number[]> {
  return (await list.allTextContents()).map(fromPrice);
}

test('French hero search "plombier" in Douala finds the seeded Douala plumbers', async ({
  page,
}) => {
  await page.goto('/');
  const search = page.getByTestId('hero-search');
  await search.getByLabel('Quel service ?').fill('plombier');
  await search.getByLabel('Où ?').fill('Douala');
  await search.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/services\?q=plombier&location=Douala$/);
  for (const name of DOUALA_PLUMBERS) await expect(results(page)).toContainText(name);
  await expect(cards(page)).toHaveCount(DOUALA_PLUMBERS.length);
  await expect(results(page)).toContainText('À partir de 10 000 FCFA');
  await expect(results(page)).toContainText('3 prestataires trouvés · Douala');
});

test('the issue’s example URL lists the Douala plumbers best rated first, linking to profiles', async ({
  page,
}) => {
  await page.goto('/services?q=plombier&location=Douala&category=plumbing&sort=rating');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services : Plomberie');
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).getByRole('heading')).toHaveText(DOUALA_PLUMBERS);
  await expect(page.getByTestId('provider-card-seed-provider-01')).toContainText(
    /4,8 \(\d+ avis\)/,
  );
  await expect(page.getByTestId('provider-card-seed-provider-01')).toContainText(
    /À [\d,]+ km du centre de Douala/,
  );
  await page.getByTestId('provider-card-seed-provider-01').getByRole('link').click();
  await expect(page).toHaveURL(/\/providers\/seed-provider-01$/);
});

test('English "plumber" in Douala finds the same plumbers', async ({ page }) => {
  await page.goto('/en');
  const search = page.getByTestId('hero-search');
  await search.getByLabel('Which service?').fill('plumber');
  await search.getByLabel('Where?').fill('Douala');
  await search.getByLabel('Where?').press('Enter');
  await expect(page).toHaveURL(/\/en\/services\?q=plumber&location=Douala$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  for (const name of DOUALA_PLUMBERS) await expect(results(page)).toContainText(name);
  await expect(cards(page)).toHaveCount(DOUALA_PLUMBERS.length);
  await expect(results(page)).toContainText('From 10 000 FCFA');
});

test('text search ignores accents: "electricien" finds "électricien"', async ({ page }) => {
  await page.goto('/services?q=electricien');
  await expect(cards(page).first()).toBeVisible();
  const headlines = await cards(page).allTextContents();
  expect(headlines.some((text) => /[ée]lectricien/i.test(text))).toBe(true);
});

test('a category card opens that category, chips change it, and a country narrows it', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('category-electricity').click();
  await expect(page).toHaveURL(/\/services\/electricity$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services : Électricité');
  await expect(cards(page).first()).toBeVisible();
  await chip(page, 'Plomberie').click();
  await expect(page).toHaveURL(/\/services\/plumbing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services : Plomberie');
  for (const name of DOUALA_PLUMBERS) await expect(results(page)).toContainText(name);

  await page.goto('/services/electricity?location=C%C3%B4te%20d%27Ivoire');
  await expectEveryCard(page, (text) => expect(text).toContain("Côte d'Ivoire"));
  await page.goto('/services?category=cleaning&location=Douala');
  await expectEveryCard(page, (text) => expect(text).toContain('Douala'));
});

test('sorting by price orders the results by their "from" price', async ({ page }) => {
  await page.goto('/services');
  await expect(cards(page).first()).toBeVisible();
  await page.getByLabel('Trier par').selectOption('price');
  await expect(page).toHaveURL(/\/services\?sort=price$/);
  // The rating-sorted cards may still show for a moment after the URL changed: retry until
  // the price-sorted page is there.
  await expect(async () => {
    const prices = await fromPrices(cards(page));
    expect(prices).toHaveLength(20);
    expect(prices.every((price) => Number.isFinite(price))).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBeLessThan(prices.at(-1) ?? 0);
  }).toPass({ timeout: 30_000 });
});

test('verified only, minimum rating and price range narrow the results', async ({ page }) => {
  await page.goto('/services?location=Douala');
  await expect(cards(page).first()).toBeVisible();
  // The URL holds the state: the switch follows it once the page has navigated.
  await page.getByRole('switch', { name: 'Vérifiés uniquement' }).click();
  await expect(page).toHaveURL(/\/services\?location=Douala&verified=1$/);
  await expect(page.getByRole('switch', { name: 'Vérifiés uniquement' })).toBeChecked();
  await expect(cards(page).first()).toBeVisible();
  await expect(results(page)).not.toContainText('Samuel Nkotto');
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(0);
  await expect(cards(page).getByTestId('verified-badge')).toHaveCount(count);

  await page.getByLabel('Note minimale').selectOption('4.5');
  await expect(page).toHaveURL(/minRating=4\.5/);
  await expectEveryCard(page, (text) => {
    const rating = Number(/(\d,\d) \(\d+ avis\)/.exec(text)?.[1]?.replace(',', '.'));
    expect(rating).toBeGreaterThanOrEqual(4.5);
  });

  await page.getByLabel('Prix min. (FCFA)').fill('8 000');
  await page.getByLabel('Prix max. (FCFA)').fill('abc');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByText('Indiquez un montant entier en FCFA')).toBeVisible();
  await page.getByLabel('Prix max. (FCFA)').fill('20000');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/minPrice=8000&maxPrice=20000/);
  await expectEveryCard(page, (text) => {
    const price = fromPrice(text);
    expect(price).toBeGreaterThanOrEqual(8000);
    expect(price).toBeLessThanOrEqual(20000);
  });
});

test('pages of 20 follow each other with a cursor, without repeats', async ({ page }) => {
  await page.goto('/services');
  const first = await cardIds(page);
  expect(first).toHaveLength(20);
  await expect(results(page)).toContainText('20 prestataires sur cette page');
  await page.getByRole('link', { name: 'Page suivante' }).click();
  await expect(page).toHaveURL(new RegExp(`/services\\?after=${first.at(-1)}$`));
  await expect(cards(page).first()).not.toHaveAttribute('data-testid', `provider-card-${first[0]}`);
  const second = await cardIds(page);
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((id) => first.includes(id))).toEqual([]);
  await page.getByRole('link', { name: 'Première page' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(cards(page).first()).toHaveAttribute('data-testid', `provider-card-${first[0]}`);
  expect(await cardIds(page)).toEqual(first);
});

// Requests that fail because the browser is offline are what this test provokes: the page logs
// them (network errors, Firestore's "could not reach the backend") and they are not page bugs.
const OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED|Could not reach Cloud Firestore backend/;

test('the map view without a Maps key lists the results by city, offline too', async ({
  page,
  context,
  pageErrors,
}) => {
  await page.goto('/services?location=Cameroun');
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Carte' }).click();
  await expect(page).toHaveURL(/\/services\?location=Cameroun&view=map$/);
  const standIn = page.getByTestId('map-stand-in');
  // Other tests may add providers elsewhere in Cameroon: the seeded cities come first.
  await expect(standIn.getByRole('heading', { level: 3 })).toContainText(['Douala', 'Yaoundé']);
  await expect(standIn).toContainText('Jean-Paul Ekwalla');

  const errorsBeforeOffline = pageErrors.length;
  await context.setOffline(true);
  try {
    // A new search, answered by Firestore's cache on the device.
    await chip(page, 'Plomberie').click();
    await expect(page).toHaveURL(/category=plumbing/);
    await expect(page.getByTestId('offline-note')).toBeVisible();
    await expect(standIn.getByRole('heading', { level: 3 }).first()).toHaveText('Douala');
    for (const name of DOUALA_PLUMBERS) await expect(standIn).toContainText(name);
    await expect(standIn.getByTestId('stand-in-provider-seed-provider-01')).toContainText(
      /À [\d,]+ km du centre de Douala|À partir de/,
    );
  } finally {
    await context.setOffline(false);
  }
  const offlineErrors = pageErrors.splice(errorsBeforeOffline);
  pageErrors.push(...offlineErrors.filter((error) => !OFFLINE_NOISE.test(error)));
});

test.describe('on a 360 × 640 phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('the first result shows without scrolling; the filters open in a sheet that counts them', async ({
    page,
  }) => {
    await page.goto('/services?category=plumbing&location=Douala');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services : Plomberie');
    await expect(cards(page).first()).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Category and place: two active filters, and no filter field on the first screen.
    const filtersButton = page.getByTestId('filters-button');
    await expect(page.getByTestId('filters-count')).toContainText('2');
    await expect(page.getByLabel('Trier par')).toHaveCount(0);

    await filtersButton.click();
    const sheet = page.getByRole('dialog', { name: 'Filtres' });
    await expect(sheet.getByLabel('Trier par')).toBeVisible();
    await sheet.getByRole('switch', { name: 'Vérifiés uniquement' }).click();
    await expect(page).toHaveURL(/verified=/);
    await expect(page.getByTestId('filters-count')).toContainText('3');
    await sheet.getByRole('button', { name: /^Voir/ }).click();
    await expect(sheet).toBeHidden();
    await expect(cards(page).first()).toBeInViewport({ ratio: 1 });
  });
});
