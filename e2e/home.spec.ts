import { devices } from '@playwright/test';
import { expect, test, watchRemovedFromDrawing } from './fixtures';

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

test.describe('public pages arrive drawn', () => {
  test('with their first screen in the HTML, in their language', async ({ request }) => {
    // The home page, drawn on request (functions `pages`) with its category cards.
    const home = await (await request.get('/')).text();
    expect(home).toContain('<div id="root" data-prerendered="">');
    expect(home).toMatch(/<h1[^>]*>Trouvez le bon prestataire près de chez vous<\/h1>/);
    expect(home).toContain('data-testid="category-plumbing"');
    expect(home).not.toContain('categories-skeleton');
    // React's server drawing (hydrated by the app), its styles in the head, its read beside it.
    expect(home).toMatch(/<style data-served-styles="[^"]+">[^<]+<\/style><\/head>/);
    expect(home).toMatch(
      /<script type="application\/json" id="served-page">\{"width":\d+,"reads":\[\{"key":"categories:active"/,
    );

    // The information pages, drawn at build time without data.
    const about = await (await request.get('/en/about')).text();
    expect(about).toContain('<html lang="en">');
    expect(about).toContain(
      '<meta name="description" content="Find, compare and book local service providers in Africa.">',
    );
    expect(about).toMatch(/<h1[^>]*>About Services Afrique<\/h1>/);
  });

  test('show without any script, then the app takes them over where they stand', async ({
    browser,
    page,
    pageErrors,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto('/');
    await expect(
      still.getByRole('heading', {
        level: 1,
        name: 'Trouvez le bon prestataire près de chez vous',
      }),
    ).toBeVisible();
    await expect(still.getByTestId('category-plumbing')).toContainText('Plomberie');
    await noScript.close();

    // Drawn for a phone: on a phone, the app takes the drawing over without removing anything
    // (a mismatch would make React draw it again, and report it).
    const phone = await browser.newContext({ ...devices['Pixel 5'] });
    const onPhone = await phone.newPage();
    onPhone.on('pageerror', (error) => pageErrors.push(error.message));
    const removedFromDrawing = await watchRemovedFromDrawing(onPhone);
    await onPhone.goto('/about');
    await onPhone.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
    expect(await removedFromDrawing()).toEqual([]);
    await phone.close();

    await page.goto('/');
    await expect(page.getByTestId('category-plumbing')).toContainText('Plomberie');
  });

  test('other paths get the app shell', async ({ request }) => {
    const shell = await (await request.get('/smart-quotation')).text();
    expect(shell).toContain('<div id="root"></div>');
  });
});
