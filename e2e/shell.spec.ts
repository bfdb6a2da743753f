import { expect, test } from './fixtures';

const TITLES = { fr: 'Plateforme Africaine de Services', en: 'African Services Marketplace' };

/** Every page this issue delivers, as French paths. */
const PAGES = [
  '/',
  '/about',
  '/how-it-works',
  '/privacy',
  '/terms',
  '/payment-methods',
  '/mobile-money-guide',
  '/transaction-calculator',
  '/demo-overview',
  '/services',
  '/services/plumbing',
];

for (const path of PAGES) {
  for (const language of ['fr', 'en'] as const) {
    const url = language === 'fr' ? path : path === '/' ? '/en' : `/en${path}`;
    test(`${url} renders in ${language}`, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page).toHaveTitle(TITLES[language]);
      await expect(page.locator('body')).toHaveClass(new RegExp(`lang-${language}`));
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByTestId('not-found-page')).toHaveCount(0);
    });
  }
}

test('an unknown path shows Page not found with the route and language, and warns', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/en/nowhere/at-all');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByTestId('not-found-page')).toContainText('/en/nowhere/at-all');
  await expect(page.getByTestId('not-found-page')).toContainText('en');
  await page.goto('/nulle-part');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  expect(warnings.some((text) => text.includes('/en/nowhere/at-all'))).toBe(true);
});

test('the header gains a shadow only after scrolling more than 10 px', async ({ page }) => {
  await page.goto('/privacy');
  const header = page.getByTestId('site-header');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  expect(await header.evaluate((element) => getComputedStyle(element).boxShadow)).toBe('none');
  await page.evaluate(() => window.scrollTo(0, 8));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect
    .poll(() => header.evaluate((element) => getComputedStyle(element).boxShadow))
    .not.toBe('none');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the drawer is 85 % wide and holds the menu, theme and language', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByTestId('mobile-drawer');
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.width).toBeCloseTo(375 * 0.85, 0);
    await expect(drawer.getByRole('link', { name: 'Comment ça marche' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'À propos' })).toBeVisible();
    await expect(drawer.getByLabel('Mode sombre')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Switch to English' })).toBeVisible();
    // Demos are for team members only.
    await expect(drawer.getByRole('link', { name: 'Démonstrations' })).toHaveCount(0);
  });
});

test.describe('on a 500 px screen', () => {
  test.use({ viewport: { width: 500, height: 800 } });

  test('the drawer stops at 350 px', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const box = await page.getByTestId('mobile-drawer').boundingBox();
    expect(box?.width).toBeCloseTo(350, 0);
  });
});

test('the chosen theme is kept across a reload', async ({ page }) => {
  await page.goto('/about');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: 'Thème' }).click();
  await page.getByRole('menuitem', { name: 'Sombre' }).click();
  await expect.poll(background).not.toBe(light);
  const dark = await background();
  await page.reload();
  await expect.poll(background).toBe(dark);
  expect(await page.evaluate(() => localStorage.getItem('ui-theme'))).toBe('dark');
});

test('the language switch opens the same page in English and saves the choice', async ({
  page,
}) => {
  await page.goto('/how-it-works');
  await page.getByRole('link', { name: 'Switch to English' }).click();
  await expect(page).toHaveURL(/\/en\/how-it-works$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
});

test('every footer and header menu link leads to a page', async ({ page }) => {
  // About twenty full page loads: 45 s is short for them on a loaded 2-core machine.
  test.setTimeout(240_000);
  await page.goto('/');
  const footerLinks = await page
    .locator('footer a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await page.getByRole('button', { name: 'Services' }).click();
  const menuLinks = await page
    .getByRole('menu')
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  const hrefs = [...new Set([...footerLinks, ...menuLinks])];
  expect(hrefs.length).toBeGreaterThanOrEqual(10);
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.locator('main h1'), href).toBeVisible();
    await expect(page.getByTestId('not-found-page'), href).toHaveCount(0);
  }
});
